import { useCallback, useState, type FormEvent } from 'react';
import { useAsyncAction } from './use-async-action';
import { useFreshOpening } from './use-fresh-opening';

interface FormModalOptions<Values> {
  open: boolean;
  /** The values every opening starts from. */
  initial: () => Values;
  /** Opening for another entity (e.g. the next company to edit) starts afresh as well. */
  resetKey?: unknown;
  /** The message that stops the submit, or null when the values may be saved. */
  validate?: (values: Values) => string | null;
  /** Saves; a thrown error stays in the modal as a message (see `describeError`). */
  save: (values: Values) => Promise<void>;
  /** The text shown for a failed save, usually the server's message with a fallback. */
  describeError: (failure: unknown) => string;
}

export interface FormModalState<Values> {
  values: Values;
  change: (patch: Partial<Values>) => void;
  error: string | null;
  saving: boolean;
  submit: (event?: FormEvent) => Promise<void>;
}

/**
 * The state of a form in a modal: values that start afresh on every opening, the error of the last
 * attempt, and `saving` while the save runs (the submit button is disabled meanwhile).
 */
export function useFormModal<Values>({
  open,
  initial,
  resetKey,
  validate,
  save,
  describeError,
}: FormModalOptions<Values>): FormModalState<Values> {
  const [values, setValues] = useState<Values>(initial);
  const { busy: saving, error, setError, run } = useAsyncAction(describeError);
  useFreshOpening(
    open,
    () => {
      setValues(initial());
      setError(null);
    },
    resetKey,
  );

  const change = useCallback((patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch })), []);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (saving) return;
    const problem = validate?.(values) ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    await run(() => save(values));
  }

  return { values, change, error, saving, submit };
}
