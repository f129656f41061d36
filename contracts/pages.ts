/**
 * The app's pages (SPEC section 2), for the server (which paths are pages, which are not found), the
 * sitemap and the app's route tables. `:id` stands for one path segment.
 */
export interface Page {
  path: string;
  /** Dutch title, as the sitemap lists it. */
  title: string;
  /** Reached from a link in a mail (a token in the address): no use to a search engine or the sitemap. */
  unlisted?: true;
}

/** Reachable without an account. */
export const publicPages: Page[] = [
  { path: '/', title: 'Home' },
  { path: '/login', title: 'Inloggen' },
  { path: '/prijzen', title: 'Prijzen' },
  { path: '/publichelp', title: 'Help' },
  { path: '/demo', title: 'Demo' },
  { path: '/contact', title: 'Contact' },
  { path: '/privacy', title: 'Privacyverklaring' },
  { path: '/sitemap', title: 'Sitemap' },
  { path: '/reset-password', title: 'Wachtwoord opnieuw instellen', unlisted: true },
  { path: '/verify-email', title: 'E-mailadres verifiëren', unlisted: true },
  { path: '/uitnodiging/:token', title: 'Uitnodiging', unlisted: true },
];

/** Behind the login. */
export const appPages: Page[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/companies', title: 'Bedrijven' },
  { path: '/ai-trendanalyse', title: 'AI trendanalyse' },
  { path: '/employees', title: 'Medewerkers' },
  { path: '/goals', title: 'Doelen' },
  { path: '/ambitions', title: 'Ambities' },
  { path: '/templates', title: 'Eigen templates' },
  { path: '/gesprek-templates', title: 'Gesprekstemplates' },
  { path: '/pop-conversations', title: 'POP-gesprekken' },
  { path: '/pop-conversations/:id', title: 'POP-gesprek' },
  { path: '/calendar', title: 'Kalender' },
  { path: '/groei-tracking', title: 'Groei-tracking' },
  { path: '/groei-tracking/bedrijven', title: 'Groei per bedrijf' },
  { path: '/profile', title: 'Profiel' },
  { path: '/audit', title: 'Audit trail' },
  { path: '/admin', title: 'Beheer' },
];

const patterns = [...publicPages, ...appPages].map((page) => new RegExp(`^${page.path.replace(/:\w+/g, '[^/]+')}/?$`));

/** True for a path the app has a page for (a visitor typing anything else gets the not-found page). */
export const isKnownPage = (path: string) => patterns.some((pattern) => pattern.test(path));

/** The pages a sitemap lists: no mail-link pages, no pages of one item (`:id`). */
export const listedPages = (pages: readonly Page[]) => pages.filter((page) => !page.unlisted && !page.path.includes(':'));
