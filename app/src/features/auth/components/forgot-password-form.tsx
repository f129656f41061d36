import { useState, type FormEvent } from 'react';
import { AuthForm, BackToLoginButton, EmailField, SubmitButton } from './auth-form-parts';

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
    <AuthForm onSubmit={submit}>
      <EmailField value={email} onChange={setEmail} autoFocus />
      <SubmitButton busy={busy} disabled={sent} label="Verstuur resetlink" busyLabel="Versturen..." />
      <BackToLoginButton onClick={onBack} />
    </AuthForm>
  );
}
