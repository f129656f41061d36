import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useToast } from '../../../ui/use-toast';

/**
 * Runs one admin action: busy while it runs, its message kept as the card's result, a failure shown
 * as a toast titled with SPEC 8's 'Fout bij ...' text and the server's message.
 */
export function useAdminAction(failureTitle: string) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  async function run(action: () => Promise<{ message: string }>, onDone?: () => void) {
    setBusy(true);
    setResult(null);
    try {
      const { message } = await action();
      setResult(message);
      toast.success('Gelukt', message);
      onDone?.();
    } catch (err) {
      toast.error(failureTitle, errorMessage(err, 'Probeer het opnieuw.'));
    } finally {
      setBusy(false);
    }
  }
  return { busy, result, run };
}
