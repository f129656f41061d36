import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Icon } from '../../../ui/icon';
import { useCompanies, type Company } from '../api/use-companies';
import { CompanyCard } from './company-card';
import { CompanyModal } from './company-modal';
import './companies.css';

const PAGE_SIZE = 3;

function matches(company: Company, needle: string): boolean {
  return company.naam.toLowerCase().includes(needle) || company.branche.toLowerCase().includes(needle);
}

export function CompaniesView() {
  const [includeInactive, setIncludeInactive] = useState(false);
  const { data, error, isLoading, mutate } = useCompanies(includeInactive);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<{ company: Company | null } | null>(null);

  const needle = query.trim().toLowerCase();
  const filtered = (data ?? []).filter((company) => matches(company, needle));
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <>
      <header className="page-header companies-header">
        <div>
          <h1>Bedrijven</h1>
          <p>Registreer de bedrijven waarvoor je POP-gesprekken voert.</p>
        </div>
        <button type="button" className="button button--primary" onClick={() => setModal({ company: null })}>
          Nieuw bedrijf
        </button>
      </header>

      <div className="companies-toolbar">
        <input
          type="search"
          className="input companies-toolbar__search"
          placeholder="Zoek op naam of branche..."
          aria-label="Zoek bedrijven"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
        <label className="companies-checkbox">
          <input
            type="checkbox"
            checked={includeInactive}
            onChange={(event) => {
              setIncludeInactive(event.target.checked);
              setPage(1);
            }}
          />
          Toon inactieve bedrijven
        </label>
      </div>

      {error ? (
        <Alert tone="error">Kon bedrijven niet laden.</Alert>
      ) : isLoading && !data ? (
        <p className="muted" role="status">
          Laden...
        </p>
      ) : visible.length === 0 ? (
        <div className="companies-empty">
          <Icon name="building" size={32} />
          <p>{needle ? 'Geen bedrijven gevonden voor je zoekopdracht' : 'Nog geen bedrijven geregistreerd'}</p>
        </div>
      ) : (
        <div className="company-grid">
          {visible.map((company) => (
            <CompanyCard key={company.id} company={company} onEdit={(picked) => setModal({ company: picked })} />
          ))}
        </div>
      )}

      {filtered.length > PAGE_SIZE ? (
        <nav className="companies-pager" aria-label="Paginering">
          <button type="button" className="button button--secondary button--small" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            Vorige
          </button>
          <span className="companies-pager__status">
            Pagina {current} van {pageCount}
          </span>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={current >= pageCount}
            onClick={() => setPage(current + 1)}
          >
            Volgende
          </button>
        </nav>
      ) : null}

      <CompanyModal
        open={modal !== null}
        company={modal?.company ?? null}
        onClose={() => setModal(null)}
        onSaved={() => void mutate()}
      />
    </>
  );
}
