import type { ConversationSummary } from '../../../../../contracts/conversations';
import { Modal } from '../../../ui/modal';
import { RowButton, RowList } from '../../../ui/row-list';
import { ConversationStatusBadge } from '../../../ui/status-badge';
import type { MoreItem } from '../lib/calendar-items';
import { longDay } from '../lib/localizer';
import { Button } from '../../../ui/button';

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
        <Button variant="secondary" onClick={onClose}>
          Sluiten
        </Button>
      }
    >
      <RowList>
        {day?.conversations.map(({ key, time, conversation }) => (
          <RowButton key={key} className="calendar-day-list__item" onClick={() => onPick(conversation)}>
            <span className="calendar-day-list__time">{time}</span>
            <span className="calendar-day-list__who">
              <strong>{conversation.medewerker_naam}</strong>
              <span className="muted small">{conversation.bedrijf_naam}</span>
            </span>
            <ConversationStatusBadge status={conversation.status} archived={Boolean(conversation.archiveer_datum)} archivedOnly />
          </RowButton>
        ))}
      </RowList>
    </Modal>
  );
}
