import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';

/** A route to a page in its own chunk, loaded on first visit. */
function lazyRoute(path: string, load: () => Promise<ComponentType>): RouteObject & { path: string } {
  const Page = lazyPage(load);
  return { path, element: <Page /> };
}

/**
 * The public site's pages, for visitors and inside the app alike. They load on first visit, so the
 * landing page's first load stays small.
 */
export const sitePageRoutes = [
  lazyRoute('/prijzen', () => import('./prijzen-page').then((m) => m.PrijzenPage)),
  lazyRoute('/publichelp', () => import('./publichelp-page').then((m) => m.PublicHelpPage)),
  lazyRoute('/contact', () => import('./contact-page').then((m) => m.ContactPage)),
  lazyRoute('/privacy', () => import('./privacy-page').then((m) => m.PrivacyPage)),
  // The sitemap is handed the routed paths, so it does not import this table back.
  lazyRoute('/sitemap', () => import('./sitemap-page').then(({ SitemapPage }) => () => <SitemapPage routedAppPaths={routedAppPaths()} />)),
];

/**
 * Pages inside the authenticated layout (header, side menu, footer).
 * Adding a page is one line here; its menu entry in menu.ts appears as soon as the path is routed.
 */
export const layoutRoutes = [
  lazyRoute('/dashboard', () => import('./dashboard-page').then((m) => m.DashboardPage)),
  lazyRoute('/profile', () => import('./profile-page').then((m) => m.ProfilePage)),
  lazyRoute('/companies', () => import('./companies-page').then((m) => m.CompaniesPage)),
  lazyRoute('/ai-trendanalyse', () => import('./ai-trendanalyse-page').then((m) => m.AiTrendanalysePage)),
  lazyRoute('/employees', () => import('./employees-page').then((m) => m.EmployeesPage)),
  lazyRoute('/goals', () => import('./goals-page').then((m) => m.GoalsPage)),
  lazyRoute('/ambitions', () => import('./ambitions-page').then((m) => m.AmbitionsPage)),
  lazyRoute('/templates', () => import('./templates-page').then((m) => m.TemplatesPage)),
  lazyRoute('/gesprek-templates', () => import('./gesprek-templates-page').then((m) => m.GesprekTemplatesPage)),
  lazyRoute('/pop-conversations', () => import('./pop-conversations-page').then((m) => m.PopConversationsPage)),
  lazyRoute('/calendar', () => import('./calendar-page').then((m) => m.CalendarPage)),
  lazyRoute('/groei-tracking', () => import('./groei-tracking-page').then((m) => m.GroeiTrackingPage)),
  lazyRoute('/audit', () => import('./audit-page').then((m) => m.AuditPage)),
  lazyRoute('/groei-tracking/bedrijven', () => import('./groei-bedrijven-page').then((m) => m.GroeiBedrijvenPage)),
  ...sitePageRoutes,
  lazyRoute('/admin', () => import('./admin-page').then((m) => m.AdminPage)),
];

const routedAppPaths = () => new Set<string>(layoutRoutes.map((route) => route.path));
