import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from '../ui/loading';

/**
 * A page loaded in its own chunk on first visit, so the charts of the dashboard or the calendar do
 * not weigh on the first load of every other page. `pick` names the page's export.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyPage() {
    return (
      <Suspense fallback={<Loading variant="page" />}>
        <Page />
      </Suspense>
    );
  };
}
