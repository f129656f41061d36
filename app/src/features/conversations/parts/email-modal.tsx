import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { FormModal } from '../../../ui/form-modal';
import { TextField } from '../../../ui/text-field';
import { sendConversationEmail } from '../api/conversations';
import { MailTextFields } from './mail-text-fields';
import { FAILURE } from './messages';
import { useAsyncAction } from '../../../ui/use-async-action';
import { useLatest } from '../../../ui/use-latest';

export interface EmailDraft {
  to: string;
  subject: string;
  message: string;
}

interface EmailModalProps {
  open: boolean;
  onClose: () => void;
  initial: EmailDraft;
}

const FORM_ID = 'conversation-email-form';
/** SPEC 9: the modal closes 2 s after a successful send. */
const CLOSE_AFTER_MS = 2000;

/** SPEC 2/5/8, e-mail modal: to, subject and message, sent through POST /pop/send-email. */
export function EmailModal({ open, onClose, initial }: EmailModalProps) {
  return open ? <EmailForm onClose={onClose} initial={initial} /> : null;
}

function EmailForm({ onClose, initial }: Omit<EmailModalProps, 'open'>) {
  const [draft, setDraft] = useState(initial);
  const { busy: sending, error, setError, run } = useAsyncAction((failure) => errorMessage(failure, FAILURE.email));
  const [sent, setSent] = useState(false);
  const onCloseRef = useLatest(onClose);

  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => onCloseRef.current(), CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sent, onCloseRef]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || sent) return;
    if (!draft.to.trim()) return setError('Voer een geldig e-mailadres in');
    if (!draft.subject.trim()) return setError('Onderwerp is verplicht');
    if (!draft.message.trim()) return setError('Bericht is verplicht');
    await run(async () => {
      await sendConversationEmail(draft.to.trim(), draft.subject.trim(), draft.message);
      setSent(true);
    });
  }

  return (
    <FormModal
      open
      title="Verslag versturen per e-mail"
      onClose={onClose}
      formId={FORM_ID}
      onSubmit={(event) => void submit(event)}
      saving={sending}
      error={error}
      submitLabel="Versturen"
      busyLabel="Versturen..."
      submitDisabled={sent}
    >
      {sent ? <Alert tone="success">E-mail succesvol verzonden!</Alert> : null}
      <TextField
        label="Aan"
        type="email"
        value={draft.to}
        onChange={(to) => setDraft({ ...draft, to })}
        required
        maxLength={254}
        data-autofocus
      />
      <MailTextFields
        subject={draft.subject}
        message={draft.message}
        onSubjectChange={(subject) => setDraft({ ...draft, subject })}
        onMessageChange={(message) => setDraft({ ...draft, message })}
        rows={12}
      />
    </FormModal>
  );
}
