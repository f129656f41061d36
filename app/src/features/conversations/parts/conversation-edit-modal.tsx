import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { EmptyState } from '../../../ui/empty-state';
import { FactList } from '../../../ui/fact-list';
import { FormModalFooter } from '../../../ui/form-modal-footer';
import { Loading } from '../../../ui/loading';
import { Modal } from '../../../ui/modal';
import { Tabs } from '../../../ui/tabs';
import { useToast } from '../../../ui/use-toast';
import { useConversation } from '../api/conversations';
import { ConversationActions } from './conversation-actions';
import { DateTimeField, StatusField, VerslagField } from './conversation-fields';
import { ConversationLog } from './conversation-log';
import { GoalsPanel } from './goals-panel';
import { answerTaken } from '../api/conversations';
import { useConversationDraft } from './use-conversation-draft';
import { Button } from '../../../ui/button';
import './parts.css';

interface ConversationEditModalProps {
  /** The modal is open while this is not null. */
  conversationId: number | null;
  onClose: () => void;
}

type TabId = 'notitie' | 'doelen' | 'bestanden' | 'log' | 'acties';
const TABS = [
  { id: 'notitie', label: 'Gesprek Notitie' },
  { id: 'doelen', label: 'Doelen' },
  { id: 'bestanden', label: 'Bestanden' },
  { id: 'log', label: 'Log' },
  { id: 'acties', label: 'Acties' },
] as const satisfies readonly { id: TabId; label: string }[];

const FORM_ID = 'conversation-edit-form';

/** The list's edit modal (SPEC 2, POP conversations list): tabs over the same parts the detail page uses. */
export function ConversationEditModal({ conversationId, onClose }: ConversationEditModalProps) {
  // Mounted per opening, so every opening starts on the first tab with a fresh draft.
  return conversationId === null ? null : <EditModal key={conversationId} conversationId={conversationId} onClose={onClose} />;
}

function EditModal({ conversationId, onClose }: { conversationId: number; onClose: () => void }) {
  const { data: conversation, error } = useConversation(conversationId);
  const [tab, setTab] = useState<TabId>('notitie');
  const { draft, change, save, saving, error: saveError } = useConversationDraft(conversation);
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await save()) {
      toast.success('Gesprek opgeslagen');
      onClose();
    }
  }

  const notFound = error instanceof ApiError && error.status === 404;
  const title = conversation ? `POP gesprek – ${conversation.medewerker_naam}` : 'POP gesprek';
  const footer =
    tab === 'notitie' && draft ? (
      <FormModalFooter formId={FORM_ID} busy={saving} onCancel={onClose} />
    ) : (
      <Button variant="secondary" onClick={onClose}>
        Sluiten
      </Button>
    );

  return (
    <Modal open title={title} onClose={onClose} footer={footer}>
      {!conversation ? (
        error ? (
          <Alert tone="error">{notFound ? 'Gesprek niet gevonden' : 'Het gesprek kon niet worden geladen.'}</Alert>
        ) : (
          <Loading variant="inline" />
        )
      ) : (
        <>
          <div className="conversation-edit-tabs">
            <Tabs label="Onderdelen van het gesprek" tabs={TABS} active={tab} onChange={setTab} idPrefix="conversation-edit" />
          </div>
          <div id="conversation-edit-panel" role="tabpanel" aria-labelledby={`conversation-edit-tab-${tab}`}>
            {tab === 'notitie' && draft ? (
              <form id={FORM_ID} className="stack stack--4" onSubmit={submit} noValidate>
                {saveError ? (
                  <Alert tone="error" title={saveError.detail ? saveError.text : undefined}>
                    {saveError.detail ?? saveError.text}
                  </Alert>
                ) : null}
                <FactList
                  facts={[
                    { label: 'Bedrijf', value: conversation.bedrijf_naam },
                    { label: 'Medewerker', value: conversation.medewerker_naam },
                  ]}
                />
                <div className="conversation-form-row">
                  <DateTimeField value={draft.datum_tijd} onChange={(datum_tijd) => change({ datum_tijd })} />
                  <StatusField value={draft.status} onChange={(status) => change({ status })} />
                </div>
                <VerslagField value={draft.verslag} onChange={(verslag) => change({ verslag })} rows={8} />
              </form>
            ) : null}
            {tab === 'doelen' ? <GoalsPanel conversation={conversation} onChanged={answerTaken} /> : null}
            {tab === 'bestanden' ? <EmptyState compact>Bestanden toevoegen aan een gesprek is binnenkort beschikbaar.</EmptyState> : null}
            {tab === 'log' ? <ConversationLog conversation={conversation} /> : null}
            {tab === 'acties' ? (
              <div className="stack">
                <ConversationActions conversation={conversation} archiveMode="afgerond-only" onChanged={answerTaken} onDeleted={onClose} />
                <Link to={`/pop-conversations/${conversation.id}`} className="button button--secondary" onClick={onClose}>
                  Open de detailpagina
                </Link>
              </div>
            ) : null}
          </div>
        </>
      )}
    </Modal>
  );
}
