import { describe, expect, it } from 'vitest';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { readModelsCaughtUp } from '../../../tests/support/caught-up';
import { expectTablesMatchColumnTables } from '../../../tests/support/read-model-columns';
import { addGoal, markedConversation } from '../../../tests/support/api-seed';
import { createAiGroundingReads } from '../ai-grounding/queries';
import { aiAnswersTable } from '../ai-answer/tables';
import { aiConversationTemplatesTable } from '../ai-template/tables';
import { libraryEntriesTable } from '../library/tables';
import { userTemplateCompanyNamesTable, userTemplatesTable } from './tables';

const app = useTestApp();

describe('the library, user-template, AI-template and AI-answer read models', () => {
  it('have exactly the English columns of their column tables, in order', async () => {
    const tables = [libraryEntriesTable, userTemplateCompanyNamesTable, userTemplatesTable, aiConversationTemplatesTable, aiAnswersTable];
    await expectTablesMatchColumnTables(app.db.pool, tables);
  });

  it("store a user template's goals under English keys and answer the contract's Dutch ones, in the API and the AVG export", async () => {
    const user = await registerUser(app, { verified: true });
    const company = (await app.api.post('/api/companies').set(user.auth).send({ naam: 'Sjabloon BV', branche: 'ICT' }).expect(201)).body.id;
    const goals = [
      { omschrijving: 'Scrum-certificaat halen', notitie: 'voor juni' },
      { omschrijving: 'Mentor zijn', notitie: '' },
    ];
    const body = { bedrijf_id: company, omschrijving: 'Jaargesprek', goals };
    const created = (await app.api.post('/api/templates').set(user.auth).send(body).expect(201)).body;
    await app.api.post('/api/goals').set(user.auth).send({ omschrijving: 'Leren presenteren' }).expect(201);

    const { rows } = await app.db.pool.query(`SELECT ${userTemplatesTable.select()} FROM read.user_templates WHERE id = $1`, [created.id]);
    expect(rows[0]).toMatchObject({ owner_id: user.id, company_id: company, company_name: 'Sjabloon BV', description: 'Jaargesprek' });
    expect(rows[0].goals).toEqual([
      { description: 'Scrum-certificaat halen', note: 'voor juni' },
      { description: 'Mentor zijn', note: '' },
    ]);
    const answered = (await app.api.get(`/api/templates/${created.id}`).set(user.auth).expect(200)).body;
    expect(answered).toEqual({ ...created, bedrijf_naam: 'Sjabloon BV', omschrijving: 'Jaargesprek', goals });

    const { templates, bibliotheek } = (await app.api.get('/api/hr/export').set(user.auth).expect(200)).body.gegevens;
    expect(templates).toEqual([
      { id: created.id, bedrijf_id: company, omschrijving: 'Jaargesprek', goals, created_at: expect.any(String) },
    ]);
    expect(bibliotheek).toEqual([
      { kind: 'goal', id: expect.any(Number), omschrijving: 'Leren presenteren', actief: true, created_at: expect.any(String) },
    ]);
  });

  it("name a suggestion candidate's source in the code's words: catalogue or own", async () => {
    const user = await registerUser(app, { verified: true });
    const { popId } = await markedConversation(app, user, 'bron', {
      company: { naam: 'Bron BV', branche: 'ICT' },
      firstName: 'Bram',
      datum_tijd: '2030-03-01T09:00',
    });
    await addGoal(app, user, popId, { omschrijving: 'Feedback geven in elk teamoverleg' });
    await readModelsCaughtUp(app);
    const { candidates } = await createAiGroundingReads(app.db.pool).suggestionCandidates(user.id, 'goal', 'feedback', 50);
    expect(new Set(candidates.map((c) => c.source))).toEqual(new Set(['catalogue', 'own']));
    expect(candidates.find((c) => c.source === 'own')?.text).toBe('Feedback geven in elk teamoverleg');
  });
});
