import { useState } from 'react';

export interface AsyncAction {
  /** True while `run`'s action runs, e.g. to disable its button. */
  busy: boolean;
  /** The message of the last failure, or of a check before it (`setError`). */
  error: string | null;
  setError: (error: string | null) => void;
  /** Runs `action`; a thrown error becomes `error` through `describeError`. */
  run: (action: () => Promise<void>) => Promise<void>;
}

/** One action at a time with its busy flag and the message of its last failure, e.g. a save or a delete. */
export function useAsyncAction(describeError: (failure: unknown) => string): AsyncAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
