import { describe, expect, it } from 'vitest';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { readModelsCaughtUp } from '../../../tests/support/caught-up';
import { expectTablesMatchColumnTables } from '../../../tests/support/read-model-columns';
import { markedConversation } from '../../../tests/support/api-seed';
import { activityConversationsTable, activityNamesTable, activityTable } from '../activity/tables';
import { deletionLogTable } from '../deletion-log/tables';
import { hrUsersTable } from './tables';

const app = useTestApp();

describe('the account, activity and deletion-log read models', () => {
  it('have exactly the English columns of their column tables, in order', async () => {
    await expectTablesMatchColumnTables(app.db.pool, [
      hrUsersTable,
      activityTable,
      activityNamesTable,
      activityConversationsTable,
      deletionLogTable,
    ]);
  });

  it("fill the activity card's conversation names from activity_conversations", async () => {
    const user = await registerUser(app, { verified: true });
    const { popId } = await markedConversation(app, user, 'kolom', {
      company: { naam: 'Kolom BV', branche: 'ICT' },
      firstName: 'Karin',
      datum_tijd: '2030-03-01T09:00:00.000Z',
    });
    await readModelsCaughtUp(app);
    const { rows } = await app.db.pool.query(`SELECT ${activityConversationsTable.select()} FROM read.activity_conversations`);
    expect(rows).toContainEqual({ conversation_id: popId, employee_name: 'Karin kolom', company_name: 'Kolom BV' });
    await app.api.post('/api/activity/log').set(user.auth).send({ entity_type: 'pop', entity_id: popId, action: 'open' }).expect(201);
    const { activities } = (await app.api.get('/api/activity/recent?limit=5').set(user.auth).expect(200)).body;
    expect(activities[0]).toMatchObject({
      entity_type: 'pop',
      entity_id: popId,
      details: { medewerker_naam: 'Karin kolom', bedrijf_naam: 'Kolom BV' },
    });
  });

  it("keep the AVG export's account row in its Dutch words, without the e-mail key", async () => {
    const user = await registerUser(app, { verified: true, naam: 'Export Naam' });
    const { account } = (await app.api.get('/api/hr/export').set(user.auth).expect(200)).body.gegevens as {
      account: Record<string, unknown>[];
    };
    expect(Object.keys(account[0]!)).toEqual([
      'id',
      'naam',
      'email',
      'is_admin',
      'admin_address',
      'verified',
      'two_factor_enabled',
      'token_version',
      'revoked_sessions',
      'plan_type',
      'created_at',
      'plan_started_at',
      'next_invoice_date',
      'plan_expires_at',
      'promo_code_used',
      'companies_count',
      'employees_count',
      'counted_through',
    ]);
    expect(account[0]!.naam).toBe('Export Naam');
  });
});
