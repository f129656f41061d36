import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

interface PublicShellProps {
  children: ReactNode;
  userName?: string;
  showLoginButton?: boolean;
}

/** Header and footer without the side menu: public pages and /verify-email. */
export function PublicShell({ children, userName, showLoginButton }: PublicShellProps) {
  return (
    <div className="shell shell--public">
      <a className="skip-link" href="#main">
        Naar de inhoud
      </a>
      <SiteHeader userName={userName} showLoginButton={showLoginButton} />
      <main id="main" className="shell__public-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
