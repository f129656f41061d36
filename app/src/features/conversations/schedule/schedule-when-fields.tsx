import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { conversationStatuses, STATUS_LABELS, type ConversationStatus } from '../../../../../contracts/conversations';
import type { ScheduleErrors } from './schedule-form';

interface ScheduleWhenFieldsProps {
  scheduledAt: string;
  status: ConversationStatus | '';
  errors: ScheduleErrors;
  onScheduledAtChange: (value: string) => void;
  onStatusChange: (value: ConversationStatus | '') => void;
}

const STATUS_OPTIONS = conversationStatuses.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** Date-time (a datetime-local value, Dutch wall clock) and status of the new conversation. */
export function ScheduleWhenFields({ scheduledAt, status, errors, onScheduledAtChange, onStatusChange }: ScheduleWhenFieldsProps) {
  return (
    <div className="plan-form__row">
      <TextField
        label="Datum en tijd"
        type="datetime-local"
        value={scheduledAt}
        onChange={onScheduledAtChange}
        error={errors.scheduledAt}
        required
        data-autofocus
      />
      <Select
        label="Status"
        value={status}
        onChange={(value) => onStatusChange(value as ConversationStatus | '')}
        options={STATUS_OPTIONS}
        error={errors.status}
        required
      />
    </div>
  );
}
