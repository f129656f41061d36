/**
 * Random conversation histories for the growth property test: plans, reschedules, status changes,
 * goals (added and copied from templates), progress, deadlines, removals, ambitions, archives and
 * deletes, with times near Dutch month boundaries; a deterministic interleaving across streams and
 * random batch cuts, both decided by fast-check's seed.
 */
import fc from 'fast-check';
import { dutchInputToIso, dutchMonth } from '../../contracts/dutch-time';
import type { RecordedEvent } from '../../backend/eventstore/port';
import { addMonths, type FoldEvent } from './growth-fold';

const PARTIES = [
  { owner: 1, company: 11, employee: 101 },
  { owner: 1, company: 11, employee: 102 },
  { owner: 1, company: 12, employee: 103 },
  { owner: 1, company: 12, employee: 101 }, // an employee with conversations in two companies (moved)
  { owner: 2, company: 21, employee: 201 },
];
const BASE = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;

const gap = fc.record({
  minutes: fc.oneof(
    fc.integer({ min: 1, max: 600 }),
    fc.integer({ min: 1, max: 120 }).map((d) => d * 1440),
  ),
  nearBoundary: fc.integer({ min: 0, max: 4 }).map((n) => (n === 0 ? -1 : n === 1 ? 1 : 0)),
});
const scheduled = fc.record({
  month: fc.integer({ min: 0, max: 23 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
});
const deadline = fc.option(
  fc.integer({ min: -60, max: 1300 }).map((d) => new Date(BASE + d * 86_400_000).toISOString().slice(0, 10)),
  { freq: 4 },
);
const step = fc.record({
  gap,
  action: fc.oneof(
    fc.record({ kind: fc.constant('reschedule' as const), when: scheduled }),
    fc.record({ kind: fc.constant('status' as const), status: fc.constantFrom('gepland', 'open', 'afgerond') }),
    fc.record({ kind: fc.constant('goal' as const), count: fc.integer({ min: 1, max: 3 }), copied: fc.boolean() }),
    fc.record({ kind: fc.constant('progress' as const), pick: fc.nat(), value: fc.integer({ min: 0, max: 10 }) }),
    fc.record({ kind: fc.constant('progress' as const), pick: fc.nat(), value: fc.constant(10) }),
    fc.record({ kind: fc.constant('deadline' as const), pick: fc.nat(), deadline }),
    fc.record({ kind: fc.constant('removeGoal' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('ambition' as const) }),
    fc.record({ kind: fc.constant('removeAmbition' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('archive' as const), on: fc.boolean() }),
    fc.record({ kind: fc.constant('delete' as const) }),
  ),
});
const conversation = fc.record({
  party: fc.integer({ min: 0, max: PARTIES.length - 1 }),
  when: scheduled,
  status: fc.constantFrom('gepland', 'open', 'afgerond'),
  start: fc.integer({ min: 0, max: 600 * 1440 }),
  steps: fc.array(step, { maxLength: 14 }),
});
export const history = fc.record({ conversations: fc.array(conversation, { minLength: 1, maxLength: 10 }), seed: fc.integer() });

type Conversation = typeof conversation extends fc.Arbitrary<infer T> ? T : never;
type When = Conversation['when'];

const wallClock = (w: When) => {
  const month = addMonths('2025-01', w.month);
  return dutchInputToIso(`${month}-${String(w.day).padStart(2, '0')}T${String(w.hour).padStart(2, '0')}:00`)!;
};

/** The next moment after `t`: a plain gap, or one minute before or after the next Dutch month begins. */
function advance(t: number, g: Conversation['steps'][number]['gap']): number {
  if (g.nearBoundary === 0) return t + g.minutes * MINUTE;
  const monthStart = Date.parse(dutchInputToIso(`${addMonths(dutchMonth(new Date(t)), 1)}-01T00:00`)!);
  return Math.max(t + MINUTE, monthStart + g.nearBoundary * MINUTE);
}

export function streamOf(c: Conversation, popId: number, ids: { goal: number; ambition: number }): FoldEvent[] {
  const party = PARTIES[c.party]!;
  let t = BASE + c.start * MINUTE;
  const events: FoldEvent[] = [];
  const push = (type: string, data: Record<string, unknown>) =>
    events.push({ streamId: `pop-${popId}`, streamPosition: events.length, type, data: { ...data, at: new Date(t).toISOString() } });
  push('ConversationPlanned', {
    conversationId: popId,
    ownerId: party.owner,
    ownerName: 'HR',
    companyId: party.company,
    companyName: 'B',
    employeeId: party.employee,
    employeeName: 'M',
    employeeEmail: 'm@example.nl',
    scheduledAt: wallClock(c.when),
    status: c.status,
    report: '',
  });
  const goals: number[] = [];
  const ambitions: number[] = [];
  const pick = <T>(list: T[], n: number) => (list.length ? list[n % list.length] : undefined);
  for (const { gap: g, action: a } of c.steps) {
    t = advance(t, g);
    if (a.kind === 'reschedule') push('ConversationRescheduled', { scheduledAt: wallClock(a.when) });
    else if (a.kind === 'status') push('ConversationStatusChanged', { status: a.status });
    else if (a.kind === 'goal') {
      const added = Array.from({ length: a.copied ? a.count : 1 }, () => ++ids.goal);
      goals.push(...added);
      if (a.copied)
        push('TemplateGoalsCopied', {
          source: 'own',
          templateId: 1,
          templateName: 'T',
          goals: added.map((goalId) => ({ goalId, description: 'D', note: '' })),
        });
      else push('GoalAdded', { goalId: added[0], description: 'D', note: '' });
    } else if (a.kind === 'progress' || a.kind === 'deadline' || a.kind === 'removeGoal') {
      const goalId = pick(goals, a.pick);
      if (goalId === undefined) continue;
      if (a.kind === 'progress') push('GoalProgressSet', { goalId, progress: a.value });
      else if (a.kind === 'deadline') push('GoalDeadlineSet', { goalId, deadline: a.deadline });
      else {
        goals.splice(goals.indexOf(goalId), 1);
        push('GoalRemoved', { goalId });
      }
    } else if (a.kind === 'ambition') {
      ambitions.push(++ids.ambition);
      push('AmbitionAdded', { ambitionId: ids.ambition, description: 'A', note: '' });
    } else if (a.kind === 'removeAmbition') {
      const ambitionId = pick(ambitions, a.pick);
      if (ambitionId === undefined) continue;
      ambitions.splice(ambitions.indexOf(ambitionId), 1);
      push('AmbitionRemoved', { ambitionId });
    } else if (a.kind === 'archive') push(a.on ? 'ConversationArchived' : 'ConversationUnarchived', {});
    else {
      push('ConversationDeleted', {});
      break;
    }
  }
  return events;
}

/** A small deterministic generator, so fast-check's seed decides interleaving and batch cuts. */
export function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return (((x ^ (x >>> 14)) >>> 0) % n) as number;
  };
}

export function interleave(streams: FoldEvent[][], rnd: (n: number) => number): RecordedEvent[] {
  const queues = streams.map((s) => [...s]);
  const out: RecordedEvent[] = [];
  while (queues.some((q) => q.length)) {
    const open = queues.filter((q) => q.length);
    const e = open[rnd(open.length)]!.shift()!;
    out.push({
      ...e,
      id: `${e.streamId}/${e.streamPosition}`,
      schemaVersion: 2,
      metadata: {},
      recordedAt: e.data.at as string,
      checkpoint: String(out.length),
    });
  }
  return out;
}

export function cut(events: RecordedEvent[], rnd: (n: number) => number): RecordedEvent[][] {
  const batches: RecordedEvent[][] = [];
  for (let i = 0; i < events.length;) {
    const size = rnd(4) === 0 ? events.length : 1 + rnd(12);
    batches.push(events.slice(i, i + size));
    i += size;
  }
  return batches;
}
