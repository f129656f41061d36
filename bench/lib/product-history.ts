/**
 * The product's own events for the event-store benchmark's second sealed rebuild (AVG, issue 14):
 * per HR account (its id as owner; the account's own events are left out) a company, employees and
 * conversations with months of goals and ambitions, written as the commands write them, so every
 * read model of the app is rebuilt from the mix of personal and plain events it really gets (names
 * and e-mail addresses under the employee's key, goal texts under the conversation's, the HR name in
 * each conversation under the account's).
 */
import { randomUUID } from 'node:crypto';
import { companyCategory, companyStream } from '../../events/company';
import { conversationCategory, conversationStream } from '../../events/conversation';
import { employeeCategory, employeeStream } from '../../events/employee';
import type { NewEvent } from '../../backend/eventstore/port';
import type { Pool } from '../../backend/platform/db';
import { allProjections } from '../../backend/projections/registry';
import type { rebuildReadModels } from '../../backend/projections/rebuild';
import { conversationEvents } from '../../tests/support/growth-seed';
import { FIRST_NAMES, personName } from './dutch-names';
import { type Account, growthHistory } from './growth-data';
import { timedRebuild } from './timed-rebuild';
import { eventMetadata, type StoredAppend } from './sealed';

const REGISTERED_AT = '2023-01-02T09:00:00.000Z';

/** One stream's events as a command appends them: fresh ids, the owner's metadata, today's schema versions. */
const stream = (name: string, owner: number, events: readonly Omit<NewEvent, 'id' | 'metadata'>[]): StoredAppend => ({
  stream: name,
  events: events.map((event) => ({ id: randomUUID(), ...event, metadata: eventMetadata(String(owner)) })),
});

/**
 * `owners` accounts, each with one company, `employees` employees and `conversations` conversations
 * spread over the last three years (the growth benchmark's history: 0-3 goals with progress and
 * deadlines, an ambition in every third, 2% archived). Ids are unique over the whole set.
 */
export function productHistory(owners: number, employees: number, conversations: number): StoredAppend[] {
  const appends: StoredAppend[] = [];
  for (let o = 0; o < owners; o++) {
    const owner = 1000 + o;
    const company = { id: 1 + o, naam: `Bedrijf ${o} BV` };
    appends.push(
      stream(companyStream(company.id), owner, [
        companyCategory.versioned({
          type: 'CompanyRegistered',
          data: { companyId: company.id, ownerId: owner, name: company.naam, branch: 'Overig', at: REGISTERED_AT },
        }),
      ]),
    );
    const account: Account = { id: owner, auth: '', company, employees: [] };
    for (let e = 0; e < employees; e++) {
      const id = o * employees + e + 1;
      const naam = `${personName(id)} ${id}`;
      const email = `m${id}@bedrijf${o}.example.nl`;
      account.employees.push({ id, naam });
      appends.push(
        stream(employeeStream(id), owner, [
          employeeCategory.versioned({
            type: 'EmployeeRegistered',
            data: { employeeId: id, ownerId: owner, name: naam, email, companyId: company.id, at: REGISTERED_AT },
          }),
        ]),
      );
    }
    for (const c of growthHistory(account, conversations, 1 + o * conversations))
      appends.push(
        stream(
          conversationStream(c.popId),
          owner,
          conversationEvents(c).map((e) => conversationCategory.versioned(e)),
        ),
      );
  }
  return appends;
}

/**
 * Rebuilds every read model of the app (as `npm run projections:rebuild` does) and checks that the
 * personal data came out readable: every employee name in the conversation list is one we wrote
 * (a first name from the list), none the erased placeholder.
 */
export async function measureProductRebuild(pool: Pool, store: Parameters<typeof rebuildReadModels>[1]) {
  const { value, ms } = await timedRebuild(pool, store, allProjections());
  const { rows } = await pool.query<{ conversations: number; unreadable: number }>(
    `SELECT count(*)::int AS conversations, count(*) FILTER (WHERE employee_name !~ $1)::int AS unreadable
       FROM read.conversations`,
    [`^(${FIRST_NAMES.join('|')}) `],
  );
  if (!rows[0]!.conversations) throw new Error('the rebuild made no conversations');
  if (rows[0]!.unreadable > 0) throw new Error(`${rows[0]!.unreadable} employee names did not read back`);
  return { events: value.events, ms, eps: value.events / (ms / 1000) };
}
