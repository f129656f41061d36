import { errorMessage } from '../../../api/client';
import { Checkbox } from '../../../ui/checkbox';
import { FormModal } from '../../../ui/form-modal';
import { TextField } from '../../../ui/text-field';
import { useFormModal } from '../../../ui/use-form-modal';
import { useToast } from '../../../ui/use-toast';
import type { LibraryEntry } from '../../../../../contracts/library';
import { LIBRARY_KIND, LIBRARY_TEXTS, type LibraryPath } from '../api/library-kind';
import { createLibraryEntry, updateLibraryEntry } from '../../../api/library';
import { useAiSlots } from '../../../lib/ai-slots';

interface LibraryEntryModalProps {
  kind: LibraryPath;
  open: boolean;
  /** null adds a new entry; new entries are always active (SPEC 4, Active flag). */
  entry: LibraryEntry | null;
  onClose: () => void;
  onSaved: () => void;
}

export function LibraryEntryModal({ kind, open, entry, onClose, onSaved }: LibraryEntryModalProps) {
  const texts = LIBRARY_TEXTS[kind];
  const toast = useToast();
  const { Improve, LibrarySuggestions } = useAiSlots();
  const form = useFormModal({
    open,
    resetKey: entry,
    initial: () => ({ omschrijving: entry?.omschrijving ?? '', actief: entry?.actief ?? true }),
    validate: ({ omschrijving }) => (omschrijving.trim() ? null : 'Omschrijving is verplicht'),
    save: async ({ omschrijving, actief }) => {
      if (entry) await updateLibraryEntry(LIBRARY_KIND[kind], entry.id, omschrijving.trim(), actief);
      else await createLibraryEntry(LIBRARY_KIND[kind], omschrijving.trim());
      toast.success(entry ? texts.updated : texts.created);
      onSaved();
      onClose();
    },
    describeError: (failure) => errorMessage(failure, 'Er is een fout opgetreden bij het opslaan'),
  });
  const { values, change } = form;

  return (
    <FormModal
      open={open}
      size="small"
      title={entry ? texts.editTitle : texts.addTitle}
      onClose={onClose}
      formId={`library-${kind}-form`}
      form={form}
    >
      <TextField
        label="Omschrijving"
        value={values.omschrijving}
        onChange={(omschrijving) => change({ omschrijving })}
        required
        data-autofocus
        labelAside={
          Improve ? (
            <Improve
              text={values.omschrijving}
              kind={kind === 'goals' ? 'doel' : 'ambitie'}
              onApply={(omschrijving) => change({ omschrijving })}
            />
          ) : undefined
        }
      />
      {LibrarySuggestions ? <LibrarySuggestions kind={LIBRARY_KIND[kind]} onPick={(omschrijving) => change({ omschrijving })} /> : null}
      {entry ? <Checkbox label="Actief" checked={values.actief} onChange={(actief) => change({ actief })} /> : null}
    </FormModal>
  );
}
