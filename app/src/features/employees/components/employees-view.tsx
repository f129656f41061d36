import { useEffect, useState, type ReactNode } from 'react';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { EmptyState } from '../../../ui/empty-state';
import { ListStates } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { Pager } from '../../../ui/pager';
import { SearchToolbar } from '../../../ui/search-toolbar';
import { Select } from '../../../ui/select';
import { TileGrid } from '../../../ui/tile';
import { useSearchPages } from '../../../ui/use-search-pages';
import { useEmployees } from '../../../api/employees';
import { useCan } from '../../../lib/session/can';
import { employeeApi, type Employee } from '../../../../../contracts/employees';
import { EmployeeCard } from './employee-card';
import { EmployeeModal } from './employee-modal';
import { ImportModal } from './import-modal';
import { Button } from '../../../ui/button';
import './employees.css';

const PAGE_SIZES = [6, 10, 20].map((size) => ({ value: size, label: String(size) }));
const SUCCESS_VISIBLE_MS = 3000;

function matches(employee: Employee, needle: string): boolean {
  return [employee.naam, employee.email, employee.bedrijf_naam].some((text) => text.toLowerCase().includes(needle));
}

interface EmployeesViewProps {
  /** What the edit modal shows beside the form for an existing employee (SPEC 2: their POP conversations). */
  conversationsOf?: (employeeId: number) => ReactNode;
}

export function EmployeesView({ conversationsOf }: EmployeesViewProps) {
  const [includeInactive, setIncludeInactive] = useState(false);
  const { data, error, isLoading, mutate } = useEmployees({ includeInactive });
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0].value);
  const { query, setQuery, needle, filtered, visible, page, pageCount, setPage, refilter } = useSearchPages(data, matches, pageSize);
  const [modal, setModal] = useState<{ employee: Employee | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const may = useCan();
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return undefined;
    const timer = window.setTimeout(() => setSuccess(null), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  return (
    <>
      <PageHeader
        title="Medewerkers"
        subtitle="Beheer de medewerkers met wie je POP-gesprekken voert."
        actions={
          may(employeeApi.create) ? (
            <>
              <Button variant="secondary" onClick={() => setImporting(true)}>
                Importeren
              </Button>
              <Button variant="primary" onClick={() => setModal({ employee: null })}>
                Nieuwe medewerker
              </Button>
            </>
          ) : null
        }
      />

      {success ? (
        <div className="employees-success">
          <Alert tone="success">{success}</Alert>
        </div>
      ) : null}

      <SearchToolbar label="Zoek medewerkers" placeholder="Zoek op naam, e-mail of bedrijf..." value={query} onChange={setQuery}>
        <Checkbox label="Toon inactieve medewerkers" checked={includeInactive} onChange={refilter(setIncludeInactive)} />
        <Select
          layout="inline"
          label="Per pagina"
          value={pageSize}
          options={PAGE_SIZES}
          onChange={(value) => refilter(setPageSize)(Number(value))}
        />
      </SearchToolbar>

      <ListStates
        load={{ data, error, isLoading }}
        failure="Kon medewerkers niet laden."
        items={visible}
        empty={
          <EmptyState icon="users">
            {needle ? 'Geen medewerkers gevonden voor je zoekopdracht' : 'Nog geen medewerkers toegevoegd'}
          </EmptyState>
        }
      >
        <TileGrid>
          {visible.map((employee) => (
            <EmployeeCard key={employee.id} employee={employee} onEdit={(picked) => setModal({ employee: picked })} />
          ))}
        </TileGrid>
      </ListStates>

      <Pager
        page={page}
        pageCount={pageCount}
        onPage={setPage}
        status={`Pagina ${page} van ${pageCount} (${filtered.length} medewerkers)`}
      />

      <EmployeeModal
        open={modal !== null}
        employee={modal?.employee ?? null}
        conversationsOf={conversationsOf}
        onClose={() => setModal(null)}
        onSaved={(message) => {
          setSuccess(message);
          void mutate();
        }}
      />
      <ImportModal open={importing} onClose={() => setImporting(false)} onImported={() => void mutate()} />
    </>
  );
}
