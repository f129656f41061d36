import { useNavigate } from 'react-router-dom';
import type { ConversationSummary } from '../../../../../contracts/conversations';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { FactList } from '../../../ui/fact-list';
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
        <FactList
          layout="rows"
          facts={[
            { label: 'Medewerker', value: conversation.medewerker_naam },
            { label: 'Bedrijf', value: conversation.bedrijf_naam },
            { label: 'Datum', value: formatDateTime(conversation.datum_tijd) },
            {
              label: 'Status',
              value: <ConversationStatusBadge status={conversation.status} archived={Boolean(conversation.archiveer_datum)} archivedOnly />,
            },
          ]}
        />
      ) : null}
    </ConfirmModal>
  );
}
