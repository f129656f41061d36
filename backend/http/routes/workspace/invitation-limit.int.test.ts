import { describe, expect, it } from 'vitest';
import { limits } from '../../../platform/rate-limit';
import { invitationLink, invite } from '../../../../tests/support/invitations';
import { inOneWindow } from '../../../../tests/support/rate-window';
import { registerUser } from '../../../../tests/support/test-app';
import { useTestApp } from '../../../../tests/support/use-test-app';

// The real limits: the other tests raise them a hundredfold.
const app = useTestApp({ RATE_LIMIT_FACTOR: '1' });

describe('invitation mails', () => {
  it('count against the limits of every mail on the inviter’s behalf; a refused resend keeps the link that was mailed', async () => {
    // The day's count ends at midnight UTC: a fresh owner and address again if it came meanwhile.
    await inOneWindow(limits.mailPerRecipient, async () => {
      const owner = await registerUser(app, { verified: true, naam: 'Lieke Limiet' });
      const address = `grens${Date.now()}@example.nl`;
      const team = await invite(app, owner, address, 'auditor');
      const invitationId = team.uitnodigingen[0]!.id;
      let latest = await invitationLink(app, address);
      for (let sent = 1; sent < limits.mailPerRecipient.max; sent++) {
        await app.api.post(`/api/team/invitations/${invitationId}/resend`).set(owner.auth).expect(200);
        latest = await invitationLink(app, address, latest.mail.id);
      }

      const refused = await app.api.post(`/api/team/invitations/${invitationId}/resend`).set(owner.auth).expect(429);
      expect(refused.body.message).toBe(limits.mailPerRecipient.message);
      await app.api.get(`/api/invitations/${latest.secret}`).expect(200);
      // One counter for every route: a mail of the conversation screen to that address is refused too.
      const mail = { toEmail: address, subject: 'Even een vraag', message: 'Hallo!' };
      expect((await app.api.post('/api/pop/send-email').set(owner.auth).send(mail).expect(429)).body.message).toBe(
        limits.mailPerRecipient.message,
      );
      // Another address is still free.
      await invite(app, owner, 'ander@example.nl', 'analyst');
    });
  });
});
