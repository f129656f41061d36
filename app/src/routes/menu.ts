import type { MenuEntry, MenuLink } from '../features/layout/components/menu-types';
import { can } from '../lib/session/can';
import type { User } from '../../../contracts/account';
import { planLabel } from '../../../contracts/plan-catalogue';
import { layoutRoutes } from './layout-routes';
import { ADMIN_ENTRY, link, MAIN_MENU, type GuardedGroup, type GuardedLink } from './menu-pages';

const routedPaths = new Set<string>(layoutRoutes.map((route) => route.path));
const isRouted = (entry: MenuLink) => routedPaths.has(entry.to.split('?')[0]);

function shown(entries: (GuardedLink | GuardedGroup)[], user: User): MenuEntry[] {
  const visible = ({ needs, ...entry }: GuardedLink): MenuLink[] => (isRouted(entry) && (!needs || can(user, needs)) ? [entry] : []);
  return entries.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'link') return visible(entry);
    const children = entry.children.flatMap(visible);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

export function mainMenu(user: User): MenuEntry[] {
  return shown(user.IsAdmin ? [...MAIN_MENU, ADMIN_ENTRY] : MAIN_MENU, user);
}

export function bottomMenu(user: User): MenuLink[] {
  return [link('Help', '/publichelp', 'help'), link('Profiel', '/profile', 'user', undefined, planLabel(user.plan_type))].filter(isRouted);
}
