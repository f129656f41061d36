import { useId } from 'react';
import { IconBadge } from '../../../ui/icon-badge';
import { Icon } from '../../../ui/icon';
import { Button } from '../../../ui/button';

export interface GoalRow {
  key: number;
  omschrijving: string;
  notitie: string;
}

interface TemplateGoalRowsProps {
  rows: GoalRow[];
  /** Active library goals offered as suggestions; free text stays possible. */
  suggestions: string[];
  onChange: (rows: GoalRow[]) => void;
  onAdd: () => void;
}

export function TemplateGoalRows({ rows, suggestions, onChange, onAdd }: TemplateGoalRowsProps) {
  const listId = useId();
  const update = (key: number, patch: Partial<GoalRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <fieldset className="fieldset template-goals">
      <legend className="field__label">Doelen</legend>
      <datalist id={listId}>
        {suggestions.map((text) => (
          <option key={text} value={text} />
        ))}
      </datalist>
      {rows.map((row, index) => (
        <div key={row.key} className="template-goals__row">
          <IconBadge size={28} shape="circle" className="template-goals__number">
            {index + 1}
          </IconBadge>
          <div className="template-goals__fields">
            <input
              className="input"
              list={listId}
              placeholder="Kies of typ een doel"
              aria-label={`Doel ${index + 1} omschrijving`}
              value={row.omschrijving}
              required={index === 0}
              onChange={(event) => update(row.key, { omschrijving: event.target.value })}
            />
            <input
              className="input"
              placeholder="Notitie (optioneel)"
              aria-label={`Doel ${index + 1} notitie`}
              value={row.notitie}
              onChange={(event) => update(row.key, { notitie: event.target.value })}
            />
          </div>
          {rows.length > 1 ? (
            <button
              type="button"
              className="icon-button"
              aria-label={`Doel ${index + 1} verwijderen`}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            >
              <Icon name="close" />
            </button>
          ) : null}
        </div>
      ))}
      <div>
        <Button variant="secondary" size="small" onClick={onAdd}>
          + Doel toevoegen
        </Button>
      </div>
    </fieldset>
  );
}
