import { bool, int, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/** One row per company, shaped for the company cards: `employee_count` counts its active employees. */
export const companiesTable = readModelTable(
  'companies',
  [
    { id: int(), owner_id: int(), name: text(), branch: text(), active: bool(), employee_count: int({ default: '0' }) },
    { created_at: timestamptz(), version: int() },
  ],
  { primaryKey: ['id'] },
);

/**
 * Which employee counts where: the projection keeps its own membership instead of reading the
 * employees read model, which may be at another checkpoint or mid-rebuild.
 */
export const companyMembersTable = readModelTable(
  'company_members',
  { employee_id: int(), company_id: int(), active: bool(), version: int() },
  { primaryKey: ['employee_id'] },
);

export type CompanyReadRow = RowOf<typeof companiesTable.columns, Date>;
