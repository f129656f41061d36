import type { UserTemplateGoal } from '../../../events/user-template';
import { int, jsonb, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/**
 * The company names the templates show, fed by the company events: the projection keeps its own
 * copy instead of reading another read model, which may be at another checkpoint or mid-rebuild.
 */
export const userTemplateCompanyNamesTable = readModelTable(
  'user_template_company_names',
  { id: int(), name: text() },
  { primaryKey: ['id'] },
);

/** One row per user template; `goals` holds the template goals as the events name them. */
export const userTemplatesTable = readModelTable(
  'user_templates',
  [
    { id: int(), owner_id: int(), company_id: int(), company_name: text(), description: text(), goals: jsonb({ list: true }) },
    { created_at: timestamptz(), updated_at: timestamptz() },
  ],
  { primaryKey: ['id'] },
);

export type UserTemplateRow = Omit<RowOf<typeof userTemplatesTable.columns, Date>, 'goals'> & { goals: UserTemplateGoal[] };
