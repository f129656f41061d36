import { EmployeesView } from '../features/employees/components/employees-view';
import { useDocumentTitle } from '../lib/use-document-title';

export function EmployeesPage() {
  useDocumentTitle('Medewerkers');
  return <EmployeesView />;
}
