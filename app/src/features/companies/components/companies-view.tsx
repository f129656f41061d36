import { useState } from 'react';
import { Checkbox } from '../../../ui/checkbox';
import { EmptyState } from '../../../ui/empty-state';
import { ListStates } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { Pager } from '../../../ui/pager';
import { SearchToolbar } from '../../../ui/search-toolbar';
import { TileGrid } from '../../../ui/tile';
import { useSearchPages } from '../../../ui/use-search-pages';
import { useCompanies } from '../../../api/companies';
import { useCan } from '../../../lib/session/can';
import { companyApi, type Company } from '../../../../../contracts/companies';
import { CompanyCard } from './company-card';
import { CompanyModal } from './company-modal';
import { Button } from '../../../ui/button';
import './companies.css';

const PAGE_SIZE = 3;

function matches(company: Company, needle: string): boolean {
  return company.naam.toLowerCase().includes(needle) || company.branche.toLowerCase().includes(needle);
}

export function CompaniesView() {
  const [includeInactive, setIncludeInactive] = useState(false);
  const { data, error, isLoading, mutate } = useCompanies({ includeInactive });
  const { query, setQuery, needle, visible, page, pageCount, setPage, refilter } = useSearchPages(data, matches, PAGE_SIZE);
  const [modal, setModal] = useState<{ company: Company | null } | null>(null);
  const may = useCan();

  return (
    <>
      <PageHeader
        title="Bedrijven"
        subtitle="Registreer de bedrijven waarvoor je POP-gesprekken voert."
        actions={
          may(companyApi.create) ? (
            <Button variant="primary" onClick={() => setModal({ company: null })}>
              Nieuw bedrijf
            </Button>
          ) : null
        }
      />
      <SearchToolbar label="Zoek bedrijven" placeholder="Zoek op naam of branche..." value={query} onChange={setQuery}>
        <Checkbox label="Toon inactieve bedrijven" checked={includeInactive} onChange={refilter(setIncludeInactive)} />
      </SearchToolbar>

      <ListStates
        load={{ data, error, isLoading }}
        failure="Kon bedrijven niet laden."
        items={visible}
        empty={
          <EmptyState icon="building">
            {needle ? 'Geen bedrijven gevonden voor je zoekopdracht' : 'Nog geen bedrijven geregistreerd'}
          </EmptyState>
        }
      >
        <TileGrid>
          {visible.map((company) => (
            <CompanyCard key={company.id} company={company} onEdit={(picked) => setModal({ company: picked })} />
          ))}
        </TileGrid>
      </ListStates>

      <Pager page={page} pageCount={pageCount} onPage={setPage} />

      <CompanyModal open={modal !== null} company={modal?.company ?? null} onClose={() => setModal(null)} onSaved={() => void mutate()} />
    </>
  );
}
