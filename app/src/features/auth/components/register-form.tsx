import { useState, type FormEvent } from 'react';
import { PasswordField, TextField } from '../../../ui/text-field';
import type { Registration } from '../api/register';
import { AuthForm, EmailField, SubmitButton } from './auth-form-parts';

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
    <AuthForm onSubmit={submit}>
      <TextField label="Naam" autoComplete="name" value={naam} onChange={setNaam} required autoFocus />
      <EmailField value={email} onChange={setEmail} />
      <PasswordField label="Wachtwoord" autoComplete="new-password" value={password} onChange={setPassword} />
      <PasswordField label="Bevestig wachtwoord" autoComplete="new-password" value={confirmation} onChange={setConfirmation} />
      <SubmitButton busy={busy} label="Account aanmaken" busyLabel="Account aanmaken..." />
    </AuthForm>
  );
}
