import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import type { EmployeeTimeline, GrowthMonth, TimelineConversation, TimelineGoal } from '../../../../../contracts/growth';
import { ProgressBar } from '../../../ui/progress-bar';
import { RowLink, RowList } from '../../../ui/row-list';
import { ConversationStatusBadge } from '../../../ui/status-badge';
import { dayText, monthLong, progressColour, progressText } from './format';

function monthFacts(month: GrowthMonth): string {
  if (month.stand === 'toekomst' || month.doelen === null) return 'Nog te komen';
  if (month.doelen === 0) return month.stand === 'vandaag' ? 'Tot nu toe, nog geen doelen' : 'Nog geen doelen';
  const parts = [
    `Gemiddelde voortgang ${progressText(month.gemiddelde_voortgang)}`,
    `${month.doelen_behaald} van ${month.doelen} doelen behaald`,
  ];
  if (month.doelen_over_tijd) parts.push(`${month.doelen_over_tijd} over tijd`);
  return `${month.stand === 'vandaag' ? 'Tot nu toe: ' : 'Eind van de maand: '}${parts.join(' · ')}`;
}

function GoalLine({ goal }: { goal: TimelineGoal }) {
  return (
    <li className="groei-goal">
      <div className="groei-goal__text">
        <span className="groei-goal__name">{goal.omschrijving}</span>
        {goal.behaald ? <span className="badge badge--success">Behaald</span> : null}
        {goal.over_tijd ? <span className="badge badge--warning">Over tijd</span> : null}
        {goal.deadline ? <span className="muted small">Deadline {dayText(goal.deadline)}</span> : null}
      </div>
      <div className="groei-goal__progress">
        <ProgressBar
          value={goal.voortgang}
          max={10}
          label={`Voortgang ${goal.omschrijving}`}
          valueText={`${goal.voortgang} van 10`}
          colour={progressColour(goal.voortgang)}
          size="small"
        />
        <span className="small">{goal.voortgang * 10}%</span>
      </div>
    </li>
  );
}

function ConversationLink({ conversation }: { conversation: TimelineConversation }) {
  const c = conversation;
  return (
    <RowLink to={`/pop-conversations/${c.id}`} className="groei-conversation">
      <span className="groei-conversation__when">{formatDateTime(c.datum_tijd)}</span>
      <span className="groei-conversation__status">
        <ConversationStatusBadge status={c.status} archived={c.gearchiveerd} />
      </span>
      <span className="muted small">
        {c.bedrijf_naam} · {c.aantal_doelen} {c.aantal_doelen === 1 ? 'doel' : 'doelen'}
        {c.ambities ? ` · ${c.ambities} ${c.ambities === 1 ? 'ambitie' : 'ambities'}` : ''}
      </span>
    </RowLink>
  );
}

/**
 * The timeline as a list of months, newest first: each month's conversations (linking to them), the
 * goals set in them with how they stand now, and the goals that reached 10 that month. A run of
 * months without any of these is one line.
 */
export function MonthTimeline({ timeline }: { timeline: EmployeeTimeline }) {
  const items: ReactNode[] = [];
  let quiet: string[] = [];
  const flushQuiet = () => {
    if (!quiet.length) return;
    const [last, first] = [quiet[0]!, quiet[quiet.length - 1]!];
    items.push(
      <li key={`stil-${first}`} className="groei-month groei-month--quiet stack stack--3 muted small">
        Geen gesprekken in {first === last ? monthLong(first) : `${monthLong(first)} – ${monthLong(last)}`}
      </li>,
    );
    quiet = [];
  };
  for (const month of [...timeline.maanden].reverse()) {
    const conversations = timeline.gesprekken.filter((c) => c.maand === month.maand);
    const goals = timeline.doelen.filter((g) => g.maand === month.maand);
    const reached = timeline.doelen.filter((g) => g.behaald_in === month.maand);
    if (!conversations.length && !goals.length && !reached.length && month.stand !== 'vandaag') {
      quiet.push(month.maand);
      continue;
    }
    flushQuiet();
    items.push(
      <li key={month.maand} className="groei-month stack stack--3">
        <h3 className="groei-month__title">
          {monthLong(month.maand)}
          {month.stand === 'vandaag' ? <span className="badge badge--info">Deze maand</span> : null}
        </h3>
        <p className="muted small">{monthFacts(month)}</p>
        {conversations.length ? (
          <RowList label={`Gesprekken in ${monthLong(month.maand)}`}>
            {conversations.map((c) => (
              <ConversationLink key={c.id} conversation={c} />
            ))}
          </RowList>
        ) : null}
        {goals.length ? (
          <ul className="groei-goals plain-list" aria-label={`Doelen gezet in ${monthLong(month.maand)}`}>
            {goals.map((g) => (
              <GoalLine key={g.id} goal={g} />
            ))}
          </ul>
        ) : null}
        {reached.length ? (
          <p className="groei-month__reached">
            <span aria-hidden="true">✓ </span>Behaald deze maand: {reached.map((g) => g.omschrijving).join(', ')}
          </p>
        ) : null}
      </li>,
    );
  }
  flushQuiet();
  return <ol className="stack plain-list">{items}</ol>;
}
