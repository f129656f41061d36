import type { EventMetadata } from '../../eventstore/port';
import { idFrom } from '../../../events/data-subjects';

/**
 * Whose personal data a mail's outcome (MailSent, MailFailed) carries: the account it was sent
 * to, or the conversation or account a requested mail was for. The mail reactor keeps the owner and
 * the conversation in the outbox row (`ownerId`, `conversationId`), so the sender can say it.
 */
export function mailOutcomeMetadata(row: { user_id: number | null; payload: Record<string, unknown> }): EventMetadata {
  if (row.user_id !== null) return { tenant: String(row.user_id), dataSubject: `account:${row.user_id}` };
  const owner = idFrom(row.payload.ownerId);
  const conversation = idFrom(row.payload.conversationId);
  if (owner === null) return {};
  return { tenant: String(owner), dataSubject: conversation !== null ? `conversation:${conversation}` : `account:${owner}` };
}
