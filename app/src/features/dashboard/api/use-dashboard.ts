import useSWR from 'swr';
import { conversationApi, type ConversationSummary } from '../../../../../contracts/conversations';
import {
  dashboardApi,
  type ActivityItem,
  type ConversationStats,
  type DashboardStats,
  type OverdueEmployee,
} from '../../../../../contracts/dashboard';
import { fetchPath, pathOf } from '../../../api/client';

/** SPEC 9: the dashboard lists show 3 conversations and 5 activity items. */
export const useDashboardStats = () => useSWR<DashboardStats, Error>(pathOf(dashboardApi.stats), fetchPath);
export const useConversationStats = () => useSWR<ConversationStats, Error>(pathOf(dashboardApi.conversationStats), fetchPath);
/** `enabled: false` for a role that may not read the list (an analyst sees figures, no conversations or people). */
export const usePlannedConversations = (enabled = true) =>
  useSWR<ConversationSummary[], Error>(enabled ? pathOf(conversationApi.planned, { query: { limit: 3 } }) : null, fetchPath);
export const useOpenConversations = (enabled = true) =>
  useSWR<ConversationSummary[], Error>(enabled ? pathOf(conversationApi.open, { query: { limit: 3 } }) : null, fetchPath);
export const useRecentActivity = (enabled = true) =>
  useSWR<{ activities: ActivityItem[] }, Error>(enabled ? pathOf(dashboardApi.recentActivity, { query: { limit: 5 } }) : null, fetchPath);
/** The overdue goals card; `enabled: false` for the analyst, who sees no goal texts. */
export const useOverdueGoals = (enabled = true) =>
  useSWR<{ medewerkers: OverdueEmployee[] }, Error>(enabled ? pathOf(dashboardApi.overdueGoals) : null, fetchPath);
