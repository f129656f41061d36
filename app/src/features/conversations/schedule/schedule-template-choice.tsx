import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '../../../ui/loading';
import { Select } from '../../../ui/select';
import { splitOwnTemplates, type ChosenTemplate, type TemplateMode } from './schedule-form';
import type { OwnTemplateOption } from './schedule-form';
import { Button } from '../../../ui/button';

interface ScheduleTemplateChoiceProps {
  mode: TemplateMode;
  onModeChange: (mode: TemplateMode) => void;
  ownTemplates: OwnTemplateOption[] | undefined;
  ownTemplateId: string;
  onOwnTemplateChange: (id: string) => void;
  companyId: string;
  catalogueTemplate: ChosenTemplate | null;
  onSearchCatalogue: () => void;
  error: string | undefined;
  onLeave: () => void;
}

const MODES: { value: TemplateMode; label: string }[] = [
  { value: 'none', label: 'Geen template' },
  { value: 'own', label: 'Eigen template' },
  { value: 'catalogue', label: 'Gesprekstemplate' },
];

/** The template option (SPEC 5): none, an own template, or a catalogue template picked in the search modal. */
export function ScheduleTemplateChoice(props: ScheduleTemplateChoiceProps) {
  const name = useId();
  const errorId = useId();
  const { mode, ownTemplates, catalogueTemplate } = props;

  function renderOwn() {
    if (!ownTemplates) return <Loading variant="inline" />;
    if (ownTemplates.length === 0) {
      return (
        <p className="plan-form__note">
          Je hebt nog geen eigen templates.{' '}
          <Link to="/templates" onClick={props.onLeave}>
            Maak een template aan
          </Link>
        </p>
      );
    }
    const { ofCompany, others } = splitOwnTemplates(ownTemplates, props.companyId);
    const option = (template: OwnTemplateOption, withCompany: boolean) => (
      <option key={template.id} value={template.id}>
        {withCompany ? `${template.omschrijving} (${template.bedrijf_naam})` : template.omschrijving}
      </option>
    );
    return (
      <Select
        label="Eigen template"
        value={props.ownTemplateId}
        onChange={props.onOwnTemplateChange}
        placeholder="Selecteer een template"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      >
        {ofCompany.length > 0 ? (
          <>
            <optgroup label="Templates van dit bedrijf">{ofCompany.map((t) => option(t, false))}</optgroup>
            {others.length > 0 ? <optgroup label="Andere templates">{others.map((t) => option(t, true))}</optgroup> : null}
          </>
        ) : (
          others.map((t) => option(t, true))
        )}
      </Select>
    );
  }

  return (
    <fieldset className="fieldset plan-form__fieldset">
      <legend className="field__label">Template</legend>
      <div className="plan-form__radios">
        {MODES.map((item) => (
          <label key={item.value} className="plan-form__radio">
            <input
              type="radio"
              name={name}
              value={item.value}
              checked={mode === item.value}
              onChange={() => props.onModeChange(item.value)}
            />
            {item.label}
          </label>
        ))}
      </div>
      {mode === 'own' ? renderOwn() : null}
      {mode === 'catalogue' ? (
        catalogueTemplate ? (
          <div className="plan-form__chosen split-row">
            <span>
              Gekozen: <strong>{catalogueTemplate.name}</strong>
            </span>
            <Button variant="secondary" size="small" onClick={props.onSearchCatalogue}>
              Wijzigen
            </Button>
          </div>
        ) : (
          <Button variant="secondary" className="plan-form__search" onClick={props.onSearchCatalogue}>
            Zoek een gesprekstemplate
          </Button>
        )
      ) : null}
      {props.error ? (
        <p id={errorId} className="field__error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
