import { ConversationListCard } from '../features/dashboard/components/conversation-list-card';
import { DashboardGreeting } from '../features/dashboard/components/dashboard-greeting';
import { GettingStarted } from '../features/dashboard/components/getting-started';
import { RecentActivity } from '../features/dashboard/components/recent-activity';
import { StatCards } from '../features/dashboard/components/stat-cards';
import { StatsChart } from '../features/dashboard/components/stats-chart';
import { WelcomeModal } from '../features/dashboard/components/welcome-modal';
import {
  useConversationStats,
  useDashboardStats,
  useOpenConversations,
  usePlannedConversations,
  useRecentActivity,
} from '../features/dashboard/api/use-dashboard';
import { ScheduleConversationButton } from '../features/conversations/schedule/schedule-conversation-button';
import { VerificationWarning } from '../features/verification/components/verification-warning';
import { useCurrentUser } from '../lib/session/session-context';
import { useDocumentTitle } from '../lib/use-document-title';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useCurrentUser();
  const stats = useDashboardStats();
  const conversationStats = useConversationStats();
  const planned = usePlannedConversations();
  const open = useOpenConversations();
  const activity = useRecentActivity();
  return (
    <>
      <DashboardGreeting naam={user.naam} />
      <div className="stack">
        {user.verified ? null : <VerificationWarning />}
        <StatCards stats={stats.data} />
        <div className="dashboard-grid">
          <ConversationListCard
            title="Geplande gesprekken"
            empty="Geen geplande gesprekken"
            items={planned.data}
            action={<ScheduleConversationButton />}
          />
          <ConversationListCard title="Open gesprekken" empty="Geen open gesprekken" items={open.data} />
          <StatsChart stats={conversationStats.data} />
          <RecentActivity items={activity.data?.activities} />
        </div>
        {user.verified && user.two_factor_enabled ? null : (
          <GettingStarted verified={user.verified} twoFactorEnabled={user.two_factor_enabled} />
        )}
      </div>
      <WelcomeModal userId={user.id} companies={stats.data?.totalCompanies} />
    </>
  );
}
