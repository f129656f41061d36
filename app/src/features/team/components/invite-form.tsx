import { useState, type FormEvent } from 'react';
import { roleLabels } from '../../../../../contracts/roles';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import type { InvitedRole } from '../api/team';

export const INVITED_ROLES: InvitedRole[] = ['hr_manager', 'auditor', 'analyst'];
export const invitedRoleOptions = INVITED_ROLES.map((role) => ({ value: role, label: roleLabels[role] }));

interface InviteFormProps {
  busy: boolean;
  /** Resolves true when the invitation went out, so the form empties. */
  onInvite: (email: string, rol: InvitedRole) => Promise<boolean>;
}

/** The owner invites someone by address with a role; the mail's link works once, for seven days. */
export function InviteForm({ busy, onInvite }: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [rol, setRol] = useState<InvitedRole>('hr_manager');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onInvite(email.trim(), rol)) setEmail('');
  }

  return (
    <form className="team-invite" onSubmit={(event) => void submit(event)} aria-label="Lid uitnodigen" noValidate>
      <TextField label="E-mailadres" type="email" inputMode="email" placeholder="naam@bedrijf.nl" value={email} onChange={setEmail} />
      <Select label="Rol" value={rol} onChange={(value) => setRol(value as InvitedRole)} options={invitedRoleOptions} />
      <Button type="submit" variant="primary" disabled={busy || !email.trim()}>
        Uitnodigen
      </Button>
    </form>
  );
}
