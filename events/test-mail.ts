import { defineKeyedCategory } from './category';

/** The mails an admin can try out (SPEC 7, Admin: `emailType`). */
export type TestMailType = 'welcome' | 'appointment' | 'verification-success' | 'info-mail-1';

/**
 * `test_mail-<uuid>`: an admin asked for a sample of one of the product's mails at an address
 * (the admin is the event's actor). The mail reactor renders and sends it like the real one.
 */
export type TestMailEvent = {
  type: 'TestMailRequested';
  data: { to: string; emailType: TestMailType; requestedBy: number; requesterName: string; at: string };
};

export const testMailCategory = defineKeyedCategory<TestMailEvent>({ name: 'test_mail', versions: { TestMailRequested: 1 } });
