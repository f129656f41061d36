import { Icon } from '../../../ui/icon';
import type { MenuEntry, MenuLink } from './menu-types';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';
import './sidebar.css';

interface SidebarProps {
  open: boolean;
  entries: MenuEntry[];
  bottomLinks: MenuLink[];
  onLogout: () => void;
}

export function Sidebar({ open, entries, bottomLinks, onLogout }: SidebarProps) {
  return (
    <div id="app-sidebar" className={`sidebar ${open ? 'sidebar--open' : ''}`}>
      <nav className="sidebar__nav" aria-label="Hoofdmenu">
        <ul className="sidebar__list plain-list">
          {entries.map((entry) => (
            <li key={entry.label}>{entry.kind === 'link' ? <SidebarLink link={entry} /> : <SidebarGroup group={entry} />}</li>
          ))}
        </ul>
      </nav>
      <nav className="sidebar__bottom" aria-label="Account">
        <ul className="sidebar__list plain-list">
          {bottomLinks.map((link) => (
            <li key={link.to}>
              <SidebarLink link={link} />
            </li>
          ))}
          <li>
            <button type="button" className="sidebar-link sidebar-link--button nav-item focus-ring" onClick={onLogout}>
              <Icon name="logout" size={18} className="sidebar-link__icon" />
              <span className="sidebar-link__label">Uitloggen</span>
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
