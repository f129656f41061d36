interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label="Paginering">
      <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Vorige
      </button>
      <span className="pagination__status" aria-live="polite">
        Pagina {page} van {pageCount}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        Volgende
      </button>
    </nav>
  );
}
