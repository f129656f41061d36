import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../ui/use-toast';
import { useToastedAction } from '../../../ui/use-toasted-action';
import { deleteConversation, setConversationArchived } from '../api/conversations';
import type { Conversation } from '../../../../../contracts/conversations';
import { ScheduleConversationModal } from '../schedule/schedule-conversation-modal';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { googleCalendarUrl, reportHtml, reportMailBody, reportSubject } from './conversation-report';
import { monthsLaterAtTen } from '../../../../../contracts/dutch-time';
import { EmailModal } from './email-modal';
import { FAILURE, validationDetail } from './messages';
import './actions.css';
import { useAiSlots } from '../../../lib/ai-slots';
import { useWorkspaceLook } from '../../../lib/branding/workspace-look';
import { Button } from '../../../ui/button';

interface ConversationActionsProps {
  conversation: Conversation;
  /** SPEC 4: the detail page toggles archive both ways; the list's edit modal only archives afgerond ones. */
  archiveMode: 'toggle' | 'afgerond-only';
  onChanged: () => Promise<unknown>;
  /** After the conversation was deleted (and the app went to /pop-conversations). */
  onDeleted?: () => void;
}

/** SPEC 9: print opens 500 ms after the report window was filled. */
const PRINT_DELAY_MS = 500;

/** The actions of one conversation (SPEC 2, detail 'Acties'); AI summary and tips come from the AI feature (lib/ai-slots). */
export function ConversationActions({ conversation, archiveMode, onChanged, onDeleted }: ConversationActionsProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const { ConversationAiActions } = useAiSlots();
  const look = useWorkspaceLook();
  const [planning, setPlanning] = useState(false);
  const [mailing, setMailing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const archiving = useToastedAction();
  const deleting = useToastedAction();
  const archived = conversation.archiveer_datum !== null;
  const calendarUrl = googleCalendarUrl(conversation);
  const canArchive = archiveMode === 'toggle' || (conversation.status === 'afgerond' && !archived);

  function print() {
    try {
      const report = window.open('', '_blank');
      if (!report) {
        toast.error(FAILURE.popupBlocked);
        return;
      }
      report.document.open();
      const logoUrl = look?.logoUrl ? new URL(look.logoUrl, window.location.origin).href : null;
      report.document.write(reportHtml(conversation, look && { ...look, logoUrl }));
      report.document.close();
      setTimeout(() => {
        try {
          report.focus();
          report.print();
        } catch {
          toast.error(FAILURE.print);
        }
      }, PRINT_DELAY_MS);
    } catch {
      toast.error(FAILURE.print);
    }
  }

  async function toggleArchive() {
    await archiving.run(
      async () => {
        await setConversationArchived(conversation.id, !archived);
        await onChanged();
        toast.success(archived ? 'Gesprek geactiveerd' : 'Gesprek gearchiveerd');
      },
      FAILURE.archive,
      validationDetail,
    );
  }

  async function remove() {
    await deleting.run(
      async () => {
        await deleteConversation(conversation.id);
        setConfirmingDelete(false);
        toast.success('Gesprek verwijderd');
        navigate('/pop-conversations');
        onDeleted?.();
        void onChanged();
      },
      FAILURE.remove,
      validationDetail,
    );
  }

  return (
    <div className="actions-list">
      <ActionRow title="Volgend gesprek plannen" text="Plan een vervolggesprek met deze medewerker, standaard over zes maanden om 10:00.">
        <Button variant="secondary" size="small" onClick={() => setPlanning(true)}>
          Plannen
        </Button>
      </ActionRow>
      <ActionRow title="Toevoegen aan Google Agenda" text="Zet dit gesprek (1 uur) in je Google Agenda; opent in een nieuw tabblad.">
        {calendarUrl ? (
          <a className="button button--secondary button--small" href={calendarUrl} target="_blank" rel="noopener noreferrer">
            Google Agenda
          </a>
        ) : (
          <Button variant="secondary" size="small" onClick={() => toast.error(FAILURE.noDate)}>
            Google Agenda
          </Button>
        )}
      </ActionRow>
      <ActionRow title="Verslag per e-mail versturen" text={`Stuur het verslag naar ${conversation.medewerker_email || 'de medewerker'}.`}>
        <Button variant="secondary" size="small" onClick={() => setMailing(true)}>
          E-mail versturen
        </Button>
      </ActionRow>
      <ActionRow title="Printen of opslaan als PDF" text="Open een printbare versie van het verslag.">
        <Button variant="secondary" size="small" onClick={print}>
          Printen
        </Button>
      </ActionRow>
      {ConversationAiActions ? <ConversationAiActions conversationId={conversation.id} /> : null}
      {canArchive ? (
        <ActionRow
          title={archived ? 'Activeren' : 'Archiveren'}
          text={
            archived ? 'Haal het gesprek uit het archief.' : 'Verberg het gesprek in de lijst, tenzij je gearchiveerde gesprekken toont.'
          }
        >
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void toggleArchive()}
            disabled={archiving.busy}
          >
            {archived ? 'Activeren' : 'Archiveren'}
          </button>
        </ActionRow>
      ) : null}
      <ActionRow title="Gesprek verwijderen" text="Verwijdert het gesprek met zijn doelen en ambities." danger>
        <Button variant="danger" size="small" onClick={() => setConfirmingDelete(true)}>
          Verwijderen
        </Button>
      </ActionRow>

      <ScheduleConversationModal
        open={planning}
        onClose={() => setPlanning(false)}
        initial={{
          companyId: conversation.bedrijf_id,
          employeeId: conversation.medewerker_id,
          scheduledAt: monthsLaterAtTen(conversation.datum_tijd, 6),
        }}
        onPlanned={() => {
          setPlanning(false);
          void onChanged();
        }}
      />
      <EmailModal
        open={mailing}
        onClose={() => setMailing(false)}
        initial={{ to: conversation.medewerker_email, subject: reportSubject(conversation), message: reportMailBody(conversation) }}
      />
      <ConfirmModal
        open={confirmingDelete}
        title="Gesprek verwijderen"
        confirmLabel="Verwijderen"
        busy={deleting.busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>
          Weet je zeker dat je het POP gesprek met <strong>{conversation.medewerker_naam}</strong> wilt verwijderen? Dit kan niet ongedaan
          worden gemaakt.
        </p>
      </ConfirmModal>
    </div>
  );
}

function ActionRow({ title, text, danger = false, children }: { title: string; text: string; danger?: boolean; children: ReactNode }) {
  return (
    <div className={`action-row ${danger ? 'action-row--danger' : ''}`}>
      <div className="action-row__text">
        <p className="action-row__title">{title}</p>
        <p className="action-row__hint">{text}</p>
      </div>
      <div className="action-row__control">{children}</div>
    </div>
  );
}
