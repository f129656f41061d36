import { Link } from 'react-router-dom';

export function BrandLogo() {
  return (
    // The name starts with what it shows (WCAG 2.5.3: label in name); the destination is only heard.
    <Link to="/" className="brand">
      <span className="brand__mark" aria-hidden="true">
        P
      </span>
      <span className="brand__name">
        POP <span className="brand__name-accent">Planner</span>
      </span>
      <span className="visually-hidden">, naar de startpagina</span>
    </Link>
  );
}
