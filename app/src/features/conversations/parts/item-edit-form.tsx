import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import type { ItemText } from './item-changes';

interface ItemEditFormProps {
  initial: ItemText;
  onSave: (next: ItemText) => Promise<boolean>;
  onCancel: () => void;
}

/** Edits the description and note of a goal or ambition; saving needs a non-empty description (SPEC 5). */
export function ItemEditForm({ initial, onSave, onCancel }: ItemEditFormProps) {
  const [omschrijving, setOmschrijving] = useState(initial.omschrijving);
  const [notitie, setNotitie] = useState(initial.notitie);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!omschrijving.trim()) return;
    setBusy(true);
    const saved = await onSave({ omschrijving, notitie });
    setBusy(false);
    if (saved) onCancel();
  }

  return (
    <form className="item-edit form" onSubmit={submit}>
      <TextField label="Omschrijving" value={omschrijving} maxLength={1000} onChange={setOmschrijving} autoFocus />
      <TextAreaField label="Notitie" rows={3} maxLength={5000} value={notitie} onChange={setNotitie} />
      <div className="item-edit__actions">
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Annuleren
        </button>
        <button type="submit" className="button button--primary button--small" disabled={!omschrijving.trim() || busy}>
          {busy ? 'Opslaan...' : 'Opslaan'}
        </button>
      </div>
    </form>
  );
}
