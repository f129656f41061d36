import { useId } from 'react';
import { conversationStatuses, STATUS_LABELS, type ConversationStatus } from '../../../../../contracts/conversations';
import './parts.css';

interface DateTimeFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  className?: string;
}

/** The conversation's date and time as a datetime-local input (Dutch wall clock). */
export function DateTimeField({ value, onChange, label = 'Datum en tijd', className }: DateTimeFieldProps) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input" type="datetime-local" value={value} required onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

interface StatusFieldProps {
  value: ConversationStatus;
  onChange: (value: ConversationStatus) => void;
  className?: string;
}

export function StatusField({ value, onChange, className }: StatusFieldProps) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        Status
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value as ConversationStatus)}>
        {conversationStatuses.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  );
}

interface VerslagFieldProps {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}

/** The conversation note ('Gespreksnotitie', field verslag). */
export function VerslagField({ value, onChange, rows = 10 }: VerslagFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Gespreksnotitie
      </label>
      <textarea
        id={id}
        className="input conversation-textarea"
        rows={rows}
        maxLength={50_000}
        value={value}
        placeholder="Schrijf hier het verslag van het gesprek..."
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
