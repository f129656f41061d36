import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appPages, isKnownPage, publicPages } from '../../../contracts/pages';
import { layoutRoutes } from './layout-routes';
import { anonymousRoutes, authenticatedRoutes } from './route-tables';

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('contracts/pages.ts and the route tables', () => {
  it('name every page the app routes, so the server answers it with 200 and the sitemap can list it', () => {
    const routed = [...pathsOf(anonymousRoutes), ...pathsOf(authenticatedRoutes)].filter((path) => path !== '*');
    for (const path of routed) expect(isKnownPage(path.replace(/:\w+/g, '7')), path).toBe(true);
  });

  it('route every public page for visitors, and the public site also inside the app', () => {
    const forVisitors = new Set(pathsOf(anonymousRoutes));
    for (const page of publicPages) expect(forVisitors.has(page.path), page.path).toBe(true);
    const inApp = new Set(layoutRoutes.map((route) => route.path));
    for (const path of ['/publichelp', '/contact', '/privacy', '/sitemap', '/prijzen', '/admin']) expect(inApp.has(path), path).toBe(true);
    expect(inApp.has('/demo')).toBe(false);
    expect(appPages.some((page) => page.path === '/admin')).toBe(true);
  });
});
