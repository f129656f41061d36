import { useEffect, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { Modal } from '../../../ui/modal';
import { RowButton, RowList } from '../../../ui/row-list';
import { ActiveBadge } from '../../../ui/status-badge';
import { usePickerEmployees } from '../api/use-growth';
import { SearchInput } from '../../../ui/search-input';

interface EmployeePickerModalProps {
  open: boolean;
  onClose: () => void;
  onPick: (employeeId: number) => void;
}

const SEARCH_PAUSE_MS = 200;

/** SPEC 2 and 9: search the employees; the first 5 matches are listed, then 'en N meer'. */
export function EmployeePickerModal({ open, onClose, onPick }: EmployeePickerModalProps) {
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(search), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);
  const { data, error, isLoading } = usePickerEmployees(asked, open);
  const more = data ? data.total - data.items.length : 0;

  return (
    <Modal open={open} title="Kies een medewerker" onClose={onClose}>
      <div className="stack">
        <SearchInput
          data-autofocus
          aria-label="Zoek een medewerker"
          placeholder="Zoek op naam, e-mail of bedrijf..."
          value={search}
          onChange={setSearch}
        />
        {error ? (
          <Alert tone="error">Kon de medewerkers niet laden.</Alert>
        ) : isLoading && !data ? (
          <Loading variant="inline" />
        ) : !data || data.items.length === 0 ? (
          <EmptyState look="plain" compact icon="users">
            {asked.trim() ? 'Geen medewerkers gevonden voor je zoekopdracht' : 'Nog geen medewerkers toegevoegd'}
          </EmptyState>
        ) : (
          <>
            <RowList label="Medewerkers" className="groei-picker">
              {data.items.map((employee) => (
                <RowButton key={employee.id} onClick={() => onPick(employee.id)}>
                  <span className="groei-picker__name">{employee.naam}</span>
                  <span className="groei-picker__meta">
                    {employee.bedrijf_naam} · {employee.gesprekken} {employee.gesprekken === 1 ? 'gesprek' : 'gesprekken'}
                  </span>
                  {employee.actief ? null : <ActiveBadge active={false} />}
                </RowButton>
              ))}
            </RowList>
            {more > 0 ? <p className="muted small">en {more} meer</p> : null}
          </>
        )}
      </div>
    </Modal>
  );
}
