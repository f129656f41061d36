import { readModelTable, type RowOf } from '../read-model-table';

/** One row per employee, for the employee cards; `email_key` is the address as duplicates are found. */
export const employeesTable = readModelTable(
  'employees',
  {
    id: { type: 'int' },
    owner_id: { type: 'int' },
    name: { type: 'text' },
    email: { type: 'text' },
    email_key: { type: 'text' },
    company_id: { type: 'int' },
    active: { type: 'boolean' },
    created_at: { type: 'timestamptz' },
    version: { type: 'int' },
  },
  { primaryKey: ['id'] },
);

/** The owner's company names, so the list shows the company without reading another projection's tables. */
export const employeeCompanyNamesTable = readModelTable(
  'employee_company_names',
  {
    id: { type: 'int' },
    owner_id: { type: 'int' },
    name: { type: 'text' },
    version: { type: 'int' },
  },
  { primaryKey: ['id'] },
);

export type EmployeeReadRow = RowOf<typeof employeesTable.columns, Date>;
