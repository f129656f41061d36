import { LibraryScreen } from '../features/library/components/library-screen';
import { useDocumentTitle } from '../lib/use-document-title';
import { AiSlotsProvider } from './ai-slots-provider';

export function GoalsPage() {
  useDocumentTitle('Doelen');
  return (
    <AiSlotsProvider>
      <LibraryScreen key="goals" kind="goals" />
    </AiSlotsProvider>
  );
}
