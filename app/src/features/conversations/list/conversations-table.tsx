import { formatDateTime } from '../../../../../contracts/dutch-time';
import type { ConversationSortKey, ConversationSummary } from '../api/types';
import { PencilIcon, ProgressCell, rowActionLabel, StatusBadge } from './conversation-row-parts';

const COLUMNS: { key: ConversationSortKey; label: string; className?: string }[] = [
  { key: 'medewerker', label: 'Medewerker' },
  { key: 'bedrijf', label: 'Bedrijf' },
  { key: 'datum', label: 'Datum en tijd' },
  { key: 'doelen', label: 'Doelen', className: 'pop-table__count' },
  { key: 'voortgang', label: 'Voortgang' },
  { key: 'status', label: 'Status' },
];

interface ConversationsTableProps {
  items: ConversationSummary[];
  sort: ConversationSortKey;
  dir: 'asc' | 'desc';
  onSort: (key: ConversationSortKey) => void;
  onAction: (conversation: ConversationSummary) => void;
  onEdit: (conversation: ConversationSummary) => void;
}

export function ConversationsTable({ items, sort, dir, onSort, onAction, onEdit }: ConversationsTableProps) {
  return (
    <div className="data-table__wrap">
      <table className="data-table pop-table">
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const active = column.key === sort;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.className}
                  aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button type="button" className="pop-table__sort" onClick={() => onSort(column.key)}>
                    {column.label}
                    <span className={`pop-table__arrow${active ? ' pop-table__arrow--active' : ''}`} aria-hidden="true">
                      {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
            <th scope="col" className="pop-table__actions">
              Acties
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((conversation) => {
            const nameId = `pop-row-${conversation.id}-name`;
            return (
              <tr key={conversation.id}>
                <td className="pop-table__employee" data-label="Medewerker">
                  <span id={nameId}>{conversation.medewerker_naam}</span>
                </td>
                <td className="pop-table__company" data-label="Bedrijf">
                  {conversation.bedrijf_naam}
                </td>
                <td className="pop-table__date" data-label="Datum en tijd">
                  {formatDateTime(conversation.datum_tijd)}
                </td>
                <td className="pop-table__count" data-label="Doelen">
                  {conversation.aantal_doelen}
                </td>
                <td className="pop-table__progress" data-label="Voortgang">
                  <ProgressCell conversation={conversation} />
                </td>
                <td className="pop-table__status" data-label="Status">
                  <StatusBadge conversation={conversation} />
                </td>
                <td className="pop-table__actions">
                  <span className="pop-table__buttons">
                    <button
                      type="button"
                      className={`button button--small ${conversation.status === 'afgerond' ? 'button--secondary' : 'button--primary'}`}
                      aria-describedby={nameId}
                      onClick={() => onAction(conversation)}
                    >
                      {rowActionLabel(conversation)}
                    </button>
                    <button
                      type="button"
                      className="icon-button pop-table__edit"
                      aria-label="Bewerken"
                      aria-describedby={nameId}
                      title="Bewerken"
                      onClick={() => onEdit(conversation)}
                    >
                      <PencilIcon />
                    </button>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
