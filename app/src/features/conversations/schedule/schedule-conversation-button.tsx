import { useState } from 'react';
import { conversationApi } from '../../../../../contracts/conversations';
import { useCan } from '../../../lib/session/can';
import { ScheduleConversationModal } from './schedule-conversation-modal';

interface ScheduleConversationButtonProps {
  label?: string;
  className?: string;
  onPlanned?: (id: number) => void;
}

/** A button that opens the New POP conversation modal; the lists refresh themselves after planning. */
export function ScheduleConversationButton({
  label = 'Nieuw gesprek',
  className = 'button button--primary button--small',
  onPlanned,
}: ScheduleConversationButtonProps) {
  const [open, setOpen] = useState(false);
  const may = useCan();
  if (!may(conversationApi.schedule)) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ScheduleConversationModal open={open} onClose={() => setOpen(false)} onPlanned={onPlanned} />
    </>
  );
}
