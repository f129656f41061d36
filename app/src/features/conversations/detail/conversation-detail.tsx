import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCan } from '../../../lib/session/can';
import { useCurrentUser } from '../../../lib/session/session-context';
import { conversationApi } from '../../../../../contracts/conversations';
import { Alert } from '../../../ui/alert';
import { FactList } from '../../../ui/fact-list';
import { Loading } from '../../../ui/loading';
import { useToast } from '../../../ui/use-toast';
import { useConversation } from '../api/conversations';
import { AmbitionsPanel } from '../parts/ambitions-panel';
import { ConversationActions } from '../parts/conversation-actions';
import { VerslagField } from '../parts/conversation-fields';
import { ConversationLog } from '../parts/conversation-log';
import { GoalsPanel } from '../parts/goals-panel';
import { answerTaken, refreshConversations } from '../api/conversations';
import { useConversationDraft } from '../parts/use-conversation-draft';
import { DetailHeader } from './detail-header';
import { DetailNav } from './detail-nav';
import { LinkedConversations } from './linked-conversations';
import { SECTIONS, sectionFromHash, type SectionId } from './sections';
import { Button } from '../../../ui/button';
import { invitationDraft } from './invitation-draft';
import { InvitationModal } from './invitation-modal';
import './detail.css';

/** The full-screen page of one POP conversation (SPEC 2, POP conversation detail). `id` is null when not a number. */
export function ConversationDetail({ id }: { id: number | null }) {
  const { data: conversation, error, mutate } = useConversation(id);
  const { draft, change, save, reset, saving, error: saveError, dirty } = useConversationDraft(conversation);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const readOnly = !useCan()(conversationApi.update);
  const me = useCurrentUser();
  const [inviting, setInviting] = useState(false);
  const hidden: SectionId[] = readOnly ? ['acties'] : [];
  const fromHash = sectionFromHash(hash);
  const section = hidden.includes(fromHash) ? 'gesprek' : fromHash;
  useDocumentTitle(conversation ? `POP gesprek ${conversation.medewerker_naam}` : 'POP gesprek');

  // Typed but unsaved text is not lost by closing the tab unnoticed.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const notFound = id === null || (error instanceof ApiError && error.status === 404);
  if (notFound)
    return <DetailMessage title="Gesprek niet gevonden" text="Dit gesprek bestaat niet (meer) of hoort niet bij jouw account." />;
  if (error && !conversation) {
    return (
      <DetailMessage title="Het gesprek kon niet worden geladen" text="Controleer je verbinding en probeer het opnieuw.">
        <Button variant="secondary" onClick={() => void mutate()}>
          Opnieuw proberen
        </Button>
      </DetailMessage>
    );
  }
  if (!conversation || !draft) {
    return <Loading variant="page" />;
  }

  async function onSave() {
    if (await save()) toast.success('Gesprek opgeslagen');
  }

  function onCancel() {
    reset();
    navigate('/pop-conversations');
  }

  const counts: Partial<Record<SectionId, number>> = { doelen: conversation.goals.length, ambities: conversation.ambitions.length };
  const title = SECTIONS.find((item) => item.id === section)?.label ?? '';

  return (
    <div className="detail">
      <DetailHeader
        conversation={conversation}
        draft={draft}
        onChange={change}
        dirty={dirty}
        saving={saving}
        onCancel={onCancel}
        onSave={() => void onSave()}
      />
      {saveError ? (
        <div className="detail-alert">
          <Alert tone="error" title={saveError.detail ? saveError.text : undefined}>
            {saveError.detail ?? saveError.text}
          </Alert>
        </div>
      ) : null}
      <div className="detail-body">
        <DetailNav active={section} counts={counts} hidden={hidden} onSelect={(next) => navigate({ hash: next }, { replace: true })} />
        <main className="detail-main card" aria-labelledby="detail-section-title">
          <h2 id="detail-section-title" className="detail-main__title">
            {title}
          </h2>
          {section === 'gesprek' ? (
            <div className="stack">
              <FactList
                facts={[
                  { label: 'E-mail medewerker', value: conversation.medewerker_email || '—' },
                  { label: 'HR gebruiker', value: conversation.hr_gebruiker_naam },
                  { label: 'Laatst gewijzigd', value: formatDateTime(conversation.last_modified_at) },
                ]}
              />
              <VerslagField value={draft.verslag} onChange={(verslag) => change({ verslag })} rows={16} />
              {readOnly ? null : (
                <p className="muted small detail-hint">Opslaan bovenaan bewaart de notitie samen met datum, tijd en status.</p>
              )}
              {readOnly || !conversation.medewerker_email ? null : (
                <div>
                  <Button variant="secondary" onClick={() => setInviting(true)}>
                    Uitnodiging opnieuw versturen
                  </Button>
                </div>
              )}
              {inviting ? (
                <InvitationModal
                  conversationId={conversation.id}
                  employeeEmail={conversation.medewerker_email}
                  initial={invitationDraft(conversation.medewerker_naam, conversation.datum_tijd, me.naam)}
                  onClose={() => setInviting(false)}
                  onSent={() => void refreshConversations()}
                />
              ) : null}
            </div>
          ) : null}
          {section === 'doelen' ? <GoalsPanel conversation={conversation} onChanged={answerTaken} /> : null}
          {section === 'ambities' ? <AmbitionsPanel conversation={conversation} onChanged={answerTaken} /> : null}
          {section === 'gekoppeld' ? <LinkedConversations conversation={conversation} /> : null}
          {section === 'log' ? <ConversationLog conversation={conversation} /> : null}
          {section === 'acties' ? <ConversationActions conversation={conversation} archiveMode="toggle" onChanged={answerTaken} /> : null}
        </main>
      </div>
    </div>
  );
}

function DetailMessage({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="detail-message">
      <div className="card detail-message__card">
        <h1>{title}</h1>
        <p className="muted">{text}</p>
        <div className="center-row">
          {children}
          <Link to="/pop-conversations" className="button button--primary">
            Terug naar de gesprekken
          </Link>
        </div>
      </div>
    </div>
  );
}
