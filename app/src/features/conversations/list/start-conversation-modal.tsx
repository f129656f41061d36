import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { setConversationStatus } from '../api/conversations';
import type { ConversationSummary } from '../../../../../contracts/conversations';
import { Button } from '../../../ui/button';

interface StartConversationModalProps {
  /** The gepland conversation to open; the modal is closed while null. */
  conversation: ConversationSummary | null;
  onClose: () => void;
}

const STATUS_FAILED = 'Er is een fout opgetreden bij het bijwerken van de status';

/** SPEC 4: opening a gepland conversation asks whether to start it (status open) or only open it. */
export function StartConversationModal({ conversation, onClose }: StartConversationModalProps) {
  return conversation ? <StartDialog key={conversation.id} conversation={conversation} onClose={onClose} /> : null;
}

function StartDialog({ conversation, onClose }: { conversation: ConversationSummary; onClose: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const detailPath = `/pop-conversations/${conversation.id}`;

  async function start() {
    setBusy(true);
    setFailed(false);
    try {
      await setConversationStatus(conversation.id, 'open');
      navigate(detailPath);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      size="small"
      title="Gesprek starten?"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => navigate(detailPath)} disabled={busy}>
            Alleen openen
          </Button>
          <Button variant="primary" onClick={start} disabled={busy} data-autofocus>
            {busy ? 'Starten...' : 'Starten'}
          </Button>
        </>
      }
    >
      {failed ? <Alert tone="error">{STATUS_FAILED}</Alert> : null}
      <p className="pop-start__who">
        <strong>{conversation.medewerker_naam}</strong>
        <span className="muted">
          {conversation.bedrijf_naam} · {formatDateTime(conversation.datum_tijd)}
        </span>
      </p>
      <p className="modal-text">
        Dit gesprek is gepland. Wil je het gesprek nu starten (de status wordt Open) of het alleen openen zonder de status te wijzigen?
      </p>
    </Modal>
  );
}
