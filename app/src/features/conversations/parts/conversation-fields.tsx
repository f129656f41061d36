import { conversationApi, conversationStatuses, STATUS_LABELS, type ConversationStatus } from '../../../../../contracts/conversations';
import { useCan } from '../../../lib/session/can';
import { Select } from '../../../ui/select';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import './parts.css';
import { useAiSlots } from '../../../lib/ai-slots';

interface DateTimeFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  className?: string;
}

/** The conversation's date and time as a datetime-local input (Dutch wall clock). */
export function DateTimeField({ value, onChange, label = 'Datum en tijd', className }: DateTimeFieldProps) {
  return <TextField label={label} type="datetime-local" value={value} required onChange={onChange} className={className} />;
}

interface StatusFieldProps {
  value: ConversationStatus;
  onChange: (value: ConversationStatus) => void;
  className?: string;
}

const STATUS_OPTIONS = conversationStatuses.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export function StatusField({ value, onChange, className }: StatusFieldProps) {
  return (
    <Select
      label="Status"
      value={value}
      onChange={(next) => onChange(next as ConversationStatus)}
      options={STATUS_OPTIONS}
      fieldClassName={className}
    />
  );
}

interface VerslagFieldProps {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}

/** The conversation note ('Gespreksnotitie', field verslag). */
export function VerslagField({ value, onChange, rows = 10 }: VerslagFieldProps) {
  const { Improve } = useAiSlots();
  const may = useCan();
  if (!may(conversationApi.update)) {
    return (
      <div className="field">
        <p className="field__label">Gespreksnotitie</p>
        <p className="verslag-field__text">{value.trim() || 'Geen notitie.'}</p>
      </div>
    );
  }
  const field = (
    <TextAreaField
      label="Gespreksnotitie"
      rows={rows}
      maxLength={50_000}
      value={value}
      placeholder="Schrijf hier het verslag van het gesprek..."
      onChange={onChange}
    />
  );
  if (!Improve) return field;
  return (
    <div className="verslag-field stack stack--2">
      {field}
      <div className="verslag-field__ai">
        <Improve text={value} kind="verslag" onApply={onChange} />
      </div>
    </div>
  );
}
