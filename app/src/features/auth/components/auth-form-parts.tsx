import type { FormEvent, ReactNode } from 'react';
import { Icon } from '../../../ui/icon';
import { TextField } from '../../../ui/text-field';

/** The form element every auth card uses; validation is the app's own, not the browser's. */
export function AuthForm({ onSubmit, children }: { onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <form className="stack stack--4" onSubmit={onSubmit} noValidate>
      {children}
    </form>
  );
}

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  autoComplete?: 'email' | 'username';
  autoFocus?: boolean;
}

/** The required e-mail address field of the auth forms. */
export function EmailField({ value, onChange, autoComplete = 'email', autoFocus }: EmailFieldProps) {
  return (
    <TextField
      label="E-mailadres"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      placeholder="naam@bedrijf.nl"
      value={value}
      onChange={onChange}
      required
      autoFocus={autoFocus}
    />
  );
}

interface SubmitButtonProps {
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
}

/** The full-width primary button of an auth form; it shows `busyLabel` while the request runs. */
export function SubmitButton({ busy, disabled = false, label, busyLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy || disabled}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The 'Terug naar inloggen' content of the back link or button under an auth form. */
export function BackToLogin() {
  return (
    <>
      <Icon name="arrowLeft" size={16} />
      Terug naar inloggen
    </>
  );
}

/** The 'Terug naar inloggen' button under the forms inside the login panel. */
export function BackToLoginButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="link-button auth-back" onClick={onClick}>
      <BackToLogin />
    </button>
  );
}
