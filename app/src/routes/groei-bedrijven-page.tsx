import { CompanyGrowth } from '../features/growth/components/company-growth';
import { GrowthTabs } from '../features/growth/components/growth-tabs';
import { useDocumentTitle } from '../lib/use-document-title';

export function GroeiBedrijvenPage() {
  useDocumentTitle('Groei per bedrijf');
  return (
    <GrowthTabs active="bedrijven">
      <CompanyGrowth />
    </GrowthTabs>
  );
}
