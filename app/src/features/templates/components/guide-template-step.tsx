import { useEffect, useRef, useState } from 'react';
import type { NamedItem } from '../../../../../contracts/templates';
import { useFunctionTemplates } from '../../../api/templates';
import { EmptyState } from '../../../ui/empty-state';
import { isAtMost } from '../../../ui/breakpoints';
import { Loading } from '../../../ui/loading';
import { NoteList } from '../../../ui/note-list';
import { RowButton, RowList } from '../../../ui/row-list';

interface GuideTemplateStepProps {
  branch: NamedItem;
  fn: NamedItem;
}

export function GuideTemplateStep({ branch, fn }: GuideTemplateStepProps) {
  const { data, error, isLoading } = useFunctionTemplates(branch.id, fn.id);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const detailRef = useRef<HTMLElement>(null);

  // On a phone the detail sits below the list; bring it into view after a pick.
  function pick(id: number) {
    setSelectedId(id);
    if (isAtMost('lg')) {
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    }
  }

  useEffect(() => {
    if (error) console.error('Kon templates niet laden', error);
  }, [error]);

  if (isLoading) return <Loading />;
  if (!data || data.length === 0) return <EmptyState look="plain">Geen templates gevonden voor deze functie</EmptyState>;

  const selected = data.find((template) => template.id === selectedId) ?? data[0];
  return (
    <div className="guide-templates">
      <RowList label={`Templates voor ${fn.naam}`}>
        {data.map((template) => (
          <RowButton
            key={template.id}
            className="guide-templates__item"
            active={template.id === selected.id}
            onClick={() => pick(template.id)}
          >
            <span className="guide-templates__name">{template.naam}</span>
            <span className="guide-templates__type">
              {template.type}
              {template.gegenereerd ? ' · AI' : ''}
            </span>
          </RowButton>
        ))}
      </RowList>
      <article ref={detailRef} className="guide-templates__detail" aria-live="polite">
        <h2 className="guide-templates__title">{selected.naam}</h2>
        <span className="badge">{selected.type}</span>
        {/* Made by the admin's AI generator, beside the catalogue's own (SPEC 2, Admin). */}
        {selected.gegenereerd ? (
          <>
            {' '}
            <span className="badge badge--info">AI-gegenereerd</span>
          </>
        ) : null}
        <p className="guide-templates__description">{selected.beschrijving}</p>
        <h3>Doelen</h3>
        {selected.goals.length === 0 ? (
          <p className="muted">Geen doelen</p>
        ) : (
          <NoteList items={selected.goals.map((goal) => ({ text: goal.omschrijving, note: goal.notitie }))} />
        )}
      </article>
    </div>
  );
}
