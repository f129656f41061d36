import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';

// Each page is its own chunk, loaded on first visit.
const AiTrendanalysePage = lazyPage(
  () => import('./ai-trendanalyse-page'),
  (m) => m.AiTrendanalysePage,
);
const AmbitionsPage = lazyPage(
  () => import('./ambitions-page'),
  (m) => m.AmbitionsPage,
);
const CalendarPage = lazyPage(
  () => import('./calendar-page'),
  (m) => m.CalendarPage,
);
const CompaniesPage = lazyPage(
  () => import('./companies-page'),
  (m) => m.CompaniesPage,
);
const DashboardPage = lazyPage(
  () => import('./dashboard-page'),
  (m) => m.DashboardPage,
);
const EmployeesPage = lazyPage(
  () => import('./employees-page'),
  (m) => m.EmployeesPage,
);
const GesprekTemplatesPage = lazyPage(
  () => import('./gesprek-templates-page'),
  (m) => m.GesprekTemplatesPage,
);
const GroeiBedrijvenPage = lazyPage(
  () => import('./groei-bedrijven-page'),
  (m) => m.GroeiBedrijvenPage,
);
const GroeiTrackingPage = lazyPage(
  () => import('./groei-tracking-page'),
  (m) => m.GroeiTrackingPage,
);
const GoalsPage = lazyPage(
  () => import('./goals-page'),
  (m) => m.GoalsPage,
);
const PopConversationsPage = lazyPage(
  () => import('./pop-conversations-page'),
  (m) => m.PopConversationsPage,
);
const PrijzenPage = lazyPage(
  () => import('./prijzen-page'),
  (m) => m.PrijzenPage,
);
const ProfilePage = lazyPage(
  () => import('./profile-page'),
  (m) => m.ProfilePage,
);
const TemplatesPage = lazyPage(
  () => import('./templates-page'),
  (m) => m.TemplatesPage,
);
const AdminPage = lazyPage(
  () => import('./admin-page'),
  (m) => m.AdminPage,
);
const ContactPage = lazyPage(
  () => import('./contact-page'),
  (m) => m.ContactPage,
);
const PrivacyPage = lazyPage(
  () => import('./privacy-page'),
  (m) => m.PrivacyPage,
);
const PublicHelpPage = lazyPage(
  () => import('./publichelp-page'),
  (m) => m.PublicHelpPage,
);
const SitemapPage = lazyPage(
  () => import('./sitemap-page'),
  (m) => m.SitemapPage,
);

/**
 * Pages inside the authenticated layout (header, side menu, footer).
 * Adding a page is one line here; its menu entry in menu.ts appears as soon as the path is routed.
 */
export const layoutRoutes = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/companies', element: <CompaniesPage /> },
  { path: '/ai-trendanalyse', element: <AiTrendanalysePage /> },
  { path: '/employees', element: <EmployeesPage /> },
  { path: '/goals', element: <GoalsPage /> },
  { path: '/ambitions', element: <AmbitionsPage /> },
  { path: '/templates', element: <TemplatesPage /> },
  { path: '/gesprek-templates', element: <GesprekTemplatesPage /> },
  { path: '/pop-conversations', element: <PopConversationsPage /> },
  { path: '/calendar', element: <CalendarPage /> },
  { path: '/groei-tracking', element: <GroeiTrackingPage /> },
  { path: '/groei-tracking/bedrijven', element: <GroeiBedrijvenPage /> },
  { path: '/prijzen', element: <PrijzenPage /> },
  { path: '/publichelp', element: <PublicHelpPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/sitemap', element: <SitemapPage /> },
  { path: '/admin', element: <AdminPage /> },
] satisfies (RouteObject & { path: string })[];
