import { useId } from 'react';
import { CONVERSATION_STATUSES, STATUS_LABELS, type ConversationStatus } from '../api/types';
import type { PlanErrors } from './plan-form';

interface PlanWhenFieldsProps {
  datumTijd: string;
  status: ConversationStatus | '';
  errors: PlanErrors;
  onDatumTijdChange: (value: string) => void;
  onStatusChange: (value: ConversationStatus | '') => void;
}

/** Date-time (a datetime-local value, Dutch wall clock) and status of the new conversation. */
export function PlanWhenFields({ datumTijd, status, errors, onDatumTijdChange, onStatusChange }: PlanWhenFieldsProps) {
  const dateId = useId();
  const statusId = useId();
  return (
    <div className="plan-form__row">
      <div className="field">
        <label className="field__label" htmlFor={dateId}>
          Datum en tijd
        </label>
        <input
          id={dateId}
          type="datetime-local"
          className="input"
          value={datumTijd}
          onChange={(event) => onDatumTijdChange(event.target.value)}
          aria-invalid={errors.datumTijd ? true : undefined}
          aria-describedby={errors.datumTijd ? `${dateId}-error` : undefined}
          required
          data-autofocus
        />
        {errors.datumTijd ? (
          <p id={`${dateId}-error`} className="plan-form__error">
            {errors.datumTijd}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={statusId}>
          Status
        </label>
        <select
          id={statusId}
          className="input"
          value={status}
          onChange={(event) => onStatusChange(event.target.value as ConversationStatus | '')}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={errors.status ? `${statusId}-error` : undefined}
          required
        >
          {CONVERSATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        {errors.status ? (
          <p id={`${statusId}-error`} className="plan-form__error">
            {errors.status}
          </p>
        ) : null}
      </div>
    </div>
  );
}
