import { defineKeyedCategory } from './category';

/**
 * `mail_request-<uuid>`: a mail the product was asked to send (an appointment, a custom mail). The
 * mail reactor queues it and the sender records the outcome on `mail-<id>` (events/mail.ts).
 */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** The user a mail to an outside address is sent for: named in it, and where replies go. */
export interface MailSender {
  name: string;
  email: string;
}

export type MailRequestEvent = {
  type: 'MailRequested';
  data: {
    to: string;
    kind: string;
    subject: string;
    message: string;
    attachments?: MailAttachment[];
    onBehalfOf?: MailSender;
    /**
     * The conversation a mail is about (the appointment): its personal fields are sealed under that
     * conversation's key, so they go when the conversation or its employee is erased. Optional and
     * additive: requests without it stay valid (sealed under the sender's account).
     */
    conversationId?: number;
    /**
     * An invitation: the request id its link's secret is derived from when the mail is sent (the
     * message holds a placeholder), so the stored request holds no usable link. Optional and additive.
     */
    linkRequestId?: string;
    at: string;
  };
};

export const mailRequestCategory = defineKeyedCategory<MailRequestEvent>({ name: 'mail_request', versions: { MailRequested: 1 } });
