import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { PasswordField, TextField } from '../../../ui/text-field';

interface InvitationRegisterFormProps {
  email: string;
  busy: boolean;
  onSubmit: (naam: string, password: string) => void;
  onInvalid: (message: string) => void;
}

/** A new account for the invited address: the link proves the address, so no verification mail follows. */
export function InvitationRegisterForm({ email, busy, onSubmit, onInvalid }: InvitationRegisterFormProps) {
  const [naam, setNaam] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!naam.trim() || !password) return onInvalid('Vul alle velden in');
    if (password !== confirmation) return onInvalid('Wachtwoorden komen niet overeen');
    onSubmit(naam.trim(), password);
  }

  return (
    <form className="stack stack--4" onSubmit={submit} noValidate aria-label="Account aanmaken">
      <TextField label="E-mailadres" value={email} onChange={() => undefined} readOnly />
      <TextField label="Naam" autoComplete="name" value={naam} onChange={setNaam} required autoFocus />
      <PasswordField label="Wachtwoord" autoComplete="new-password" value={password} onChange={setPassword} />
      <PasswordField label="Bevestig wachtwoord" autoComplete="new-password" value={confirmation} onChange={setConfirmation} />
      <Button type="submit" variant="primary" className="button--block" disabled={busy}>
        {busy ? 'Account aanmaken...' : 'Account aanmaken en deelnemen'}
      </Button>
    </form>
  );
}
