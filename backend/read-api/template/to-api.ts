import type { UserTemplate } from '../../../contracts/templates';
import type { GeneratedTemplate } from '../../adapters/ai/port';
import type { AiConversationTemplateRow } from '../../projections/ai-template/tables';
import type { UserTemplateRow } from '../../projections/user-template/tables';

/** The one place where a user template's English columns and goal keys become the contract's Dutch fields (SPEC section 3). */
export const userTemplateToApi = (row: UserTemplateRow): UserTemplate =>
  ({
    id: row.id,
    bedrijf_id: row.company_id,
    bedrijf_naam: row.company_name,
    omschrijving: row.description,
    created_at: row.created_at.toISOString(),
    goals: row.goals.map((goal) => ({ omschrijving: goal.description, notitie: goal.note })),
  }) satisfies UserTemplate;

/** A generated template back in the catalogue's shape, in which the AI port takes it as material. */
export const generatedTemplateToPort = (row: AiConversationTemplateRow): GeneratedTemplate => ({
  naam: row.name,
  type: row.type,
  beschrijving: row.description,
  goals: row.goals,
});
