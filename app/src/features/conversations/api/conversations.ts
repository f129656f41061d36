import useSWR from 'swr';
import { apiFetch } from '../../../api/client';
import type {
  AmbitionUpdate,
  Conversation,
  ConversationAmbition,
  ConversationAsOf,
  ConversationGoal,
  ConversationListQuery,
  ConversationPage,
  ConversationStatus,
  ConversationSummary,
  GoalUpdate,
  HistoryEntry,
  PlanConversationInput,
  UpdateConversationInput,
} from './types';

type Wrapped<T> = { data: T };
const fetcher = <T,>(path: string) => apiFetch<T>(path);

/** The query string of GET /pop for one page of the list (SPEC: page size 10). */
export function conversationListPath(query: ConversationListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize ?? 10) });
  if (query.sort) params.set('sort', query.sort);
  if (query.dir) params.set('dir', query.dir);
  if (query.company !== undefined) params.set('company', String(query.company));
  if (query.status) params.set('status', query.status);
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.includeArchived) params.set('includeArchived', '1');
  if (query.employeeId !== undefined) params.set('employeeId', String(query.employeeId));
  return `/pop?${params.toString()}`;
}

export const useConversationPage = (query: ConversationListQuery) =>
  useSWR<ConversationPage, Error>(conversationListPath(query), fetcher, { keepPreviousData: true });

/** Conversations whose datum_tijd lies in [from, to) (UTC ISO), archived ones included: for the calendar. */
export const conversationRangePath = (from: string, to: string) =>
  `/pop?includeArchived=1&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
export const useConversationsInRange = (from: string, to: string) =>
  useSWR<ConversationSummary[], Error>(conversationRangePath(from, to), fetcher, { keepPreviousData: true });

export const conversationPath = (id: number) => `/pop/${id}`;
export const useConversation = (id: number | null) =>
  useSWR<Conversation, Error>(id === null ? null : conversationPath(id), fetcher);

export const historyPath = (id: number) => `/pop/${id}/history`;
export const useConversationHistory = (id: number | null) =>
  useSWR<HistoryEntry[], Error>(id === null ? null : historyPath(id), fetcher);

/** The conversation as it was at `asOf` (UTC ISO), rebuilt from its events. */
export const useConversationAsOf = (id: number | null, asOf: string | null) =>
  useSWR<ConversationAsOf, Error>(id === null || !asOf ? null : `${conversationPath(id)}?asOf=${encodeURIComponent(asOf)}`, fetcher);

/** `idempotencyKey` (one per opened form) makes a double submit or a retry after a lost answer plan once. */
export async function planConversation(input: PlanConversationInput, idempotencyKey?: string): Promise<{ id: number; conversation: Conversation }> {
  const res = await apiFetch<Wrapped<{ id: number; conversation: Conversation }>>('/pop', { method: 'POST', body: input, idempotencyKey });
  return res.data;
}

export async function updateConversation(id: number, input: UpdateConversationInput): Promise<Conversation> {
  const res = await apiFetch<Wrapped<{ conversation: Conversation }>>(conversationPath(id), { method: 'PUT', body: input });
  return res.data.conversation;
}

export async function setConversationStatus(id: number, status: ConversationStatus): Promise<Conversation> {
  const res = await apiFetch<Wrapped<{ conversation: Conversation }>>(`${conversationPath(id)}/status`, { method: 'PATCH', body: { status } });
  return res.data.conversation;
}

export async function setConversationArchived(id: number, archive: boolean): Promise<Conversation> {
  const res = await apiFetch<Wrapped<{ conversation: Conversation }>>(`${conversationPath(id)}/toggle-archive`, { method: 'PUT', body: { archive } });
  return res.data.conversation;
}

export function deleteConversation(id: number): Promise<unknown> {
  return apiFetch(conversationPath(id), { method: 'DELETE' });
}

export async function addGoal(id: number, omschrijving: string, notitie = ''): Promise<ConversationGoal> {
  const res = await apiFetch<Wrapped<{ goal: ConversationGoal }>>(`${conversationPath(id)}/goals`, { method: 'POST', body: { omschrijving, notitie } });
  return res.data.goal;
}

export function updateGoal(id: number, goalId: number, change: GoalUpdate): Promise<unknown> {
  return apiFetch(`${conversationPath(id)}/goals/${goalId}`, { method: 'PUT', body: change });
}

export function removeGoal(id: number, goalId: number): Promise<unknown> {
  return apiFetch(`${conversationPath(id)}/goals/${goalId}`, { method: 'DELETE' });
}

export async function addAmbition(id: number, omschrijving: string, notitie = ''): Promise<ConversationAmbition> {
  const res = await apiFetch<Wrapped<{ ambition: ConversationAmbition }>>(`${conversationPath(id)}/ambitions`, { method: 'POST', body: { omschrijving, notitie } });
  return res.data.ambition;
}

export function updateAmbition(id: number, ambitionId: number, change: AmbitionUpdate): Promise<unknown> {
  return apiFetch(`${conversationPath(id)}/ambitions/${ambitionId}`, { method: 'PUT', body: change });
}

export function removeAmbition(id: number, ambitionId: number): Promise<unknown> {
  return apiFetch(`${conversationPath(id)}/ambitions/${ambitionId}`, { method: 'DELETE' });
}

/** Copies the goals of an own template ('eigen') or a catalogue template ('gesprek') into the conversation. */
export function copyTemplateToConversation(templateId: number, popId: number, source: 'eigen' | 'gesprek'): Promise<unknown> {
  return apiFetch(`/templates/${templateId}/copy-to-pop/${popId}?source=${source}`, { method: 'POST' });
}

export function sendConversationEmail(toEmail: string, subject: string, message: string): Promise<unknown> {
  return apiFetch('/pop/send-email', { method: 'POST', body: { toEmail, subject, message } });
}
