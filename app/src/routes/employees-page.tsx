import { EmployeeConversations } from '../features/conversations/list/employee-conversations';
import { EmployeesView } from '../features/employees/components/employees-view';
import { useDocumentTitle } from '../lib/use-document-title';

// The employees screen knows nothing of conversations: the page puts them beside the edit form.
const conversationsOf = (employeeId: number) => <EmployeeConversations key={employeeId} employeeId={employeeId} />;

export function EmployeesPage() {
  useDocumentTitle('Medewerkers');
  return <EmployeesView conversationsOf={conversationsOf} />;
}
