import { mutate } from 'swr';

/** Revalidates every cached /pop* resource, so the list, dashboard, calendar and detail stay in step. */
export function refreshConversations(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && (key.startsWith('/pop') || key.startsWith('/dashboard') || key.startsWith('/activity')));
}
