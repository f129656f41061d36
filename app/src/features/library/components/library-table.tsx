import { DataTable, type DataColumn } from '../../../ui/data-table';
import { ActiveBadge } from '../../../ui/status-badge';
import { useCan } from '../../../lib/session/can';
import { libraryApi, type LibraryEntry } from '../../../../../contracts/library';
import type { LibraryTexts } from '../api/library-kind';

interface LibraryTableProps {
  entries: LibraryEntry[];
  texts: LibraryTexts;
  onEdit: (entry: LibraryEntry) => void;
}

export function LibraryTable({ entries, texts, onEdit }: LibraryTableProps) {
  const may = useCan();
  const columns: DataColumn<LibraryEntry>[] = [
    { key: 'omschrijving', header: 'Omschrijving', cell: (entry) => entry.omschrijving, wide: true, text: true },
    { key: 'status', header: 'Status', width: '110px', cell: (entry) => <ActiveBadge active={entry.actief} /> },
  ];
  if (may(libraryApi.goal.update))
    columns.push({
      key: 'acties',
      header: 'Acties',
      headerHidden: true,
      align: 'end',
      width: 'shrink',
      cell: (entry) => (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => onEdit(entry)}
          aria-label={`${texts.singular} bewerken: ${entry.omschrijving}`}
        >
          Bewerken
        </button>
      ),
    });
  return <DataTable columns={columns} rows={entries} rowKey={(entry) => entry.id} stacked />;
}
