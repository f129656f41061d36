import { PrivacyStatement } from '../features/public-site/privacy/privacy-statement';
import { PublicPage } from '../features/public-site/shared/public-page';
import { useDocumentTitle } from '../lib/use-document-title';

export function PrivacyPage() {
  useDocumentTitle('Privacyverklaring');
  return (
    <PublicPage narrow>
      <PrivacyStatement />
    </PublicPage>
  );
}
