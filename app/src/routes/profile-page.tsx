import { useCallback, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AiCreditsCard } from '../features/ai/components/ai-credits-card';
import { ApiAccessTab } from '../features/api-access/components/api-access-tab';
import { SubscriptionTab } from '../features/plans/components/subscription-tab';
import { BrandingTab } from '../features/branding/components/branding-tab';
import { brandingApi } from '../../../contracts/branding';
import { UpgradeReturn } from '../features/plans/components/upgrade-return';
import { AccountTab } from '../features/profile/components/account-tab';
import { ProfileHeader } from '../features/profile/components/profile-header';
import { SecurityTab } from '../features/profile/components/security-tab';
import { TeamTab } from '../features/team/components/team-tab';
import { CalendarFeedCard } from '../features/notifications/components/calendar-feed-card';
import { MailSwitchesCard } from '../features/notifications/components/mail-switches-card';
import { ReminderCard } from '../features/notifications/components/reminder-card';
import { notificationsApi } from '../../../contracts/notifications';
import { MembershipCard } from '../features/team/components/membership-card';
import { can } from '../lib/session/can';
import { VerificationWarning } from '../features/verification/components/verification-warning';
import { useSession, type Session } from '../lib/session/session-context';
import { useDocumentTitle } from '../lib/use-document-title';
import { accountApi, type User } from '../../../contracts/account';
import { workspaceApi } from '../../../contracts/workspace';
import { call } from '../api/client';
import { switchWorkspace } from '../features/team/api/team';
import { Tabs } from '../ui/tabs';

interface ProfileTab {
  id: string;
  label: string;
  render: (user: User, session: Session, leave: () => void) => ReactNode;
  /** Whether the user's role may see the tab at all. */
  shown?: (user: User) => boolean;
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
    id: 'team',
    label: 'Team',
    // Every member: who may see the team manages it there; an auditor or analist sees their role and can leave.
    shown: (user) => user.werkruimte !== null,
    render: (user, session, leave) =>
      can(user, workspaceApi.team) || !user.werkruimte ? (
        <TeamTab
          user={user}
          onWorkspaceChanged={(changed) => (changed ? session.enterWorkspace(changed.token, changed.user) : void session.refreshUser())}
          onLeft={leave}
        />
      ) : (
        <MembershipCard workspace={user.werkruimte} onLeft={leave} />
      ),
  },
  {
    id: 'meldingen',
    label: 'Meldingen',
    // Each card asks what the user's role may read; the mail switches are the person's own.
    render: (user) => (
      <div className="stack">
        {can(user, notificationsApi.reminder) ? <ReminderCard canChange={can(user, notificationsApi.setReminder)} /> : null}
        <MailSwitchesCard />
        {can(user, notificationsApi.calendarFeed) ? <CalendarFeedCard /> : null}
      </div>
    ),
  },
  {
    id: 'huisstijl',
    label: 'Huisstijl',
    // Every member sees the workspace's look; lower plans see what enterprise would give.
    shown: (user) => user.werkruimte !== null,
    render: (user) => <BrandingTab enterprise={user.plan_type === 'enterprise'} canChange={can(user, brandingApi.uploadLogo)} />,
  },
  {
    id: 'api',
    label: 'API',
    // Every member: on pro and enterprise their own tokens (acting with their role), on other plans what an upgrade gives.
    shown: (user) => user.werkruimte !== null,
    render: (user) => <ApiAccessTab user={user} />,
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
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const user = session.user;
  const tabs = PROFILE_TABS.filter((tab) => !user || !tab.shown || tab.shown(user));
  const active = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0];
  const { refreshUser } = session;
  const refreshAfterUpgrade = useCallback(() => void refreshUser(), [refreshUser]);
  if (!user) return null;

  // The token still names the workspace left: continue in another one of the user's, or end the session.
  async function afterLeaving() {
    const fresh = await call(accountApi.profile).catch(() => null);
    const next = fresh?.werkruimtes[0];
    if (!next) return session.signOut();
    const switched = await switchWorkspace(next.id);
    session.enterWorkspace(switched.token, switched.user);
    navigate('/dashboard');
  }

  function selectTab(id: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === tabs[0].id) next.delete('tab');
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
      <Tabs label="Profiel" idPrefix="profile" tabs={tabs} active={active.id} onChange={selectTab} />
      <div id="profile-panel" role="tabpanel" aria-labelledby={`profile-tab-${active.id}`}>
        {active.render(user, session, () => void afterLeaving().catch(session.signOut))}
      </div>
    </>
  );
}
