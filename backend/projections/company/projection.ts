import type { CompanyEvent } from '../../../events/company';
import type { EmployeeEvent } from '../../../events/employee';
import type { DbClient } from '../../platform/db';
import { categoryRouter, type Recorded } from '../by-category';
import type { Projection } from '../projection';
import { insertRowsSql, updateIfNewerSql, type RowOf } from '../read-model-table';
import { companiesTable, companyMembersTable } from './tables';
import { changeOf, type ChangesOf } from '../../../events/changes';

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

const companyChanges: ChangesOf<CompanyEvent, Partial<RowOf<typeof companiesTable.columns>>> = {
  // Inserted by applyCompanyEvent, with the members registered before it.
  CompanyRegistered: null,
  CompanyRenamed: ({ name }) => ({ name }),
  CompanyBranchChanged: ({ branch }) => ({ branch }),
  CompanyDeactivated: () => ({ active: false }),
  CompanyActivated: () => ({ active: true }),
};

async function applyCompanyEvent(tx: DbClient, event: Recorded<CompanyEvent>, id: number) {
  const version = event.streamPosition;
  if (event.type === 'CompanyRegistered') {
    const { ownerId, name, branch, at } = event.data;
    // Members registered before this row existed (a rebuild in another order) are counted too.
    await tx.query(
      `INSERT INTO companies (id, owner_id, name, branch, active, created_at, version, employee_count)
       VALUES ($1, $2, $3, $4, true, $5, $6, (SELECT count(*) FROM company_members WHERE company_id = $1 AND active))
       ON CONFLICT (id) DO NOTHING`,
      [id, ownerId, name, branch, at, version],
    );
    return;
  }
  const changes = changeOf(companyChanges, event);
  if (changes) await tx.query(...updateIfNewerSql(companiesTable, 'id', [id, version], changes));
}

/** What an employee's event changes in its membership: the count of its company, old and new, follows. */
const membershipChanges: ChangesOf<EmployeeEvent, Partial<CompanyMemberRow>> = {
  EmployeeRegistered: null,
  EmployeeRenamed: null,
  EmployeeEmailChanged: null,
  EmployeeMovedToCompany: ({ companyId }) => ({ company_id: companyId }),
  EmployeeDeactivated: () => ({ active: false }),
  EmployeeActivated: () => ({ active: true }),
};

async function applyMembershipEvent({ tx, touched }: MembersBatch, employeeId: number, event: Recorded<EmployeeEvent>) {
  const changes = changeOf(membershipChanges, event);
  if (!changes) return;
  if (changes.company_id !== undefined) touched.add(changes.company_id);
  // The company it belonged to before the change needs its count recomputed as well.
  const { rows } = await tx.query<{ company_id: number }>('SELECT company_id FROM company_members WHERE employee_id = $1', [employeeId]);
  if (rows[0]) touched.add(rows[0].company_id);
  await tx.query(...updateIfNewerSql(companyMembersTable, 'employee_id', [employeeId, event.streamPosition], changes));
}
