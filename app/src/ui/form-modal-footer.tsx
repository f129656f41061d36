import { Button } from './button';

interface FormModalFooterProps {
  /** id of the <form> inside the modal that the submit button submits. */
  formId: string;
  busy: boolean;
  onCancel: () => void;
  submitLabel?: string;
  busyLabel?: string;
  /** Keeps the submit button disabled while not busy, e.g. once a mail has been sent. */
  submitDisabled?: boolean;
}

/** The Annuleren / Opslaan pair at the bottom of every form modal. */
export function FormModalFooter({
  formId,
  busy,
  onCancel,
  submitLabel = 'Opslaan',
  busyLabel = 'Opslaan...',
  submitDisabled = false,
}: FormModalFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Annuleren
      </Button>
      <button type="submit" form={formId} className="button button--primary" disabled={busy || submitDisabled}>
        {busy ? busyLabel : submitLabel}
      </button>
    </>
  );
}
