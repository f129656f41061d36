import { useEffect, useRef, useState } from 'react';
import type { NamedItem } from '../api/catalogue';
import { useFunctionTemplates } from '../api/use-function-templates';
import { GuideLoading } from './guide-choice-list';

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
    if (window.matchMedia('(max-width: 760px)').matches) {
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    }
  }

  useEffect(() => {
    if (error) console.error('Kon templates niet laden', error);
  }, [error]);

  if (isLoading) return <GuideLoading />;
  if (!data || data.length === 0) return <p className="guide__state">Geen templates gevonden voor deze functie</p>;

  const selected = data.find((template) => template.id === selectedId) ?? data[0];
  return (
    <div className="guide-templates">
      <ul className="guide-templates__list" aria-label={`Templates voor ${fn.naam}`}>
        {data.map((template) => (
          <li key={template.id}>
            <button
              type="button"
              className={`guide-templates__item${template.id === selected.id ? ' guide-templates__item--active' : ''}`}
              aria-current={template.id === selected.id ? 'true' : undefined}
              onClick={() => pick(template.id)}
            >
              <span className="guide-templates__name">{template.naam}</span>
              <span className="guide-templates__type">{template.type}</span>
            </button>
          </li>
        ))}
      </ul>
      <article ref={detailRef} className="guide-templates__detail" aria-live="polite">
        <h2 className="guide-templates__title">{selected.naam}</h2>
        <span className="badge">{selected.type}</span>
        <p className="guide-templates__description">{selected.beschrijving}</p>
        <h3>Doelen</h3>
        {selected.goals.length === 0 ? (
          <p className="muted">Geen doelen</p>
        ) : (
          <ol className="guide-templates__goals">
            {selected.goals.map((goal, index) => (
              <li key={index}>
                <span className="guide-templates__goal">{goal.omschrijving}</span>
                {goal.notitie ? <span className="guide-templates__note">{goal.notitie}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </article>
    </div>
  );
}
