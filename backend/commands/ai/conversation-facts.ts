import { conversationCategory, conversationStream } from '../../../events/conversation';
import { dutchParts } from '../../../contracts/dutch-time';
import { aiMessages } from '../../../contracts/ai';
import type { CommandDeps } from '../deps';
import type { ConversationFacts } from '../../adapters/ai/port';
import { NotFoundError } from '../../platform/errors';
import { conversationDecider } from '../conversation/decider';
import { foldRecorded } from '../../eventstore/load-aggregate';

/** The Dutch calendar day of an instant, YYYY-MM-DD. */
export const dutchDay = (instant: string) => {
  const { year, month, day } = dutchParts(instant);
  return `${year}-${month}-${day}`;
};

/**
 * What the report and the tips are written from: the conversation as its own stream says (404 when it
 * is not the user's), when each goal was added and its progress last moved, and the next conversation
 * with the same employee.
 */
export async function conversationFacts(deps: CommandDeps, ownerId: number, conversationId: number): Promise<ConversationFacts> {
  const recorded = await deps.store.readStream(conversationStream(conversationId));
  const state = foldRecorded(conversationCategory, conversationDecider, recorded);
  if (!state.exists || state.deleted || state.ownerId !== ownerId) throw new NotFoundError(aiMessages.conversationNotFound);
  const added = new Map<number, string>();
  const moved = new Map<number, string>();
  for (const event of recorded) {
    if (!conversationCategory.is(event)) continue;
    if (event.type === 'GoalAdded') added.set(event.data.goalId, event.recordedAt);
    if (event.type === 'TemplateGoalsCopied') for (const goal of event.data.goals) added.set(goal.goalId, event.recordedAt);
    if (event.type === 'GoalProgressSet') moved.set(event.data.goalId, event.recordedAt);
  }
  const now = deps.clock().toISOString();
  return {
    conversationId,
    employeeName: state.employeeName,
    companyName: state.companyName,
    ownerName: state.ownerName,
    scheduledAt: state.scheduledAt,
    status: state.status,
    report: state.report,
    goals: state.goals.map((g) => ({
      description: g.description,
      note: g.note,
      progress: g.progress,
      deadline: g.deadline,
      addedAt: added.get(g.id) ?? state.createdAt,
      progressChangedAt: moved.get(g.id) ?? null,
    })),
    ambitions: state.ambitions.map((a) => ({ description: a.description, note: a.note })),
    followUp: await deps.reads.ai.followUp(ownerId, state.employeeId, conversationId, state.scheduledAt),
    now,
    today: dutchDay(now),
  };
}
