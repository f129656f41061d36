import { dutchParts } from '../../../contracts/dutch-time';
import type { ConversationStatus } from '../../../contracts/conversations';
import { MAX_ID } from '../../../contracts/fields';
import { onTheCalendar } from '../copy-binary';
import type { GrowthBatch } from './collect';

/*
 * A rebuild's growth facts kept in memory instead of the tables (only the goal events go into theirs as they
 * come), so that its finish folds every month in Node from them (fold-months.ts) instead of sorting and
 * windowing every goal event and month again in PostgreSQL, and writes the conversations, goals (with their
 * last states) and ambitions once, by COPY. Bounded: past MAX_GOAL_EVENTS, or at a value Node cannot vouch
 * for exactly as the column would take it (a month or order it could read otherwise, a number past int, a
 * text PostgreSQL refuses), memory lets its facts go into the tables (KeptFacts, written by the batch that
 * found it) and the batches write theirs there from then on; the finish then takes the statements over every
 * month (derive-months.ts), which read the tables.
 */

/** A calendar month as one number: year * 12 + month - 1. */
export type Month = number;

/**
 * Goal events kept at most. The bench's history (159,550 events, 130,500 of them goal events) kept 24 MB of
 * facts in all, about 185 bytes per goal event: at this bound about 185 MB, beside the app's own heap.
 */
export const MAX_GOAL_EVENTS = 1_000_000;

export interface ConversationFact {
  /** As the event has it: written into growth_conversations.scheduled_at as it is. */
  scheduledAt: string;
  owner: number;
  employee: number;
  company: number;
  month: Month;
  status: ConversationStatus;
  archived: boolean;
  removed: boolean;
  version: number;
}

export interface GoalFact {
  conversation: number;
  owner: number;
  employee: number;
  company: number;
  description: string;
  descriptionVersion: number;
}

/**
 * A goal's events, GOAL_EVENT_FIELDS numbers each, one array per goal: no object per event for the
 * garbage collector to trace and copy while the replay runs (130,500 of them cost it more than the fold).
 */
export const GOAL_EVENT_FIELDS = 6;
/** Where each field of an event is, from its first number. */
export const AT_MS = 0;
export const VERSION = 1;
/** The Dutch month of `at`. */
export const MONTH = 2;
/** The progress set, or -1 for none. */
export const PROGRESS = 3;
/** DEADLINE_SET | REMOVED. */
export const FLAGS = 4;
/** The deadline set as a day number (dayNumber), or -1 for none. */
export const DEADLINE = 5;
export const DEADLINE_SET = 1;
export const REMOVED = 2;

export interface AmbitionFact {
  conversation: number;
  removed: boolean;
}

/** The rows memory keeps for growth_conversations, growth_goals and growth_ambitions, by id. */
export interface KeptFacts {
  conversations: Map<number, ConversationFact>;
  goals: Map<number, GoalFact>;
  ambitions: Map<number, AmbitionFact>;
}

/** A value an int column takes as it is (ids are positive, but the column takes what a 32-bit integer holds). */
const isInt = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= -MAX_ID - 1 && (value as number) <= MAX_ID;
/** A value a text column takes as it is: PostgreSQL refuses the NUL character. */
const isText = (value: unknown): value is string => typeof value === 'string' && !value.includes('\u0000');

// An instant with its zone, at most milliseconds: what Date parses to exactly what PostgreSQL stores.
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TWO_HOURS_MS = 2 * 3600_000;

const utcMonth = (date: Date): Month => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** `format` made once per number: the fold writes the same few hundred months and days on many rows. */
function formattedOnce(format: (n: number) => string): (n: number) => string {
  const made = new Map<number, string>();
  return (n) => {
    let text = made.get(n);
    if (text === undefined) made.set(n, (text = format(n)));
    return text;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-01' of a month. */
export const monthDate = formattedOnce((month) => `${Math.floor(month / 12)}-${pad((month % 12) + 1)}-01`);

/** A day 'YYYY-MM-DD' as the number YYYYMMDD; undefined when it is not written so. */
function dayNumber(day: string): number | undefined {
  const m = DAY.exec(day);
  return m ? Number(m[1]) * 10_000 + Number(m[2]) * 100 + Number(m[3]) : undefined;
}

/** The month of a day number (a deadline). */
export const monthOfDay = (day: number): Month => Math.floor(day / 10_000) * 12 + (Math.floor(day / 100) % 100) - 1;

/** 'YYYY-MM-DD' of a day number. */
export const dayText = formattedOnce((day) => `${Math.floor(day / 10_000)}-${pad(Math.floor(day / 100) % 100)}-${pad(day % 100)}`);

/**
 * The Dutch month of an instant, as `dutchMonthSql` gives it; undefined when Node could read it otherwise
 * than PostgreSQL. Amsterdam has always been between 0 and 2 hours ahead of UTC (+0:19:32 once, +2 in
 * summer), so only an instant within two hours before the end of a UTC month needs the time zone itself.
 */
export function dutchMonthOf(instant: string): { ms: number; month: Month } | undefined {
  return (typeof instant === 'string' && asTheAppWritesIt(instant)) || dutchMonthOfAny(instant);
}

/** The digits of `text` from `start` to `end` as a number; -1 when one of them is no digit. */
function digitsAt(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/**
 * What the app writes (toISOString: `2026-03-10T09:30:00.000Z`), read digit by digit: the same answer
 * as dutchMonthOfAny without its pattern and date parser (0.26 s of Node's profile of a full rebuild; a
 * replay reads every instant twice, in `unsure` and in `record`). Undefined for any other form and near a
 * month's end, which dutchMonthOfAny then reads.
 */
function asTheAppWritesIt(instant: string): { ms: number; month: Month } | undefined {
  if (instant.length !== 24 || instant[23] !== 'Z' || instant[10] !== 'T' || instant[19] !== '.') return undefined;
  if (instant[4] !== '-' || instant[7] !== '-' || instant[13] !== ':' || instant[16] !== ':') return undefined;
  const year = digitsAt(instant, 0, 4);
  const month = digitsAt(instant, 5, 7);
  const day = digitsAt(instant, 8, 10);
  const hour = digitsAt(instant, 11, 13);
  const minute = digitsAt(instant, 14, 16);
  const second = digitsAt(instant, 17, 19);
  const milli = digitsAt(instant, 20, 23);
  // Date.UTC reads a year below 100 as 19xx, and rolls a day past the month's end over.
  if (year < 1970 || !onTheCalendar(year, month, day) || hour < 0 || hour > 23) return undefined;
  if (minute < 0 || minute > 59 || second < 0 || second > 59 || milli < 0) return undefined;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second, milli);
  // Within two hours of the month's end Amsterdam may be in the next one: the time zone decides (dutchMonthOfAny).
  if (ms + TWO_HOURS_MS >= Date.UTC(year, month, 1)) return undefined;
  return { ms, month: year * 12 + month - 1 };
}

function dutchMonthOfAny(instant: string): { ms: number; month: Month } | undefined {
  const parts = typeof instant === 'string' ? INSTANT.exec(instant) : null;
  // Date rolls 30 February over into March and reads year 0 and hour 24; PostgreSQL refuses the first two.
  if (!parts || !onTheCalendar(Number(parts[1]), Number(parts[2]), Number(parts[3])) || Number(parts[4]) > 23) return undefined;
  const ms = Date.parse(instant);
  if (!Number.isFinite(ms)) return undefined;
  // What the app writes (toISOString): UTC, the month in its digits; a day before the month's last cannot be in the next.
  if (instant.length === 24 && instant.endsWith('Z') && Number(instant.slice(8, 10)) < 28) {
    return { ms, month: Number(instant.slice(0, 4)) * 12 + Number(instant.slice(5, 7)) - 1 };
  }
  const month = utcMonth(new Date(ms));
  if (month === utcMonth(new Date(ms + TWO_HOURS_MS))) return { ms, month };
  const p = dutchParts(ms);
  return { ms, month: Number(p.year) * 12 + Number(p.month) - 1 };
}

/**
 * The facts of one rebuild's replay, with writeFacts' rules: a conversation row moves only to a later stream
 * position, a goal or ambition is inserted once (a goal only when its conversation is there), a description
 * only by a later position, a goal event once per goal and position. A batch recorded twice (a retry, the
 * careful way after a failure elsewhere) changes nothing, as in the tables. `unsure` first, then `record`: a
 * batch memory cannot take leaves it as it was, for the tables to take over (`letGo`).
 */
export class ReplayFacts implements KeptFacts {
  conversations = new Map<number, ConversationFact>();
  goals = new Map<number, GoalFact>();
  /** Per goal, its events in the order they came, GOAL_EVENT_FIELDS numbers each (fold-months.ts sorts those out of order). */
  readonly goalEvents = new Map<number, number[]>();
  ambitions = new Map<number, AmbitionFact>();
  private events = 0;

  constructor(private readonly maxGoalEvents = MAX_GOAL_EVENTS) {}

  /** Why the facts were let go, if they were (in Dutch, for the rebuild's output): the finish then reads the tables. */
  private givenUp: string | undefined;

  get complete(): boolean {
    return this.givenUp === undefined;
  }

  get reason(): string | undefined {
    return this.givenUp;
  }

  /**
   * Why memory cannot take `batch` exactly as the tables would (in Dutch), or undefined: every value of the rows
   * it keeps as their columns take it, every instant and deadline read as PostgreSQL reads it, within the bound.
   * The goal events' columns judge their own values: they are copied in before the batch is recorded.
   */
  unsure(batch: GrowthBatch): string | undefined {
    for (const row of batch.planned.values()) {
      const ids = [row.conversationId, row.ownerId, row.companyId, row.employeeId, row.version];
      if (!ids.every(isInt)) return notInt(ids);
      if (!dutchMonthOf(row.scheduledAt)) return unreadableTime(row.scheduledAt);
      if (!isText(row.status)) return notText(row.status);
    }
    for (const change of batch.changes.values()) {
      if (!isInt(change.conversationId) || !isInt(change.version)) return notInt([change.conversationId, change.version]);
      if (change.scheduledAt !== undefined && !dutchMonthOf(change.scheduledAt)) return unreadableTime(change.scheduledAt);
      if (change.status !== undefined && !isText(change.status)) return notText(change.status);
    }
    for (const goal of batch.goals) {
      const ids = [goal.goalId, goal.conversationId, goal.version];
      if (!ids.every(isInt)) return notInt(ids);
      if (!isText(goal.description)) return notText(goal.description);
    }
    for (const [goalId, change] of batch.descriptions) {
      if (!isInt(goalId) || !isInt(change.version)) return notInt([goalId, change.version]);
      if (!isText(change.description)) return notText(change.description);
    }
    // Each goal event's instant, month and deadline as record takes them: read once (130,500 in the bench's history).
    const read: number[] = [];
    for (const row of batch.goalEvents) {
      const at = dutchMonthOf(row.at);
      if (!at) return unreadableTime(row.at);
      // -1 stands for "none" below: a progress under 0, which the column would take, is not kept.
      if (row.progress !== null && row.progress < 0) return `een voortgang onder 0: ${row.progress}`;
      const deadline = row.deadline === null ? -1 : dayNumber(row.deadline);
      if (deadline === undefined) return `een deadline niet als JJJJ-MM-DD: ${row.deadline}`;
      read.push(at.ms, at.month, deadline);
    }
    if (this.events + batch.goalEvents.length > this.maxGoalEvents) return `meer dan ${this.maxGoalEvents} doelgebeurtenissen`;
    for (const row of batch.ambitionsAdded) {
      if (!isInt(row.ambition_id) || !isInt(row.conversation_id)) return notInt([row.ambition_id, row.conversation_id]);
    }
    if (!batch.ambitionsRemoved.every(isInt)) return notInt(batch.ambitionsRemoved);
    this.checked = { batch, goalEvents: read };
    return undefined;
  }

  /** The batch `unsure` last found nothing in, with what it read of its goal events. */
  private checked: { batch: GrowthBatch; goalEvents: number[] } | undefined;

  /** Takes the batch `unsure` just found nothing in, as writeFacts writes it. */
  record(batch: GrowthBatch) {
    if (this.checked?.batch !== batch) throw new Error('ReplayFacts.record: the batch was not checked by unsure() first');
    const read = this.checked.goalEvents;
    this.checked = undefined;
    for (const row of batch.planned.values()) {
      const stored = this.conversations.get(row.conversationId);
      const { scheduledAt, status, archived, removed, version } = row;
      const values = { scheduledAt, month: dutchMonthOf(scheduledAt)!.month, status, archived, removed, version };
      if (!stored) {
        this.conversations.set(row.conversationId, { owner: row.ownerId, employee: row.employeeId, company: row.companyId, ...values });
      } else if (stored.version < row.version) Object.assign(stored, values);
    }
    for (const change of batch.changes.values()) {
      const stored = this.conversations.get(change.conversationId);
      if (!stored || stored.version >= change.version) continue;
      if (change.scheduledAt !== undefined) {
        stored.scheduledAt = change.scheduledAt;
        stored.month = dutchMonthOf(change.scheduledAt)!.month;
      }
      if (change.status !== undefined) stored.status = change.status;
      if (change.archived !== undefined) stored.archived = change.archived;
      stored.removed ||= change.removed ?? false;
      stored.version = change.version;
    }
    for (const goal of batch.goals) {
      const conversation = this.conversations.get(goal.conversationId);
      if (!conversation || this.goals.has(goal.goalId)) continue;
      const { owner, employee, company } = conversation;
      const { description, version: descriptionVersion } = goal;
      this.goals.set(goal.goalId, { conversation: goal.conversationId, owner, employee, company, description, descriptionVersion });
    }
    for (const [goalId, change] of batch.descriptions) {
      const goal = this.goals.get(goalId);
      if (!goal || goal.descriptionVersion >= change.version) continue;
      goal.description = change.description;
      goal.descriptionVersion = change.version;
    }
    batch.goalEvents.forEach((row, k) => {
      const [ms, month, deadline] = [read[3 * k]!, read[3 * k + 1]!, read[3 * k + 2]!];
      let list = this.goalEvents.get(row.goal_id);
      if (!list) this.goalEvents.set(row.goal_id, (list = []));
      // A position seen before (a batch applied again) is kept once, as the late key keeps one row.
      if (list.length && list[list.length - GOAL_EVENT_FIELDS + VERSION]! >= row.version && hasVersion(list, row.version)) return;
      const flags = (row.deadline_set ? DEADLINE_SET : 0) | (row.removed ? REMOVED : 0);
      list.push(ms, row.version, month, row.progress ?? -1, flags, deadline);
      this.events++;
    });
    for (const row of batch.ambitionsAdded) {
      if (!this.ambitions.has(row.ambition_id))
        this.ambitions.set(row.ambition_id, { conversation: row.conversation_id, removed: row.removed });
    }
    for (const id of batch.ambitionsRemoved) {
      const stored = this.ambitions.get(id);
      if (stored) stored.removed = true;
    }
  }

  /** Gives the kept rows up for the tables (`reason`: why, for `reason` above): memory keeps nothing from here on. */
  letGo(reason: string): KeptFacts {
    const kept = { conversations: this.conversations, goals: this.goals, ambitions: this.ambitions };
    this.givenUp = reason;
    this.conversations = new Map();
    this.goals = new Map();
    this.ambitions = new Map();
    this.goalEvents.clear();
    return kept;
  }
}

/** What an erased account's scrub deletes from the growth tables: its conversations, goals, their events and ambitions; answers its goals. */
export function forgetOwner(facts: KeptFacts & { goalEvents?: Map<number, number[]> }, ownerId: number): number[] {
  const goals: number[] = [];
  for (const [id, goal] of facts.goals) {
    if (goal.owner !== ownerId) continue;
    goals.push(id);
    facts.goals.delete(id);
    facts.goalEvents?.delete(id);
  }
  for (const [id, ambition] of facts.ambitions) {
    if (facts.conversations.get(ambition.conversation)?.owner === ownerId) facts.ambitions.delete(id);
  }
  for (const [id, conversation] of facts.conversations) if (conversation.owner === ownerId) facts.conversations.delete(id);
  return goals;
}

/** What another subject's scrub empties in the growth tables: the descriptions of the goals of its conversations. */
export function forgetDescriptions(facts: KeptFacts, conversationIds: readonly number[]) {
  const erased = new Set(conversationIds);
  for (const goal of facts.goals.values()) if (erased.has(goal.conversation)) goal.description = '';
}

const notInt = (values: readonly unknown[]) => `een getal dat geen int is: ${values.find((v) => !isInt(v))}`;
const notText = (value: unknown) => `een tekst die PostgreSQL niet opslaat: ${JSON.stringify(value)}`;

const unreadableTime = (instant: string) => `een tijdstip zonder tijdzone of met meer dan milliseconden: ${instant}`;

function hasVersion(list: readonly number[], version: number) {
  for (let i = VERSION; i < list.length; i += GOAL_EVENT_FIELDS) if (list[i] === version) return true;
  return false;
}
