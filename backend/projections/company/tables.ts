import { readModelTable, type RowOf } from '../read-model-table';

/** One row per company, shaped for the company cards: `employee_count` counts its active employees. */
export const companiesTable = readModelTable(
  'companies',
  {
    id: { type: 'int' },
    owner_id: { type: 'int' },
    name: { type: 'text' },
    branch: { type: 'text' },
    active: { type: 'boolean' },
    employee_count: { type: 'int', default: '0' },
    created_at: { type: 'timestamptz' },
    version: { type: 'int' },
  },
  { primaryKey: ['id'] },
);

/**
 * Which employee counts where: the projection keeps its own membership instead of reading the
 * employees read model, which may be at another checkpoint or mid-rebuild.
 */
export const companyMembersTable = readModelTable(
  'company_members',
  {
    employee_id: { type: 'int' },
    company_id: { type: 'int' },
    active: { type: 'boolean' },
    version: { type: 'int' },
  },
  { primaryKey: ['employee_id'] },
);

export type CompanyReadRow = RowOf<typeof companiesTable.columns, Date>;
