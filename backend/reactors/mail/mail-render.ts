import type { Secrets } from '../../platform/secrets';
import { INVITATION_LINK, mailTemplates, overdueDigestMail, withUnsubscribe, type RenderedMail } from '../../platform/mail-templates';
import { unsubscribeUrl } from './notification-opt-out';
import { renderTestMail, testMailTypeOf } from './test-mails';

/** What rendering needs of an outbox row. */
export interface MailToRender {
  kind: string;
  user_id: number | null;
  payload: Record<string, unknown>;
}

/** The subject and body of a queued mail to `to`, greeted as `naam` where the mail greets. */
export function renderMail(
  row: MailToRender,
  naam: string,
  to: string,
  { appUrl, secrets }: { appUrl: string; secrets: Secrets },
): RenderedMail {
  const requestId = String(row.payload.requestId ?? '');
  const testType = testMailTypeOf(row.kind);
  if (testType) return renderTestMail(testType, String(row.payload.naam ?? ''), appUrl, String(row.payload.at ?? ''));
  switch (row.kind) {
    case 'welcome':
      return mailTemplates.welcome(naam, appUrl);
    case 'verification':
      return mailTemplates.verification(naam, `${appUrl}/verify-email?token=${secrets.token('verify', row.user_id!, requestId)}`);
    case 'verification-success':
      return mailTemplates.verificationSuccess(naam, appUrl);
    case 'password-reset':
      return mailTemplates.passwordReset(naam, `${appUrl}/reset-password?token=${secrets.token('reset', row.user_id!, requestId)}`);
    case 'two-factor-code':
      return mailTemplates.twoFactorCode(naam, secrets.code(requestId), row.payload.purpose === 'login' ? 'login' : 'enable');
    case 'invitation': {
      const url = `${appUrl}/uitnodiging/${secrets.invitationSecret(String(row.payload.linkRequestId ?? ''))}`;
      const subject = String(row.payload.subject ?? 'POP Planner');
      const message = String(row.payload.message ?? '').replace(INVITATION_LINK, url);
      return mailTemplates.custom(subject, message, row.payload.onBehalfOf as { name: string; email: string } | undefined);
    }
    case 'overdue-digest':
      return overdueDigestMail(
        naam,
        row.payload.employees as Parameters<typeof overdueDigestMail>[1],
        appUrl,
        unsubscribeUrl(secrets, appUrl, row.kind, to),
      );
    case 'reminder':
      return withUnsubscribe(
        mailTemplates.custom(
          String(row.payload.subject ?? 'POP Planner'),
          String(row.payload.message ?? ''),
          row.payload.onBehalfOf as { name: string; email: string } | undefined,
        ),
        unsubscribeUrl(secrets, appUrl, row.kind, to),
        'herinneringen voor gesprekken',
      );
    case 'contact':
      return mailTemplates.contact(String(row.payload.naam ?? ''), String(row.payload.email ?? ''), String(row.payload.bericht ?? ''));
    default:
      return mailTemplates.custom(
        String(row.payload.subject ?? 'POP Planner'),
        String(row.payload.message ?? ''),
        row.payload.onBehalfOf as { name: string; email: string } | undefined,
      );
  }
}
