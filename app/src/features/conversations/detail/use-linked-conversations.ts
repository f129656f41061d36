import useSWR from 'swr';
import { apiFetch } from '../../../api/client';
import type { ConversationSummary } from '../api/types';

/** All conversations of one employee, archived ones included (GET /pop?employeeId=..&includeArchived=1). */
export function useLinkedConversations(employeeId: number) {
  return useSWR<ConversationSummary[], Error>(`/pop?employeeId=${employeeId}&includeArchived=1`, (path: string) => apiFetch<ConversationSummary[]>(path));
}
