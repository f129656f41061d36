import { useRef, useState } from 'react';
import type { User } from '../../../../../contracts/account';
import { Alert, type AlertTone } from '../../../ui/alert';
import { login, needsTwoFactor, sendLoginCode, type Credentials } from '../api/login';
import { requestPasswordReset } from '../api/password-reset';
import { register, type Registration } from '../api/register';
import { AuthCard } from './auth-card';
import { failureText } from './failure-text';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { TwoFactorForm } from './two-factor-form';

type Mode = 'login' | 'register' | 'forgot' | 'twoFactor';

// SPEC section 9: after login or registration the app moves on after 1 s.
const REDIRECT_DELAY_MS = 1000;

const HEADINGS: Record<Mode, { title: string; subtitle: string }> = {
  login: { title: 'Welkom terug', subtitle: 'Log in om verder te gaan met je POP-gesprekken.' },
  register: { title: 'Account aanmaken', subtitle: 'Start gratis als HR manager en plan je eerste POP-gesprek.' },
  forgot: {
    title: 'Wachtwoord vergeten',
    subtitle: 'Geef je e-mailadres op. We sturen je een link waarmee je een nieuw wachtwoord instelt.',
  },
  twoFactor: { title: 'Verificatiecode invoeren', subtitle: 'Je account is beveiligd met tweestapsverificatie.' },
};

const LOCKED_OUT_TEXT =
  'Er is te vaak een verkeerd wachtwoord ingevoerd voor dit e-mailadres. Klopt je wachtwoord, dan sturen we een verificatiecode naar je e-mail; vul die hieronder in. Of stel je wachtwoord opnieuw in.';

interface LoginPanelProps {
  onAuthenticated: (token: string, user: User) => void;
}

export function LoginPanel({ onAuthenticated }: LoginPanelProps) {
  const [mode, setMode] = useState<Mode>('login');
  const [feedback, setFeedback] = useState<{ tone: AlertTone; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);
  const [resetSent, setResetSent] = useState(false);
  const [email, setEmail] = useState('');
  const credentials = useRef<Credentials>({ email: '', password: '' });

  function switchTo(next: Mode) {
    setMode(next);
    setFeedback(null);
    setResetSent(false);
  }

  async function run(task: () => Promise<void>, fallback: string) {
    setBusy(true);
    setFeedback(null);
    try {
      await task();
    } catch (error) {
      setFeedback({ tone: 'error', text: failureText(error, fallback) });
    } finally {
      setBusy(false);
    }
  }

  function finish(token: string, user: User, text: string) {
    setFinished(true);
    setFeedback({ tone: 'success', text });
    window.setTimeout(() => onAuthenticated(token, user), REDIRECT_DELAY_MS);
  }

  const submitLogin = (entered: Credentials) =>
    run(async () => {
      credentials.current = entered;
      setEmail(entered.email);
      const result = await login(entered);
      if (!needsTwoFactor(result)) {
        finish(result.token, result.user, 'Succesvol ingelogd! Je wordt doorgestuurd...');
        return;
      }
      setMode('twoFactor');
      // Locked out: the same answer whatever the password, so the text cannot say a code is on its way.
      setFeedback({ tone: 'info', text: result.lockedOut ? LOCKED_OUT_TEXT : 'Controleer je email voor de verificatiecode.' });
      await sendLoginCode(entered);
    }, 'Login mislukt');

  const submitCode = (twoFactorCode: string) =>
    run(async () => {
      const result = await login({ ...credentials.current, twoFactorCode });
      if (needsTwoFactor(result)) throw new Error('Onverwacht antwoord');
      finish(result.token, result.user, 'Succesvol ingelogd! Je wordt doorgestuurd...');
    }, 'Login mislukt');

  const submitRegistration = (registration: Registration) =>
    run(async () => {
      const result = await register(registration);
      finish(result.token, result.user, 'Account aangemaakt! Je wordt doorgestuurd...');
    }, 'Registratie mislukt');

  const submitForgot = (address: string) =>
    run(async () => {
      setEmail(address);
      const answer = await requestPasswordReset(address);
      if (answer.success === false) {
        setFeedback({ tone: 'error', text: answer.message || 'Er is een fout opgetreden' });
        return;
      }
      setResetSent(true);
      setFeedback({ tone: 'success', text: answer.message });
    }, 'Er is een fout opgetreden');

  const invalid = (text: string) => setFeedback({ tone: 'error', text });
  const working = busy || finished;
  const heading = HEADINGS[mode];

  return (
    <AuthCard title={heading.title} subtitle={heading.subtitle}>
      {feedback ? <Alert tone={feedback.tone}>{feedback.text}</Alert> : null}

      {mode === 'login' ? (
        <LoginForm
          initialEmail={email}
          busy={working}
          onSubmit={submitLogin}
          onInvalid={invalid}
          onForgotPassword={(address) => {
            setEmail(address);
            switchTo('forgot');
          }}
        />
      ) : null}
      {mode === 'register' ? <RegisterForm busy={working} onSubmit={submitRegistration} onInvalid={invalid} /> : null}
      {mode === 'forgot' ? (
        <ForgotPasswordForm
          initialEmail={email}
          busy={busy}
          sent={resetSent}
          onSubmit={submitForgot}
          onInvalid={invalid}
          onBack={() => switchTo('login')}
        />
      ) : null}
      {mode === 'twoFactor' ? <TwoFactorForm busy={working} onSubmit={submitCode} onBack={() => switchTo('login')} /> : null}

      {mode === 'login' || mode === 'register' ? (
        <p className="auth-toggle">
          <button
            type="button"
            className="link-button"
            disabled={finished}
            onClick={() => switchTo(mode === 'login' ? 'register' : 'login')}
          >
            {mode === 'login' ? 'Nog geen account? Registreer hier' : 'Al een account? Log hier in'}
          </button>
        </p>
      ) : null}
    </AuthCard>
  );
}
