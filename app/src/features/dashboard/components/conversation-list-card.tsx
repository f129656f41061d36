import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import type { ConversationSummary } from '../../../../../contracts/conversations';
import { DashboardList } from './dashboard-list';

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
      <DashboardList items={items} empty={empty}>
        {(conversations) =>
          conversations.slice(0, 3).map((c) => (
            <li key={c.id}>
              <Link to={`/pop-conversations/${c.id}`} className="dashboard-list__item">
                <span className="dashboard-list__main">
                  <strong>{c.medewerker_naam}</strong>
                  <span className="muted small">{c.bedrijf_naam}</span>
                </span>
                <span className="small">{formatDateTime(c.datum_tijd)}</span>
              </Link>
            </li>
          ))
        }
      </DashboardList>
    </section>
  );
}
