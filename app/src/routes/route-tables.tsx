import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayoutRoute } from './app-layout-route';
import { LandingPage } from './landing-page';
import { lazyPage } from './lazy-page';
import { layoutRoutes, sitePageRoutes } from './layout-routes';
import { LoginPage } from './login-page';
import { PublicLayoutRoute } from './public-layout-route';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

const ConversationDetailPage = lazyPage(() => import('./conversation-detail-page').then((m) => m.ConversationDetailPage));
const DemoPage = lazyPage(() => import('./demo-page').then((m) => m.DemoPage));
const InvitationPage = lazyPage(() => import('./invitation-page').then((m) => m.InvitationPage));
const NotFoundPage = lazyPage(() => import('./not-found-page').then((m) => m.NotFoundPage));

/** The pages a mailed link opens: they work signed in or not, in the public layout. */
const linkRoutes: RouteObject[] = [
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/uitnodiging/:token', element: <InvitationPage /> },
];

/**
 * SPEC section 2: what an anonymous visitor can reach. Any other path shows the not-found page (the
 * server answers it with 404) instead of silently landing on `/`.
 */
export const anonymousRoutes: RouteObject[] = [
  {
    element: <PublicLayoutRoute />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      ...linkRoutes,
      ...sitePageRoutes,
      { path: '/demo', element: <DemoPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** SPEC section 2: the signed-in app; unknown paths (also /login) go to /dashboard. */
export const authenticatedRoutes: RouteObject[] = [
  {
    element: <PublicLayoutRoute />,
    children: linkRoutes,
  },
  { path: '/pop-conversations/:id', element: <ConversationDetailPage /> },
  {
    element: <AppLayoutRoute />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      ...layoutRoutes,
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];
