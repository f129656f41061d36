import { useEffect, useState, type ReactNode } from 'react';
import { lookStyle, type WorkspaceLook } from '../../../lib/branding/workspace-look';
import { useLocation } from 'react-router-dom';
import { isAtMost } from '../../../ui/breakpoints';
import { lockScroll } from '../../../ui/scroll-lock';
import type { MenuEntry, MenuLink } from './menu-types';
import { Sidebar } from './sidebar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

interface AppShellProps {
  userName: string;
  menu: MenuEntry[];
  bottomLinks: MenuLink[];
  onLogout: () => void;
  /** Beside the user in the header (the workspace switcher). */
  headerExtra?: ReactNode;
  /** An enterprise workspace's look: its logo in the header, its accent colour as the primary colour. */
  look?: WorkspaceLook | null;
  children: ReactNode;
}

export function AppShell({ userName, menu, bottomLinks, onLogout, headerExtra, look = null, children }: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // SPEC section 2: the side menu closes on every route change (adjusted while rendering the new
  // route, so the new page never paints with the menu still open).
  const route = location.pathname + location.search;
  const [menuRoute, setMenuRoute] = useState(route);
  if (menuRoute !== route) {
    setMenuRoute(route);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen || !isAtMost('lg')) return undefined;
    const unlock = lockScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      unlock();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  return (
    <div className={`shell shell--app ${menuOpen ? 'shell--menu-open' : ''}`} style={lookStyle(look)}>
      <a className="skip-link" href="#main">
        Naar de inhoud
      </a>
      <SiteHeader
        userName={userName}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        extra={headerExtra}
        customLogoUrl={look?.logoUrl}
      />
      <div className="shell__body">
        <Sidebar
          open={menuOpen}
          entries={menu}
          bottomLinks={bottomLinks}
          onLogout={() => {
            setMenuOpen(false);
            onLogout();
          }}
        />
        <div className="shell__backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />
        <div className="shell__column">
          <main id="main" className="shell__content" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter branded={look !== null} />
        </div>
      </div>
    </div>
  );
}
