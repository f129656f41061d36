import { randomUUID } from 'node:crypto';
import { AI_TEMPLATE_ID_OFFSET, aiTemplateCategory, type AiTemplateEvent } from '../../../events/ai-template';
import { isCleanText } from '../../../contracts/fields';
import type { Caller, CommandDeps } from '../deps';
import type { AiPort, GeneratedTemplate } from '../../adapters/ai/port';
import { orNotFound } from '../../platform/errors';
import { limits } from '../../platform/rate-limit';
import { describeSpread, spreadOver } from './spread';

const clip = (value: string, max: number) => value.trim().slice(0, max);

/** What the read models can store: trimmed, capped, no control characters, at least one goal. */
function storable(template: GeneratedTemplate): GeneratedTemplate | null {
  const goals = template.goals
    .map((goal) => ({ omschrijving: clip(goal.omschrijving, 500), notitie: clip(goal.notitie ?? '', 2000) }))
    .filter((goal) => goal.omschrijving)
    .slice(0, 20);
  const cleaned = {
    naam: clip(template.naam, 200),
    type: clip(template.type, 100),
    beschrijving: clip(template.beschrijving, 2000),
    goals,
  };
  const texts = [cleaned.naam, cleaned.type, cleaned.beschrijving, ...goals.flatMap((goal) => [goal.omschrijving, goal.notitie])];
  if (!cleaned.naam || !cleaned.type || !cleaned.beschrijving || goals.length === 0 || !texts.every(isCleanText)) return null;
  return cleaned;
}

/**
 * 30 conversation templates for a branch through the AI port (SPEC 2 and 9, Admin), spread over its
 * functions (spread.ts). Each function's call gets the catalogue's material for it plus what was
 * generated for it before, so names are not repeated. All templates of a run are one append to one
 * stream, after every call answered: a failing provider leaves nothing half done.
 */
export async function generateAiTemplates(deps: CommandDeps, ai: AiPort, admin: Caller, branchId: number) {
  const branch = orNotFound(await deps.reads.admin.branch(branchId), 'Branche niet gevonden');
  const counts = spreadOver(branch.functions.length);
  type Fn = (typeof branch.functions)[number];
  /** One function's new templates: its material (the catalogue's and what was generated before) to the provider. */
  const forFunction = async (fn: Fn, count: number): Promise<GeneratedTemplate[] | null> => {
    const material = await deps.reads.ai.templateMaterial(branchId, fn.id);
    if (!material || count === 0) return null;
    const earlier = await deps.reads.admin.generatedTemplates(fn.id);
    await deps.limiter.consume(limits.aiPerAccount, String(admin.id));
    const answer = await ai.conversationTemplates({
      ...material,
      count,
      material: [...material.material, ...earlier.map((template) => ({ ...template, ownFunction: true }))],
    });
    const taken = new Set([...material.material, ...earlier].map((template) => template.naam.toLowerCase()));
    const fresh = answer.value.flatMap((template) => {
      const clean = storable(template);
      if (!clean || taken.has(clean.naam.toLowerCase())) return [];
      taken.add(clean.naam.toLowerCase());
      return [clean];
    });
    return fresh.slice(0, count);
  };
  // The functions at once: a remote provider answers each in seconds, and the request has a minute.
  const answers = await Promise.all(branch.functions.map((fn, index) => forFunction(fn, counts[index]!)));
  const made = branch.functions.flatMap((fn, index) => (answers[index] ?? []).map((template) => ({ fn, template })));
  const shares = branch.functions.flatMap((fn, index) =>
    answers[index] ? [{ functie_id: fn.id, functie_naam: fn.naam, aantal: answers[index].length }] : [],
  );

  if (made.length > 0) {
    const ids = await deps.ids.nextMany('ai_template', made.length);
    const runId = randomUUID();
    const at = deps.clock().toISOString();
    const metadata = { actor: String(admin.id), commandId: runId };
    const events = made.map(({ fn, template }, i) => {
      const event: AiTemplateEvent = {
        type: 'ConversationTemplateGenerated',
        data: {
          templateId: AI_TEMPLATE_ID_OFFSET + ids[i]!,
          branchId,
          functionId: fn.id,
          branchName: branch.naam,
          functionName: fn.naam,
          ...template,
          provider: ai.provider,
          model: ai.model,
          at,
        },
      };
      return { id: randomUUID(), ...aiTemplateCategory.versioned(event), metadata };
    });
    const appended = await deps.store.appendToStream(aiTemplateCategory.streamOf(runId), events, { expected: 'no_stream' });
    await deps.projections.readYourWrites(
      appended.checkpoint,
      events.map((event) => event.id),
    );
  }
  const planned = counts.reduce((sum, n) => sum + n, 0);
  const shortfall = planned - made.length;
  const message =
    `${made.length} AI-templates toegevoegd aan ${branch.naam}: ${describeSpread(counts)}.` +
    (shortfall > 0 ? ` ${shortfall} minder dan gevraagd: de AI vond voor sommige functies geen nieuwe varianten meer.` : '');
  return { message, templates: made.length, functions: shares };
}
