import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { NoteList } from '../../../ui/note-list';
import type { EnrichedTemplate as CatalogueTemplate } from '../../../../../contracts/templates';

interface TemplateDetailProps {
  selectedId: number | null;
  template: CatalogueTemplate | undefined;
  failed: boolean;
}

/** The right pane of the template search: name, type, description and goals with their notes. */
export function TemplateDetail({ selectedId, template, failed }: TemplateDetailProps) {
  if (selectedId === null) return <EmptyState look="plain">Kies links een template om de details te bekijken.</EmptyState>;
  if (failed) return <EmptyState look="plain">Deze template kon niet worden geladen.</EmptyState>;
  if (!template || template.id !== selectedId) return <Loading />;
  return (
    <article>
      <h3 className="template-search__title">{template.naam}</h3>
      <p className="template-search__tags">
        <span className="badge">{template.type}</span>
        <span className="muted small">
          {template.branche_naam} · {template.functie_naam}
        </span>
      </p>
      {template.beschrijving ? <p className="template-search__description">{template.beschrijving}</p> : null}
      <h4 className="template-search__goals-title">Doelen ({template.goals.length})</h4>
      {template.goals.length === 0 ? (
        <p className="muted">Deze template heeft geen doelen.</p>
      ) : (
        <NoteList items={template.goals.map((goal) => ({ text: goal.omschrijving, note: goal.notitie }))} />
      )}
    </article>
  );
}
