import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AiCreditsCard } from '../features/ai/components/ai-credits-card';
import { SubscriptionTab } from '../features/plans/components/subscription-tab';
import { UpgradeReturn } from '../features/plans/components/upgrade-return';
import { AccountTab } from '../features/profile/components/account-tab';
import { ProfileHeader } from '../features/profile/components/profile-header';
import { SecurityTab } from '../features/profile/components/security-tab';
import { VerificationWarning } from '../features/verification/components/verification-warning';
import { useSession, type Session } from '../lib/session/session-context';
import { useDocumentTitle } from '../lib/use-document-title';
import type { User } from '../../../contracts/account';
import { Tabs } from '../ui/tabs';

interface ProfileTab {
  id: string;
  label: string;
  render: (user: User, session: Session) => ReactNode;
}

/** One entry per tab. */
const PROFILE_TABS: ProfileTab[] = [
  {
    id: 'account',
    label: 'Account',
    render: (user, session) => (
      <AccountTab
        user={user}
        onUserChanged={(updated) => void session.refreshUser(updated)}
        verificationNotice={user.verified ? null : <VerificationWarning />}
      />
    ),
  },
  {
    id: 'abonnement',
    label: 'Abonnement',
    // A plan change shows in the menu's badge and the header at once.
    render: (_user, session) => (
      <div className="stack">
        <SubscriptionTab onPlanChanged={() => void session.refreshUser()} />
        <AiCreditsCard />
      </div>
    ),
  },
  {
    id: 'beveiliging',
    label: 'Beveiliging',
    render: (user, session) => (
      <SecurityTab
        twoFactorEnabled={user.two_factor_enabled}
        onTwoFactorChanged={() => void session.refreshUser()}
        onLogout={session.requestLogout}
        onAccountDeleted={session.signOut}
      />
    ),
  },
];

export function ProfilePage() {
  useDocumentTitle('Profiel');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const active = PROFILE_TABS.find((tab) => tab.id === params.get('tab')) ?? PROFILE_TABS[0];
  const user = session.user;
  const { refreshUser } = session;
  const refreshAfterUpgrade = useCallback(() => void refreshUser(), [refreshUser]);
  if (!user) return null;

  function selectTab(id: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === PROFILE_TABS[0].id) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <>
      <UpgradeReturn onUpgraded={refreshAfterUpgrade} />
      <ProfileHeader user={user} />
      <Tabs label="Profiel" idPrefix="profile" tabs={PROFILE_TABS} active={active.id} onChange={selectTab} />
      <div id="profile-panel" role="tabpanel" aria-labelledby={`profile-tab-${active.id}`}>
        {active.render(user, session)}
      </div>
    </>
  );
}
