import type { AiProviderName } from './ai-answer';
import { defineKeyedCategory } from './category';

/** Template ids from this offset up are generated ones: the seeded catalogue's ids stay below it (a test checks). */
export const AI_TEMPLATE_ID_OFFSET = 1_000_000;

export interface GeneratedTemplateGoal {
  omschrijving: string;
  notitie: string;
}

/**
 * `ai_template-<uuid>`: one run of the admin's template generator for a branch (SPEC 2, Admin).
 * Each event adds one conversation template to a function of the catalogue; the guide shows them
 * beside the seeded ones. Which provider and model wrote it is kept with it.
 */
export type AiTemplateEvent = {
  type: 'ConversationTemplateGenerated';
  data: {
    templateId: number;
    branchId: number;
    functionId: number;
    /** The names at the time, so the template search finds it by branch and function like a seeded one. */
    branchName: string;
    functionName: string;
    naam: string;
    type: string;
    beschrijving: string;
    goals: GeneratedTemplateGoal[];
    provider: AiProviderName;
    model: string;
    at: string;
  };
};

export const aiTemplateCategory = defineKeyedCategory<AiTemplateEvent>({
  name: 'ai_template',
  versions: { ConversationTemplateGenerated: 1 },
});
