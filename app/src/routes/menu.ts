import type { MenuEntry, MenuGroup, MenuLink } from '../features/layout/components/menu-types';
import type { IconName } from '../ui/icon';
import type { User } from '../../../contracts/account';
import { planLabel } from '../../../contracts/plan-catalogue';
import { layoutRoutes } from './layout-routes';

const link = (label: string, to: string, icon: IconName, badge?: string): MenuLink =>
  badge === undefined ? { kind: 'link', label, to, icon } : { kind: 'link', label, to, icon, badge };
const group = (label: string, icon: IconName, children: MenuLink[]): MenuGroup => ({ kind: 'group', label, icon, children });

/** The whole side menu of SPEC section 2; entries whose page is not routed yet stay hidden. */
const MAIN_MENU: MenuEntry[] = [
  link('Dashboard', '/dashboard', 'dashboard'),
  group('Bedrijven', 'building', [
    link('Bedrijfsregistratie', '/companies', 'building'),
    link('AI Trendanalyse', '/ai-trendanalyse', 'sparkles', 'AI'),
  ]),
  group('Templates', 'template', [
    link('Mijn templates', '/templates', 'template'),
    link('Gesprek templates', '/gesprek-templates', 'template'),
  ]),
  group('Medewerkers', 'users', [
    link('Medewerkerregistratie', '/employees', 'users'),
    link('Doelen', '/goals', 'target'),
    link('Ambities', '/ambitions', 'target'),
  ]),
  group('POP Gesprekken', 'chat', [link('Gesprekkenlijst', '/pop-conversations', 'chat'), link('Kalender', '/calendar', 'calendar')]),
  link('Groei tracking', '/groei-tracking', 'trending'),
];

const ADMIN_ENTRY = link('Admin', '/admin', 'shield');

const routedPaths = new Set<string>(layoutRoutes.map((route) => route.path));
const isRouted = (link: MenuLink) => routedPaths.has(link.to.split('?')[0]);

function onlyRouted(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'link') return isRouted(entry) ? [entry] : [];
    const children = entry.children.filter(isRouted);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

export function mainMenu(user: User): MenuEntry[] {
  return onlyRouted(user.IsAdmin ? [...MAIN_MENU, ADMIN_ENTRY] : MAIN_MENU);
}

export function bottomMenu(user: User): MenuLink[] {
  return [link('Help', '/publichelp', 'help'), link('Profiel', '/profile', 'user', planLabel(user.plan_type))].filter(isRouted);
}
