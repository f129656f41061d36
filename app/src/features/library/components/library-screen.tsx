import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { PageHeader } from '../../../ui/page-header';
import { Pager } from '../../../ui/pager';
import { SearchToolbar } from '../../../ui/search-toolbar';
import { useSearchPages } from '../../../ui/use-search-pages';
import { useCan } from '../../../lib/session/can';
import { libraryApi, type LibraryEntry } from '../../../../../contracts/library';
import { LIBRARY_KIND, LIBRARY_TEXTS, type LibraryPath } from '../api/library-kind';
import { useLibrary } from '../../../api/library';
import { useAiSlots } from '../../../lib/ai-slots';
import { LibraryEntryModal } from './library-entry-modal';
import { LibraryTable } from './library-table';
import { Button } from '../../../ui/button';

const PAGE_SIZE = 10;

type ModalState = { open: false } | { open: true; entry: LibraryEntry | null };

const matches = (entry: LibraryEntry, needle: string) => entry.omschrijving.toLowerCase().includes(needle);

/** The /goals and /ambitions screens: they are identical apart from their texts and API path. */
export function LibraryScreen({ kind }: { kind: LibraryPath }) {
  const texts = LIBRARY_TEXTS[kind];
  const { LibraryAddMany } = useAiSlots();
  const [includeInactive, setIncludeInactive] = useState(false);
  const [modal, setModal] = useState<ModalState>({ open: false });
  const may = useCan();
  const { data, error, isLoading, mutate } = useLibrary(LIBRARY_KIND[kind], { includeInactive });
  const { query, setQuery, needle, filtered, visible, page, pageCount, setPage, refilter } = useSearchPages(data, matches, PAGE_SIZE);

  function renderBody() {
    if (error) return <Alert tone="error">{errorMessage(error, 'Er is een fout opgetreden bij het laden')}</Alert>;
    if (isLoading && !data) return <Loading />;
    if (filtered.length === 0) return <EmptyState look="plain">{needle ? texts.noResults : texts.empty}</EmptyState>;
    return (
      <>
        <LibraryTable entries={visible} texts={texts} onEdit={(entry) => setModal({ open: true, entry })} />
        <Pager page={page} pageCount={pageCount} onPage={setPage} align="end" />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          <>
            {LibraryAddMany ? <LibraryAddMany kind={LIBRARY_KIND[kind]} onAdded={() => void mutate()} /> : null}
            {may(libraryApi.goal.create) ? (
              <Button variant="primary" onClick={() => setModal({ open: true, entry: null })}>
                {texts.addButton}
              </Button>
            ) : null}
          </>
        }
      />
      <section className="card card--compact">
        <SearchToolbar label={`Zoek in ${texts.title.toLowerCase()}`} placeholder="Zoeken..." value={query} onChange={setQuery}>
          <Checkbox label={texts.showInactive} checked={includeInactive} onChange={refilter(setIncludeInactive)} />
        </SearchToolbar>
        {renderBody()}
      </section>
      <LibraryEntryModal
        kind={kind}
        open={modal.open}
        entry={modal.open ? modal.entry : null}
        onClose={() => setModal({ open: false })}
        onSaved={() => void mutate()}
      />
    </>
  );
}
