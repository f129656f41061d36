import { TemplatesScreen } from '../features/templates/components/templates-screen';
import { useDocumentTitle } from '../lib/use-document-title';

export function TemplatesPage() {
  useDocumentTitle('Mijn templates');
  return <TemplatesScreen />;
}
