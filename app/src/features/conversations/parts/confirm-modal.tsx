import type { ReactNode } from 'react';
import { Modal } from '../../../ui/modal';

interface ConfirmModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before something is removed; the confirm button is the dangerous one. */
export function ConfirmModal({ open, title, children, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="small"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel} data-autofocus>
            Annuleren
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Bezig...' : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
