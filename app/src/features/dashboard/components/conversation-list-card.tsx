import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import type { ConversationSummary } from '../../../../../contracts/conversations';

interface Props {
  title: string;
  empty: string;
  items: ConversationSummary[] | undefined;
  /** E.g. the add button of the planned conversations (SPEC Dashboard). */
  action?: ReactNode;
}

/** The first three planned or open conversations; each opens its detail page. */
export function ConversationListCard({ title, empty, items, action }: Props) {
  return (
    <section className="card dashboard-card">
      <div className="dashboard-card__header split-row">
        <h2 className="dashboard-card__title">{title}</h2>
        {action}
      </div>
      {!items ? (
        <Loading variant="inline" />
      ) : items.length === 0 ? (
        <EmptyState look="filled" compact>
          {empty}
        </EmptyState>
      ) : (
        <ul className="dashboard-list plain-list">
          {items.slice(0, 3).map((c) => (
            <li key={c.id}>
              <Link to={`/pop-conversations/${c.id}`} className="dashboard-list__item">
                <span className="dashboard-list__main">
                  <strong>{c.medewerker_naam}</strong>
                  <span className="muted small">{c.bedrijf_naam}</span>
                </span>
                <span className="small">{formatDateTime(c.datum_tijd)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
