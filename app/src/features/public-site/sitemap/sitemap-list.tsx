import { Link } from 'react-router-dom';
import { appPages, listedPages, publicPages, type Page } from '../../../../../contracts/pages';
import { Icon } from '../../../ui/icon';
import { PageHeader } from '../../../ui/page-header';
import './sitemap.css';

interface SitemapListProps {
  /** The app's pages that are routed today (the route page knows); the others are left out. */
  routedAppPaths: ReadonlySet<string>;
}

function PageList({ pages }: { pages: Page[] }) {
  return (
    <ul className="sitemap__list">
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path}>{page.title}</Link>
          <span className="sitemap__path">{page.path}</span>
        </li>
      ))}
    </ul>
  );
}

/** SPEC 2, Sitemap: the public pages and the pages after login (contracts/pages.ts), and the XML sitemap. */
export function SitemapList({ routedAppPaths }: SitemapListProps) {
  const signedInPages = listedPages(appPages).filter((page) => routedAppPaths.has(page.path));
  return (
    <>
      <PageHeader title="Sitemap" subtitle="Alle pagina's van POP Planner op een rij." />
      <div className="sitemap">
        <section className="card" aria-labelledby="sitemap-public">
          <h2 id="sitemap-public" className="card__title">
            Openbare pagina&apos;s
          </h2>
          <PageList pages={listedPages(publicPages)} />
        </section>
        <section className="card" aria-labelledby="sitemap-app">
          <h2 id="sitemap-app" className="card__title">
            Na inloggen
          </h2>
          <PageList pages={signedInPages} />
        </section>
      </div>
      <p className="sitemap__xml">
        <Icon name="external" size={16} /> Voor zoekmachines: <a href="/sitemap.xml">sitemap.xml</a>
      </p>
    </>
  );
}
