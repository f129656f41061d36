import { Link } from 'react-router-dom';

interface BrandLogoProps {
  /** An enterprise workspace's own logo, shown instead of the product's mark and name. */
  customLogoUrl?: string | null;
}

export function BrandLogo({ customLogoUrl }: BrandLogoProps) {
  if (customLogoUrl) {
    return (
      <Link to="/" className="brand brand--custom">
        <img className="brand__custom-logo" src={customLogoUrl} alt="Logo van je werkruimte" />
        <span className="visually-hidden">, naar de startpagina</span>
      </Link>
    );
  }
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
