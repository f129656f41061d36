import { defineKeyedCategory } from './category';

/**
 * `mail-<mailId>`: what became of a mail the reactor queued (the mail id is the id of the event
 * that asked for it: a MailRequested or an account event such as VerificationRequested).
 */
export type MailEvent =
  | { type: 'MailSent'; data: { mailId: string; kind: string; to: string; at: string; attempts: number } }
  | { type: 'MailFailed'; data: { mailId: string; kind: string; to: string; at: string; attempts: number; error: string } }
  /** Not sent: the recipient switched this kind of notification off (events/mail-opt-out.ts). */
  | { type: 'MailSkipped'; data: { mailId: string; kind: string; to: string; at: string; reason: 'opted-out' } };

export const mailCategory = defineKeyedCategory<MailEvent>({ name: 'mail', versions: { MailSent: 1, MailFailed: 1, MailSkipped: 1 } });
