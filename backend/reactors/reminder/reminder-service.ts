import type { CommandDeps } from '../../commands/deps';
import { startScheduledReactor, type ScheduledService } from '../reactor-setup';
import { reminderReactor, reminderSchemaSql } from './reminder-reactor';
import { startReminderScheduler } from './reminder-scheduler';

/**
 * Reminders before conversations (issue 25): a reactor keeps the schedule from the events (one
 * active runner across instances, by its advisory lock), a scheduler in every instance sends them.
 * `deps.clock` is read at every look, so a test that moves it moves the reminders with it.
 */
export async function startReminders(options: { deps: CommandDeps; log: (line: string) => void }): Promise<ScheduledService> {
  return startScheduledReactor(
    options.deps.pool,
    options.deps.store,
    { lock: 7307, name: 'reminder_reactor', tablesSql: reminderSchemaSql },
    () => startReminderScheduler(options),
    reminderReactor,
  );
}
