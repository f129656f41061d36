import { LibraryScreen } from '../features/library/components/library-screen';
import { useDocumentTitle } from '../lib/use-document-title';
import { AiSlotsProvider } from './ai-slots-provider';

export function AmbitionsPage() {
  useDocumentTitle('Ambities');
  return (
    <AiSlotsProvider>
      <LibraryScreen key="ambitions" kind="ambitions" />
    </AiSlotsProvider>
  );
}
