import { mutate } from 'swr';
import {
  conversationApi,
  type Conversation,
  type ConversationPage,
  type ConversationSummary,
} from '../../../../../contracts/conversations';
import { pathOf } from '../../../api/client';

/**
 * How far a change reaches beyond its conversation: 'items' (goals, ambitions) changes rows of the
 * lists in place; 'rows' (date, status, archive, a new one) may move a row into, out of or within a list.
 */
export type Reach = 'items' | 'rows';

/** The endpoints whose answers are rows of conversations (ConversationSummary), patched from an answer. */
const SUMMARY_PATHS = new Set([conversationApi.list.path, conversationApi.open.path, conversationApi.planned.path]);
/** Keys whose answers a change of conversations can alter: lists, the dashboard, recent activity. */
const OVERVIEW_PREFIXES = ['/pop', '/dashboard', '/activity'];
const DETAIL_PATH = /^\/pop\/\d+(?:\/|\?|$)/;

const pathOfKey = (key: string) => key.split('?')[0]!;
const isSummaryKey = (key: unknown): boolean => typeof key === 'string' && SUMMARY_PATHS.has(pathOfKey(key) as never);
const isOverviewKey = (key: unknown): boolean =>
  typeof key === 'string' && !isSummaryKey(key) && !DETAIL_PATH.test(key) && OVERVIEW_PREFIXES.some((prefix) => key.startsWith(prefix));

/** The row with the conversation's fields as the answer has them; the others as they were. */
function patchRows<T extends ConversationSummary[] | ConversationPage>(data: T | undefined, conversation: Conversation): T | undefined {
  if (!data) return data;
  const patch = (rows: ConversationSummary[]) =>
    rows.map((row) =>
      row.id === conversation.id
        ? (Object.fromEntries(
            Object.keys(row).map((field) => [field, (conversation as Record<string, unknown>)[field]]),
          ) as ConversationSummary)
        : row,
    );
  if (Array.isArray(data)) return patch(data) as T;
  return { ...data, items: patch(data.items) };
}

/**
 * A command's answer is what the screen shows: the conversation goes into the cache as it is, and its
 * row in every cached list is patched, without a request. When the change can move rows ('rows'), the
 * lists, the dashboard and the activity on screen are fetched again; those off screen are fetched when
 * they are shown next (SWR revalidates a cached key when a screen mounts it: revalidateIfStale).
 */
export async function takeConversation(conversation: Conversation, reach: Reach): Promise<Conversation> {
  const detail = pathOf(conversationApi.get, { params: { id: conversation.id } });
  await Promise.all([
    mutate(detail, conversation, { revalidate: false }),
    mutate(isSummaryKey, (data?: ConversationSummary[] | ConversationPage) => patchRows(data, conversation), {
      revalidate: reach === 'rows',
    }),
    reach === 'rows' ? mutate(isOverviewKey) : undefined,
  ]);
  return conversation;
}

/** After a change that removed a conversation: the lists, dashboard and activity on screen again, not its detail. */
export const listsChanged = () => mutate((key) => isSummaryKey(key) || isOverviewKey(key));

/** After a change without a conversation in its answer (a deletion, a sent invitation): lists, dashboard, activity and details again. */
export const refreshConversations = () =>
  mutate((key) => typeof key === 'string' && OVERVIEW_PREFIXES.some((prefix) => key.startsWith(prefix)));

/**
 * The panels' `onChanged` where every change's answer already went into the cache (the api functions
 * take it): nothing to fetch.
 */
export const answerTaken = async (): Promise<void> => undefined;
