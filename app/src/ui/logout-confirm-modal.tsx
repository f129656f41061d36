import { ConfirmModal } from './confirm-modal';

interface LogoutConfirmModalProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function LogoutConfirmModal({ open, onCancel, onConfirm }: LogoutConfirmModalProps) {
  return (
    <ConfirmModal
      open={open}
      title="Uitloggen bevestigen"
      confirmLabel="Uitloggen"
      initialFocus="confirm"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="modal-text">Weet je zeker dat je wilt uitloggen?</p>
      <p className="muted small">Je wordt doorgestuurd naar de startpagina.</p>
    </ConfirmModal>
  );
}
