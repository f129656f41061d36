import type { ReactNode } from 'react';
import { Button } from './button';
import './pager.css';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The text between the buttons; 'Pagina 2 van 5' unless a screen words it differently. */
  status?: ReactNode;
  /** On the left, e.g. how many results there are. */
  summary?: ReactNode;
  /** The navigation's accessible name. */
  label?: string;
  /** 'center' under a grid of cards, 'end' under a table, 'spread' to the edges of a narrow column. */
  align?: 'center' | 'end' | 'spread';
  /** Also with a single page (when the summary is worth showing anyway). */
  alwaysShow?: boolean;
}

/** Vorige / Pagina x van y / Volgende; a button is disabled at the first or last page. */
export function Pager({
  page,
  pageCount,
  onPage,
  status,
  summary,
  label = 'Paginering',
  align = 'center',
  alwaysShow = false,
}: PagerProps) {
  if (pageCount <= 1 && !alwaysShow) return null;
  return (
    <nav className={`pager pager--${align}`} aria-label={label}>
      {summary ? <span className="pager__summary">{summary}</span> : null}
      <div className="pager__controls">
        <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Vorige
        </Button>
        <span className="pager__status" aria-live="polite">
          {status ?? `Pagina ${page} van ${pageCount}`}
        </span>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Volgende
        </button>
      </div>
    </nav>
  );
}
