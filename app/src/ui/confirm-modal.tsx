import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Modal } from './modal';

interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** The question, e.g. 'Weet je zeker dat je ... wilt verwijderen?'. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while `busy`. */
  busyLabel?: string;
  busy?: boolean;
  /** 'danger' for what cannot be undone (a red button), 'primary' for a harmless next step. */
  tone?: 'danger' | 'primary';
  /** Where focus starts: by default on Annuleren before something dangerous, else on the confirm button. */
  initialFocus?: 'cancel' | 'confirm';
  cancelLabel?: string;
  /** Why the last attempt failed, shown above the question. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a small dialog; Escape, the close button and Annuleren all cancel. */
export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel,
  busyLabel = 'Bezig...',
  busy = false,
  tone = 'danger',
  initialFocus = tone === 'danger' ? 'cancel' : 'confirm',
  cancelLabel = 'Annuleren',
  error,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="small"
      footer={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            data-autofocus={initialFocus === 'cancel' ? true : undefined}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`button button--${tone}`}
            onClick={onConfirm}
            disabled={busy}
            data-autofocus={initialFocus === 'confirm' ? true : undefined}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      {children}
    </Modal>
  );
}
