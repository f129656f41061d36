import type { RouteObject } from 'react-router-dom';
import { AmbitionsPage } from './ambitions-page';
import { CalendarPage } from './calendar-page';
import { CompaniesPage } from './companies-page';
import { DashboardPage } from './dashboard-page';
import { EmployeesPage } from './employees-page';
import { GesprekTemplatesPage } from './gesprek-templates-page';
import { GoalsPage } from './goals-page';
import { PopConversationsPage } from './pop-conversations-page';
import { ProfilePage } from './profile-page';
import { TemplatesPage } from './templates-page';

/**
 * Pages inside the authenticated layout (header, side menu, footer).
 * Adding a page is one line here; its menu entry in menu.ts appears as soon as the path is routed.
 */
export const layoutRoutes = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/companies', element: <CompaniesPage /> },
  { path: '/employees', element: <EmployeesPage /> },
  { path: '/goals', element: <GoalsPage /> },
  { path: '/ambitions', element: <AmbitionsPage /> },
  { path: '/templates', element: <TemplatesPage /> },
  { path: '/gesprek-templates', element: <GesprekTemplatesPage /> },
  { path: '/pop-conversations', element: <PopConversationsPage /> },
  { path: '/calendar', element: <CalendarPage /> },
] satisfies (RouteObject & { path: string })[];
