import { EmployeeGrowth } from '../features/growth/components/employee-growth';
import { GrowthTabs } from '../features/growth/components/growth-tabs';
import { useDocumentTitle } from '../lib/use-document-title';

export function GroeiTrackingPage() {
  useDocumentTitle('Groei tracking');
  return (
    <GrowthTabs active="medewerker">
      <EmployeeGrowth />
    </GrowthTabs>
  );
}
