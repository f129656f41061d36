import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/use-toast';
import { LIBRARY_TEXTS, type LibraryEntry, type LibraryKind } from '../api/library-kind';
import { createLibraryEntry, updateLibraryEntry } from '../api/save-library-entry';

interface LibraryEntryModalProps {
  kind: LibraryKind;
  open: boolean;
  /** null adds a new entry; new entries are always active (SPEC 4, Active flag). */
  entry: LibraryEntry | null;
  onClose: () => void;
  onSaved: () => void;
}

export function LibraryEntryModal({ kind, open, entry, onClose, onSaved }: LibraryEntryModalProps) {
  const texts = LIBRARY_TEXTS[kind];
  const toast = useToast();
  const [omschrijving, setOmschrijving] = useState('');
  const [actief, setActief] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = `library-${kind}-form`;

  useEffect(() => {
    if (!open) return;
    setOmschrijving(entry?.omschrijving ?? '');
    setActief(entry?.actief ?? true);
    setError(null);
  }, [open, entry]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = omschrijving.trim();
    if (!trimmed) {
      setError('Omschrijving is verplicht');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      if (entry) await updateLibraryEntry(kind, entry.id, trimmed, actief);
      else await createLibraryEntry(kind, trimmed);
      toast.success(entry ? texts.updated : texts.created);
      onSaved();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Er is een fout opgetreden bij het opslaan'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      size="small"
      title={entry ? texts.editTitle : texts.addTitle}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Annuleren
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={saving}>
            {saving ? 'Opslaan...' : 'Opslaan'}
          </button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField label="Omschrijving" value={omschrijving} onChange={setOmschrijving} required data-autofocus />
        {entry ? (
          <label className="library__checkbox">
            <input type="checkbox" checked={actief} onChange={(event) => setActief(event.target.checked)} />
            Actief
          </label>
        ) : null}
      </form>
    </Modal>
  );
}
