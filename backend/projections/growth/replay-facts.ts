import { dutchParts } from '../../../contracts/dutch-time';
import type { ConversationStatus } from '../../../contracts/conversations';
import type { GrowthBatch } from './collect';

/*
 * A rebuild's growth facts kept in memory beside the tables, as writeFacts writes them, so that its finish
 * folds every month in Node from them (fold-months.ts) instead of sorting and windowing every goal event
 * and month again in PostgreSQL. Bounded: past MAX_GOAL_EVENTS, or at a value whose month or order Node
 * cannot tell exactly as PostgreSQL does, the facts are let go and the finish takes the statements over
 * every month (derive-months.ts), which read the tables.
 */

/** A calendar month as one number: year * 12 + month - 1. */
export type Month = number;

/**
 * Goal events kept at most. The bench's history (159,550 events, 130,500 of them goal events) kept 24 MB of
 * facts in all, about 185 bytes per goal event: at this bound about 185 MB, beside the app's own heap.
 */
export const MAX_GOAL_EVENTS = 1_000_000;

export interface ConversationFact {
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

// An instant with its zone, at most milliseconds: what Date parses to exactly what PostgreSQL stores.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
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
  if (!INSTANT.test(instant)) return undefined;
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
 * The facts of one rebuild's replay, recorded after each batch's writeFacts succeeded and with its rules:
 * a conversation row moves only to a later stream position, a goal or ambition is inserted once (a goal
 * only when its conversation is there), a goal event once per goal and position. A batch applied twice
 * (a retry, the careful way after a failure elsewhere) changes nothing, as in the tables.
 */
export class ReplayFacts {
  readonly conversations = new Map<number, ConversationFact>();
  readonly goals = new Map<number, GoalFact>();
  /** Per goal, its events in the order they came, GOAL_EVENT_FIELDS numbers each (fold-months.ts sorts those out of order). */
  readonly goalEvents = new Map<number, number[]>();
  readonly ambitions = new Map<number, AmbitionFact>();
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

  record(batch: GrowthBatch) {
    if (this.givenUp !== undefined) return;
    const unsure = this.recordOrFail(batch);
    if (unsure) this.giveUp(unsure);
  }

  /** What an erased account's scrub deletes from the growth tables: its conversations, goals, their events and ambitions. */
  forgetOwner(ownerId: number) {
    for (const [id, goal] of this.goals) {
      if (goal.owner !== ownerId) continue;
      this.goals.delete(id);
      this.goalEvents.delete(id);
    }
    for (const [id, ambition] of this.ambitions) {
      if (this.conversations.get(ambition.conversation)?.owner === ownerId) this.ambitions.delete(id);
    }
    for (const [id, conversation] of this.conversations) if (conversation.owner === ownerId) this.conversations.delete(id);
  }

  private giveUp(reason: string) {
    this.givenUp = reason;
    this.conversations.clear();
    this.goals.clear();
    this.goalEvents.clear();
    this.ambitions.clear();
  }

  /** Mirrors writeFacts statement by statement; answers why not, when a value cannot be kept exactly. */
  private recordOrFail(batch: GrowthBatch): string | undefined {
    for (const row of batch.planned.values()) {
      const scheduled = dutchMonthOf(row.scheduledAt);
      if (!scheduled) return unreadableTime(row.scheduledAt);
      const stored = this.conversations.get(row.conversationId);
      const values = { month: scheduled.month, status: row.status, archived: row.archived, removed: row.removed, version: row.version };
      if (!stored) {
        this.conversations.set(row.conversationId, { owner: row.ownerId, employee: row.employeeId, company: row.companyId, ...values });
      } else if (stored.version < row.version) Object.assign(stored, values);
    }
    for (const change of batch.changes.values()) {
      const stored = this.conversations.get(change.conversationId);
      if (!stored || stored.version >= change.version) continue;
      if (change.scheduledAt !== undefined) {
        const scheduled = dutchMonthOf(change.scheduledAt);
        if (!scheduled) return unreadableTime(change.scheduledAt);
        stored.month = scheduled.month;
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
      this.goals.set(goal.goalId, { conversation: goal.conversationId, owner, employee, company });
    }
    for (const row of batch.goalEvents) {
      const at = dutchMonthOf(row.at);
      if (!at) return unreadableTime(row.at);
      // -1 stands for "none" below: a progress under 0, which the column would take, is not kept.
      if (row.progress !== null && row.progress < 0) return `een voortgang onder 0: ${row.progress}`;
      const deadline = row.deadline === null ? -1 : dayNumber(row.deadline);
      if (deadline === undefined) return `een deadline niet als JJJJ-MM-DD: ${row.deadline}`;
      let list = this.goalEvents.get(row.goal_id);
      if (!list) this.goalEvents.set(row.goal_id, (list = []));
      // A position seen before (a batch applied again) is kept once, as the late key keeps one row.
      if (list.length && list[list.length - GOAL_EVENT_FIELDS + VERSION]! >= row.version && hasVersion(list, row.version)) continue;
      const flags = (row.deadline_set ? DEADLINE_SET : 0) | (row.removed ? REMOVED : 0);
      list.push(at.ms, row.version, at.month, row.progress ?? -1, flags, deadline);
      if (++this.events > this.maxGoalEvents) return `meer dan ${this.maxGoalEvents} doelgebeurtenissen`;
    }
    for (const row of batch.ambitionsAdded) {
      if (!this.ambitions.has(row.ambition_id))
        this.ambitions.set(row.ambition_id, { conversation: row.conversation_id, removed: row.removed });
    }
    for (const id of batch.ambitionsRemoved) {
      const stored = this.ambitions.get(id);
      if (stored) stored.removed = true;
    }
    return undefined;
  }
}

const unreadableTime = (instant: string) => `een tijdstip zonder tijdzone of met meer dan milliseconden: ${instant}`;

function hasVersion(list: readonly number[], version: number) {
  for (let i = VERSION; i < list.length; i += GOAL_EVENT_FIELDS) if (list[i] === version) return true;
  return false;
}
