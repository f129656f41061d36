import { useState, type ReactNode } from 'react';
import { formatDayMonthYear } from '../../../../../contracts/dutch-time';
import type { User } from '../../../../../contracts/account';
import { NameModal } from './name-modal';
import { Button } from '../../../ui/button';
import './profile.css';

interface AccountTabProps {
  user: User;
  onUserChanged: (user: User) => void;
  /** The 'Account Verificatie Vereist' card, passed in while the account is unverified. */
  verificationNotice?: ReactNode;
}

export function AccountTab({ user, onUserChanged, verificationNotice }: AccountTabProps) {
  const [editingName, setEditingName] = useState(false);

  return (
    <div className="stack">
      {verificationNotice}
      <section className="card" aria-labelledby="account-details-title">
        <h2 id="account-details-title" className="card__title">
          Accountgegevens
        </h2>
        <p className="card__subtitle">Je persoonlijke gegevens binnen POP Planner.</p>
        <dl className="detail-list">
          <div className="detail-list__row">
            <dt>Naam</dt>
            <dd className="detail-list__value--action">
              <span>{user.naam}</span>
              <Button variant="secondary" size="small" onClick={() => setEditingName(true)}>
                Wijzig
              </Button>
            </dd>
          </div>
          <div className="detail-list__row">
            <dt>E-mailadres</dt>
            <dd>{user.email}</dd>
          </div>
          <div className="detail-list__row">
            <dt>Account type</dt>
            <dd>HR Gebruiker</dd>
          </div>
          <div className="detail-list__row">
            <dt>Lid sinds</dt>
            <dd>{formatDayMonthYear(user.created_at) ?? 'Onbekend'}</dd>
          </div>
        </dl>
      </section>
      <NameModal open={editingName} currentName={user.naam} onClose={() => setEditingName(false)} onSaved={onUserChanged} />
    </div>
  );
}
