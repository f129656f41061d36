import { EmployeeGrowth } from '../features/growth/components/employee-growth';
import { GrowthPage } from './growth-page';

export function GroeiTrackingPage() {
  return (
    <GrowthPage view="medewerker" title="Groei tracking">
      <EmployeeGrowth />
    </GrowthPage>
  );
}
