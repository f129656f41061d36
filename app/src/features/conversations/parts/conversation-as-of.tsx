import { ApiError } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { FactList } from '../../../ui/fact-list';
import { Loading } from '../../../ui/loading';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import { useConversationAsOf } from '../api/conversations';
import { STATUS_LABELS } from '../../../../../contracts/conversations';
import { progressTone } from '../../../../../contracts/progress';
import { progressPercent } from '../lib/progress';
import { OverallProgress } from './progress-bar';
import { Button } from '../../../ui/button';
import './parts.css';

interface ConversationAsOfProps {
  conversationId: number;
  /** UTC ISO moment; an entry's exact `at` includes that entry. */
  asOf: string;
  onBack: () => void;
}

/** The conversation rebuilt from its events as it was at one moment: read-only, for auditors. */
export function ConversationAsOf({ conversationId, asOf, onBack }: ConversationAsOfProps) {
  const { data, error, isLoading } = useConversationAsOf(conversationId, asOf);
  const moment = formatDateTime(asOf);

  return (
    <section className="as-of stack stack--4" aria-label={`Stand op ${moment}`} tabIndex={-1}>
      <header className="as-of__header split-row">
        <div>
          <span className="badge badge--warning">Alleen lezen</span>
          <h3 className="as-of__title">Stand op {moment}</h3>
        </div>
        <Button variant="secondary" size="small" onClick={onBack}>
          Terug naar huidige stand
        </Button>
      </header>
      {isLoading ? <Loading variant="inline" /> : null}
      {error ? (
        <Alert tone="info">
          {error instanceof ApiError && error.status === 404
            ? 'Op dit moment bestond het gesprek nog niet.'
            : 'De stand op dit moment kon niet worden geladen.'}
        </Alert>
      ) : null}
      {data ? (
        data.deleted ? (
          <Alert tone="info">Op dit moment was het gesprek verwijderd.</Alert>
        ) : (
          <div className="as-of__body stack stack--4">
            <FactList
              facts={[
                { label: 'Datum en tijd', value: formatDateTime(data.datum_tijd) },
                { label: 'Status', value: `${STATUS_LABELS[data.status]}${data.archiveer_datum ? ' (Archief)' : ''}` },
              ]}
            />
            <div>
              <h4 className="as-of__heading">Gespreksnotitie</h4>
              <p className="as-of__verslag">{data.verslag.trim() || 'Geen notitie.'}</p>
            </div>
            <div>
              <h4 className="as-of__heading">Doelen ({data.goals.length})</h4>
              {data.goals.length > 0 ? <OverallProgress value={data.overall_progress} /> : null}
              {data.goals.length === 0 ? (
                <p className="muted small">Geen doelen.</p>
              ) : (
                <ul className="as-of__list">
                  {data.goals.map((goal) => (
                    <li key={goal.id}>
                      <span>{goal.omschrijving}</span>
                      <span className={`as-of__progress progress-tone--${progressTone(goal.voortgang)}`}>
                        {goal.voortgang}/10 · {progressPercent(goal.voortgang)}%
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h4 className="as-of__heading">Ambities ({data.ambitions.length})</h4>
              {data.ambitions.length === 0 ? (
                <p className="muted small">Geen ambities.</p>
              ) : (
                <ul className="as-of__list">
                  {data.ambitions.map((ambition) => (
                    <li key={ambition.id}>{ambition.omschrijving}</li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )
      ) : null}
    </section>
  );
}
