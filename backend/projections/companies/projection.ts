import type { CompanyEvent } from '../../../events/company';
import type { EmployeeEvent } from '../../../events/employee';
import type { DbClient } from '../../platform/db';
import { categoryRouter, type Recorded } from '../by-category';
import type { Projection } from '../projection';
import { unhandled } from '../../../events/unhandled';

/** What one batch collects: registrations for one multi-row insert, and companies whose count changed. */
interface MembersBatch {
  tx: DbClient;
  touched: Set<number>;
  newMembers: { employeeId: number; companyId: number; version: number }[];
}

// An import appends thousands of registrations in a row: insert them in one statement.
async function flushMembers(batch: MembersBatch) {
  const { tx, newMembers } = batch;
  if (!newMembers.length) return;
  await tx.query(
    `INSERT INTO company_members (employee_id, bedrijf_id, actief, version)
     SELECT e, b, true, v FROM unnest($1::int[], $2::int[], $3::int[]) AS m(e, b, v)
     ON CONFLICT (employee_id) DO NOTHING`,
    [newMembers.map((m) => m.employeeId), newMembers.map((m) => m.companyId), newMembers.map((m) => m.version)],
  );
  for (const member of newMembers) batch.touched.add(member.companyId);
  batch.newMembers = [];
}

const route = categoryRouter<MembersBatch>({
  async company(batch, event, id) {
    await flushMembers(batch);
    await applyCompanyEvent(batch.tx, event, id);
  },
  async employee(batch, event, id) {
    if (event.type === 'EmployeeRegistered') {
      batch.newMembers.push({ employeeId: id, companyId: event.data.companyId, version: event.streamPosition });
      return;
    }
    await flushMembers(batch);
    await applyMembershipEvent(batch, id, event);
  },
});

/**
 * One row per company, shaped for the company cards: medewerkers_aantal counts the company's
 * active employees. The projection keeps its own membership table instead of reading another
 * projection's tables (those may be at another checkpoint or mid-rebuild). Every write is
 * guarded by the stream position, and counts are recomputed, never incremented: a replay
 * gives the same rows.
 */
export const companiesProjection: Projection = {
  name: 'companies',
  version: 1,
  setupSql: `
    CREATE TABLE companies (
      id integer PRIMARY KEY,
      hr_user_id integer NOT NULL,
      naam text NOT NULL,
      branche text NOT NULL,
      actief boolean NOT NULL,
      medewerkers_aantal integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      version integer NOT NULL
    );
    CREATE INDEX companies_owner_idx ON companies (hr_user_id, naam);
    CREATE TABLE company_members (
      employee_id integer PRIMARY KEY,
      bedrijf_id integer NOT NULL,
      actief boolean NOT NULL,
      version integer NOT NULL
    );
    CREATE INDEX company_members_company_idx ON company_members (bedrijf_id);`,
  async apply(tx, events) {
    const batch: MembersBatch = { tx, touched: new Set(), newMembers: [] };
    await route(batch, events);
    await flushMembers(batch);
    if (batch.touched.size) {
      await tx.query(
        `UPDATE companies c
            SET medewerkers_aantal = (SELECT count(*) FROM company_members m WHERE m.bedrijf_id = c.id AND m.actief)
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
        `INSERT INTO companies (id, hr_user_id, naam, branche, actief, created_at, version, medewerkers_aantal)
         VALUES ($1, $2, $3, $4, true, $5, $6, (SELECT count(*) FROM company_members WHERE bedrijf_id = $1 AND actief))
         ON CONFLICT (id) DO NOTHING`,
        [id, ownerId, name, branch, at, version],
      );
      break;
    }
    case 'CompanyRenamed':
      await set('naam = $3', event.data.name);
      break;
    case 'CompanyBranchChanged':
      await set('branche = $3', event.data.branch);
      break;
    case 'CompanyDeactivated':
    case 'CompanyActivated':
      await set('actief = $3', event.type === 'CompanyActivated');
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
      assignment = 'bedrijf_id = $3';
      value = event.data.companyId;
      touched.add(event.data.companyId);
      break;
    case 'EmployeeDeactivated':
    case 'EmployeeActivated':
      assignment = 'actief = $3';
      value = event.type === 'EmployeeActivated';
      break;
    default:
      return;
  }
  // The company it belonged to before the change needs its count recomputed as well.
  const { rows } = await tx.query<{ bedrijf_id: number }>('SELECT bedrijf_id FROM company_members WHERE employee_id = $1', [employeeId]);
  if (rows[0]) touched.add(rows[0].bedrijf_id);
  await tx.query(`UPDATE company_members SET ${assignment}, version = $2 WHERE employee_id = $1 AND version < $2`, [
    employeeId,
    event.streamPosition,
    value,
  ]);
}
