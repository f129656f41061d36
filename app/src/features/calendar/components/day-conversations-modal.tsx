import type { ConversationSummary } from '../../conversations/api/types';
import { Modal } from '../../../ui/modal';
import type { MoreItem } from '../lib/calendar-items';
import { longDay } from '../lib/localizer';
import { StatusBadge } from './status-badge';

interface DayConversationsModalProps {
  day: MoreItem | null;
  onClose: () => void;
  onPick: (conversation: ConversationSummary) => void;
}

/** What '+N meer' opens: every conversation of that day; picking one asks to open it. */
export function DayConversationsModal({ day, onClose, onPick }: DayConversationsModalProps) {
  return (
    <Modal
      open={day !== null}
      title={day ? `Gesprekken op ${longDay(day.day)}` : ''}
      size="small"
      onClose={onClose}
      footer={
        <button type="button" className="button button--secondary" onClick={onClose}>
          Sluiten
        </button>
      }
    >
      <ul className="calendar-day-list">
        {day?.conversations.map((item) => (
          <li key={item.key}>
            <button type="button" className="calendar-day-list__item" onClick={() => onPick(item.conversation)}>
              <span className="calendar-day-list__time">{item.time}</span>
              <span className="calendar-day-list__who">
                <strong>{item.conversation.medewerker_naam}</strong>
                <span className="muted small">{item.conversation.bedrijf_naam}</span>
              </span>
              <StatusBadge conversation={item.conversation} />
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
