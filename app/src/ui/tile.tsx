import type { CSSProperties, ReactNode } from 'react';
import { Button } from './button';
import './tile.css';

interface TileGridProps {
  children: ReactNode;
  /** The narrowest a tile may get before the grid drops a column. */
  minWidth?: number;
}

/** Tiles in as many columns as fit. */
export function TileGrid({ children, minWidth = 260 }: TileGridProps) {
  return (
    <div className="tile-grid" style={{ '--tile-min': `${minWidth}px` } as CSSProperties}>
      {children}
    </div>
  );
}

interface TileProps {
  children: ReactNode;
  /** Bottom row under a rule, e.g. a count and the Bewerken button. */
  footer?: ReactNode;
  /** Greyed: an inactive company or employee. */
  inactive?: boolean;
  /** The screen's own class for what sits inside. */
  className?: string;
}

/** One card of a grid (a company, an employee, a template). */
export function Tile({ children, footer, inactive = false, className }: TileProps) {
  const classes = ['tile', inactive ? 'tile--inactive' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <article className={classes}>
      {children}
      {footer ? <div className="tile__footer">{footer}</div> : null}
    </article>
  );
}

/** The Bewerken button in a tile's footer; its accessible name says which tile it edits. */
export function TileEditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="secondary" size="small" onClick={onClick} aria-label={`${name} bewerken`}>
      Bewerken
    </Button>
  );
}
