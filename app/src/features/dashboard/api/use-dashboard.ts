import useSWR from 'swr';
import { conversationApi, type ConversationSummary } from '../../../../../contracts/conversations';
import { dashboardApi, type ActivityItem, type ConversationStats, type DashboardStats } from '../../../../../contracts/dashboard';
import { fetchPath, pathOf } from '../../../api/client';

/** SPEC 9: the dashboard lists show 3 conversations and 5 activity items. */
export const useDashboardStats = () => useSWR<DashboardStats, Error>(pathOf(dashboardApi.stats), fetchPath);
export const useConversationStats = () => useSWR<ConversationStats, Error>(pathOf(dashboardApi.conversationStats), fetchPath);
export const usePlannedConversations = () =>
  useSWR<ConversationSummary[], Error>(pathOf(conversationApi.planned, { query: { limit: 3 } }), fetchPath);
export const useOpenConversations = () =>
  useSWR<ConversationSummary[], Error>(pathOf(conversationApi.open, { query: { limit: 3 } }), fetchPath);
export const useRecentActivity = () =>
  useSWR<{ activities: ActivityItem[] }, Error>(pathOf(dashboardApi.recentActivity, { query: { limit: 5 } }), fetchPath);
