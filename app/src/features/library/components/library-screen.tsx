import { useState } from 'react';
import { Checkbox } from '../../../ui/checkbox';
import { EmptyState } from '../../../ui/empty-state';
import { ListStates } from '../../../ui/list-states';
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
        <ListStates
          load={{ data, error, isLoading }}
          failure="Er is een fout opgetreden bij het laden"
          items={filtered}
          empty={<EmptyState look="plain">{needle ? texts.noResults : texts.empty}</EmptyState>}
        >
          <LibraryTable entries={visible} texts={texts} onEdit={(entry) => setModal({ open: true, entry })} />
          <Pager page={page} pageCount={pageCount} onPage={setPage} align="end" />
        </ListStates>
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
