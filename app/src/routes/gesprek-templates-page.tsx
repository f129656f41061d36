import { TemplateGuide } from '../features/templates/components/template-guide';
import { useDocumentTitle } from '../lib/use-document-title';

export function GesprekTemplatesPage() {
  useDocumentTitle('Gesprek templates');
  return <TemplateGuide />;
}
