import type { ReactNode } from 'react';
import './public-page.css';

/**
 * A page of the public site. Visitors see it in the public layout, which has no content column of
 * its own, so it gets one here; inside the app's layout it is the content as it is.
 */
export function PublicPage({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? 'public-page public-page--narrow' : 'public-page'}>{children}</div>;
}
