import { errorMessage } from '../../../api/client';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useAsyncAction } from '../../../ui/use-async-action';
import { useToast } from '../../../ui/use-toast';
import { deleteUserTemplate } from '../../../api/templates';
import type { UserTemplate } from '../../../../../contracts/templates';

interface DeleteTemplateModalProps {
  template: UserTemplate | null;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteTemplateModal({ template, onClose, onDeleted }: DeleteTemplateModalProps) {
  // Mounted per template, so an error of an earlier attempt is gone when the next one opens.
  return template ? <DeleteTemplateDialog key={template.id} template={template} onClose={onClose} onDeleted={onDeleted} /> : null;
}

function DeleteTemplateDialog({ template, onClose, onDeleted }: DeleteTemplateModalProps & { template: UserTemplate }) {
  const toast = useToast();
  const {
    busy: deleting,
    error,
    run,
  } = useAsyncAction((failure) => errorMessage(failure, 'Er is een fout opgetreden bij het verwijderen van de template'));

  const confirm = () =>
    run(async () => {
      await deleteUserTemplate(template.id);
      toast.success('Template verwijderd');
      onDeleted();
      onClose();
    });

  return (
    <ConfirmModal
      open
      title="Template verwijderen"
      confirmLabel="Verwijderen"
      busyLabel="Verwijderen..."
      busy={deleting}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p className="modal-text">
        Weet je zeker dat je de template <strong>{template.omschrijving}</strong> wilt verwijderen? Dit kan niet ongedaan worden gemaakt.
      </p>
    </ConfirmModal>
  );
}
