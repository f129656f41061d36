import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dutchMonth } from '../../../contracts/dutch-time';
import { emptyBatch, type GrowthBatch } from './collect';
import { foldMonths } from './fold-months';
import { dutchMonthOf, monthDate, ReplayFacts } from './replay-facts';
import { readBinaryRows, type BinaryField } from '../../../tests/support/copy-binary-rows';

/** growth_goal_months' columns: goal_id, month, progress, deadline. */
const GOAL_MONTH_FIELDS: BinaryField[] = ['int', 'date', 'int', 'date'];

const monthText = (month: number) => monthDate(month).slice(0, 7);

/** A batch with one conversation (planned) and one goal with the given events. */
function batchOf(events: { at: string; version: number; progress?: number; deadline?: string; removed?: boolean }[]): GrowthBatch {
  const batch = emptyBatch();
  batch.planned.set(1, {
    conversationId: 1,
    ownerId: 2,
    companyId: 3,
    employeeId: 4,
    scheduledAt: '2026-03-10T09:00:00.000Z',
    status: 'open',
    archived: false,
    removed: false,
    version: 0,
  });
  batch.goals.push({ goalId: 7, conversationId: 1, description: 'Doel', version: 1 });
  for (const e of events) {
    batch.goalEvents.push({
      goal_id: 7,
      version: e.version,
      at: e.at,
      progress: e.progress ?? null,
      deadline_set: e.deadline !== undefined,
      deadline: e.deadline ?? null,
      removed: e.removed ?? false,
    });
  }
  return batch;
}

/** A batch as growthReplay takes it: recorded when memory can vouch for it, else memory lets its facts go. */
function take(facts: ReplayFacts, batch: GrowthBatch) {
  const unsure = facts.unsure(batch);
  if (unsure) return facts.letGo(unsure);
  facts.record(batch);
  return undefined;
}

describe("a rebuild's growth facts in memory", () => {
  it('gives the Dutch month of an instant as the time zone does, in every form the store can hold it', () => {
    const instant = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true });
    // Near the end of a month, where Amsterdam is already in the next one: the last day's evening in UTC.
    const nearMonthEnd = fc
      .record({
        year: fc.integer({ min: 1900, max: 2198 }),
        month: fc.integer({ min: 0, max: 11 }),
        minutes: fc.integer({ min: -180, max: 180 }),
      })
      .map(({ year, month, minutes }) => new Date(Date.UTC(year, month + 1, 1) + minutes * 60_000));
    fc.assert(
      fc.property(fc.oneof(instant, nearMonthEnd), fc.integer({ min: -14, max: 14 }), (date, offsetHours) => {
        const iso = date.toISOString();
        expect(monthText(dutchMonthOf(iso)!.month)).toBe(dutchMonth(iso));
        // The same instant written with an offset.
        const shifted = new Date(date.getTime() + offsetHours * 3600_000).toISOString().slice(0, 19);
        const sign = offsetHours < 0 ? '-' : '+';
        const withOffset = `${shifted}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
        const read = dutchMonthOf(withOffset)!;
        expect(read.ms).toBe(Math.floor(date.getTime() / 1000) * 1000);
        expect(monthText(read.month)).toBe(dutchMonth(new Date(read.ms)));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses to guess what PostgreSQL reads otherwise: no zone, more than milliseconds, not a time, not on the calendar', () => {
    expect(dutchMonthOf('2026-03-31T23:30:00')).toBeUndefined();
    expect(dutchMonthOf('2026-03-31T23:30:00.123456Z')).toBeUndefined();
    expect(dutchMonthOf('morgen')).toBeUndefined();
    // Date reads these (1 March, year 0, the next day); PostgreSQL refuses the first two.
    expect(dutchMonthOf('2026-02-29T10:00:00.000Z')).toBeUndefined();
    expect(dutchMonthOf('0000-01-01T10:00:00.000Z')).toBeUndefined();
    expect(dutchMonthOf('2026-03-10T24:00:00.000Z')).toBeUndefined();
    expect(dutchMonthOf('2028-02-29T10:00:00.000Z')).toBeDefined();
    const facts = new ReplayFacts();
    take(facts, batchOf([{ at: '2026-03-31T23:30:00.123456Z', version: 1, progress: 0 }]));
    expect(facts.complete).toBe(false);
    expect(facts.reason).toBe('een tijdstip zonder tijdzone of met meer dan milliseconden: 2026-03-31T23:30:00.123456Z');
    expect(facts.conversations.size).toBe(0);
  });

  it('lets the facts go at a progress under 0, which its numbers could not tell from none', () => {
    const facts = new ReplayFacts();
    take(facts, batchOf([{ at: '2026-03-10T10:00:00.000Z', version: 1, progress: -1 }]));
    expect(facts.reason).toBe('een voortgang onder 0: -1');
  });

  it('hands over the rows it kept before a batch whose values it cannot vouch for as the columns take them', () => {
    const unsure: [string, (batch: GrowthBatch) => void][] = [
      ['een getal dat geen int is: 2147483648', (b) => (b.planned.get(1)!.employeeId = 2 ** 31)],
      ['een getal dat geen int is: 1.5', (b) => (b.goals[0]!.goalId = 1.5)],
      ['een tekst die PostgreSQL niet opslaat: "Do\\u0000el"', (b) => (b.goals[0]!.description = 'Do\u0000el')],
      ['een tekst die PostgreSQL niet opslaat: null', (b) => (b.planned.get(1)!.status = null as never)],
      ['een getal dat geen int is: 7', (b) => b.ambitionsRemoved.push('7' as never)],
      // A stream id that is no number ('pop-abc'): its goals and ambitions name no conversation the column takes.
      ['een getal dat geen int is: NaN', (b) => (b.goals[0]!.conversationId = NaN)],
      ['een getal dat geen int is: NaN', (b) => b.ambitionsAdded.push({ ambition_id: 9, conversation_id: NaN, removed: false })],
    ];
    for (const [reason, spoil] of unsure) {
      const facts = new ReplayFacts();
      take(facts, batchOf([{ at: '2026-03-10T10:00:00.000Z', version: 1, progress: 0 }]));
      const next = batchOf([{ at: '2026-03-11T10:00:00.000Z', version: 2, progress: 5 }]);
      next.planned.get(1)!.version = 3;
      next.planned.get(1)!.status = 'afgerond';
      spoil(next);
      const kept = take(facts, next)!;
      expect(facts.reason).toBe(reason);
      // As the tables held them before the batch, which writes itself into them after these.
      expect([...kept.conversations.values()].map((c) => [c.status, c.version])).toEqual([['open', 0]]);
      expect(kept.goals.get(7)).toMatchObject({ conversation: 1, description: 'Doel', descriptionVersion: 1 });
      expect(facts.conversations.size + facts.goals.size + facts.goalEvents.size).toBe(0);
    }
  });

  it('keeps the description of the latest position, as the column does', () => {
    const facts = new ReplayFacts();
    const batch = batchOf([{ at: '2026-03-10T10:00:00.000Z', version: 1, progress: 0 }]);
    batch.descriptions.set(7, { description: 'Beter plannen', version: 4 });
    take(facts, batch);
    const older = batchOf([]);
    older.descriptions.set(7, { description: 'Eerder', version: 2 });
    take(facts, older);
    expect(facts.goals.get(7)).toMatchObject({ description: 'Beter plannen', descriptionVersion: 4 });
  });

  it('lets the facts go past its bound, and keeps nothing more', () => {
    const facts = new ReplayFacts(2);
    take(facts, batchOf([{ at: '2026-03-10T10:00:00.000Z', version: 1, progress: 0 }]));
    take(facts, batchOf([{ at: '2026-03-10T11:00:00.000Z', version: 2, progress: 3 }]));
    expect(facts.complete).toBe(true);
    take(facts, batchOf([{ at: '2026-03-10T12:00:00.000Z', version: 3, progress: 4 }]));
    expect(facts.complete).toBe(false);
    expect(facts.reason).toBe('meer dan 2 doelgebeurtenissen');
    expect(facts.goalEvents.size).toBe(0);
  });

  it('changes nothing when a batch is recorded twice (a retry, or the careful way after a failure)', async () => {
    const events = [
      { at: '2026-03-10T10:00:00.000Z', version: 1, progress: 0, deadline: '2026-05-01' },
      { at: '2026-04-02T10:00:00.000Z', version: 2, progress: 6 },
    ];
    const once = new ReplayFacts();
    take(once, batchOf(events));
    const twice = new ReplayFacts();
    take(twice, batchOf(events));
    take(twice, batchOf(events));
    expect(await foldMonths(twice)).toEqual(await foldMonths(once));
    expect(twice.goalEvents.get(7)!.length).toBe(once.goalEvents.get(7)!.length);
  });

  it('folds a goal whose events came out of time order (a clock that went back) in time order', async () => {
    const inOrder = [
      { at: '2026-03-10T10:00:00.000Z', version: 1, progress: 0 },
      { at: '2026-03-20T10:00:00.000Z', version: 3, progress: 8 },
      { at: '2026-04-02T10:00:00.000Z', version: 2, progress: 4, deadline: '2026-04-30' },
    ];
    const facts = new ReplayFacts();
    // Stream order: version 2 (April) before version 3 (March).
    take(facts, batchOf([inOrder[0]!, inOrder[2]!, inOrder[1]!]));
    const folded = await foldMonths(facts);
    expect(readBinaryRows(folded.goalMonths, GOAL_MONTH_FIELDS)).toEqual([
      [7, '2026-03-01', 8, null],
      [7, '2026-04-01', 4, '2026-04-30'],
    ]);
    expect(folded.goalStates).toEqual([{ goal_id: 7, progress: 4, deadline: '2026-04-30', removed: false, last_month: '2026-04-01' }]);
  });

  it('keeps no months of a removed goal, and says it is removed', async () => {
    const facts = new ReplayFacts();
    take(
      facts,
      batchOf([
        { at: '2026-03-10T10:00:00.000Z', version: 1, progress: 0 },
        { at: '2026-05-10T10:00:00.000Z', version: 2, removed: true },
      ]),
    );
    const folded = await foldMonths(facts);
    expect(readBinaryRows(folded.goalMonths, GOAL_MONTH_FIELDS)).toEqual([]);
    expect(folded.goalStates).toEqual([{ goal_id: 7, progress: 0, deadline: null, removed: true, last_month: '2026-05-01' }]);
  });
});
