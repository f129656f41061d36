import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../ui/alert';
import { Icon, type IconName } from '../../../ui/icon';

interface AdminCardProps {
  title: string;
  description: string;
  icon: IconName;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
  /** The server's answer to the last run. */
  result: string | null;
  children: ReactNode;
}

/** One of the four cards of SPEC 2 (Admin): a small form with one action and its last result. */
export function AdminCard({
  title,
  description,
  icon,
  submitLabel,
  busyLabel,
  busy,
  canSubmit,
  onSubmit,
  result,
  children,
}: AdminCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !busy) onSubmit();
  };
  return (
    <form className="card admin-card" onSubmit={submit} aria-busy={busy}>
      <h2 className="card__title card__title--row">
        <Icon name={icon} size={20} /> {title}
      </h2>
      <p className="card__subtitle">{description}</p>
      <div className="admin-card__fields">{children}</div>
      <button type="submit" className="button button--primary" disabled={!canSubmit || busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      {result ? <Alert tone="success">{result}</Alert> : null}
    </form>
  );
}
