import type { UserTemplateGoal } from '../../../events/user-template';
import { readModelTable, type RowOf } from '../read-model-table';

/**
 * The company names the templates show, fed by the company events: the projection keeps its own
 * copy instead of reading another read model, which may be at another checkpoint or mid-rebuild.
 */
export const userTemplateCompanyNamesTable = readModelTable(
  'user_template_company_names',
  { id: { type: 'int' }, name: { type: 'text' } },
  { primaryKey: ['id'] },
);

/** One row per user template; `goals` holds the template goals as the events name them. */
export const userTemplatesTable = readModelTable(
  'user_templates',
  {
    id: { type: 'int' },
    owner_id: { type: 'int' },
    company_id: { type: 'int' },
    company_name: { type: 'text' },
    description: { type: 'text' },
    goals: { type: 'jsonb', list: true },
    created_at: { type: 'timestamptz' },
    updated_at: { type: 'timestamptz' },
  },
  { primaryKey: ['id'] },
);

export type UserTemplateRow = Omit<RowOf<typeof userTemplatesTable.columns, Date>, 'goals'> & { goals: UserTemplateGoal[] };
