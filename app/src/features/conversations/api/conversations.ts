import useSWR from 'swr';
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
import { listsChanged, takeConversation } from './conversation-cache';

export { answerTaken, refreshConversations } from './conversation-cache';

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

/** `idempotencyKey` (one per opened form) makes a double submit or a retry after a lost answer plan once. */
export async function scheduleConversation(
  input: ScheduleConversationInput,
  idempotencyKey?: string,
): Promise<{ id: number; conversation: Conversation; bevestiging?: { verstuurd: boolean; melding: string } }> {
  const { data } = await call(conversationApi.schedule, { body: input, idempotencyKey });
  await takeConversation(data.conversation, 'rows');
  return data;
}

export async function updateConversation(id: number, input: UpdateConversationInput): Promise<Conversation> {
  return takeConversation((await call(conversationApi.update, { params: { id }, body: input })).data.conversation, 'rows');
}

export async function setConversationStatus(id: number, status: ConversationStatus): Promise<Conversation> {
  return takeConversation((await call(conversationApi.setStatus, { params: { id }, body: { status } })).data.conversation, 'rows');
}

export async function setConversationArchived(id: number, archive: boolean): Promise<Conversation> {
  const { conversation } = (await call(conversationApi.toggleArchive, { params: { id }, body: { archive } })).data;
  return takeConversation(conversation, 'rows');
}

/** A deletion answers no conversation: the lists, dashboard and activity on screen are fetched again. */
export async function deleteConversation(id: number) {
  const answer = await call(conversationApi.remove, { params: { id } });
  await listsChanged();
  return answer;
}

/** Goals and ambitions: each answer is the conversation the screen shows next (takeConversation). */
export async function addGoal(id: number, omschrijving: string, notitie = ''): Promise<ConversationGoal> {
  const { data } = await call(conversationApi.addGoal, { params: { id }, body: { omschrijving, notitie } });
  await takeConversation(data.conversation, 'items');
  return data.goal;
}

export async function updateGoal(id: number, goalId: number, change: ConversationGoalUpdate): Promise<void> {
  await takeConversation((await call(conversationApi.updateGoal, { params: { id, goalId }, body: change })).data.conversation, 'items');
}
export async function removeGoal(id: number, goalId: number): Promise<void> {
  await takeConversation((await call(conversationApi.removeGoal, { params: { id, goalId } })).data.conversation, 'items');
}

export async function addAmbition(id: number, omschrijving: string, notitie = ''): Promise<ConversationAmbition> {
  const { data } = await call(conversationApi.addAmbition, { params: { id }, body: { omschrijving, notitie } });
  await takeConversation(data.conversation, 'items');
  return data.ambition;
}

export async function updateAmbition(id: number, ambitionId: number, change: ConversationAmbitionUpdate): Promise<void> {
  const { data } = await call(conversationApi.updateAmbition, { params: { id, ambitionId }, body: change });
  await takeConversation(data.conversation, 'items');
}
export async function removeAmbition(id: number, ambitionId: number): Promise<void> {
  await takeConversation((await call(conversationApi.removeAmbition, { params: { id, ambitionId } })).data.conversation, 'items');
}

/** Copies the goals of an own template ('eigen') or a catalogue template ('gesprek') into the conversation. */
export async function copyTemplateToConversation(templateId: number, popId: number, source: 'eigen' | 'gesprek') {
  const answer = await call(conversationApi.copyTemplate, { params: { id: templateId, popId }, query: { source } });
  await takeConversation(answer.data.conversation, 'items');
  return answer;
}

export const sendConversationEmail = (toEmail: string, subject: string, message: string) =>
  call(conversationApi.sendEmail, { body: { toEmail, subject, message } });
