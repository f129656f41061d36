import { NotFound } from '../features/public-site/not-found/not-found';
import { PublicPage } from '../features/public-site/shared/public-page';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Pagina niet gevonden');
  return (
    <PublicPage>
      <NotFound />
    </PublicPage>
  );
}
