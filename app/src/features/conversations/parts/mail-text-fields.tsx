import { MAIL_MESSAGE_MAX, MAIL_SUBJECT_MAX } from '../../../../../contracts/conversations';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';

interface MailTextFieldsProps {
  subject: string;
  message: string;
  onSubjectChange: (subject: string) => void;
  onMessageChange: (message: string) => void;
  /** The height of the message field. */
  rows: number;
  /** Focus starts on the subject (when no address field comes first). */
  autoFocus?: boolean;
}

/** Onderwerp and Bericht of a mail written in the app, within the limits the server takes. */
export function MailTextFields({ subject, message, onSubjectChange, onMessageChange, rows, autoFocus }: MailTextFieldsProps) {
  return (
    <>
      <TextField
        label="Onderwerp"
        value={subject}
        onChange={onSubjectChange}
        required
        maxLength={MAIL_SUBJECT_MAX}
        data-autofocus={autoFocus ? true : undefined}
      />
      <TextAreaField label="Bericht" rows={rows} required maxLength={MAIL_MESSAGE_MAX} value={message} onChange={onMessageChange} />
    </>
  );
}
