import { NavLink } from 'react-router-dom';
import { Icon } from '../../../ui/icon';
import type { MenuLink } from './menu-types';

export function SidebarLink({ link, nested = false }: { link: MenuLink; nested?: boolean }) {
  return (
    <NavLink
      to={link.to}
      className={({ isActive }) =>
        `sidebar-link nav-item focus-ring ${nested ? 'sidebar-link--nested' : ''} ${isActive ? 'sidebar-link--active nav-item--current' : ''}`
      }
    >
      <Icon name={link.icon} size={18} className="sidebar-link__icon" />
      <span className="sidebar-link__label">{link.label}</span>
      {link.badge ? <span className="badge sidebar-link__badge">{link.badge}</span> : null}
    </NavLink>
  );
}
