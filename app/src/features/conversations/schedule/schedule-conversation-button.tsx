import { useState } from 'react';
import { PlanConversationModal } from './plan-conversation-modal';

interface PlanConversationButtonProps {
  label?: string;
  className?: string;
  onPlanned?: (id: number) => void;
}

/** A button that opens the New POP conversation modal; the lists refresh themselves after planning. */
export function PlanConversationButton({
  label = 'Nieuw gesprek',
  className = 'button button--primary button--small',
  onPlanned,
}: PlanConversationButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <PlanConversationModal open={open} onClose={() => setOpen(false)} onPlanned={onPlanned} />
    </>
  );
}
