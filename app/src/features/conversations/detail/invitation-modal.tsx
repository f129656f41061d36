import { useState, type FormEvent } from 'react';
import { call, errorMessage } from '../../../api/client';
import { conversationApi } from '../../../../../contracts/conversations';
import { FormModal } from '../../../ui/form-modal';
import { useAsyncAction } from '../../../ui/use-async-action';
import { useToast } from '../../../ui/use-toast';
import { MailTextFields } from '../parts/mail-text-fields';
import type { InvitationDraft } from './invitation-draft';

interface InvitationModalProps {
  conversationId: number;
  employeeEmail: string;
  initial: InvitationDraft;
  onClose: () => void;
  onSent: () => void;
}

const FORM_ID = 'conversation-invitation-form';

/**
 * 'Uitnodiging opnieuw versturen': the appointment confirmation (SPEC 2) with its subject and text to edit;
 * the calendar file goes with it and replaces the one the employee has (same appointment, higher sequence).
 */
export function InvitationModal({ conversationId, employeeEmail, initial, onClose, onSent }: InvitationModalProps) {
  const [draft, setDraft] = useState(initial);
  const toast = useToast();
  const { busy, error, setError, run } = useAsyncAction((failure) =>
    errorMessage(failure, 'Er is een fout opgetreden bij het verzenden van de uitnodiging'),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!draft.onderwerp.trim()) return setError('Vul een onderwerp in');
    if (!draft.bericht.trim()) return setError('Vul een bericht in');
    await run(async () => {
      const answer = await call(conversationApi.sendInvitation, {
        params: { id: conversationId },
        body: { onderwerp: draft.onderwerp.trim(), bericht: draft.bericht },
      });
      toast.success(answer.data.uitnodiging.melding);
      onSent();
      onClose();
    });
  }

  return (
    <FormModal
      open
      title="Afspraakbevestiging versturen"
      onClose={onClose}
      formId={FORM_ID}
      onSubmit={(event) => void submit(event)}
      saving={busy}
      error={error}
      submitLabel="Versturen"
      busyLabel="Versturen..."
    >
      <p className="muted small">Aan: {employeeEmail}. De agenda-uitnodiging (.ics) gaat als bijlage mee.</p>
      <MailTextFields
        subject={draft.onderwerp}
        message={draft.bericht}
        onSubjectChange={(onderwerp) => setDraft({ ...draft, onderwerp })}
        onMessageChange={(bericht) => setDraft({ ...draft, bericht })}
        rows={10}
        autoFocus
      />
    </FormModal>
  );
}
