import { beforeAll } from 'vitest';
import type { Runtime } from '../../backend/main/runtime';
import { parseDutchDateTime } from '../../contracts/dutch-time';
import { companyWithEmployee, scheduleConversation } from './api-seed';
import { lateBound } from './late-bound';
import { registerUser, type TestApp, type TestUser } from './test-app';
import { until } from './until';

/** The reminder's default lead time, one day. */
export const DAY = 86_400_000;

/**
 * The reminder tests' planner, made before the file's tests: Hanna HR with Piet Pieters
 * (piet@example.nl) of Bakkerij Zon. `plan` returns once the reminder schedule holds the conversation
 * at its time: the reactor that keeps it runs behind the API.
 */
export function useReminderPlanner(app: TestApp) {
  const owner = lateBound<TestUser>('the reminder planner');
  let ids: { bedrijf_id: number; medewerker_id: number };
  beforeAll(async () => {
    owner.set(await registerUser(app, { verified: true, naam: 'Hanna HR' }));
    const [bedrijf_id, medewerker_id] = await companyWithEmployee(
      app,
      owner.value,
      { naam: 'Bakkerij Zon', branche: 'Retail' },
      { naam: 'Piet Pieters' },
    );
    ids = { bedrijf_id, medewerker_id };
  });
  const scheduledFor = (id: number, datumTijd: string) =>
    until(async () => {
      const { rows } = await app.db.pool.query('SELECT scheduled_at FROM reactors.reminder_due WHERE conversation_id = $1', [id]);
      return rows[0]?.scheduled_at?.toISOString() === parseDutchDateTime(datumTijd);
    });
  const plan = async (datumTijd: string, sendConfirmation = false) => {
    const id = await scheduleConversation(app, owner.value, { ...ids, datum_tijd: datumTijd, sendConfirmation });
    await scheduledFor(id, datumTijd);
    return id;
  };
  const reminders = (to: string) => app.inbox.mails.filter((m) => m.to.includes(to) && m.subject.startsWith('Herinnering'));
  return { owner: owner.value, plan, reminders };
}

/**
 * Stops the instances' own reminder loops, for a test that looks at a clock it moved and counts what
 * each look sent: a loop is woken after each queued event and would read the same clock, so it could
 * claim a reminder first. The loop itself is tested in backend/reactors/due-loop.test.ts.
 */
export const stopOwnReminderLoops = (...runtimes: Pick<Runtime, 'reminders'>[]) =>
  Promise.all(runtimes.map((runtime) => runtime.reminders.scheduler.stop()));
