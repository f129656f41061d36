import { useState, type FormEvent } from 'react';
import { TextField } from '../../../ui/text-field';
import type { Registration } from '../api/register';

interface RegisterFormProps {
  busy: boolean;
  onSubmit: (registration: Registration) => void;
  onInvalid: (message: string) => void;
}

export function RegisterForm({ busy, onSubmit, onInvalid }: RegisterFormProps) {
  const [naam, setNaam] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!naam.trim() || !email.trim() || !password) {
      onInvalid('Vul alle velden in');
      return;
    }
    if (password !== confirmation) {
      onInvalid('Wachtwoorden komen niet overeen');
      return;
    }
    onSubmit({ naam: naam.trim(), email: email.trim(), password });
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label="Naam" autoComplete="name" value={naam} onChange={setNaam} required autoFocus />
      <TextField
        label="E-mailadres"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="naam@bedrijf.nl"
        value={email}
        onChange={setEmail}
        required
      />
      <TextField label="Wachtwoord" type="password" autoComplete="new-password" value={password} onChange={setPassword} required />
      <TextField
        label="Bevestig wachtwoord"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        required
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Account aanmaken...' : 'Account aanmaken'}
      </button>
    </form>
  );
}
