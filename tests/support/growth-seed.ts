/**
 * Conversations with a history spread over months, written straight into the event store as the
 * commands would have written them (the commands stamp events with the real clock, so a history of
 * past months cannot be made through the API). Times are Dutch wall-clock 'YYYY-MM-DDTHH:mm'.
 */
import { randomUUID } from 'node:crypto';
import { dutchInputToIso } from '../../contracts/dutch-time';
import { conversationCategory, conversationStream, type ConversationEvent } from '../../events/conversation';
import type { Checkpoint, EventStore } from '../../backend/eventstore/port';
import type { ConversationStatus } from '../../contracts/conversations';

export interface SeedGoal {
  goalId: number;
  at: string;
  description?: string;
  progress?: [at: string, value: number][];
  deadline?: [at: string, date: string | null][];
  removedAt?: string;
}

export interface SeedConversation {
  popId: number;
  ownerId: number;
  company: { id: number; naam: string };
  employee: { id: number; naam: string; email?: string };
  scheduled: string;
  status: ConversationStatus;
  at: string;
  statusChanges?: [at: string, status: ConversationStatus][];
  rescheduled?: [at: string, scheduled: string][];
  goals?: SeedGoal[];
  ambitions?: [ambitionId: number, at: string][];
  archivedAt?: string;
  deletedAt?: string;
}

/** A conversation of an owner known from the context: at its company unless it names another. */
export type OwnedSeedConversation = Omit<SeedConversation, 'ownerId' | 'company'> & { company?: SeedConversation['company'] };

/** The conversations of `ownerId`, each at `company` unless it names its own. */
export function ofOwner(
  ownerId: number,
  company: SeedConversation['company'],
  conversations: readonly OwnedSeedConversation[],
): SeedConversation[] {
  return conversations.map((c) => ({ ownerId, company, ...c }));
}

const iso = (wall: string) => {
  const value = dutchInputToIso(wall);
  if (!value) throw new Error(`not a Dutch wall-clock time: ${wall}`);
  return value;
};

export function conversationEvents(c: SeedConversation): ConversationEvent[] {
  const timed: [string, ConversationEvent][] = [];
  const add = (at: string, event: (at: string) => ConversationEvent) => timed.push([at, event(iso(at))]);
  for (const [at, scheduled] of c.rescheduled ?? [])
    add(at, (t) => ({ type: 'ConversationRescheduled', data: { scheduledAt: iso(scheduled), at: t } }));
  for (const [at, status] of c.statusChanges ?? []) add(at, (t) => ({ type: 'ConversationStatusChanged', data: { status, at: t } }));
  for (const g of c.goals ?? []) {
    add(g.at, (t) => ({
      type: 'GoalAdded',
      data: { goalId: g.goalId, description: g.description ?? `Doel ${g.goalId}`, note: '', at: t },
    }));
    for (const [at, progress] of g.progress ?? [])
      add(at, (t) => ({ type: 'GoalProgressSet', data: { goalId: g.goalId, progress, at: t } }));
    for (const [at, deadline] of g.deadline ?? [])
      add(at, (t) => ({ type: 'GoalDeadlineSet', data: { goalId: g.goalId, deadline, at: t } }));
    if (g.removedAt) add(g.removedAt, (t) => ({ type: 'GoalRemoved', data: { goalId: g.goalId, at: t } }));
  }
  for (const [ambitionId, at] of c.ambitions ?? [])
    add(at, (t) => ({ type: 'AmbitionAdded', data: { ambitionId, description: 'Ambitie', note: '', at: t } }));
  if (c.archivedAt) add(c.archivedAt, (t) => ({ type: 'ConversationArchived', data: { at: t } }));
  if (c.deletedAt) add(c.deletedAt, (t) => ({ type: 'ConversationDeleted', data: { at: t } }));
  // Stable sort: events at the same moment keep the order they were listed in.
  timed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const planned: ConversationEvent = {
    type: 'ConversationPlanned',
    data: {
      conversationId: c.popId,
      ownerId: c.ownerId,
      ownerName: 'HR',
      companyId: c.company.id,
      companyName: c.company.naam,
      employeeId: c.employee.id,
      employeeName: c.employee.naam,
      employeeEmail: c.employee.email ?? 'medewerker@example.nl',
      scheduledAt: iso(c.scheduled),
      status: c.status,
      report: '',
      at: iso(c.at),
    },
  };
  return [planned, ...timed.map(([, e]) => e)];
}

/** Appends every conversation's stream; the checkpoint of the last append (wait for the projections on it). */
export async function seedConversations(store: EventStore, conversations: readonly SeedConversation[]): Promise<Checkpoint | null> {
  let checkpoint: Checkpoint | null = null;
  for (const c of conversations) {
    const events = conversationEvents(c).map((e) => ({
      id: randomUUID(),
      ...conversationCategory.versioned(e),
      metadata: { actor: String(c.ownerId), tenant: String(c.ownerId) },
    }));
    checkpoint = (await store.appendToStream(conversationStream(c.popId), events, { expected: 'no_stream' })).checkpoint;
  }
  return checkpoint;
}
