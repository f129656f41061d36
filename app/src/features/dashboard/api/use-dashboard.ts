import useSWR from 'swr';
import { apiFetch } from '../../../api/client';

export interface DashboardStats {
  totalCompanies: number;
  totalEmployees: number;
  openConversations: number;
  completedConversations: number;
  plannedConversations: number;
}

export interface ConversationStats {
  totalConversations: number;
  plannedConversations: number;
  openConversations: number;
  completedConversations: number;
}

export interface ConversationSummary {
  id: number;
  medewerker_naam: string;
  bedrijf_naam: string;
  datum_tijd: string;
  status: string;
  overall_progress: number;
}

export interface ActivityItem {
  id: string;
  entity_type: 'pop' | 'goal' | 'ambition' | 'employee' | 'company';
  entity_id: number;
  action: string;
  details: { medewerker_naam?: string; bedrijf_naam?: string; omschrijving?: string | null; naam?: string | null };
  created_at: string;
}

const fetcher = <T,>(path: string) => apiFetch<T>(path);

export const useDashboardStats = () => useSWR<DashboardStats, Error>('/dashboard/stats', fetcher);
export const useConversationStats = () => useSWR<ConversationStats, Error>('/dashboard/conversation-stats', fetcher);
export const usePlannedConversations = () => useSWR<ConversationSummary[], Error>('/pop/planned?limit=3', fetcher);
export const useOpenConversations = () => useSWR<ConversationSummary[], Error>('/pop/open?limit=3', fetcher);
export const useRecentActivity = () => useSWR<{ activities: ActivityItem[] }, Error>('/activity/recent?limit=5', fetcher);
