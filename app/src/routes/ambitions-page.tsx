import { LibraryScreen } from '../features/library/components/library-screen';
import { useDocumentTitle } from '../lib/use-document-title';

export function AmbitionsPage() {
  useDocumentTitle('Ambities');
  return <LibraryScreen key="ambitions" kind="ambitions" />;
}
