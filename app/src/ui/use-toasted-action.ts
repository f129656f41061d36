import { useState } from 'react';
import { useToast } from './use-toast';

/**
 * An action whose failure is told in an error toast (not in a form): `busy` while it runs, e.g. to
 * disable its button; `run` toasts `failureTitle` with what `describe` makes of the failure.
 */
export function useToastedAction() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, failureTitle: string, describe: (failure: unknown) => string | undefined) {
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      toast.error(failureTitle, describe(failure));
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
