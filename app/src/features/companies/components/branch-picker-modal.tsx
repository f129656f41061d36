import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { Modal } from '../../../ui/modal';
import { useBranches } from '../../../api/templates';
import { Button } from '../../../ui/button';
import { SearchInput } from '../../../ui/search-input';

interface BranchPickerModalProps {
  open: boolean;
  onClose: () => void;
  onPick: (naam: string) => void;
}

export function BranchPickerModal({ open, onClose, onPick }: BranchPickerModalProps) {
  // Mounted only while open, so every opening starts with an empty search.
  return open ? <BranchPicker onClose={onClose} onPick={onPick} /> : null;
}

function BranchPicker({ onClose, onPick }: Omit<BranchPickerModalProps, 'open'>) {
  const { data, error, isLoading, mutate } = useBranches(true);
  const [query, setQuery] = useState('');

  const needle = query.trim().toLowerCase();
  const branches = (data ?? []).filter((branch) => branch.naam.toLowerCase().includes(needle));

  return (
    <Modal open size="small" title="Kies een branche" onClose={onClose}>
      <div className="branch-picker stack stack--3">
        <SearchInput placeholder="Zoek branche..." aria-label="Zoek branche" value={query} onChange={setQuery} data-autofocus />
        {error ? (
          <Alert tone="error" title="Fout bij laden">
            <p className="modal-text">Kon branches niet laden. Controleer of je bent ingelogd.</p>
            <Button variant="secondary" size="small" onClick={() => void mutate()}>
              Opnieuw proberen
            </Button>
          </Alert>
        ) : isLoading ? (
          <Loading variant="inline" />
        ) : branches.length === 0 ? (
          <EmptyState look="plain" compact>
            Geen branches gevonden
          </EmptyState>
        ) : (
          <ul className="branch-picker__list plain-list">
            {branches.map((branch) => (
              <li key={branch.id}>
                <button type="button" className="branch-picker__item" onClick={() => onPick(branch.naam)}>
                  {branch.naam}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
