import { accountCategory, accountStream } from '../../../events/account';
import type { EventStore } from '../../eventstore/port';
import type { CommandDeps } from '../deps';
import type { CommandContext } from '../handle-command';
import { loadAggregate } from '../../eventstore/load-aggregate';
import { runCommand } from '../run-command';
import { accountDecider, type AccountCommand } from './decider';
import type { AccountState } from './state';

export const loadAccount = (store: EventStore, userId: number): Promise<AccountState> =>
  loadAggregate(store, accountCategory, accountDecider, userId);

export const runAccountCommand = (deps: CommandDeps, userId: number, command: AccountCommand, context: CommandContext) =>
  runCommand(deps, accountStream(userId), accountDecider, command, context);
