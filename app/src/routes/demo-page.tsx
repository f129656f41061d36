import { DemoGallery } from '../features/public-site/demo/demo-gallery';
import { PublicPage } from '../features/public-site/shared/public-page';
import { useDocumentTitle } from '../lib/use-document-title';
import { PageHeader } from '../ui/page-header';

export function DemoPage() {
  useDocumentTitle('Demo');
  return (
    <PublicPage>
      <PageHeader title="Demo" subtitle="Bekijk hoe POP Planner werkt, scherm voor scherm, met een demo-account." />
      <DemoGallery />
    </PublicPage>
  );
}
