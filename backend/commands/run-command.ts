import type { AppDeps } from '../http/deps';
import type { Decider, DomainEvent } from './decider';
import { handleCommand, type CommandContext, type CommandResult } from './handle-command';

/**
 * Handles a command and waits (bounded) until the projections show its events, so the
 * answer and the next read of the UI see the change: read your writes.
 */
export async function runCommand<State, Command, Event extends DomainEvent>(
  deps: Pick<AppDeps, 'store' | 'projections'>,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<State, Event>> {
  const result = await handleCommand(deps.store, stream, decider, command, context);
  await deps.projections.waitFor(result.checkpoint);
  return result;
}
