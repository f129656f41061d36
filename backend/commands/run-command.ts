import type { CommandDeps } from './deps';
import type { Decider, DomainEvent } from './decider';
import { eventIdFor, handleCommand, type CommandContext, type CommandResult } from './handle-command';

/**
 * Handles a command and waits (bounded) until the projections show its events, so the
 * answer and the next read of the UI see the change: read your writes. Only the read models the
 * caller answers from (`context.reads`) are awaited; a later read of another one waits for it then.
 * When an awaited projection is failing or parked one of these events, the wait ends at once with
 * ChangeNotVisibleError (503): the command is stored, but the UI would not see it.
 */
export async function runCommand<State, Command, Event extends DomainEvent>(
  deps: Pick<CommandDeps, 'store' | 'projections'>,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<State, Event>> {
  const result = await handleCommand(deps.store, stream, decider, command, context);
  // handleCommand appended them under these ids (a retried command appends none).
  const eventIds = result.events.map((_, index) => eventIdFor(context.commandId, stream, index));
  await deps.projections.readYourWrites(result.checkpoint, eventIds, undefined, { reads: context.reads, tenant: context.tenant });
  return result;
}
