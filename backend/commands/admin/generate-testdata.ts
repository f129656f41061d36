import { GENERATED_CONVERSATIONS } from '../../../contracts/admin';
import { conversationStream } from '../../../events/conversation';
import type { Checkpoint } from '../../eventstore/port';
import type { CommandDeps } from '../deps';
import { ForbiddenError, ValidationError } from '../../platform/errors';
import { conversationDecider, type ConversationCommand } from '../conversation/decider';
import { resolveParties } from '../conversation/load';
import { handleCommand } from '../handle-command';
import { step, type AdminTarget } from './target';
import { testdataPlan } from './testdata-plan';

/** Waiting for the read models after some eighty commands takes longer than one command's few seconds. */
const PROJECTION_WAIT_MS = 30_000;

const shuffled = <T>(items: readonly T[], random: () => number): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};

/**
 * Ten POP conversations (SPEC 9) with the active employees of the chosen company: three held, three
 * under way and four to come, each with the goals of a catalogue template of the company's branch
 * (progress and deadlines to match its status) and ambitions from the catalogue. Every command is the
 * one the user's own screens give, so the deciders' rules hold (a verified account, an active company
 * and employee); the admin is the events' actor.
 */
export async function generateTestdata(deps: CommandDeps, { account, company, context }: AdminTarget, random: () => number = Math.random) {
  const ownerId = company.ownerId;
  if (!account.verified) {
    throw new ForbiddenError(
      `${account.name} heeft het e-mailadres nog niet geverifieerd; voor dit account kunnen nog geen POP-gesprekken worden aangemaakt.`,
    );
  }
  const employees = await deps.reads.admin.activeEmployees(ownerId, company.companyId);
  if (employees.length === 0) throw new ValidationError(`${company.name} heeft nog geen actieve medewerkers. Genereer eerst medewerkers.`);
  const material = await deps.reads.admin.testdataMaterial(company.branch);
  const templates = shuffled(material.templates, random);
  const ambitions = shuffled(material.ambitions, random);
  const now = deps.clock();
  const at = now.toISOString();
  let last: Checkpoint | null = null;
  let goals = 0;
  let ambitionCount = 0;

  for (const [index, planned] of testdataPlan(now).slice(0, GENERATED_CONVERSATIONS).entries()) {
    const employee = employees[index % employees.length]!;
    const template = templates[index % templates.length]!;
    const conversationId = await deps.ids.next('pop');
    const run = async (name: string, command: ConversationCommand) => {
      const result = await handleCommand(
        deps.store,
        conversationStream(conversationId),
        conversationDecider,
        command,
        step(context, `pop-${conversationId}:${name}`),
      );
      last = result.checkpoint ?? last;
    };
    const parties = await resolveParties(deps.store, company.companyId, employee.id);
    await run('plan', {
      type: 'ScheduleConversation',
      conversationId,
      actorId: ownerId,
      actorName: account.name,
      verified: account.verified,
      now: at,
      scheduledAt: planned.scheduledAt,
      status: planned.status,
      report: planned.verslag,
      ...parties,
    });
    const goalIds = await deps.ids.nextMany('pop_goal', template.goals.length);
    const copies = template.goals.map((goal, i) => ({ goalId: goalIds[i]!, description: goal.omschrijving, note: goal.notitie ?? '' }));
    await run('goals', {
      type: 'CopyTemplateGoals',
      source: 'catalogue',
      templateId: template.id,
      templateName: template.naam,
      goals: copies,
      actorId: ownerId,
      now: at,
    });
    goals += copies.length;
    for (const [i, goal] of copies.entries()) {
      if (!planned.progress.length) break;
      const change = { progress: planned.progress[i % planned.progress.length]!, deadline: planned.deadline };
      await run(`goal-${goal.goalId}`, { type: 'UpdateGoal', goalId: goal.goalId, change, actorId: ownerId, now: at });
    }
    const texts = Array.from(
      { length: Math.min(planned.ambitions, ambitions.length) },
      (_, i) => ambitions[(index * 2 + i) % ambitions.length]!,
    );
    const ambitionIds = await deps.ids.nextMany('pop_ambition', texts.length);
    for (const [i, text] of texts.entries()) {
      await run(`ambition-${ambitionIds[i]}`, {
        type: 'AddAmbition',
        ambitionId: ambitionIds[i]!,
        description: text,
        note: '',
        actorId: ownerId,
        now: at,
      });
    }
    ambitionCount += texts.length;
  }
  await deps.projections.waitFor(last, PROJECTION_WAIT_MS);
  return {
    message: `${GENERATED_CONVERSATIONS} POP-gesprekken aangemaakt bij ${company.name} met ${goals} doelen en ${ambitionCount} ambities.`,
    conversations: GENERATED_CONVERSATIONS,
    goals,
    ambitions: ambitionCount,
  };
}
