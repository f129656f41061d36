import type { CompanyEvent } from '../../../events/company';
import { normalizeEmployeeEmail, type EmployeeEvent } from '../../../events/employee';
import type { DbClient } from '../../platform/db';
import { categoryRouter, type Recorded } from '../by-category';
import type { Projection } from '../projection';
import { unhandled } from '../../../events/unhandled';

interface NewEmployee {
  id: number;
  ownerId: number;
  name: string;
  email: string;
  emailKey: string;
  companyId: number;
  at: string;
  version: number;
}

/** Registrations collected for one multi-row insert: an import appends thousands in a row. */
interface EmployeesBatch {
  tx: DbClient;
  pending: NewEmployee[];
}

async function flush(batch: EmployeesBatch) {
  const { tx, pending } = batch;
  if (!pending.length) return;
  const column = <K extends keyof NewEmployee>(key: K) => pending.map((row) => row[key]);
  await tx.query(
    `INSERT INTO employees (id, hr_user_id, naam, email, email_key, bedrijf_id, actief, created_at, version)
     SELECT id, owner, naam, email, email_key, bedrijf, true, at, version
       FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::timestamptz[], $8::int[])
         AS n(id, owner, naam, email, email_key, bedrijf, at, version)
     ON CONFLICT (id) DO NOTHING`,
    [
      column('id'),
      column('ownerId'),
      column('name'),
      column('email'),
      column('emailKey'),
      column('companyId'),
      column('at'),
      column('version'),
    ],
  );
  batch.pending = [];
}

const route = categoryRouter<EmployeesBatch>({
  async employee(batch, event, id) {
    if (event.type === 'EmployeeRegistered') {
      const { ownerId, name, email, companyId, at } = event.data;
      batch.pending.push({
        id,
        ownerId,
        name,
        email: email.trim(),
        emailKey: normalizeEmployeeEmail(email),
        companyId,
        at,
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
 * One row per employee for the employee cards, plus the names of the owner's companies so the
 * list shows bedrijf_naam in one query without reading another projection's tables. Writes are
 * guarded by the stream position: a replayed event changes nothing.
 */
export const employeesProjection: Projection = {
  name: 'employees',
  version: 1,
  setupSql: `
    CREATE TABLE employees (
      id integer PRIMARY KEY,
      hr_user_id integer NOT NULL,
      naam text NOT NULL,
      email text NOT NULL,
      email_key text NOT NULL,
      bedrijf_id integer NOT NULL,
      actief boolean NOT NULL,
      created_at timestamptz NOT NULL,
      version integer NOT NULL
    );
    CREATE INDEX employees_owner_idx ON employees (hr_user_id, naam);
    CREATE INDEX employees_owner_email_idx ON employees (hr_user_id, email_key);
    CREATE TABLE employee_company_names (
      id integer PRIMARY KEY,
      hr_user_id integer NOT NULL,
      naam text NOT NULL,
      version integer NOT NULL
    );`,
  async apply(tx, events) {
    const batch: EmployeesBatch = { tx, pending: [] };
    await route(batch, events);
    await flush(batch);
  },
};

async function applyEmployeeEvent(tx: DbClient, event: Recorded<EmployeeEvent>, id: number) {
  const set = (assignments: string, value: unknown, extra: unknown[] = []) =>
    tx.query(`UPDATE employees SET ${assignments}, version = $2 WHERE id = $1 AND version < $2`, [
      id,
      event.streamPosition,
      value,
      ...extra,
    ]);
  switch (event.type) {
    case 'EmployeeRegistered':
      break;
    case 'EmployeeRenamed':
      await set('naam = $3', event.data.name);
      break;
    case 'EmployeeEmailChanged':
      await set('email = $3, email_key = $4', event.data.email.trim(), [normalizeEmployeeEmail(event.data.email)]);
      break;
    case 'EmployeeMovedToCompany':
      await set('bedrijf_id = $3', event.data.companyId);
      break;
    case 'EmployeeDeactivated':
    case 'EmployeeActivated':
      await set('actief = $3', event.type === 'EmployeeActivated');
      break;
    default:
      return unhandled(event);
  }
}

async function applyCompanyName(tx: DbClient, event: Recorded<CompanyEvent>, id: number) {
  if (event.type === 'CompanyRegistered') {
    await tx.query(
      `INSERT INTO employee_company_names (id, hr_user_id, naam, version) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
      [id, event.data.ownerId, event.data.name, event.streamPosition],
    );
  } else if (event.type === 'CompanyRenamed') {
    await tx.query('UPDATE employee_company_names SET naam = $3, version = $2 WHERE id = $1 AND version < $2', [
      id,
      event.streamPosition,
      event.data.name,
    ]);
  }
}
