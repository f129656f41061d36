import { PublicPage } from '../features/public-site/shared/public-page';
import { SitemapList } from '../features/public-site/sitemap/sitemap-list';
import { useDocumentTitle } from '../lib/use-document-title';

/** `routedAppPaths`: the pages of the app that are routed today (contracts/pages.ts also names some still to come). */
export function SitemapPage({ routedAppPaths }: { routedAppPaths: ReadonlySet<string> }) {
  useDocumentTitle('Sitemap');
  return (
    <PublicPage>
      <SitemapList routedAppPaths={routedAppPaths} />
    </PublicPage>
  );
}
