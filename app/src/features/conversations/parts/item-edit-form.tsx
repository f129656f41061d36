import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useAiSlots } from '../../../lib/ai-slots';
import type { ItemText } from './item-changes';
import { Button } from '../../../ui/button';

interface ItemEditFormProps {
  /** What 'AI verbeteren' improves the description as (a goal also SMART). */
  aiKind?: 'doel' | 'ambitie';
  initial: ItemText;
  onSave: (next: ItemText) => Promise<boolean>;
  onCancel: () => void;
}

/** Edits the description and note of a goal or ambition; saving needs a non-empty description (SPEC 5). */
export function ItemEditForm({ aiKind, initial, onSave, onCancel }: ItemEditFormProps) {
  const { Improve } = useAiSlots();
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
    <form className="item-edit stack stack--4" onSubmit={submit}>
      <TextField
        label="Omschrijving"
        value={omschrijving}
        maxLength={1000}
        onChange={setOmschrijving}
        autoFocus
        labelAside={Improve && aiKind ? <Improve text={omschrijving} kind={aiKind} onApply={setOmschrijving} /> : undefined}
      />
      <TextAreaField label="Notitie" rows={3} maxLength={5000} value={notitie} onChange={setNotitie} />
      <div className="item-edit__actions">
        <Button variant="secondary" size="small" onClick={onCancel}>
          Annuleren
        </Button>
        <button type="submit" className="button button--primary button--small" disabled={!omschrijving.trim() || busy}>
          {busy ? 'Opslaan...' : 'Opslaan'}
        </button>
      </div>
    </form>
  );
}
