import type { CSSProperties, ReactNode } from 'react';
import './icon-badge.css';

interface IconBadgeProps {
  /** An <Icon>, or an initial or number in bold. */
  children: ReactNode;
  /** Width and height in px. */
  size?: number;
  shape?: 'circle' | 'rounded';
  tone?: 'primary' | 'danger' | 'warning' | 'success';
  /** The screen's own touches, e.g. a margin. */
  className?: string;
}

/** An icon, initial or number on a tinted round or rounded square; decoration beside a text that says it all. */
export function IconBadge({ children, size = 40, shape = 'rounded', tone = 'primary', className }: IconBadgeProps) {
  const classes = ['icon-badge', `icon-badge--${shape}`, `icon-badge--${tone}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} style={{ '--icon-badge-size': `${size}px` } as CSSProperties} aria-hidden="true">
      {children}
    </span>
  );
}
