import { ProgressBar } from '../../../ui/progress-bar';
import { ConversationStatusBadge } from '../../../ui/status-badge';
import type { ConversationSummary } from '../../../../../contracts/conversations';
import { PROGRESS_COLOURS, progressTone } from '../../../../../contracts/progress';
import { progressPercent } from '../lib/progress';

/** The progress bar and value; shown only for open conversations (SPEC 4). */
export function ProgressCell({ conversation }: { conversation: ConversationSummary }) {
  if (conversation.status !== 'open') return <span className="muted">–</span>;
  const value = conversation.overall_progress;
  const tone = progressTone(value);
  const percent = progressPercent(value);
  return (
    <span className={`pop-progress pop-progress--${tone}`} title={`Voortgang ${value.toLocaleString('nl-NL')} van 10`}>
      <ProgressBar value={percent} max={100} colour={PROGRESS_COLOURS[tone]} size="small" />
      <span className="pop-progress__value">{percent}%</span>
    </span>
  );
}

/** The status badge; an archived conversation shows 'Archief' (SPEC 4). */
export function StatusBadge({ conversation }: { conversation: ConversationSummary }) {
  return <ConversationStatusBadge status={conversation.status} archived={Boolean(conversation.archiveer_datum)} archivedOnly />;
}

/** Start for gepland, Hervat for open, Bekijk otherwise (SPEC 2). */
export function rowActionLabel(conversation: ConversationSummary): 'Start' | 'Hervat' | 'Bekijk' {
  if (conversation.status === 'gepland') return 'Start';
  if (conversation.status === 'open') return 'Hervat';
  return 'Bekijk';
}

export function PencilIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 20h4L19 9a2.8 2.8 0 00-4-4L4 16zM13.5 6.5l4 4" />
    </svg>
  );
}
