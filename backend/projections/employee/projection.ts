import type { CompanyEvent } from '../../../events/company';
import { normalizeEmployeeEmail, type EmployeeEvent } from '../../../events/employee';
import type { DbClient } from '../../platform/db';
import { categoryRouter, type Recorded } from '../by-category';
import type { Projection } from '../projection';
import { insertRowsSql, updateIfNewerSql, type RowOf } from '../read-model-table';
import { employeeCompanyNamesTable, employeesTable } from './tables';
import { changeOf, type ChangesOf } from '../../../events/changes';

/** Registrations collected for one multi-row insert: an import appends thousands in a row. */
interface EmployeesBatch {
  tx: DbClient;
  pending: RowOf<typeof employeesTable.columns>[];
}

async function flush(batch: EmployeesBatch) {
  if (!batch.pending.length) return;
  await batch.tx.query(...insertRowsSql(employeesTable, batch.pending));
  batch.pending = [];
}

const route = categoryRouter<EmployeesBatch>({
  async employee(batch, event, id) {
    if (event.type === 'EmployeeRegistered') {
      const { ownerId, name, email, companyId, at } = event.data;
      batch.pending.push({
        id,
        owner_id: ownerId,
        name,
        email: email.trim(),
        email_key: normalizeEmployeeEmail(email),
        company_id: companyId,
        active: true,
        created_at: at,
        version: event.streamPosition,
      });
      return;
    }
    await flush(batch);
    await applyEmployeeEvent(batch.tx, event, id);
  },
  async company(batch, event, id) {
    await flush(batch);
    await applyCompanyName(batch.tx, event, id);
  },
});

/**
 * The employee cards, plus the names of the owner's companies so the list shows the company name in
 * one query without reading another projection's tables (tables.ts). Writes are guarded by the
 * stream position: a replayed event changes nothing.
 */
export const employeesProjection: Projection = {
  name: 'employees',
  // 2: English table and column names from one column table (tables.ts).
  version: 2,
  setupSql: `
    ${employeesTable.ddl}
    CREATE INDEX employees_owner_idx ON employees (owner_id, name);
    CREATE INDEX employees_owner_email_idx ON employees (owner_id, email_key);
    ${employeeCompanyNamesTable.ddl}`,
  async apply(tx, events) {
    const batch: EmployeesBatch = { tx, pending: [] };
    await route(batch, events);
    await flush(batch);
  },
};

type EmployeeChanges = ChangesOf<EmployeeEvent, Partial<RowOf<typeof employeesTable.columns>>>;
const employeeChanges: EmployeeChanges = {
  // Registrations are inserted in batches (route).
  EmployeeRegistered: null,
  EmployeeRenamed: ({ name }) => ({ name }),
  EmployeeEmailChanged: ({ email }) => ({ email: email.trim(), email_key: normalizeEmployeeEmail(email) }),
  EmployeeMovedToCompany: ({ companyId }) => ({ company_id: companyId }),
  EmployeeDeactivated: () => ({ active: false }),
  EmployeeActivated: () => ({ active: true }),
};

async function applyEmployeeEvent(tx: DbClient, event: Recorded<EmployeeEvent>, id: number) {
  const changes = changeOf(employeeChanges, event);
  if (changes) await tx.query(...updateIfNewerSql(employeesTable, 'id', [id, event.streamPosition], changes));
}

async function applyCompanyName(tx: DbClient, event: Recorded<CompanyEvent>, id: number) {
  if (event.type === 'CompanyRegistered') {
    await tx.query(
      ...insertRowsSql(employeeCompanyNamesTable, [
        { id, owner_id: event.data.ownerId, name: event.data.name, version: event.streamPosition },
      ]),
    );
  } else if (event.type === 'CompanyRenamed') {
    await tx.query(...updateIfNewerSql(employeeCompanyNamesTable, 'id', [id, event.streamPosition], { name: event.data.name }));
  }
}
