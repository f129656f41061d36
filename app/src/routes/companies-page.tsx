import { CompaniesView } from '../features/companies/components/companies-view';
import { useDocumentTitle } from '../lib/use-document-title';

export function CompaniesPage() {
  useDocumentTitle('Bedrijven');
  return <CompaniesView />;
}
