import { ConversationListCard } from '../features/dashboard/components/conversation-list-card';
import { DashboardGreeting } from '../features/dashboard/components/dashboard-greeting';
import { GettingStarted } from '../features/dashboard/components/getting-started';
import { OverdueGoalsCard } from '../features/dashboard/components/overdue-goals-card';
import { RecentActivity } from '../features/dashboard/components/recent-activity';
import { StatCards } from '../features/dashboard/components/stat-cards';
import { StatsChart } from '../features/dashboard/components/stats-chart';
import { WelcomeModal } from '../features/dashboard/components/welcome-modal';
import {
  useConversationStats,
  useDashboardStats,
  useOpenConversations,
  useOverdueGoals,
  usePlannedConversations,
  useRecentActivity,
} from '../features/dashboard/api/use-dashboard';
import { ScheduleConversationButton } from '../features/conversations/schedule/schedule-conversation-button';
import { VerificationWarning } from '../features/verification/components/verification-warning';
import { can } from '../lib/session/can';
import { useCurrentUser } from '../lib/session/session-context';
import { conversationApi } from '../../../contracts/conversations';
import { dashboardApi } from '../../../contracts/dashboard';
import { useDocumentTitle } from '../lib/use-document-title';
import { mayOpen } from './menu-pages';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useCurrentUser();
  const stats = useDashboardStats();
  const conversationStats = useConversationStats();
  const conversations = can(user, conversationApi.planned);
  const activities = can(user, dashboardApi.recentActivity);
  const planned = usePlannedConversations(conversations);
  const open = useOpenConversations(conversations);
  const activity = useRecentActivity(activities);
  const overdueReadable = can(user, dashboardApi.overdueGoals);
  const overdue = useOverdueGoals(overdueReadable);
  return (
    <>
      <DashboardGreeting naam={user.naam} />
      <div className="stack">
        {user.verified ? null : <VerificationWarning />}
        <StatCards stats={stats.data} openable={(to) => mayOpen(user, to)} />
        <div className="dashboard-grid">
          {conversations ? (
            <>
              <ConversationListCard
                title="Geplande gesprekken"
                empty="Geen geplande gesprekken"
                items={planned.data}
                action={<ScheduleConversationButton />}
              />
              <ConversationListCard title="Open gesprekken" empty="Geen open gesprekken" items={open.data} />
            </>
          ) : null}
          <StatsChart stats={conversationStats.data} />
          {activities ? <RecentActivity items={activity.data?.activities} /> : null}
          {overdueReadable ? <OverdueGoalsCard employees={overdue.data?.medewerkers} /> : null}
        </div>
        {user.verified && user.two_factor_enabled ? null : (
          <GettingStarted verified={user.verified} twoFactorEnabled={user.two_factor_enabled} />
        )}
      </div>
      <WelcomeModal userId={user.id} companies={stats.data?.totalCompanies} />
    </>
  );
}
