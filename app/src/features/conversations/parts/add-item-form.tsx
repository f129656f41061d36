import { useId, useState, type FormEvent } from 'react';
import { useLibrary } from '../../../api/library';
import { Select } from '../../../ui/select';
import { FieldLabel } from '../../../ui/field';

interface AddItemFormProps {
  kind: 'goals' | 'ambitions';
  /** Texts already in the conversation; the library list leaves them out. */
  existing: string[];
  onAdd: (omschrijving: string) => Promise<boolean>;
}

const TEXTS = {
  goals: {
    field: 'Nieuw doel',
    library: 'Kies uit de doelenbibliotheek',
    placeholder: 'Typ een doel of kies er een uit de bibliotheek',
    button: 'Doel toevoegen',
  },
  ambitions: {
    field: 'Nieuwe ambitie',
    library: 'Kies uit de ambitiebibliotheek',
    placeholder: 'Typ een ambitie of kies er een uit de bibliotheek',
    button: 'Ambitie toevoegen',
  },
} as const;

/** Add a goal or ambition: typed freely or picked from the library (SPEC 5); empty text cannot be added. */
export function AddItemForm({ kind, existing, onAdd }: AddItemFormProps) {
  const texts = TEXTS[kind];
  const inputId = useId();
  const { data: library } = useLibrary(kind === 'goals' ? 'goal' : 'ambition');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const taken = new Set(existing.map((value) => value.trim().toLowerCase()));
  const options = (library ?? []).filter((entry) => entry.actief && !taken.has(entry.omschrijving.trim().toLowerCase()));
  const omschrijving = text.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!omschrijving || busy) return;
    setBusy(true);
    const added = await onAdd(omschrijving);
    setBusy(false);
    if (added) setText('');
  }

  return (
    <form className="add-item" onSubmit={submit}>
      {options.length > 0 ? (
        <Select
          label={texts.library}
          value=""
          onChange={(value) => {
            if (value) setText(value);
          }}
          placeholder="Kies..."
          options={options.map((entry) => ({ value: entry.omschrijving, label: entry.omschrijving }))}
        />
      ) : null}
      <div className="field">
        <FieldLabel htmlFor={inputId}>{texts.field}</FieldLabel>
        <div className="input-row">
          <input
            id={inputId}
            className="input"
            value={text}
            maxLength={1000}
            placeholder={texts.placeholder}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={!omschrijving || busy}>
            {busy ? 'Toevoegen...' : texts.button}
          </button>
        </div>
      </div>
    </form>
  );
}
