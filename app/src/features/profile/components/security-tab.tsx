import { useState } from 'react';
import { ChangePasswordModal } from './change-password-modal';
import { LogoutEverywhereCard } from './logout-everywhere-card';
import { PrivacyCards } from './privacy-card';
import { SettingCard } from './setting-card';
import { TwoFactorCard } from './two-factor-card';
import { Button } from '../../../ui/button';
import './profile.css';

interface SecurityTabProps {
  twoFactorEnabled: boolean;
  onTwoFactorChanged: () => void;
  onLogout: () => void;
  /** The account was deleted (AVG): the session ends. */
  onAccountDeleted: () => void;
}

export function SecurityTab({ twoFactorEnabled, onTwoFactorChanged, onLogout, onAccountDeleted }: SecurityTabProps) {
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <div className="stack">
      <TwoFactorCard initiallyEnabled={twoFactorEnabled} onChanged={onTwoFactorChanged} />
      <SettingCard
        icon="key"
        title="Wachtwoord"
        description="Wijzig regelmatig je wachtwoord en gebruik het nergens anders."
        action={
          <Button variant="secondary" className="setting__action" onClick={() => setChangingPassword(true)}>
            Wachtwoord wijzigen
          </Button>
        }
      />
      <LogoutEverywhereCard />
      <PrivacyCards onAccountDeleted={onAccountDeleted} />
      <SettingCard
        icon="logout"
        danger
        title="Uitloggen"
        description="Log uit op dit apparaat. Je kunt altijd weer inloggen."
        action={
          <Button variant="secondary" className="setting__action" onClick={onLogout}>
            Uitloggen
          </Button>
        }
      />
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </div>
  );
}
