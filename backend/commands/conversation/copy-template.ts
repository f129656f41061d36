import { NotFoundError, orNotFound } from '../../platform/errors';
import type { CommandDeps } from '../deps';
import { loadUserTemplate } from '../user-template/load';
import type { CommandContext } from '../handle-command';
import { newIdFor } from '../new-id';
import { runConversationCommand } from './load';
import type { TemplateSource } from '../../../events/conversation';

/** Copies' command ids were first written with the contract's word; retries and stored event ids derive from them. */
const commandIdWord: Readonly<Record<TemplateSource, string>> = { own: 'eigen', catalogue: 'gesprek' };

/** The name and goals of an own or catalogue template the user may use; 404 otherwise. */
export async function resolveTemplateGoals(deps: CommandDeps, userId: number, source: TemplateSource, templateId: number) {
  if (source === 'catalogue') {
    const template = orNotFound(await deps.reads.catalogueTemplate(templateId), 'Template niet gevonden');
    return { name: template.naam, goals: template.goals.map((goal) => ({ description: goal.omschrijving, note: goal.notitie ?? '' })) };
  }
  const template = await loadUserTemplate(deps, templateId);
  if (!template.exists || template.deleted || template.ownerId !== userId) throw new NotFoundError('Template niet gevonden');
  return { name: template.description, goals: template.goals.map(({ description, note }) => ({ description, note })) };
}

/** Copies the goals of an own or catalogue template into a conversation. */
export async function copyTemplateInto(
  deps: CommandDeps,
  outer: CommandContext,
  userId: number,
  conversationId: number,
  source: TemplateSource,
  templateId: number,
  resolved?: Awaited<ReturnType<typeof resolveTemplateGoals>>,
) {
  const { name, goals } = resolved ?? (await resolveTemplateGoals(deps, userId, source, templateId));
  // A template copy inside another request (planning) needs its own command id.
  const context = { ...outer, commandId: `${outer.commandId}:copy:${commandIdWord[source]}:${templateId}` };
  const copied = [];
  for (const [index, goal] of goals.entries()) {
    copied.push({
      goalId: await newIdFor(deps.ids, context, 'pop_goal', String(index)),
      description: goal.description,
      note: goal.note,
    });
  }
  await runConversationCommand(
    deps,
    conversationId,
    { type: 'CopyTemplateGoals', source, templateId, templateName: name, goals: copied, actorId: userId, now: deps.clock().toISOString() },
    context,
  );
  return copied.length;
}
