import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './row-list.css';

interface RowListProps {
  children: ReactNode;
  label?: string;
  className?: string;
}

/** A column of framed, clickable rows: each one opens something (a conversation, a template, a step). */
export function RowList({ children, label, className }: RowListProps) {
  return (
    <ul className={className ? `row-list plain-list ${className}` : 'row-list plain-list'} aria-label={label}>
      {children}
    </ul>
  );
}

interface RowLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
}

export function RowLink({ to, children, className }: RowLinkProps) {
  return (
    <li>
      <Link to={to} className={className ? `row-list__item focus-ring ${className}` : 'row-list__item focus-ring'}>
        {children}
      </Link>
    </li>
  );
}

interface RowButtonProps {
  onClick: () => void;
  children: ReactNode;
  className?: string;
  /** The chosen row, for lists that pick one to show beside them. */
  active?: boolean;
  /** How the choice is announced: `aria-current` in a navigation-like list, `aria-pressed` among toggles. */
  activeAs?: 'current' | 'pressed';
}

export function RowButton({ onClick, children, className, active, activeAs = 'current' }: RowButtonProps) {
  const classes = ['row-list__item', 'focus-ring', active ? 'row-list__item--active' : '', className ?? ''].filter(Boolean).join(' ');
  const state =
    active === undefined
      ? {}
      : activeAs === 'pressed'
        ? { 'aria-pressed': active }
        : { 'aria-current': active ? ('true' as const) : undefined };
  return (
    <li>
      <button type="button" className={classes} onClick={onClick} {...state}>
        {children}
      </button>
    </li>
  );
}
