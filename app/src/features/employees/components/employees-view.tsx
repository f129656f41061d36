import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Icon } from '../../../ui/icon';
import { useEmployees, type Employee } from '../api/use-employees';
import { EmployeeCard } from './employee-card';
import { EmployeeModal } from './employee-modal';
import { EmployeesPager } from './employees-pager';
import { ImportModal } from './import-modal';
import './employees.css';

const PAGE_SIZES = [6, 10, 20] as const;
const SUCCESS_VISIBLE_MS = 3000;

function matches(employee: Employee, needle: string): boolean {
  return [employee.naam, employee.email, employee.bedrijf_naam].some((text) => text.toLowerCase().includes(needle));
}

export function EmployeesView() {
  const pageSizeId = useId();
  const [includeInactive, setIncludeInactive] = useState(false);
  const { data, error, isLoading, mutate } = useEmployees(includeInactive);
  const [query, setQuery] = useState('');
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<{ employee: Employee | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return undefined;
    const timer = window.setTimeout(() => setSuccess(null), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  const needle = query.trim().toLowerCase();
  const filtered = (data ?? []).filter((employee) => matches(employee, needle));
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pageCount);
  const visible = filtered.slice((current - 1) * pageSize, current * pageSize);

  return (
    <>
      <header className="page-header employees-header">
        <div>
          <h1>Medewerkers</h1>
          <p>Beheer de medewerkers met wie je POP-gesprekken voert.</p>
        </div>
        <div className="employees-header__actions">
          <button type="button" className="button button--secondary" onClick={() => setImporting(true)}>
            Importeren
          </button>
          <button type="button" className="button button--primary" onClick={() => setModal({ employee: null })}>
            Nieuwe medewerker
          </button>
        </div>
      </header>

      {success ? (
        <div className="employees-success">
          <Alert tone="success">{success}</Alert>
        </div>
      ) : null}

      <div className="employees-toolbar">
        <input
          type="search"
          className="input employees-toolbar__search"
          placeholder="Zoek op naam, e-mail of bedrijf..."
          aria-label="Zoek medewerkers"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
        <label className="employees-checkbox">
          <input
            type="checkbox"
            checked={includeInactive}
            onChange={(event) => {
              setIncludeInactive(event.target.checked);
              setPage(1);
            }}
          />
          Toon inactieve medewerkers
        </label>
        <div className="employees-toolbar__size">
          <label htmlFor={pageSizeId}>Per pagina</label>
          <select
            id={pageSizeId}
            className="input"
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(1);
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>

      {error ? (
        <Alert tone="error">Kon medewerkers niet laden.</Alert>
      ) : isLoading && !data ? (
        <p className="muted" role="status">
          Laden...
        </p>
      ) : visible.length === 0 ? (
        <div className="employees-empty">
          <Icon name="users" size={32} />
          <p>{needle ? 'Geen medewerkers gevonden voor je zoekopdracht' : 'Nog geen medewerkers toegevoegd'}</p>
        </div>
      ) : (
        <div className="employee-grid">
          {visible.map((employee) => (
            <EmployeeCard key={employee.id} employee={employee} onEdit={(picked) => setModal({ employee: picked })} />
          ))}
        </div>
      )}

      <EmployeesPager page={current} pageCount={pageCount} total={filtered.length} onPage={setPage} />

      <EmployeeModal
        open={modal !== null}
        employee={modal?.employee ?? null}
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
