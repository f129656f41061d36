import type { RouteObject } from 'react-router-dom';
import { DashboardPage } from './dashboard-page';
import { ProfilePage } from './profile-page';

/**
 * Pages inside the authenticated layout (header, side menu, footer).
 * Adding a page is one line here; its menu entry in menu.ts appears as soon as the path is routed.
 */
export const layoutRoutes = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/profile', element: <ProfilePage /> },
] satisfies (RouteObject & { path: string })[];
