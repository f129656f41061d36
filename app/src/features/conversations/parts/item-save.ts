import { useToast } from '../../../ui/use-toast';
import { itemChanges, type ItemChange, type ItemText } from './item-changes';
import { FAILURE, validationDetail } from './messages';

/** Sends one change; answers false after telling a failure in a toast, so the caller's other fields still go. */
export type SendChange<Change> = (change: Change, failure: string) => Promise<boolean>;

export function useSendChange<Change>(update: (change: Change) => Promise<unknown>): SendChange<Change> {
  const toast = useToast();
  return async (change, failure) => {
    try {
      await update(change);
      return true;
    } catch (error) {
      toast.error(failure, validationDetail(error));
      return false;
    }
  };
}

/**
 * Saves an edited text and note one field per call (SPEC 7), each with its own SPEC 8 failure text;
 * a failed field does not stop the other. Refreshes once at the end; answers whether all went through.
 */
export async function saveItemText(
  before: ItemText,
  after: ItemText,
  send: SendChange<ItemChange>,
  textFailure: string,
  onChanged: () => Promise<unknown>,
): Promise<boolean> {
  let ok = true;
  for (const change of itemChanges(before, after)) {
    ok = (await send(change, 'notitie' in change ? FAILURE.saveNote : textFailure)) && ok;
  }
  await onChanged();
  return ok;
}
