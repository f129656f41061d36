import { accountStream } from '../../../events/account';
import type { EventStore } from '../../eventstore/port';
import type { AccountEvent } from '../../../events/account';
import { runCommand } from '../run-command';
import type { AppDeps } from '../../http/deps';
import type { CommandContext } from '../handle-command';
import { accountDecider, type AccountCommand } from './decider';
import type { AccountState } from './state';

export async function loadAccount(store: EventStore, userId: number): Promise<AccountState> {
  const events = await store.readStream(accountStream(userId));
  return events.reduce(
    (state, e) => accountDecider.evolve(state, { type: e.type, data: e.data } as AccountEvent),
    accountDecider.initialState(),
  );
}

export function runAccountCommand(deps: AppDeps, userId: number, command: AccountCommand, context: CommandContext) {
  return runCommand(deps, accountStream(userId), accountDecider, command, context);
}
