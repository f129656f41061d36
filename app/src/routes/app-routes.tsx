import { useLayoutEffect } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { CookieBanner } from '../features/public-site/consent/cookie-banner';
import { useSession } from '../lib/session/session-context';
import { Loading } from '../ui/loading';
import { anonymousRoutes, authenticatedRoutes } from './route-tables';

export function AppRoutes() {
  const { status } = useSession();
  const { pathname } = useLocation();
  const element = useRoutes(status === 'authenticated' ? authenticatedRoutes : anonymousRoutes);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // While a stored token is being checked, neither route table applies yet.
  if (status === 'loading') return <Loading variant="page" />;
  return (
    <>
      {element}
      <CookieBanner />
    </>
  );
}
