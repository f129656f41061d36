import type { LibraryPath } from '../features/library/api/library-kind';
import { LibraryScreen } from '../features/library/components/library-screen';
import { useDocumentTitle } from '../lib/use-document-title';
import { AiSlotsProvider } from './ai-slots-provider';

/** The goals or ambitions library; the key starts the screen afresh when the menu switches between them. */
export function LibraryPage({ kind, title }: { kind: LibraryPath; title: string }) {
  useDocumentTitle(title);
  return (
    <AiSlotsProvider>
      <LibraryScreen key={kind} kind={kind} />
    </AiSlotsProvider>
  );
}
