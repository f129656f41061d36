import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { Icon, type IconName } from '../../../ui/icon';
import { IconBadge } from '../../../ui/icon-badge';
import { useLatest } from '../../../ui/use-latest';
import { verifyEmail } from '../api/verify-email';
import { ResendVerification } from './resend-verification';
import './verification.css';

// SPEC section 9: after verification the app moves on after 3000 ms.
const REDIRECT_DELAY_MS = 3000;
const GENERIC_ERROR = 'Er is een fout opgetreden bij het verifiëren van je account.';

type VerifyState =
  { kind: 'loading' } | { kind: 'success'; message: string } | { kind: 'expired'; message: string } | { kind: 'error'; message: string };

const TITLES: Record<VerifyState['kind'], string> = {
  loading: 'Account verifiëren...',
  success: 'Account geverifieerd',
  expired: 'Verificatielink verlopen',
  error: 'Verificatie mislukt',
};

const ICONS: Record<Exclude<VerifyState['kind'], 'loading'>, IconName> = {
  success: 'checkCircle',
  expired: 'clock',
  error: 'error',
};

const TONES = { loading: 'primary', success: 'success', expired: 'warning', error: 'danger' } as const;

function stateFromFailure(error: unknown): VerifyState {
  if (!(error instanceof ApiError) || error.status !== 400) return { kind: 'error', message: GENERIC_ERROR };
  const text = error.message.toLowerCase();
  if (text.includes('verlopen')) return { kind: 'expired', message: error.message };
  if (text.includes('al geverifieerd')) return { kind: 'success', message: error.message };
  return { kind: 'error', message: error.message || GENERIC_ERROR };
}

interface VerifyEmailStatusProps {
  token: string | null;
  loggedIn: boolean;
  onVerified: () => void;
}

export function VerifyEmailStatus({ token, loggedIn, onVerified }: VerifyEmailStatusProps) {
  const navigate = useNavigate();
  const started = useRef(false);
  const [state, setState] = useState<VerifyState>(() =>
    token ? { kind: 'loading' } : { kind: 'error', message: 'Geen verificatie token gevonden' },
  );

  useEffect(() => {
    // A verification token works once; never send it twice (React may run effects twice in development).
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token).then(
      (answer) => setState({ kind: 'success', message: answer.message || 'Je account is geverifieerd.' }),
      (error: unknown) => setState(stateFromFailure(error)),
    );
  }, [token]);

  const succeeded = state.kind === 'success';
  const onVerifiedRef = useLatest(onVerified);
  useEffect(() => {
    if (!succeeded) return undefined;
    onVerifiedRef.current();
    const timer = window.setTimeout(() => navigate(loggedIn ? '/dashboard' : '/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, loggedIn, navigate, onVerifiedRef]);

  return (
    <div className="verify-page">
      <section className="card verify-card" aria-live="polite">
        <IconBadge size={64} shape="circle" tone={TONES[state.kind]} className={`verify-card__icon verify-card__icon--${state.kind}`}>
          {state.kind === 'loading' ? <span className="spinner" /> : <Icon name={ICONS[state.kind]} size={32} />}
        </IconBadge>
        <h1 className="verify-card__title">{TITLES[state.kind]}</h1>
        <p className="verify-card__text">{state.kind === 'loading' ? 'Even geduld, we controleren je verificatielink.' : state.message}</p>
        {succeeded ? <p className="muted small">Je wordt over enkele seconden doorgestuurd...</p> : null}

        {state.kind === 'expired' || state.kind === 'error' ? (
          <div className="verify-card__actions">
            {state.kind === 'expired' && loggedIn ? <ResendVerification /> : null}
            {state.kind === 'expired' && !loggedIn ? (
              <p className="muted small">Log in om een nieuwe verificatielink aan te vragen.</p>
            ) : null}
            <Link to={loggedIn ? '/dashboard' : '/login'} className="button button--secondary">
              {loggedIn ? 'Naar het dashboard' : 'Naar inloggen'}
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}
