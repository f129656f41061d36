import { errorMessage } from '../api/client';
import { useToastedAction } from './use-toasted-action';

/**
 * A file download behind a button (an export, the AVG copy): `busy` while it runs; a failure is told
 * in an error toast titled `failureTitle`, with the server's message or else `fallback`.
 */
export function useDownload(failureTitle: string, fallback: string) {
  const action = useToastedAction();
  const start = (download: () => Promise<void>) => action.run(download, failureTitle, (failure) => errorMessage(failure, fallback));
  return { busy: action.busy, start };
}
