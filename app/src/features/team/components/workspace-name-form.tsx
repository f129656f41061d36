import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

interface WorkspaceNameFormProps {
  name: string;
  busy: boolean;
  onRename: (name: string) => void;
}

/** The owner renames the workspace (registration names it after the account holder). */
export function WorkspaceNameForm({ name, busy, onRename }: WorkspaceNameFormProps) {
  const [value, setValue] = useState(name);

  function submit(event: FormEvent) {
    event.preventDefault();
    onRename(value.trim());
  }

  return (
    <form className="team-invite" onSubmit={submit} aria-label="Werkruimte hernoemen" noValidate>
      <TextField label="Naam van de werkruimte" value={value} onChange={setValue} maxLength={100} />
      <Button type="submit" variant="secondary" disabled={busy || !value.trim() || value.trim() === name}>
        Naam opslaan
      </Button>
    </form>
  );
}
