import { dayAtTen, dutchParts, formatDutch, parseDutchDateTime } from '../../../contracts/dutch-time';
import type { TestMailType } from '../../../events/test-mail';
import { mailTemplates, type RenderedMail } from '../../platform/mail-templates';
import { unhandled } from '../../../events/unhandled';

/** The outbox kind of a test mail of `type`. */
export const testMailKind = (type: TestMailType) => `test-${type}`;

const KINDS: Record<string, TestMailType> = {
  'test-welcome': 'welcome',
  'test-appointment': 'appointment',
  'test-verification-success': 'verification-success',
  'test-info-mail-1': 'info-mail-1',
};

/** The test mail type of an outbox kind, or undefined for every other mail. */
export const testMailTypeOf = (kind: string): TestMailType | undefined => KINDS[kind];

/** A sample employee's appointment a week after the request, at the default 10:00. */
function sampleAppointment(requestedAt: string) {
  const p = dutchParts(Date.parse(requestedAt) + 7 * 24 * 3600_000);
  const when = formatDutch(parseDutchDateTime(dayAtTen(Number(p.year), Number(p.month) - 1, Number(p.day)))!);
  return when;
}

/**
 * The real mail of `type` as the product sends it, addressed to the admin who asked, with '[Test]'
 * before the subject so nobody takes it for the real thing. The appointment has a sample employee.
 */
export function renderTestMail(type: TestMailType, naam: string, appUrl: string, requestedAt: string): RenderedMail {
  const mail = ((): RenderedMail => {
    switch (type) {
      case 'welcome':
        return mailTemplates.welcome(naam, appUrl);
      case 'verification-success':
        return mailTemplates.verificationSuccess(naam, appUrl);
      case 'info-mail-1':
        return mailTemplates.infoMail1(naam, appUrl);
      case 'appointment': {
        const { subject, message } = mailTemplates.appointment('Sanne de Vries', sampleAppointment(requestedAt), naam);
        return mailTemplates.custom(subject, message);
      }
      default:
        return unhandled(type);
    }
  })();
  return { ...mail, subject: `[Test] ${mail.subject}` };
}
