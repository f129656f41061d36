import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from '../ui/loading';

/**
 * A page loaded in its own chunk on first visit, so the charts of the dashboard or the calendar do
 * not weigh on the first load of every other page. `load` imports the page's module and picks its export.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(() => load().then((page) => ({ default: page })));
  return function LazyPage() {
    return (
      <Suspense fallback={<Loading variant="page" />}>
        <Page />
      </Suspense>
    );
  };
}
