import { useEmployees } from '../api/employees';
import { EmployeeConversations } from '../features/conversations/list/employee-conversations';
import { EmployeesView } from '../features/employees/components/employees-view';
import { PlanLimitNotice } from '../features/plans/components/plan-limit-notice';
import { useDocumentTitle } from '../lib/use-document-title';

// The employees screen knows nothing of conversations: the page puts them beside the edit form.
const conversationsOf = (employeeId: number) => <EmployeeConversations key={employeeId} employeeId={employeeId} />;

export function EmployeesPage() {
  useDocumentTitle('Medewerkers');
  // The same request as the view's list: when it changes (a save, an import), the plan's count is looked up again.
  const { data } = useEmployees();
  return (
    <>
      <PlanLimitNotice kind="employees" watch={data} />
      <EmployeesView conversationsOf={conversationsOf} />
    </>
  );
}
