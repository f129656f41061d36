import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { useToast } from '../../../ui/use-toast';
import { deleteUserTemplate } from '../api/save-user-template';
import type { UserTemplate } from '../api/user-template';

interface DeleteTemplateModalProps {
  template: UserTemplate | null;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteTemplateModal({ template, onClose, onDeleted }: DeleteTemplateModalProps) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => setError(null), [template]);

  async function confirm() {
    if (!template) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteUserTemplate(template.id);
      toast.success('Template verwijderd');
      onDeleted();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Er is een fout opgetreden bij het verwijderen van de template'));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Modal
      open={template !== null}
      size="small"
      title="Template verwijderen"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} data-autofocus>
            Annuleren
          </button>
          <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={deleting}>
            {deleting ? 'Verwijderen...' : 'Verwijderen'}
          </button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p className="modal-text">
        Weet je zeker dat je de template <strong>{template?.omschrijving}</strong> wilt verwijderen? Dit kan niet ongedaan worden
        gemaakt.
      </p>
    </Modal>
  );
}
