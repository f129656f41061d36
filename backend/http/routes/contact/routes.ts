import { randomUUID } from 'node:crypto';
import { contactApi, contactMessages } from '../../../../contracts/contact';
import { contactMessageCategory } from '../../../../events/contact-message';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { limits } from '../../../platform/rate-limit';

const sent = { success: true as const, message: contactMessages.sent.message };

/**
 * POST /contact/send (SPEC 7, Contact): no account. The message is recorded as an event and the mail
 * reactor delivers it to CONTACT_EMAIL with the sender as Reply-To, so a passing SMTP outage loses nothing.
 */
export const contactModule: ApiModule = (router, deps) => {
  bind(router, deps, contactApi.send, async (ctx, { body: { naam, email, bericht, website } }) => {
    // A bot filled in the field people never see: it gets the same answer, and nothing is sent.
    if (website) return sent;
    await deps.limiter.consume(limits.contactPerIp, ctx.ip);
    await deps.limiter.consume(limits.contactPerEmail, email.toLowerCase());
    const id = randomUUID();
    const event = contactMessageCategory.versioned({
      type: 'ContactMessageReceived',
      data: { naam, email, bericht, at: deps.clock().toISOString() },
    });
    await deps.store.appendToStream(contactMessageCategory.streamOf(id), [{ id, ...event, metadata: { commandId: id } }], {
      expected: 'no_stream',
    });
    return sent;
  });
};
