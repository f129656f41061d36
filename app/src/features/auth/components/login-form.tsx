import { useState, type FormEvent } from 'react';
import { TextField } from '../../../ui/text-field';
import type { Credentials } from '../api/login';

interface LoginFormProps {
  initialEmail: string;
  busy: boolean;
  onSubmit: (credentials: Credentials) => void;
  onInvalid: (message: string) => void;
  onForgotPassword: (email: string) => void;
}

export function LoginForm({ initialEmail, busy, onSubmit, onInvalid, onForgotPassword }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      onInvalid('Vul alle velden in');
      return;
    }
    onSubmit({ email: email.trim(), password });
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label="E-mailadres"
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder="naam@bedrijf.nl"
        value={email}
        onChange={setEmail}
        required
        autoFocus
      />
      <TextField
        label="Wachtwoord"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        required
        labelAside={
          <button type="button" className="link-button small" onClick={() => onForgotPassword(email)}>
            Wachtwoord vergeten?
          </button>
        }
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Bezig met inloggen...' : 'Inloggen'}
      </button>
    </form>
  );
}
