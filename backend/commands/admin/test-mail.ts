import { randomUUID } from 'node:crypto';
import { testEmailLabels } from '../../../contracts/admin';
import type { BodyOf } from '../../../contracts/http';
import type { adminApi } from '../../../contracts/admin';
import { testMailCategory } from '../../../events/test-mail';
import type { Caller, CommandDeps } from '../deps';
import { limits } from '../../platform/rate-limit';

/** Records the admin's request for a sample mail; the mail reactor renders and sends it (mail/test-mails.ts). */
export async function requestTestMail(deps: CommandDeps, admin: Caller, { email, emailType }: BodyOf<typeof adminApi.testEmail>) {
  await deps.limiter.consume(limits.mailPerAccount, String(admin.id));
  const id = randomUUID();
  const event = testMailCategory.versioned({
    type: 'TestMailRequested',
    data: { to: email, emailType, requestedBy: admin.id, requesterName: admin.name, at: deps.clock().toISOString() },
  });
  await deps.store.appendToStream(
    testMailCategory.streamOf(id),
    [{ id, ...event, metadata: { actor: String(admin.id), tenant: String(admin.id), commandId: id } }],
    {
      expected: 'no_stream',
    },
  );
  return { message: `Test e-mail '${testEmailLabels[emailType]}' wordt verstuurd naar ${email}.` };
}
