import { describe, expect, it } from 'vitest';
import { addGoal, markedConversation } from '../../../tests/support/api-seed';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { expectTablesMatchColumnTables } from '../../../tests/support/read-model-columns';
import { growthConversationsTable, growthGoalsTable, growthTables } from './tables';

const app = useTestApp();

describe('the growth read model', () => {
  it('has exactly the English columns of its column tables, in order', async () => {
    await expectTablesMatchColumnTables(app.db.pool, growthTables);
  });

  it('keeps a conversation and its goal under their English names, and answers the timeline in the contract’s words', async () => {
    const user = await registerUser(app, { verified: true });
    const { companyId, employeeId, popId } = await markedConversation(app, user, 'groei', {
      company: { naam: 'Groei BV', branche: 'ICT' },
      firstName: 'Greet',
      datum_tijd: '2030-03-01T09:00:00.000Z',
    });
    const goal = await addGoal(app, user, popId, { omschrijving: 'Leren plannen' });

    // A goal's write waits only for the conversation read model (issue 27); a read of growth waits for it, so ask the API first.
    const timeline = (await app.api.get(`/api/growth/employees/${employeeId}?from=2030-01&to=2030-04`).set(user.auth).expect(200)).body;
    const conversations = await app.db.pool.query(
      `SELECT ${growthConversationsTable.select({ instantsAsText: true })} FROM read.growth_conversations WHERE conversation_id = $1`,
      [popId],
    );
    expect(conversations.rows).toEqual([
      expect.objectContaining({
        conversation_id: popId,
        owner_id: user.id,
        company_id: companyId,
        employee_id: employeeId,
        month: '2030-03-01',
      }),
    ]);
    const goals = await app.db.pool.query(`SELECT ${growthGoalsTable.select()} FROM read.growth_goals WHERE goal_id = $1`, [goal.id]);
    expect(goals.rows).toEqual([
      expect.objectContaining({ conversation_id: popId, owner_id: user.id, description: 'Leren plannen', progress: 0, removed: false }),
    ]);

    expect(timeline.gesprekken).toEqual([
      expect.objectContaining({
        id: popId,
        datum_tijd: '2030-03-01T09:00:00.000Z',
        maand: '2030-03',
        bedrijf_id: companyId,
        aantal_doelen: 1,
      }),
    ]);
    expect(timeline.doelen).toEqual([
      expect.objectContaining({ id: goal.id, gesprek_id: popId, maand: '2030-03', omschrijving: 'Leren plannen', voortgang: 0 }),
    ]);

    // A new description alone (its own batch, nothing else of the conversation in it) reaches the timeline too.
    await app.api.put(`/api/pop/${popId}/goals/${goal.id}`).set(user.auth).send({ omschrijving: 'Beter plannen' }).expect(200);
    const after = (await app.api.get(`/api/growth/employees/${employeeId}?from=2030-01&to=2030-04`).set(user.auth).expect(200)).body;
    expect(after.doelen).toEqual([expect.objectContaining({ id: goal.id, omschrijving: 'Beter plannen' })]);
  });
});
