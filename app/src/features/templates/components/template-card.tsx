import { formatDayMonthYear } from '../../../../../contracts/dutch-time';
import { Tile } from '../../../ui/tile';
import { useCan } from '../../../lib/session/can';
import { templateApi, type UserTemplate } from '../../../../../contracts/templates';
import { Button } from '../../../ui/button';

const PREVIEW_GOALS = 3;
const NOTE_PREVIEW_LENGTH = 60;

function shortNote(notitie: string): string {
  return notitie.length > NOTE_PREVIEW_LENGTH ? `${notitie.slice(0, NOTE_PREVIEW_LENGTH)}...` : notitie;
}

interface TemplateCardProps {
  template: UserTemplate;
  onEdit: () => void;
  onDelete: () => void;
}

export function TemplateCard({ template, onEdit, onDelete }: TemplateCardProps) {
  const may = useCan();
  const preview = template.goals.slice(0, PREVIEW_GOALS);
  const more = template.goals.length - preview.length;
  const created = formatDayMonthYear(template.created_at);
  return (
    <Tile
      className="template-card"
      footer={
        <>
          {created ? <span className="template-card__date">Aangemaakt op {created}</span> : <span />}
          {may(templateApi.update) ? (
            <div className="template-card__actions">
              <Button variant="ghost" size="small" onClick={onEdit}>
                Bewerken
              </Button>
              <Button variant="ghost-danger" size="small" onClick={onDelete}>
                Verwijderen
              </Button>
            </div>
          ) : null}
        </>
      }
    >
      <header>
        <h2 className="template-card__title">{template.omschrijving}</h2>
        <p className="template-card__meta">
          <span className="badge">{template.bedrijf_naam}</span>
          <span>
            {template.goals.length} {template.goals.length === 1 ? 'doel' : 'doelen'}
          </span>
        </p>
      </header>
      <ul className="template-card__goals stack stack--2 plain-list">
        {preview.map((goal, index) => (
          <li key={index}>
            <span className="template-card__goal">{goal.omschrijving}</span>
            {goal.notitie ? <span className="template-card__note">{shortNote(goal.notitie)}</span> : null}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="template-card__more">+ {more} meer</p> : null}
    </Tile>
  );
}
