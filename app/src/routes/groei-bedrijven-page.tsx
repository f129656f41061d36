import { CompanyGrowth } from '../features/growth/components/company-growth';
import { GrowthPage } from './growth-page';

export function GroeiBedrijvenPage() {
  return (
    <GrowthPage view="bedrijven" title="Groei per bedrijf">
      <CompanyGrowth />
    </GrowthPage>
  );
}
