import { COMPANY_STREAM_PREFIX, type CompanyEvent } from '../../../events/company';
import { EMPLOYEE_STREAM_PREFIX, normalizeEmployeeEmail, type EmployeeEvent } from '../../../events/employee';
import type { RecordedEvent } from '../../eventstore/port';
import type { DbClient } from '../../platform/db';
import type { Projection } from '../projection';

interface NewEmployee {
  id: number;
  ownerId: number;
  naam: string;
  email: string;
  emailKey: string;
  bedrijfId: number;
  at: string;
  version: number;
}

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
    let pending: NewEmployee[] = [];
    // An import appends thousands of registrations in a row: insert them in one statement.
    const flush = async () => {
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
          column('naam'),
          column('email'),
          column('emailKey'),
          column('bedrijfId'),
          column('at'),
          column('version'),
        ],
      );
      pending = [];
    };
    for (const recorded of events) {
      if (recorded.streamId.startsWith(EMPLOYEE_STREAM_PREFIX)) {
        const event = { type: recorded.type, data: recorded.data } as EmployeeEvent;
        if (event.type === 'EmployeeRegistered') {
          const { employeeId, ownerId, naam, email, bedrijfId, at } = event.data;
          pending.push({
            id: employeeId,
            ownerId,
            naam,
            email: email.trim(),
            emailKey: normalizeEmployeeEmail(email),
            bedrijfId,
            at,
            version: recorded.streamPosition,
          });
          continue;
        }
        await flush();
        await applyEmployeeEvent(tx, recorded, event);
      } else if (recorded.streamId.startsWith(COMPANY_STREAM_PREFIX)) {
        await flush();
        await applyCompanyName(tx, recorded);
      }
    }
    await flush();
  },
};

async function applyEmployeeEvent(tx: DbClient, recorded: RecordedEvent, event: EmployeeEvent) {
  const id = Number(recorded.streamId.slice(EMPLOYEE_STREAM_PREFIX.length));
  const set = (assignments: string, value: unknown, extra: unknown[] = []) =>
    tx.query(`UPDATE employees SET ${assignments}, version = $2 WHERE id = $1 AND version < $2`, [
      id,
      recorded.streamPosition,
      value,
      ...extra,
    ]);
  switch (event.type) {
    case 'EmployeeRegistered':
      break;
    case 'EmployeeRenamed':
      await set('naam = $3', event.data.naam);
      break;
    case 'EmployeeEmailChanged':
      await set('email = $3, email_key = $4', event.data.email.trim(), [normalizeEmployeeEmail(event.data.email)]);
      break;
    case 'EmployeeMovedToCompany':
      await set('bedrijf_id = $3', event.data.bedrijfId);
      break;
    case 'EmployeeDeactivated':
    case 'EmployeeActivated':
      await set('actief = $3', event.type === 'EmployeeActivated');
      break;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

async function applyCompanyName(tx: DbClient, recorded: RecordedEvent) {
  const event = { type: recorded.type, data: recorded.data } as CompanyEvent;
  const id = Number(recorded.streamId.slice(COMPANY_STREAM_PREFIX.length));
  if (event.type === 'CompanyRegistered') {
    await tx.query(
      `INSERT INTO employee_company_names (id, hr_user_id, naam, version) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
      [id, event.data.ownerId, event.data.naam, recorded.streamPosition],
    );
  } else if (event.type === 'CompanyRenamed') {
    await tx.query('UPDATE employee_company_names SET naam = $3, version = $2 WHERE id = $1 AND version < $2', [
      id,
      recorded.streamPosition,
      event.data.naam,
    ]);
  }
}
