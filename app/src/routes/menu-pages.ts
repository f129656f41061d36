import type { MenuGroup, MenuLink } from '../features/layout/components/menu-types';
import { can } from '../lib/session/can';
import type { IconName } from '../ui/icon';
import type { User } from '../../../contracts/account';
import { aiApi } from '../../../contracts/ai';
import { auditApi } from '../../../contracts/audit';
import { companyApi } from '../../../contracts/companies';
import { conversationApi } from '../../../contracts/conversations';
import { dashboardApi } from '../../../contracts/dashboard';
import { employeeApi } from '../../../contracts/employees';
import { growthApi } from '../../../contracts/growth';
import type { EndpointSpec } from '../../../contracts/http';
import { libraryApi } from '../../../contracts/library';
import { templateApi } from '../../../contracts/templates';

/*
 * The menu's pages and the endpoint each one reads, apart from the routes (menu.ts joins both), so a
 * page may ask mayOpen without importing the route table that imports it.
 */

/** A menu link with the endpoint whose data its page shows: the link appears to the roles that may read it. */
export type GuardedLink = MenuLink & { needs?: EndpointSpec };
export type GuardedGroup = Omit<MenuGroup, 'children'> & { children: GuardedLink[] };

export const link = (label: string, to: string, icon: IconName, needs?: EndpointSpec, badge?: string): GuardedLink => ({
  kind: 'link',
  label,
  to,
  icon,
  ...(needs ? { needs } : {}),
  ...(badge === undefined ? {} : { badge }),
});
export const group = (label: string, icon: IconName, children: GuardedLink[]): GuardedGroup => ({ kind: 'group', label, icon, children });

/** The whole side menu of SPEC section 2; entries whose page is not routed yet, or not readable in the user's role, stay hidden. */
export const MAIN_MENU: (GuardedLink | GuardedGroup)[] = [
  link('Dashboard', '/dashboard', 'dashboard', dashboardApi.stats),
  group('Bedrijven', 'building', [
    link('Bedrijfsregistratie', '/companies', 'building', companyApi.list),
    link('AI Trendanalyse', '/ai-trendanalyse', 'sparkles', aiApi.trendAnalysis, 'AI'),
  ]),
  group('Templates', 'template', [
    link('Mijn templates', '/templates', 'template', templateApi.list),
    link('Gesprek templates', '/gesprek-templates', 'template', templateApi.branches),
  ]),
  group('Medewerkers', 'users', [
    link('Medewerkerregistratie', '/employees', 'users', employeeApi.list),
    link('Doelen', '/goals', 'target', libraryApi.goal.list),
    link('Ambities', '/ambitions', 'target', libraryApi.ambition.list),
  ]),
  group('POP Gesprekken', 'chat', [
    link('Gesprekkenlijst', '/pop-conversations', 'chat', conversationApi.list),
    link('Kalender', '/calendar', 'calendar', conversationApi.list),
  ]),
  link('Groei tracking', '/groei-tracking', 'trending', growthApi.employees),
  link('Audit trail', '/audit', 'shield', auditApi.trail),
];

export const ADMIN_ENTRY = link('Admin', '/admin', 'shield');

/** Whether `user` may open the page at `to` (a menu page; other paths are not judged here). */
export function mayOpen(user: User, to: string): boolean {
  const path = to.split('?')[0];
  const links = MAIN_MENU.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children));
  const needs = links.find((entry) => entry.to === path)?.needs;
  return !needs || can(user, needs);
}
