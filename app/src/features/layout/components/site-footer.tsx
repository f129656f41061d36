import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icon';

const FOOTER_LINKS = [
  { label: 'Privacy', to: '/privacy' },
  { label: 'Sitemap', to: '/sitemap' },
  { label: 'Prijzen', to: '/prijzen' },
  { label: 'Contact', to: '/contact' },
];

const LINKEDIN_URL = 'https://www.linkedin.com/';

/** `branded`: the workspace shows its own look; the product's name stays here. */
export function SiteFooter({ branded = false }: { branded?: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <p className="site-footer__copyright">
        {branded ? 'Met POP Planner · ' : null}© {year} POP Planner. Alle rechten voorbehouden.
      </p>
      <nav className="site-footer__nav" aria-label="Footer">
        {FOOTER_LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
        <a href={LINKEDIN_URL} target="_blank" rel="noopener noreferrer" className="site-footer__social">
          <Icon name="linkedin" size={16} />
          LinkedIn
          <span className="visually-hidden"> (opent in een nieuw venster)</span>
        </a>
      </nav>
    </footer>
  );
}
