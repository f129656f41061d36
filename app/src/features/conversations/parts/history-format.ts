import { formatDateTime } from '../../../../../contracts/dutch-time';
import { STATUS_LABELS, type ConversationStatus, type HistoryChange } from '../../../../../contracts/conversations';

const isStatus = (value: unknown): value is ConversationStatus => typeof value === 'string' && value in STATUS_LABELS;

/** One old or new value of a history change as a reader expects it (dates Dutch, status as label). */
export function formatChangeValue(change: HistoryChange, value: HistoryChange['old']): string {
  if (value === null || value === '') return '—';
  switch (change.field) {
    case 'datum_tijd':
    case 'archiveer_datum':
      return formatDateTime(String(value)) || String(value);
    case 'status':
      return isStatus(value) ? STATUS_LABELS[value] : String(value);
    case 'deadline':
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? String(value).split('-').reverse().join('-') : String(value);
    case 'voortgang':
      return `${value}/10`;
    default:
      return String(value);
  }
}

/**
 * Newest first, for the timeline. An AI answer about the conversation carries the position of the
 * change before it, so equal positions go by time.
 */
export const newestFirst = <T extends { position: number; at?: string }>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => b.position - a.position || (b.at ?? '').localeCompare(a.at ?? ''));

/** A key per timeline entry: an AI answer shares its position with the change before it. */
export const entryKey = (entry: { position: number; type: string; ai?: { callId: string } }) =>
  `${entry.position}:${entry.type}:${entry.ai?.callId ?? ''}`;
