import { describe, expect, it } from 'vitest';
import { companyWithEmployee, scheduleConversation } from '../../tests/support/api-seed';
import { addMember } from '../../tests/support/team';
import { registerUser } from '../../tests/support/test-app';
import { useTestApp } from '../../tests/support/use-test-app';

const app = useTestApp();

describe('what a member does', () => {
  it('is named after the member in the conversation log (AI answers too) and on the recent-activity card', async () => {
    const owner = await registerUser(app, { verified: true, naam: 'Eigenaar Vos' });
    const [companyId, employeeId] = await companyWithEmployee(
      app,
      owner,
      { naam: 'Bouwbedrijf Vos', branche: 'Bouw' },
      { naam: 'Lotte Visser' },
    );
    const hr = await addMember(app, owner, 'hr_manager', { naam: 'Collega Jansen' });
    const popId = await scheduleConversation(app, hr, { bedrijf_id: companyId, medewerker_id: employeeId, datum_tijd: '2030-03-02T10:00' });
    await app.api.post(`/api/pop/${popId}/ai-tips`).set(hr.auth).expect(200);
    // The credit is the workspace's: the owner sees it spent, the member's own workspace does not.
    expect((await app.api.get('/api/hr/ai-credits').set(owner.auth).expect(200)).body.credits.creditsUsed).toBe(1);
    const own = await app.runtime.deps.auth.session(hr.id, hr.id);
    const ownCredits = await app.api
      .get('/api/hr/ai-credits')
      .set({ Authorization: `Bearer ${own.token}` })
      .expect(200);
    expect(ownCredits.body.credits.creditsUsed).toBe(0);

    const history = (await app.api.get(`/api/pop/${popId}/history`).set(owner.auth).expect(200)).body as {
      type: string;
      actor: { naam: string };
    }[];
    expect(history.find((e) => e.type === 'ConversationPlanned')?.actor.naam).toBe('Collega Jansen');
    expect(history.find((e) => e.type === 'AiAnswerRecorded')?.actor.naam).toBe('Collega Jansen');

    const activity = (await app.api.get('/api/activity/recent').set(owner.auth).expect(200)).body.activities as {
      entity_type: string;
      door: { naam: string } | null;
    }[];
    expect(activity.find((a) => a.entity_type === 'pop')?.door?.naam).toBe('Collega Jansen');
    expect(activity.find((a) => a.entity_type === 'company')?.door?.naam).toBe('Eigenaar Vos');
  });
});
