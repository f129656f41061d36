import { LibraryScreen } from '../features/library/components/library-screen';
import { useDocumentTitle } from '../lib/use-document-title';

export function GoalsPage() {
  useDocumentTitle('Doelen');
  return <LibraryScreen key="goals" kind="goals" />;
}
