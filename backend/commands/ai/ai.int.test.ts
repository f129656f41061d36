import { beforeAll, describe, expect, it } from 'vitest';
import { aiAnswerCategory } from '../../../events/ai-answer';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { TREND_HEADINGS } from '../../../tests/support/trend-headings';
import { addGoal, companyWithEmployee, scheduleConversation, SANNE, ZORGGROEP } from '../../../tests/support/api-seed';

const app = useTestApp();
let owner: TestUser;
let other: TestUser;
let companyId: number;
let employeeId: number;
let popId: number;

beforeAll(async () => {
  // On a paid plan: the many calls below need no credits (the free plan's limit has tests of its own).
  owner = await registerUser(app, { verified: true, naam: 'Anna HR', plan: 'starter' });
  other = await registerUser(app, { verified: true, naam: 'Olaf Ander' });
  [companyId, employeeId] = await companyWithEmployee(app, owner, ZORGGROEP, SANNE);
  popId = await scheduleConversation(app, owner, {
    bedrijf_id: companyId,
    medewerker_id: employeeId,
    datum_tijd: '2026-03-10T10:00',
    status: 'open',
  });
  const goal = await addGoal(app, owner, popId, { omschrijving: 'Medicatieronde zelfstandig uitvoeren', notitie: '' });
  await app.api.put(`/api/pop/${popId}/goals/${goal.id}`).set(owner.auth).send({ voortgang: 3 }).expect(200);
  await app.api.put(`/api/pop/${popId}/goals/${goal.id}`).set(owner.auth).send({ deadline: '2026-01-15' }).expect(200);
  await app.api
    .put(`/api/pop/${popId}`)
    .set(owner.auth)
    .send({ verslag: 'Sanne is gemotiveerd. We hebben afgesproken dat ze de medicatieronde oefent met haar werkbegeleider.' })
    .expect(200);
});

const credits = async (user: TestUser) =>
  (await app.api.get('/api/hr/ai-credits').set(user.auth).expect(200)).body.credits as {
    creditsUsed: number;
    creditsLimit: number;
    unlimited: boolean;
  };

describe('AI suggestions from the catalogue (offline provider)', () => {
  it.each([
    ['communicatie', /communic/i],
    ['medicatie', /medicatie/i],
    ['leiderschap', /leid|coach/i],
    ['veiligheid', /veilig/i],
  ])('gives 20 distinct goals for the topic "%s", grounded in the catalogue', async (topic, pattern) => {
    const res = await app.api.post('/api/goals/ai-suggestions').set(owner.auth).send({ topic }).expect(200);
    const list = res.body.suggestions as string[];
    expect(list).toHaveLength(20);
    expect(new Set(list.map((s) => s.toLowerCase())).size).toBe(20);
    // The best-ranked ones are the catalogue's SMART goals about the topic itself.
    expect(list.slice(0, 3).every((s) => pattern.test(s) && /^(Binnen|Vóór|Het komende|Tot|Dit|In het)/.test(s))).toBe(true);
    expect(list.filter((s) => pattern.test(s)).length).toBeGreaterThanOrEqual(10);
  });

  it('leaves out what the library already has, and gives 10 when asked for 10', async () => {
    const first = (await app.api.post('/api/goals/ai-suggestions').set(other.auth).send({ topic: 'feedback', aantal: 10 }).expect(200)).body
      .suggestions as string[];
    expect(first).toHaveLength(10);
    await app.api.post('/api/goals').set(other.auth).send({ omschrijving: first[0] }).expect(201);
    const again = (await app.api.post('/api/goals/ai-suggestions').set(other.auth).send({ topic: 'feedback', aantal: 10 }).expect(200)).body
      .suggestions as string[];
    expect(again).toHaveLength(10);
    expect(again.map((s) => s.toLowerCase())).not.toContain(first[0]!.toLowerCase());
  });

  it('suggests ambitions in the catalogue’s own career words', async () => {
    const list = (await app.api.post('/api/ambitions/ai-suggestions').set(other.auth).send({ topic: 'doorgroeien' }).expect(200)).body
      .suggestions as string[];
    expect(list.length).toBe(20);
    expect(list.some((s) => /^Doorgroeien naar /.test(s))).toBe(true);
  });

  it("draws on the user's own conversation goals, and never on another user's", async () => {
    const own = (await app.api.post('/api/goals/ai-suggestions').set(owner.auth).send({ topic: 'medicatieronde' }).expect(200)).body
      .suggestions as string[];
    expect(own).toContain('Medicatieronde zelfstandig uitvoeren');
    const others = (await app.api.post('/api/goals/ai-suggestions').set(other.auth).send({ topic: 'medicatieronde' }).expect(200)).body
      .suggestions as string[];
    expect(others).not.toContain('Medicatieronde zelfstandig uitvoeren');
  });

  it('refuses a blank topic with 400 and the Dutch message, costing nothing', async () => {
    const before = await credits(other);
    const res = await app.api.post('/api/goals/ai-suggestions').set(other.auth).send({ topic: '   ' }).expect(400);
    expect(res.body.message).toBe('Vul een onderwerp in voor de AI suggesties');
    expect(await credits(other)).toEqual(before);
  });
});

describe('AI on a conversation', () => {
  it('writes a report from the note, goals, progress, deadline and ambitions', async () => {
    const report = (await app.api.post(`/api/pop/${popId}/ai-report`).set(owner.auth).expect(200)).body.report as string;
    expect(report).toContain('Sanne de Vries');
    expect(report).toContain('Medicatieronde zelfstandig uitvoeren: voortgang 3/10 (30%)');
    expect(report).toMatch(/verlopen/);
    expect(report).toContain('afgesproken dat ze de medicatieronde oefent');
  });

  it('gives tips from rules: overdue deadline, no ambitions, no follow-up', async () => {
    const tips = (await app.api.post(`/api/pop/${popId}/ai-tips`).set(owner.auth).expect(200)).body.tips as string;
    expect(tips).toMatch(/Verlopen deadline: “Medicatieronde zelfstandig uitvoeren”/);
    expect(tips).toMatch(/Geen ambities/);
    expect(tips).toMatch(/Geen vervolg gepland/);
  });

  it("answers 404 for another user's conversation and charges no credit", async () => {
    const before = await credits(other);
    await app.api.post(`/api/pop/${popId}/ai-report`).set(other.auth).expect(404);
    await app.api.post(`/api/pop/${popId}/ai-tips`).set(other.auth).expect(404);
    expect(await credits(other)).toEqual(before);
  });

  it('puts every answer on the record and shows AI text as such in the Log', async () => {
    const improved = (
      await app.api
        .post('/api/pop/ai-improve')
        .set(owner.auth)
        .send({ text: 'sanne wil door groeien naar team leider', soort: 'verslag' })
        .expect(200)
    ).body;
    expect(improved.improvedText).toBe('Sanne wil doorgroeien naar teamleider.');
    await app.api.put(`/api/pop/${popId}`).set(owner.auth).send({ verslag: improved.improvedText }).expect(200);
    const history = (await app.api.get(`/api/pop/${popId}/history`).set(owner.auth).expect(200)).body as {
      type: string;
      summary: string;
      ai?: { feature: string; provider: string };
    }[];
    const reportEntry = history.find((e) => e.type === 'AiAnswerRecorded' && e.ai?.feature === 'conversation-report');
    expect(reportEntry?.summary).toBe('AI-verslag opgesteld (offline AI)');
    expect(history.some((e) => e.type === 'AiAnswerRecorded' && e.ai?.feature === 'conversation-tips')).toBe(true);
    const applied = history.filter((e) => e.type === 'ConversationReportWritten').at(-1);
    expect(applied).toMatchObject({
      summary: 'Gespreksnotitie bijgewerkt (tekst van AI)',
      ai: { feature: 'improve-text', provider: 'offline' },
    });
    // The note typed by hand before is not the AI's.
    expect(history.filter((e) => e.type === 'ConversationReportWritten')[0]!.ai).toBeUndefined();

    const { events } = await app.runtime.deps.store.readAll(null, 100_000);
    const answers = events.filter((e) => aiAnswerCategory.owns(e.streamId) && e.data.ownerId === owner.id);
    expect(answers.map((e) => e.data.feature)).toEqual(
      expect.arrayContaining(['goal-suggestions', 'conversation-report', 'conversation-tips', 'improve-text']),
    );
    const improveAnswer = answers.find((e) => e.data.feature === 'improve-text')!;
    expect(improveAnswer.data).toMatchObject({
      provider: 'offline',
      model: 'pop-offline-1',
      output: 'Sanne wil doorgroeien naar teamleider.',
      tokens: null,
      conversationId: null,
    });
    expect(improveAnswer.data.inputDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(improveAnswer.metadata.actor).toBe(String(owner.id));
  });

  it('refuses blank text to improve with 400', async () => {
    const res = await app.api.post('/api/pop/ai-improve').set(owner.auth).send({ text: '' }).expect(400);
    expect(res.body.message).toBe('Vul eerst een tekst in om met AI te verbeteren');
  });
});

describe('AI trend analysis', () => {
  it('analyses a company over the chosen statuses under numbered headings', async () => {
    const res = await app.api
      .post('/api/pop/ai-trend-analysis')
      .set(owner.auth)
      .send({ bedrijf_id: companyId, statuses: ['open', 'gepland', 'afgerond'] })
      .expect(200);
    expect(res.body.conversationCount).toBe(1);
    const analysis = res.body.analysis as string;
    for (const heading of TREND_HEADINGS) expect(analysis).toContain(heading);
    expect(analysis).toContain('Medicatieronde zelfstandig uitvoeren (Sanne de Vries, deadline 15 januari 2026, voortgang 3/10)');
    expect(analysis).toContain('maart 2026: 1 gesprek (1 open)');
  });

  it('counts only the chosen statuses', async () => {
    const res = await app.api
      .post('/api/pop/ai-trend-analysis')
      .set(owner.auth)
      .send({ bedrijf_id: companyId, statuses: ['afgerond'] })
      .expect(200);
    expect(res.body.conversationCount).toBe(0);
  });

  it("answers 404 for another user's company, and 400 without company or status", async () => {
    await app.api
      .post('/api/pop/ai-trend-analysis')
      .set(other.auth)
      .send({ bedrijf_id: companyId, statuses: ['open'] })
      .expect(404);
    expect(
      (
        await app.api
          .post('/api/pop/ai-trend-analysis')
          .set(owner.auth)
          .send({ statuses: ['open'] })
          .expect(400)
      ).body.message,
    ).toBe('Selecteer eerst een bedrijf');
    expect(
      (await app.api.post('/api/pop/ai-trend-analysis').set(owner.auth).send({ bedrijf_id: companyId, statuses: [] }).expect(400)).body
        .message,
    ).toBe('Selecteer minimaal één status');
  });
});

/** Spends `count` AI credits of `user`, one successful call each. */
async function spendCredits(user: TestUser, count: number) {
  for (let i = 0; i < count; i++)
    await app.api
      .post('/api/pop/ai-improve')
      .set(user.auth)
      .send({ text: `tekst ${i}` })
      .expect(200);
}

describe('AI credits', () => {
  it('gives a free account 10 calls a month, then 403 with a message about AI credits', async () => {
    const user = await registerUser(app);
    expect(await credits(user)).toEqual({ creditsUsed: 0, creditsLimit: 10, unlimited: false });
    await spendCredits(user, 10);
    const refused = await app.api.post('/api/pop/ai-improve').set(user.auth).send({ text: 'nog een' }).expect(403);
    expect(refused.body.message).toMatch(/AI credits/);
    expect(await credits(user)).toEqual({ creditsUsed: 10, creditsLimit: 10, unlimited: false });
    const check = (await app.api.get('/api/hr/ai-credits/check').set(user.auth).expect(200)).body;
    expect(check).toEqual({ hasAccess: false, message: expect.stringMatching(/AI credits/) });
  });

  it('counts nothing on a paid plan: unlimited', async () => {
    const paid = await registerUser(app, { plan: 'pro' });
    await app.api.post('/api/pop/ai-improve').set(paid.auth).send({ text: 'tekst' }).expect(200);
    expect(await credits(paid)).toEqual({ creditsUsed: 0, creditsLimit: 999999, unlimited: true });
    expect((await app.api.get('/api/hr/ai-credits/check').set(paid.auth).expect(200)).body).toEqual({
      hasAccess: true,
      message: 'Je plan bevat onbeperkt AI.',
    });
  });

  it('lets twenty parallel calls with 3 credits left succeed exactly 3 times', async () => {
    const user = await registerUser(app);
    await spendCredits(user, 7);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.api
          .post('/api/pop/ai-improve')
          .set(user.auth)
          .send({ text: `parallel ${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 403)).toHaveLength(17);
    expect(await credits(user)).toEqual({ creditsUsed: 10, creditsLimit: 10, unlimited: false });
  });
});
