import { useId, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { Icon } from '../../../ui/icon';
import type { MenuGroup } from './menu-types';
import { SidebarLink } from './sidebar-link';

export function SidebarGroup({ group }: { group: MenuGroup }) {
  const { pathname } = useLocation();
  const listId = useId();
  const containsCurrent = group.children.some((child) => matchPath({ path: child.to, end: false }, pathname));
  const [expanded, setExpanded] = useState(containsCurrent);
  // A group opens by itself when the user lands on one of its pages (adjusted while rendering, as
  // React advises for state that follows a prop, so it never paints closed first).
  const [landedHere, setLandedHere] = useState(containsCurrent);
  if (landedHere !== containsCurrent) {
    setLandedHere(containsCurrent);
    if (containsCurrent) setExpanded(true);
  }

  return (
    <div className={`sidebar-group ${containsCurrent ? 'sidebar-group--current' : ''}`}>
      <button
        type="button"
        className="sidebar-link sidebar-link--button sidebar-group__toggle nav-item focus-ring"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        <Icon name={group.icon} size={18} className="sidebar-link__icon" />
        <span className="sidebar-link__label">{group.label}</span>
        <Icon name="chevronDown" size={16} className="sidebar-group__chevron" />
      </button>
      <ul id={listId} className="sidebar__list sidebar-group__children plain-list" hidden={!expanded}>
        {group.children.map((child) => (
          <li key={child.to}>
            <SidebarLink link={child} nested />
          </li>
        ))}
      </ul>
    </div>
  );
}
