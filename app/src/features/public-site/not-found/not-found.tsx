import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/empty-state';
import './not-found.css';

/** A visitor on a path the app has no page for (the server answered 404 with the app). */
export function NotFound() {
  return (
    <EmptyState
      icon="help"
      action={
        <div className="center-row not-found__actions">
          <Link to="/" className="button button--primary">
            Naar de startpagina
          </Link>
          <Link to="/publichelp" className="button button--secondary">
            Naar het helpcentrum
          </Link>
        </div>
      }
    >
      <h1 className="not-found__title">Pagina niet gevonden</h1>
      <p>Deze pagina bestaat niet. De link is misschien verouderd, of er staat een typfout in het adres.</p>
    </EmptyState>
  );
}
