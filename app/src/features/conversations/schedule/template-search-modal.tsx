import { useRef, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { isAtMost } from '../../../ui/breakpoints';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { Modal } from '../../../ui/modal';
import { useCatalogueTemplate, useTemplateSearch } from '../../../api/templates';
import { TemplateDetail } from './template-detail';
import { useDebouncedValue } from './use-debounced-value';
import type { ChosenTemplate } from './schedule-form';
import { Button } from '../../../ui/button';
import { SearchInput } from '../../../ui/search-input';

interface TemplateSearchModalProps {
  open: boolean;
  onClose: () => void;
  onChoose: (template: ChosenTemplate) => void;
  /** The template chosen earlier, shown again when the modal reopens. */
  chosenId?: number | null;
}

/** SPEC 'Conversation template search, 1000x700': search the catalogue, read a template, choose it. */
export function TemplateSearchModal(props: TemplateSearchModalProps) {
  return props.open ? <TemplateSearchDialog {...props} /> : null;
}

// The catalogue answers at most this many matches (backend SEARCH_LIMIT).
const RESULT_LIMIT = 50;

function TemplateSearchDialog({ onClose, onChoose, chosenId = null }: TemplateSearchModalProps) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 300);
  const results = useTemplateSearch(debounced, true);
  const [selectedId, setSelectedId] = useState<number | null>(chosenId);
  const detail = useCatalogueTemplate(selectedId);
  const detailRef = useRef<HTMLElement>(null);

  function pick(id: number) {
    setSelectedId(id);
    // On a phone the detail sits below the list; bring it into view.
    if (isAtMost('md')) {
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    }
  }

  function renderResults() {
    if (results.error) return <Alert tone="error">De templates konden niet worden geladen. Probeer het opnieuw.</Alert>;
    if (!results.data) return <Loading />;
    if (results.data.length === 0) return <EmptyState look="plain">Geen templates gevonden voor je zoekopdracht</EmptyState>;
    return (
      <>
        <ul className="template-search__list" aria-label="Zoekresultaten" aria-busy={results.isValidating || debounced !== query}>
          {results.data.map((template) => (
            <li key={template.id}>
              <button
                type="button"
                className={`template-search__item focus-ring${template.id === selectedId ? ' template-search__item--active' : ''}`}
                aria-pressed={template.id === selectedId}
                onClick={() => pick(template.id)}
              >
                <span className="template-search__name">{template.naam}</span>
                <span className="template-search__meta">
                  {template.branche_naam} · {template.functie_naam}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {results.data.length >= RESULT_LIMIT ? (
          <p className="template-search__limit">De eerste {RESULT_LIMIT} resultaten; verfijn je zoekopdracht.</p>
        ) : null}
      </>
    );
  }

  return (
    <Modal
      open
      size="large"
      title="Gesprekstemplate zoeken"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Annuleren
          </Button>
          <button
            type="button"
            className="button button--primary"
            disabled={!detail.data || detail.data.id !== selectedId}
            onClick={() => detail.data && onChoose({ id: detail.data.id, name: detail.data.naam })}
          >
            Kies deze template
          </button>
        </>
      }
    >
      <div className="template-search">
        <SearchInput
          className="template-search__input"
          placeholder="Zoek op naam, branche of functie"
          aria-label="Zoek een gesprekstemplate"
          value={query}
          onChange={setQuery}
          data-autofocus
        />
        <div className="template-search__panes">
          <div className="template-search__results">{renderResults()}</div>
          <section ref={detailRef} className="template-search__detail" aria-live="polite" aria-label="Gekozen template">
            <TemplateDetail selectedId={selectedId} template={detail.data} failed={Boolean(detail.error)} />
          </section>
        </div>
      </div>
    </Modal>
  );
}
