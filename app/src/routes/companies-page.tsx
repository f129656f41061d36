import { useCompanies } from '../api/companies';
import { CompaniesView } from '../features/companies/components/companies-view';
import { PlanLimitNotice } from '../features/plans/components/plan-limit-notice';
import { useDocumentTitle } from '../lib/use-document-title';

export function CompaniesPage() {
  useDocumentTitle('Bedrijven');
  // The same request as the view's list: when it changes, the plan's count is looked up again.
  const { data } = useCompanies();
  return (
    <>
      <PlanLimitNotice kind="companies" watch={data} />
      <CompaniesView />
    </>
  );
}
