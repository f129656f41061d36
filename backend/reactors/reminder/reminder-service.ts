import type { CommandDeps } from '../../commands/deps';
import { startScheduledReactor } from '../reactor-setup';
import { reminderReactor, reminderSchemaSql } from './reminder-reactor';
import { startReminderScheduler, type ReminderScheduler } from './reminder-scheduler';

export interface ReminderService {
  scheduler: ReminderScheduler;
  stop(): Promise<void>;
}

/**
 * Reminders before conversations (issue 25): a reactor keeps the schedule from the events (one
 * active runner across instances, by its advisory lock), a scheduler in every instance sends them.
 * `deps.clock` is read at every look, so a test that moves it moves the reminders with it.
 */
export async function startReminders(options: { deps: CommandDeps; log: (line: string) => void }): Promise<ReminderService> {
  return startScheduledReactor(
    options.deps.pool,
    options.deps.store,
    { lock: 7307, name: 'reminder_reactor', tablesSql: reminderSchemaSql },
    () => startReminderScheduler(options),
    reminderReactor,
  );
}
