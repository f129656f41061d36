import { mutate } from 'swr';

const PREFIXES = ['/pop', '/dashboard', '/activity'];

/** Revalidates every conversation list, the dashboard and the activity feed after a change. */
export function refreshConversationCaches(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && PREFIXES.some((prefix) => key.startsWith(prefix)));
}
