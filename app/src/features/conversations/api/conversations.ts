import useSWR, { mutate } from 'swr';
import {
  conversationApi,
  type ConversationAmbitionUpdate,
  type Conversation,
  type ConversationAmbition,
  type ConversationAsOf,
  type ConversationGoal,
  type ConversationListQuery,
  type ConversationPage,
  type ConversationStatus,
  type ConversationSummary,
  type ConversationGoalUpdate,
  type HistoryEntry,
  type ScheduleConversationInput,
  type UpdateConversationInput,
} from '../../../../../contracts/conversations';
import { call, fetchPath, pathOf } from '../../../api/client';

const list = conversationApi.list;

/** One page of the list screen (SPEC: 10 rows), sorted and filtered on the server. */
export const useConversationPage = (query: ConversationListQuery) =>
  useSWR<ConversationPage, Error>(
    pathOf(list, { query: { ...query, pageSize: query.pageSize ?? 10, search: query.search?.trim() } }),
    fetchPath,
    { keepPreviousData: true },
  );

/** Conversations whose datum_tijd lies in [from, to) (UTC ISO), archived ones included: for the calendar. */
export const useConversationsInRange = (from: string, to: string) =>
  useSWR<ConversationSummary[], Error>(pathOf(list, { query: { includeArchived: true, from, to } }), fetchPath, { keepPreviousData: true });

/** All conversations of one employee, archived ones included. */
export const useEmployeeConversations = (employeeId: number | null) =>
  useSWR<ConversationSummary[], Error>(
    employeeId === null ? null : pathOf(list, { query: { employeeId, includeArchived: true } }),
    fetchPath,
  );

export const conversationPath = (id: number) => pathOf(conversationApi.get, { params: { id } });
export const useConversation = (id: number | null) => useSWR<Conversation, Error>(id === null ? null : conversationPath(id), fetchPath);

export const useConversationHistory = (id: number | null) =>
  useSWR<HistoryEntry[], Error>(id === null ? null : pathOf(conversationApi.history, { params: { id } }), fetchPath);

/** The conversation as it was at `asOf` (UTC ISO), rebuilt from its events. */
export const useConversationAsOf = (id: number | null, asOf: string | null) =>
  useSWR<ConversationAsOf, Error>(
    id === null || !asOf ? null : pathOf(conversationApi.get, { params: { id }, query: { asOf } }),
    fetchPath,
  );

/** Revalidates every cached conversation list and detail, the dashboard and the activity feed. */
export const refreshConversations = () =>
  mutate((key) => typeof key === 'string' && ['/pop', '/dashboard', '/activity'].some((prefix) => key.startsWith(prefix)));

/** `idempotencyKey` (one per opened form) makes a double submit or a retry after a lost answer plan once. */
export async function scheduleConversation(
  input: ScheduleConversationInput,
  idempotencyKey?: string,
): Promise<{ id: number; conversation: Conversation; bevestiging?: { verstuurd: boolean; melding: string } }> {
  return (await call(conversationApi.schedule, { body: input, idempotencyKey })).data;
}

export async function updateConversation(id: number, input: UpdateConversationInput): Promise<Conversation> {
  return (await call(conversationApi.update, { params: { id }, body: input })).data.conversation;
}

export async function setConversationStatus(id: number, status: ConversationStatus): Promise<Conversation> {
  return (await call(conversationApi.setStatus, { params: { id }, body: { status } })).data.conversation;
}

export async function setConversationArchived(id: number, archive: boolean): Promise<Conversation> {
  return (await call(conversationApi.toggleArchive, { params: { id }, body: { archive } })).data.conversation;
}

export const deleteConversation = (id: number) => call(conversationApi.remove, { params: { id } });

export async function addGoal(id: number, omschrijving: string, notitie = ''): Promise<ConversationGoal> {
  return (await call(conversationApi.addGoal, { params: { id }, body: { omschrijving, notitie } })).data.goal;
}

export const updateGoal = (id: number, goalId: number, change: ConversationGoalUpdate) =>
  call(conversationApi.updateGoal, { params: { id, goalId }, body: change });
export const removeGoal = (id: number, goalId: number) => call(conversationApi.removeGoal, { params: { id, goalId } });

export async function addAmbition(id: number, omschrijving: string, notitie = ''): Promise<ConversationAmbition> {
  return (await call(conversationApi.addAmbition, { params: { id }, body: { omschrijving, notitie } })).data.ambition;
}

export const updateAmbition = (id: number, ambitionId: number, change: ConversationAmbitionUpdate) =>
  call(conversationApi.updateAmbition, { params: { id, ambitionId }, body: change });
export const removeAmbition = (id: number, ambitionId: number) => call(conversationApi.removeAmbition, { params: { id, ambitionId } });

/** Copies the goals of an own template ('eigen') or a catalogue template ('gesprek') into the conversation. */
export const copyTemplateToConversation = (templateId: number, popId: number, source: 'eigen' | 'gesprek') =>
  call(conversationApi.copyTemplate, { params: { id: templateId, popId }, query: { source } });

export const sendConversationEmail = (toEmail: string, subject: string, message: string) =>
  call(conversationApi.sendEmail, { body: { toEmail, subject, message } });
