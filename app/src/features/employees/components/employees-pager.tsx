interface EmployeesPagerProps {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}

export function EmployeesPager({ page, pageCount, total, onPage }: EmployeesPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="employees-pager" aria-label="Paginering">
      <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Vorige
      </button>
      <span className="employees-pager__status">
        Pagina {page} van {pageCount} ({total} medewerkers)
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Volgende
      </button>
    </nav>
  );
}
