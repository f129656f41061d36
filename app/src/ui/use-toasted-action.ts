import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useToast } from './use-toast';

const GENERIC_FAILURE_TITLE = 'Dat is niet gelukt';
const describeGenerically = (failure: unknown) => errorMessage(failure, 'Probeer het later opnieuw.');

/**
 * An action whose failure is told in an error toast (not in a form): `busy` while it runs, e.g. to
 * disable its button; `run` toasts `failureTitle` with what `describe` makes of the failure and tells
 * whether the action succeeded. Without them the toast is 'Dat is niet gelukt' with the server's
 * message, or 'Probeer het later opnieuw.'.
 */
export function useToastedAction() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run(
    action: () => Promise<void>,
    failureTitle = GENERIC_FAILURE_TITLE,
    describe: (failure: unknown) => string | undefined = describeGenerically,
  ): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (failure) {
      toast.error(failureTitle, describe(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
