import { useState, type FormEvent } from 'react';
import { Icon } from '../../../ui/icon';
import { TextField } from '../../../ui/text-field';

interface ForgotPasswordFormProps {
  initialEmail: string;
  busy: boolean;
  sent: boolean;
  onSubmit: (email: string) => void;
  onInvalid: (message: string) => void;
  onBack: () => void;
}

export function ForgotPasswordForm({ initialEmail, busy, sent, onSubmit, onInvalid, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      onInvalid('Vul je e-mailadres in');
      return;
    }
    onSubmit(email.trim());
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label="E-mailadres"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="naam@bedrijf.nl"
        value={email}
        onChange={setEmail}
        required
        autoFocus
      />
      <button type="submit" className="button button--primary button--block" disabled={busy || sent}>
        {busy ? 'Versturen...' : 'Verstuur resetlink'}
      </button>
      <button type="button" className="link-button auth-back" onClick={onBack}>
        <Icon name="arrowLeft" size={16} />
        Terug naar inloggen
      </button>
    </form>
  );
}
