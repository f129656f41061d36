import { HelpCenter } from '../features/public-site/help/help-center';
import { PublicPage } from '../features/public-site/shared/public-page';
import { useDocumentTitle } from '../lib/use-document-title';

export function PublicHelpPage() {
  useDocumentTitle('Helpcentrum');
  return (
    <PublicPage>
      <HelpCenter />
    </PublicPage>
  );
}
