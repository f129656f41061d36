import type { MenuEntry, MenuLink } from '../features/layout/components/menu-types';
import type { User } from '../../../contracts/account';
import { planLabel } from '../lib/user';
import { layoutRoutes } from './layout-routes';

/** The whole side menu of SPEC section 2; entries whose page is not routed yet stay hidden. */
const MAIN_MENU: MenuEntry[] = [
  { kind: 'link', label: 'Dashboard', to: '/dashboard', icon: 'dashboard' },
  {
    kind: 'group',
    label: 'Bedrijven',
    icon: 'building',
    children: [
      { kind: 'link', label: 'Bedrijfsregistratie', to: '/companies', icon: 'building' },
      { kind: 'link', label: 'AI Trendanalyse', to: '/ai-trendanalyse', icon: 'sparkles', badge: 'AI' },
    ],
  },
  {
    kind: 'group',
    label: 'Templates',
    icon: 'template',
    children: [
      { kind: 'link', label: 'Mijn templates', to: '/templates', icon: 'template' },
      { kind: 'link', label: 'Gesprek templates', to: '/gesprek-templates', icon: 'template' },
    ],
  },
  {
    kind: 'group',
    label: 'Medewerkers',
    icon: 'users',
    children: [
      { kind: 'link', label: 'Medewerkerregistratie', to: '/employees', icon: 'users' },
      { kind: 'link', label: 'Doelen', to: '/goals', icon: 'target' },
      { kind: 'link', label: 'Ambities', to: '/ambitions', icon: 'target' },
    ],
  },
  {
    kind: 'group',
    label: 'POP Gesprekken',
    icon: 'chat',
    children: [
      { kind: 'link', label: 'Gesprekkenlijst', to: '/pop-conversations', icon: 'chat' },
      { kind: 'link', label: 'Kalender', to: '/calendar', icon: 'calendar' },
    ],
  },
  { kind: 'link', label: 'Groei tracking', to: '/groei-tracking', icon: 'trending' },
];

const ADMIN_ENTRY: MenuLink = { kind: 'link', label: 'Admin', to: '/admin', icon: 'shield' };

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
  const links: MenuLink[] = [
    { kind: 'link', label: 'Help', to: '/publichelp', icon: 'help' },
    { kind: 'link', label: 'Profiel', to: '/profile', icon: 'user', badge: planLabel(user.plan_type) },
  ];
  return links.filter(isRouted);
}
