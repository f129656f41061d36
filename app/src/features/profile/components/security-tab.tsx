import { useState } from 'react';
import { Icon } from '../../../ui/icon';
import { ChangePasswordModal } from './change-password-modal';
import { TwoFactorCard } from './two-factor-card';
import './profile.css';

interface SecurityTabProps {
  twoFactorEnabled: boolean;
  onTwoFactorChanged: () => void;
  onLogout: () => void;
}

export function SecurityTab({ twoFactorEnabled, onTwoFactorChanged, onLogout }: SecurityTabProps) {
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <div className="stack">
      <TwoFactorCard initiallyEnabled={twoFactorEnabled} onChanged={onTwoFactorChanged} />

      <section className="card setting" aria-labelledby="password-title">
        <div className="setting__row">
          <span className="setting__icon" aria-hidden="true">
            <Icon name="key" />
          </span>
          <div className="setting__text">
            <h2 id="password-title" className="setting__title">
              Wachtwoord
            </h2>
            <p className="setting__description">Wijzig regelmatig je wachtwoord en gebruik het nergens anders.</p>
          </div>
          <button type="button" className="button button--secondary setting__action" onClick={() => setChangingPassword(true)}>
            Wachtwoord wijzigen
          </button>
        </div>
      </section>

      <section className="card setting" aria-labelledby="logout-title">
        <div className="setting__row">
          <span className="setting__icon setting__icon--danger" aria-hidden="true">
            <Icon name="logout" />
          </span>
          <div className="setting__text">
            <h2 id="logout-title" className="setting__title">
              Uitloggen
            </h2>
            <p className="setting__description">Log uit op dit apparaat. Je kunt altijd weer inloggen.</p>
          </div>
          <button type="button" className="button button--secondary setting__action" onClick={onLogout}>
            Uitloggen
          </button>
        </div>
      </section>

      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </div>
  );
}
