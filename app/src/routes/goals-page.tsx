import { LibraryPage } from './library-page';

export function GoalsPage() {
  return <LibraryPage kind="goals" title="Doelen" />;
}
