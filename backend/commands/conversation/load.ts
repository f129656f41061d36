import { randomUUID } from 'node:crypto';
import { conversationCategory, conversationStream } from '../../../events/conversation';
import { mailRequestCategory, type MailRequestEvent } from '../../../events/mail-request';
import { WrongExpectedVersionError, type EventStore } from '../../eventstore/port';
import { NotFoundError } from '../../platform/errors';
import type { CommandDeps } from '../deps';
import { loadCompany } from '../company/load';
import { loadEmployee } from '../employee/load';
import { eventIdFor, type CommandContext } from '../handle-command';
import { loadAggregate } from '../../eventstore/load-aggregate';
import { runCommand } from '../run-command';
import { conversationDecider, type ConversationCommand, type SchedulingParties } from './decider';
import type { ConversationState } from '../../../events/conversation-state';

export const runConversationCommand = (deps: CommandDeps, conversationId: number, command: ConversationCommand, context: CommandContext) =>
  runCommand(deps, conversationStream(conversationId), conversationDecider, command, context);

/**
 * The conversation as its events have it now, to decide on; 404 when it is not the user's or deleted.
 * Earlier moments (`?asOf=`) are the read side's: read-api/conversation/as-of.ts.
 */
export async function loadConversation(store: EventStore, ownerId: number, conversationId: number): Promise<ConversationState> {
  const state = await loadAggregate(store, conversationCategory, conversationDecider, conversationId);
  if (!state.exists || state.ownerId !== ownerId || state.deleted) throw new NotFoundError('Gesprek niet gevonden');
  return state;
}

/** Company and employee as their own streams say (never an eventually consistent read model). */
export async function resolveParties(store: EventStore, companyId: number, employeeId: number): Promise<SchedulingParties> {
  const [company, employee] = await Promise.all([loadCompany(store, companyId), loadEmployee(store, employeeId)]);
  return {
    company: company.exists ? { id: company.companyId, name: company.name, active: company.active, ownerId: company.ownerId } : null,
    employee: employee.exists
      ? {
          id: employee.employeeId,
          name: employee.name,
          email: employee.email,
          active: employee.active,
          companyId: employee.companyId,
          ownerId: employee.ownerId,
        }
      : null,
  };
}

/**
 * Asks the mail reactor to send a mail (recorded as an event, sent with retries). Under an
 * Idempotency-Key the request's stream follows from the command, so a retried request mails once.
 * `dataSubject` names whose personal data the mail is when it is not the account's (an employee).
 */
export async function requestMail(
  deps: CommandDeps,
  context: CommandContext,
  mail: Omit<MailRequestEvent['data'], 'at'>,
  dataSubject?: string,
) {
  const requested = mailRequestCategory.versioned({ type: 'MailRequested', data: { ...mail, at: deps.clock().toISOString() } });
  const key = context.idempotent ? eventIdFor(context.commandId, 'mail_request', 0) : randomUUID();
  try {
    const result = await deps.store.appendToStream(
      mailRequestCategory.streamOf(key),
      [
        {
          id: key,
          ...requested,
          metadata: { actor: context.actor, tenant: context.tenant, commandId: context.commandId, ...(dataSubject ? { dataSubject } : {}) },
        },
      ],
      { expected: 'no_stream' },
    );
    return result.checkpoint;
  } catch (err) {
    if (err instanceof WrongExpectedVersionError) return null;
    throw err;
  }
}
