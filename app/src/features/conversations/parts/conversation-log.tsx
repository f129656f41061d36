import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { dutchInputToIso, formatDateTime, toDutchInputValue } from '../../../../../contracts/dutch-time';
import { useConversationHistory } from '../api/conversations';
import type { Conversation, HistoryEntry } from '../../../../../contracts/conversations';
import { ClippedText } from './clipped-text';
import { ConversationAsOf } from './conversation-as-of';
import { entryKey, formatChangeValue, newestFirst } from './history-format';
import { Button } from '../../../ui/button';
import { FieldLabel } from '../../../ui/field';
import './log.css';

/** The conversation's history as a timeline; an auditor can view the conversation as it was at any moment. */
export function ConversationLog({ conversation }: { conversation: Conversation }) {
  const momentId = useId();
  const { data, error, isLoading } = useConversationHistory(conversation.id);
  // The audit trail links here with the moment of a change (`?asOf=`), to open the conversation as it stood then.
  const [params] = useSearchParams();
  const [asOf, setAsOf] = useState<string | null>(() => (Number.isNaN(Date.parse(params.get('asOf') ?? '')) ? null : params.get('asOf')));
  const [moment, setMoment] = useState('');
  const asOfRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!asOf) return;
    asOfRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    asOfRef.current?.querySelector<HTMLElement>('section')?.focus({ preventScroll: true });
  }, [asOf]);

  function showMoment() {
    const iso = dutchInputToIso(moment, true);
    if (iso) setAsOf(iso);
  }

  return (
    <section className="conversation-log stack" aria-label="Log">
      <div className="log-moment">
        <div className="field">
          <FieldLabel htmlFor={momentId}>Bekijk het gesprek op een moment</FieldLabel>
          <div className="input-row log-moment__row">
            <input
              id={momentId}
              className="input"
              type="datetime-local"
              value={moment}
              max={toDutchInputValue(new Date())}
              onChange={(event) => setMoment(event.target.value)}
            />
            <Button variant="secondary" onClick={showMoment} disabled={!dutchInputToIso(moment)}>
              Toon stand
            </Button>
          </div>
        </div>
      </div>
      {asOf ? (
        <div ref={asOfRef} className="conversation-log__as-of">
          <ConversationAsOf conversationId={conversation.id} asOf={asOf} onBack={() => setAsOf(null)} />
        </div>
      ) : null}
      {isLoading ? <Loading variant="inline" /> : null}
      {error ? <Alert tone="error">De log kon niet worden geladen.</Alert> : null}
      {data && data.length === 0 ? <p className="muted">Nog geen wijzigingen.</p> : null}
      {data && data.length > 0 ? (
        <ol className="timeline">
          {newestFirst(data).map((entry) => (
            <TimelineEntry key={entryKey(entry)} entry={entry} selected={asOf === entry.at} onView={() => setAsOf(entry.at)} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function TimelineEntry({ entry, selected, onView }: { entry: HistoryEntry; selected: boolean; onView: () => void }) {
  return (
    <li className={`timeline__entry ${selected ? 'timeline__entry--selected' : ''}`}>
      <div className="timeline__head">
        <div>
          <p className="timeline__summary">
            {entry.summary}
            {entry.ai ? (
              <span
                className="badge timeline__ai"
                title={`Geschreven door AI (${entry.ai.provider === 'offline' ? 'ingebouwde offline AI' : entry.ai.model})`}
              >
                AI
              </span>
            ) : null}
          </p>
          <p className="timeline__meta">
            {entry.actor.naam} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
        </div>
        <Button variant="ghost" size="small" onClick={onView} aria-pressed={selected}>
          Bekijk zoals toen
        </Button>
      </div>
      {entry.changes.length > 0 ? (
        <div className="timeline__changes">
          <table className="changes-table">
            <thead>
              <tr>
                <th scope="col">Veld</th>
                <th scope="col">Oud</th>
                <th scope="col">Nieuw</th>
              </tr>
            </thead>
            <tbody>
              {entry.changes.map((change, index) => (
                <tr key={`${change.field}-${index}`}>
                  <th scope="row">{change.label}</th>
                  <td data-label="Oud">
                    <ClippedText text={formatChangeValue(change, change.old)} />
                  </td>
                  <td data-label="Nieuw">
                    <ClippedText text={formatChangeValue(change, change.new)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </li>
  );
}
