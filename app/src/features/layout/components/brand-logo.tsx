import { Link } from 'react-router-dom';

export function BrandLogo() {
  return (
    <Link to="/" className="brand" aria-label="POP Planner, naar de startpagina">
      <span className="brand__mark" aria-hidden="true">
        P
      </span>
      <span className="brand__name">
        POP <span className="brand__name-accent">Planner</span>
      </span>
    </Link>
  );
}
