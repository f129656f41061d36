import { randomUUID } from 'node:crypto';
import { conversationStream, type ConversationEvent } from '../../../events/conversation';
import type { EventStore } from '../../eventstore/port';
import { NotFoundError } from '../../platform/errors';
import type { AppDeps } from '../../http/deps';
import { loadCompany } from '../company/load';
import { foldEvents } from '../decider';
import { loadEmployee } from '../employee/load';
import type { CommandContext } from '../handle-command';
import { runCommand } from '../run-command';
import { conversationDecider, type ConversationCommand, type PlanningParties } from './decider';
import type { ConversationState } from './state';

export function runConversationCommand(deps: AppDeps, popId: number, command: ConversationCommand, context: CommandContext) {
  return runCommand(deps, conversationStream(popId), conversationDecider, command, context);
}

/** The conversation as it was at `asOf` (or now), rebuilt from its events; 404 when not the user's. */
export async function loadConversation(store: EventStore, ownerId: number, popId: number, asOf?: Date): Promise<ConversationState> {
  const events = await store.readStream(conversationStream(popId), asOf ? { asOf } : {});
  const state = foldEvents(conversationDecider, events.map((e) => ({ type: e.type, data: e.data }) as ConversationEvent));
  if (!state.exists || state.ownerId !== ownerId || (state.deleted && !asOf)) throw new NotFoundError('Gesprek niet gevonden');
  return state;
}

/** Company and employee as their own streams say (never an eventually consistent read model). */
export async function resolveParties(store: EventStore, companyId: number, employeeId: number): Promise<PlanningParties> {
  const [company, employee] = await Promise.all([loadCompany(store, companyId), loadEmployee(store, employeeId)]);
  return {
    company: company.exists ? { id: company.companyId, naam: company.naam, actief: company.actief, ownerId: company.ownerId } : null,
    employee: employee.exists
      ? { id: employee.employeeId, naam: employee.naam, email: employee.email, actief: employee.actief, bedrijfId: employee.bedrijfId, ownerId: employee.ownerId }
      : null,
  };
}

/** Asks the mail reactor to send a mail (recorded as an event, sent with retries). */
export async function requestMail(
  deps: AppDeps,
  context: CommandContext,
  mail: { to: string; kind: string; subject: string; message: string; attachments?: { filename: string; content: string; contentType: string }[] },
) {
  const stream = `mail_request-${randomUUID()}`;
  const result = await deps.store.appendToStream(
    stream,
    [{ id: randomUUID(), type: 'MailRequested', data: { ...mail, at: deps.clock().toISOString() }, metadata: { actor: context.actor, tenant: context.tenant, commandId: context.commandId } }],
    { expected: 'no_stream' },
  );
  return result.checkpoint;
}
