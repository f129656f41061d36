import { LibraryPage } from './library-page';

export function AmbitionsPage() {
  return <LibraryPage kind="ambitions" title="Ambities" />;
}
