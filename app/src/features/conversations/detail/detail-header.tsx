import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icon';
import { DateTimeField, StatusField } from '../parts/conversation-fields';
import type { ConversationDraft } from '../parts/use-conversation-draft';
import { ConversationStatusBadge } from '../../../ui/status-badge';
import { Button } from '../../../ui/button';
import { useCan } from '../../../lib/session/can';
import { conversationApi, type Conversation } from '../../../../../contracts/conversations';

interface DetailHeaderProps {
  conversation: Conversation;
  draft: ConversationDraft;
  onChange: (patch: Partial<ConversationDraft>) => void;
  dirty: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
}

/** Who and when, with the date/time and status to edit and the Annuleren / Opslaan pair (SPEC 2). */
export function DetailHeader({ conversation, draft, onChange, dirty, saving, onCancel, onSave }: DetailHeaderProps) {
  const archived = conversation.archiveer_datum !== null;
  const may = useCan();
  return (
    <header className="detail-header">
      <div className="detail-header__inner split-row">
        <div className="detail-header__title">
          <Link to="/pop-conversations" className="detail-back">
            <Icon name="arrowLeft" size={18} />
            POP gesprekken
          </Link>
          <h1 className="detail-header__name">{conversation.medewerker_naam}</h1>
          <p className="detail-header__meta">
            <span>{conversation.bedrijf_naam}</span>
            <ConversationStatusBadge status={conversation.status} archived={archived} />
          </p>
        </div>
        {may(conversationApi.update) ? (
          <form
            className="detail-header__controls cluster cluster--wrap"
            onSubmit={(event) => {
              event.preventDefault();
              onSave();
            }}
            noValidate
          >
            <DateTimeField value={draft.datum_tijd} onChange={(datum_tijd) => onChange({ datum_tijd })} className="detail-header__date" />
            <StatusField value={draft.status} onChange={(status) => onChange({ status })} className="detail-header__status" />
            <div className="detail-header__buttons">
              <Button variant="secondary" onClick={onCancel}>
                Annuleren
              </Button>
              <button type="submit" className="button button--primary" disabled={saving}>
                {saving ? 'Opslaan...' : 'Opslaan'}
              </button>
            </div>
            {dirty ? (
              <p className="detail-header__dirty" role="status">
                Niet opgeslagen wijzigingen
              </p>
            ) : null}
          </form>
        ) : null}
      </div>
    </header>
  );
}
