import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, type AlertTone } from '../../../ui/alert';
import { resetPassword } from '../api/password-reset';
import { AuthCard } from './auth-card';
import { PasswordField } from '../../../ui/text-field';
import { AuthForm, BackToLogin, SubmitButton } from './auth-form-parts';
import { failureText } from './failure-text';

const MIN_PASSWORD_LENGTH = 6;
// SPEC section 9: after a password reset the app goes to /login after 2 s.
const REDIRECT_DELAY_MS = 2000;

interface ResetPasswordFormProps {
  token: string | null;
  onDone: () => void;
}

export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: AlertTone; text: string } | null>(
    token ? null : { tone: 'error', text: 'Ongeldig reset token' },
  );

  function validationError(): string | null {
    if (!token) return 'Ongeldig reset token';
    if (!password || !confirmation) return 'Vul alle velden in';
    if (password !== confirmation) return 'Wachtwoorden komen niet overeen';
    if (password.length < MIN_PASSWORD_LENGTH) return 'Wachtwoord moet minimaal 6 karakters bevatten';
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validationError();
    if (problem || !token) {
      setFeedback({ tone: 'error', text: problem ?? 'Ongeldig reset token' });
      return;
    }
    setBusy(true);
    setFeedback(null);
    try {
      const answer = await resetPassword(token, password);
      if (answer.success === false) {
        setFeedback({ tone: 'error', text: answer.message || 'Er is een fout opgetreden' });
        return;
      }
      setDone(true);
      setFeedback({ tone: 'success', text: answer.message });
      window.setTimeout(onDone, REDIRECT_DELAY_MS);
    } catch (error) {
      setFeedback({ tone: 'error', text: failureText(error, 'Er is een fout opgetreden') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Nieuw wachtwoord instellen" subtitle="Kies een nieuw wachtwoord van minimaal 6 karakters.">
      {feedback ? <Alert tone={feedback.tone}>{feedback.text}</Alert> : null}
      <AuthForm onSubmit={submit}>
        <PasswordField label="Nieuw wachtwoord" autoComplete="new-password" value={password} onChange={setPassword} autoFocus />
        <PasswordField label="Bevestig nieuw wachtwoord" autoComplete="new-password" value={confirmation} onChange={setConfirmation} />
        <SubmitButton busy={busy} disabled={done} label="Wachtwoord opslaan" busyLabel="Opslaan..." />
        <Link to="/login" className="auth-back">
          <BackToLogin />
        </Link>
      </AuthForm>
    </AuthCard>
  );
}
