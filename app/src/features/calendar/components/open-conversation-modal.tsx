import { useNavigate } from 'react-router-dom';
import type { ConversationSummary } from '../../conversations/api/types';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import { Modal } from '../../../ui/modal';
import { StatusBadge } from './status-badge';

interface OpenConversationModalProps {
  conversation: ConversationSummary | null;
  onClose: () => void;
}

/** SPEC: clicking an event asks whether to open the conversation. */
export function OpenConversationModal({ conversation, onClose }: OpenConversationModalProps) {
  const navigate = useNavigate();
  return (
    <Modal
      open={conversation !== null}
      title="Gesprek openen?"
      size="small"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Annuleren
          </button>
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => conversation && navigate(`/pop-conversations/${conversation.id}`)}
          >
            Openen
          </button>
        </>
      }
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
              <StatusBadge conversation={conversation} />
            </dd>
          </div>
        </dl>
      ) : null}
    </Modal>
  );
}
