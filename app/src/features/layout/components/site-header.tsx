import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icon';
import { IconBadge } from '../../../ui/icon-badge';
import { BrandLogo } from './brand-logo';
import './site-header.css';

interface SiteHeaderProps {
  /** The signed-in user's name; without it the header offers a login button. */
  userName?: string;
  menuOpen?: boolean;
  onToggleMenu?: () => void;
  showLoginButton?: boolean;
  /** Shown before the user's name, e.g. the workspace switcher. */
  extra?: ReactNode;
  /** The workspace's own logo (enterprise), instead of the product's. */
  customLogoUrl?: string | null;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

export function SiteHeader({ userName, menuOpen = false, onToggleMenu, showLoginButton = true, extra, customLogoUrl }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__start">
        {userName && onToggleMenu ? (
          <button
            type="button"
            className="icon-button site-header__hamburger"
            onClick={onToggleMenu}
            aria-expanded={menuOpen}
            aria-controls="app-sidebar"
            aria-label={menuOpen ? 'Menu sluiten' : 'Menu openen'}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          </button>
        ) : null}
        <BrandLogo customLogoUrl={customLogoUrl} />
      </div>
      <div className="site-header__end">
        {extra}
        {userName ? (
          <Link to="/profile" className="user-chip" title="Naar je profiel">
            <IconBadge shape="circle" size={34} className="user-chip__avatar">
              {initials(userName)}
            </IconBadge>
            <span className="user-chip__name">{userName}</span>
          </Link>
        ) : showLoginButton ? (
          <Link to="/login" className="button button--primary button--small">
            Inloggen
          </Link>
        ) : null}
      </div>
    </header>
  );
}
