import { formatDateTime } from '../../../../../contracts/dutch-time';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import type { ConversationSortKey, ConversationSummary } from '../../../../../contracts/conversations';
import { PencilIcon, ProgressCell, rowActionLabel, StatusBadge } from './conversation-row-parts';

const nameIdOf = (conversation: ConversationSummary) => `pop-row-${conversation.id}-name`;

interface ConversationsTableProps {
  items: ConversationSummary[];
  sort: ConversationSortKey;
  dir: 'asc' | 'desc';
  onSort: (key: ConversationSortKey) => void;
  onAction: (conversation: ConversationSummary) => void;
  /** Left out for a reader (an auditor): no edit button, and every row is only viewed. */
  onEdit?: (conversation: ConversationSummary) => void;
}

export function ConversationsTable({ items, sort, dir, onSort, onAction, onEdit }: ConversationsTableProps) {
  const columns: DataColumn<ConversationSummary, ConversationSortKey | 'acties'>[] = [
    {
      key: 'medewerker',
      header: 'Medewerker',
      sortable: true,
      wide: true,
      text: true,
      className: 'pop-table__employee',
      cell: (conversation) => <span id={nameIdOf(conversation)}>{conversation.medewerker_naam}</span>,
    },
    {
      key: 'bedrijf',
      header: 'Bedrijf',
      sortable: true,
      wide: true,
      text: true,
      className: 'pop-table__company',
      cell: (c) => c.bedrijf_naam,
    },
    {
      key: 'datum',
      header: 'Datum en tijd',
      sortable: true,
      stackLabel: 'Datum en tijd',
      className: 'pop-table__date',
      cell: (c) => formatDateTime(c.datum_tijd),
    },
    { key: 'doelen', header: 'Doelen', sortable: true, stackLabel: 'Doelen', align: 'center', cell: (c) => c.aantal_doelen },
    { key: 'voortgang', header: 'Voortgang', sortable: true, stackLabel: 'Voortgang', cell: (c) => <ProgressCell conversation={c} /> },
    { key: 'status', header: 'Status', sortable: true, stackLabel: 'Status', cell: (c) => <StatusBadge conversation={c} /> },
    {
      key: 'acties',
      header: 'Acties',
      align: 'end',
      width: 'shrink',
      wide: true,
      cell: (conversation) => (
        <span className="pop-table__buttons">
          <button
            type="button"
            className={`button button--small ${conversation.status === 'afgerond' ? 'button--secondary' : 'button--primary'}`}
            aria-describedby={nameIdOf(conversation)}
            onClick={() => onAction(conversation)}
          >
            {onEdit ? rowActionLabel(conversation) : 'Bekijk'}
          </button>
          {onEdit ? (
            <button
              type="button"
              className="icon-button pop-table__edit"
              aria-label="Bewerken"
              aria-describedby={nameIdOf(conversation)}
              title="Bewerken"
              onClick={() => onEdit(conversation)}
            >
              <PencilIcon />
            </button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={items}
      rowKey={(conversation) => conversation.id}
      className="pop-table"
      stacked
      sort={{
        key: sort,
        dir,
        onSort: (key) => {
          if (key !== 'acties') onSort(key);
        },
      }}
    />
  );
}
