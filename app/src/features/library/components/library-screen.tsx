import { useMemo, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { LIBRARY_TEXTS, type LibraryEntry, type LibraryKind } from '../api/library-kind';
import { useLibraryEntries } from '../api/use-library-entries';
import { LibraryEntryModal } from './library-entry-modal';
import { LibraryTable } from './library-table';
import { Pagination } from './pagination';
import './library.css';

const PAGE_SIZE = 10;

type ModalState = { open: false } | { open: true; entry: LibraryEntry | null };

/** The /goals and /ambitions screens: they are identical apart from their texts and API path. */
export function LibraryScreen({ kind }: { kind: LibraryKind }) {
  const texts = LIBRARY_TEXTS[kind];
  const [includeInactive, setIncludeInactive] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<ModalState>({ open: false });
  const { data, error, isLoading, mutate } = useLibraryEntries(kind, includeInactive);

  const filtered = useMemo(() => {
    const term = search.trim().toLowerCase();
    const entries = data ?? [];
    return term ? entries.filter((entry) => entry.omschrijving.toLowerCase().includes(term)) : entries;
  }, [data, search]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const visible = filtered.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);

  function renderBody() {
    if (error) return <Alert tone="error">{errorMessage(error, 'Er is een fout opgetreden bij het laden')}</Alert>;
    if (isLoading && !data) {
      return (
        <div className="library__state">
          <span className="spinner" aria-hidden="true" /> Laden...
        </div>
      );
    }
    if (filtered.length === 0) return <p className="library__state">{search.trim() ? texts.noResults : texts.empty}</p>;
    return (
      <>
        <LibraryTable entries={visible} texts={texts} onEdit={(entry) => setModal({ open: true, entry })} />
        <Pagination page={currentPage} pageCount={pageCount} onChange={setPage} />
      </>
    );
  }

  return (
    <>
      <header className="page-header library__header">
        <div>
          <h1>{texts.title}</h1>
          <p>{texts.subtitle}</p>
        </div>
        <button type="button" className="button button--primary" onClick={() => setModal({ open: true, entry: null })}>
          {texts.addButton}
        </button>
      </header>
      <section className="card library">
        <div className="library__toolbar">
          <input
            type="search"
            className="input library__search"
            placeholder="Zoeken..."
            aria-label={`Zoek in ${texts.title.toLowerCase()}`}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <label className="library__checkbox">
            <input
              type="checkbox"
              checked={includeInactive}
              onChange={(event) => {
                setIncludeInactive(event.target.checked);
                setPage(1);
              }}
            />
            {texts.showInactive}
          </label>
        </div>
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
