import { bool, int, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/** One row per employee, for the employee cards; `email_key` is the address as duplicates are found. */
export const employeesTable = readModelTable(
  'employees',
  [
    { id: int(), owner_id: int(), name: text(), email: text(), email_key: text(), company_id: int(), active: bool() },
    { created_at: timestamptz(), version: int() },
  ],
  { primaryKey: ['id'] },
);

/** The owner's company names, so the list shows the company without reading another projection's tables. */
export const employeeCompanyNamesTable = readModelTable(
  'employee_company_names',
  { id: int(), owner_id: int(), name: text(), version: int() },
  { primaryKey: ['id'] },
);

export type EmployeeReadRow = RowOf<typeof employeesTable.columns, Date>;
