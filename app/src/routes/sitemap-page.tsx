import { PublicPage } from '../features/public-site/shared/public-page';
import { SitemapList } from '../features/public-site/sitemap/sitemap-list';
import { useDocumentTitle } from '../lib/use-document-title';
import { layoutRoutes } from './layout-routes';

// Pages of the app that are routed today; contracts/pages.ts also names some still to come.
const routedAppPaths = new Set<string>(layoutRoutes.map((route) => route.path));

export function SitemapPage() {
  useDocumentTitle('Sitemap');
  return (
    <PublicPage>
      <SitemapList routedAppPaths={routedAppPaths} />
    </PublicPage>
  );
}
