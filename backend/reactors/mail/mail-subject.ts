import type { EventMetadata } from '../../eventstore/port';
import { idFrom, parseSubject } from '../../../events/data-subjects';

/**
 * Whose personal data a mail's outcome (MailSent, MailFailed) carries: the account it was sent
 * to, or the conversation, employee or account a requested mail was for. The mail reactor keeps the owner and
 * the conversation in the outbox row (`ownerId`, `conversationId`), so the sender can say it.
 */
export function mailOutcomeMetadata(row: { user_id: number | null; payload: Record<string, unknown> }): EventMetadata {
  if (row.user_id !== null) return { tenant: String(row.user_id), dataSubject: `account:${row.user_id}` };
  const owner = idFrom(row.payload.ownerId);
  const conversation = idFrom(row.payload.conversationId);
  if (owner === null) return {};
  if (conversation !== null) return { tenant: String(owner), dataSubject: `conversation:${conversation}` };
  // A mail to one of the owner's employees (the request named them): its outcome goes with that employee.
  const named = typeof row.payload.dataSubject === 'string' ? parseSubject(row.payload.dataSubject) : null;
  if (named?.kind === 'employee') return { tenant: String(owner), dataSubject: `employee:${named.id}` };
  return { tenant: String(owner), dataSubject: `account:${owner}` };
}
