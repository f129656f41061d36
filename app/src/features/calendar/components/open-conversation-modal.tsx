import { useNavigate } from 'react-router-dom';
import type { ConversationSummary } from '../../../../../contracts/conversations';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ConversationStatusBadge } from '../../../ui/status-badge';

interface OpenConversationModalProps {
  conversation: ConversationSummary | null;
  onClose: () => void;
}

/** SPEC: clicking an event asks whether to open the conversation. */
export function OpenConversationModal({ conversation, onClose }: OpenConversationModalProps) {
  const navigate = useNavigate();
  return (
    <ConfirmModal
      open={conversation !== null}
      title="Gesprek openen?"
      tone="primary"
      confirmLabel="Openen"
      onConfirm={() => conversation && navigate(`/pop-conversations/${conversation.id}`)}
      onCancel={onClose}
    >
      {conversation ? (
        <dl className="calendar-details">
          <div>
            <dt>Medewerker</dt>
            <dd>{conversation.medewerker_naam}</dd>
          </div>
          <div>
            <dt>Bedrijf</dt>
            <dd>{conversation.bedrijf_naam}</dd>
          </div>
          <div>
            <dt>Datum</dt>
            <dd>{formatDateTime(conversation.datum_tijd)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <ConversationStatusBadge status={conversation.status} archived={Boolean(conversation.archiveer_datum)} archivedOnly />
            </dd>
          </div>
        </dl>
      ) : null}
    </ConfirmModal>
  );
}
