import { Modal } from './modal';

interface LogoutConfirmModalProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function LogoutConfirmModal({ open, onCancel, onConfirm }: LogoutConfirmModalProps) {
  return (
    <Modal
      open={open}
      size="small"
      title="Uitloggen bevestigen"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Annuleren
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm} data-autofocus>
            Uitloggen
          </button>
        </>
      }
    >
      <p className="modal-text">Weet je zeker dat je wilt uitloggen?</p>
      <p className="muted small">Je wordt doorgestuurd naar de startpagina.</p>
    </Modal>
  );
}
