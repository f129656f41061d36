import type { CompanyEvent } from '../../../events/company';
import type { EmployeeEvent } from '../../../events/employee';
import type { DbClient } from '../../platform/db';
import { categoryRouter, type Recorded } from '../by-category';
import type { Projection } from '../projection';
import { insertRowsSql, type RowOf } from '../read-model-table';
import { companiesTable, companyMembersTable } from './tables';
import { unhandled } from '../../../events/unhandled';

type CompanyMemberRow = RowOf<typeof companyMembersTable.columns>;

/** What one batch collects: registrations for one multi-row insert, and companies whose count changed. */
interface MembersBatch {
  tx: DbClient;
  touched: Set<number>;
  newMembers: CompanyMemberRow[];
}

// An import appends thousands of registrations in a row: insert them in one statement.
async function flushMembers(batch: MembersBatch) {
  const { tx, newMembers } = batch;
  if (!newMembers.length) return;
  await tx.query(...insertRowsSql(companyMembersTable, newMembers));
  for (const member of newMembers) batch.touched.add(member.company_id);
  batch.newMembers = [];
}

const route = categoryRouter<MembersBatch>({
  async company(batch, event, id) {
    await flushMembers(batch);
    await applyCompanyEvent(batch.tx, event, id);
  },
  async employee(batch, event, id) {
    if (event.type === 'EmployeeRegistered') {
      batch.newMembers.push({ employee_id: id, company_id: event.data.companyId, active: true, version: event.streamPosition });
      return;
    }
    await flushMembers(batch);
    await applyMembershipEvent(batch, id, event);
  },
});

/**
 * The company cards (tables.ts). The projection keeps its own membership table instead of reading
 * another projection's tables (those may be at another checkpoint or mid-rebuild). Every write is
 * guarded by the stream position, and counts are recomputed, never incremented: a replay gives the
 * same rows.
 */
export const companiesProjection: Projection = {
  name: 'companies',
  // 2: English table and column names from one column table (tables.ts).
  version: 2,
  setupSql: `
    ${companiesTable.ddl}
    CREATE INDEX companies_owner_idx ON companies (owner_id, name);
    ${companyMembersTable.ddl}
    CREATE INDEX company_members_company_idx ON company_members (company_id);`,
  async apply(tx, events) {
    const batch: MembersBatch = { tx, touched: new Set(), newMembers: [] };
    await route(batch, events);
    await flushMembers(batch);
    if (batch.touched.size) {
      await tx.query(
        `UPDATE companies c
            SET employee_count = (SELECT count(*) FROM company_members m WHERE m.company_id = c.id AND m.active)
          WHERE c.id = ANY($1::int[])`,
        [[...batch.touched]],
      );
    }
  },
};

async function applyCompanyEvent(tx: DbClient, event: Recorded<CompanyEvent>, id: number) {
  const version = event.streamPosition;
  const set = (assignments: string, value?: unknown) =>
    tx.query(
      `UPDATE companies SET ${assignments}, version = $2 WHERE id = $1 AND version < $2`,
      value === undefined ? [id, version] : [id, version, value],
    );
  switch (event.type) {
    case 'CompanyRegistered': {
      const { ownerId, name, branch, at } = event.data;
      // Members registered before this row existed (a rebuild in another order) are counted too.
      await tx.query(
        `INSERT INTO companies (id, owner_id, name, branch, active, created_at, version, employee_count)
         VALUES ($1, $2, $3, $4, true, $5, $6, (SELECT count(*) FROM company_members WHERE company_id = $1 AND active))
         ON CONFLICT (id) DO NOTHING`,
        [id, ownerId, name, branch, at, version],
      );
      break;
    }
    case 'CompanyRenamed':
      await set('name = $3', event.data.name);
      break;
    case 'CompanyBranchChanged':
      await set('branch = $3', event.data.branch);
      break;
    case 'CompanyDeactivated':
    case 'CompanyActivated':
      await set('active = $3', event.type === 'CompanyActivated');
      break;
    default:
      return unhandled(event);
  }
}

async function applyMembershipEvent({ tx, touched }: MembersBatch, employeeId: number, event: Recorded<EmployeeEvent>) {
  let assignment: string;
  let value: number | boolean;
  switch (event.type) {
    case 'EmployeeMovedToCompany':
      assignment = 'company_id = $3';
      value = event.data.companyId;
      touched.add(event.data.companyId);
      break;
    case 'EmployeeDeactivated':
    case 'EmployeeActivated':
      assignment = 'active = $3';
      value = event.type === 'EmployeeActivated';
      break;
    default:
      return;
  }
  // The company it belonged to before the change needs its count recomputed as well.
  const { rows } = await tx.query<{ company_id: number }>('SELECT company_id FROM company_members WHERE employee_id = $1', [employeeId]);
  if (rows[0]) touched.add(rows[0].company_id);
  await tx.query(`UPDATE company_members SET ${assignment}, version = $2 WHERE employee_id = $1 AND version < $2`, [
    employeeId,
    event.streamPosition,
    value,
  ]);
}
