import { useState, type FormEvent } from 'react';
import type { Credentials } from '../api/login';
import { PasswordField } from '../../../ui/text-field';
import { AuthForm, EmailField, SubmitButton } from './auth-form-parts';

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
    <AuthForm onSubmit={submit}>
      <EmailField value={email} onChange={setEmail} autoComplete="username" autoFocus />
      <PasswordField
        label="Wachtwoord"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        labelAside={
          <button type="button" className="link-button small" onClick={() => onForgotPassword(email)}>
            Wachtwoord vergeten?
          </button>
        }
      />
      <SubmitButton busy={busy} label="Inloggen" busyLabel="Bezig met inloggen..." />
    </AuthForm>
  );
}
