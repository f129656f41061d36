import type { FormEvent, ReactNode } from 'react';
import { Alert } from './alert';
import { FormModalFooter } from './form-modal-footer';
import { Modal, type ModalSize } from './modal';
import type { FormModalState } from './use-form-modal';
import './form-modal.css';

interface FormBinding {
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  /** Why the last attempt failed, shown above the fields. */
  error: string | null;
}

/** Either the state of `useFormModal` as `form`, or submit, saving and error one by one. */
type FormModalBinding =
  | ({ form?: never } & FormBinding)
  | ({ form: Pick<FormModalState<unknown>, 'submit' | 'saving' | 'error'> } & { [Key in keyof FormBinding]?: never });

type FormModalProps = FormModalBinding & {
  open: boolean;
  title: string;
  onClose: () => void;
  /** id of the form, so the footer's submit button (outside it) submits it. */
  formId: string;
  size?: ModalSize;
  submitLabel?: string;
  busyLabel?: string;
  submitDisabled?: boolean;
  /** Shown beside the form (below it on phones), e.g. an employee's conversations. */
  aside?: ReactNode;
  children: ReactNode;
};

function bindingOf(binding: FormModalBinding): FormBinding {
  if (!binding.form) return binding;
  const { submit, saving, error } = binding.form;
  return { onSubmit: (event) => void submit(event), saving, error };
}

/** A modal around one form: the error above the fields, Annuleren / Opslaan below them. */
export function FormModal({
  open,
  title,
  onClose,
  formId,
  size,
  submitLabel,
  busyLabel,
  submitDisabled,
  aside,
  children,
  ...binding
}: FormModalProps) {
  const { onSubmit, saving, error } = bindingOf(binding);
  const submitButton = { submitLabel, busyLabel, submitDisabled };
  const form = (
    <form id={formId} className="stack stack--4" onSubmit={onSubmit} noValidate>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {children}
    </form>
  );
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size={aside ? 'wide' : size}
      footer={<FormModalFooter formId={formId} busy={saving} onCancel={onClose} {...submitButton} />}
    >
      {aside ? (
        <div className="form-modal__split">
          {form}
          <aside className="form-modal__aside">{aside}</aside>
        </div>
      ) : (
        form
      )}
    </Modal>
  );
}
