import { useId, useState } from 'react';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import { Alert } from '../../../ui/alert';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { Pager } from '../../../ui/pager';
import { RowLink, RowList } from '../../../ui/row-list';
import { ConversationStatusBadge } from '../../../ui/status-badge';
import { useConversationPage } from '../api/conversations';
import './employee-conversations.css';

/** SPEC section 9: the employee modal lists conversations three at a time. */
const PAGE_SIZE = 3;

interface EmployeeConversationsProps {
  employeeId: number;
}

/**
 * The POP conversations of one employee, newest first, archived ones included; each opens its detail
 * page. SPEC says 'Open' for status open and 'Afgerond' otherwise; a planned (future) talk labelled
 * 'Afgerond' would tell the HR manager it already took place, so gepland keeps its own word.
 */
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
        <Alert tone="error">Kon de gesprekken niet laden.</Alert>
      ) : isLoading && !data ? (
        <Loading variant="inline" />
      ) : !data || data.items.length === 0 ? (
        <EmptyState compact>Nog geen POP gesprekken</EmptyState>
      ) : (
        <RowList>
          {data.items.map((conversation) => (
            <RowLink key={conversation.id} to={`/pop-conversations/${conversation.id}`} className="employee-conversations__item">
              <span className="employee-conversations__date">{formatDateTime(conversation.datum_tijd)}</span>
              <span className="employee-conversations__labels">
                <ConversationStatusBadge status={conversation.status} archived={Boolean(conversation.archiveer_datum)} />
              </span>
            </RowLink>
          ))}
        </RowList>
      )}
      <Pager
        page={page}
        pageCount={totalPages}
        onPage={setPage}
        label="Paginering gesprekken"
        align="spread"
        status={`Pagina ${page} / ${totalPages}`}
      />
    </section>
  );
}
