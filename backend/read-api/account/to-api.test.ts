import { describe, expect, it } from 'vitest';
import { testUser, user } from '../../../contracts/account';
import { deletionLogEntry } from '../../../contracts/avg';
import { deletionLogToApi } from '../avg/deletion-log';
import { testUserToApi, userToApi } from './to-api';

const at = new Date('2026-01-05T09:00:00Z');

// The English columns must come out as the SPEC's Dutch JSON, nothing more (keys, counters and sessions stay inside).
describe('account and deletion-log rows to the contract', () => {
  const row = {
    id: 7,
    name: 'Eva de Vries',
    email: 'Eva@example.nl',
    email_key: 'eva@example.nl',
    is_admin: true,
    admin_address: true,
    verified: true,
    two_factor_enabled: false,
    token_version: 3,
    revoked_sessions: { s1: '2026-01-06T09:00:00.000Z' },
    plan_type: 'pro',
    created_at: at,
    plan_started_at: at,
    next_invoice_date: null,
    plan_expires_at: new Date('2026-04-05T09:00:00Z'),
    promo_code_used: 'WELKOM',
    companies_count: 2,
    employees_count: 9,
    counted_through: 12,
  };

  it('maps an account row to the user', () => {
    const mapped = userToApi(row);
    expect(mapped).toEqual({
      id: 7,
      naam: 'Eva de Vries',
      email: 'Eva@example.nl',
      IsAdmin: true,
      plan_type: 'pro',
      created_at: '2026-01-05T09:00:00.000Z',
      plan_started_at: '2026-01-05T09:00:00.000Z',
      next_invoice_date: null,
      plan_expires_at: '2026-04-05T09:00:00.000Z',
      promo_code_used: 'WELKOM',
      verified: true,
      two_factor_enabled: false,
    });
    // The account's own fields; workspace-user.ts adds the workspaces (`werkruimte`, `werkruimtes`).
    expect(user.omit({ werkruimte: true, werkruimtes: true }).strict().parse(mapped)).toEqual(mapped);
  });

  it('maps an account to a test user', () => {
    const mapped = testUserToApi(row);
    expect(mapped).toEqual({ id: 7, naam: 'Eva de Vries', email: 'Eva@example.nl', plan_type: 'pro' });
    expect(testUser.strict().parse(mapped)).toEqual(mapped);
  });

  it('maps a deletion-log row', () => {
    const entry = deletionLogToApi({
      event_id: 'e1',
      subject_kind: 'employee',
      subject_id: 4,
      owner_id: 7,
      reason: 'request',
      erased_by: 7,
      cascade_count: 2,
      erased_at: at,
    });
    expect(entry).toEqual({
      id: 'e1',
      wat: 'employee',
      onderwerp_id: 4,
      account_id: 7,
      reden: 'request',
      verwijderd_door: 7,
      mee_verwijderd: 2,
      verwijderd_op: '2026-01-05T09:00:00.000Z',
    });
    expect(deletionLogEntry.strict().parse(entry)).toEqual(entry);
  });
});
