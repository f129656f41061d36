import type { LibraryEntry, LibraryTexts } from '../api/library-kind';

interface LibraryTableProps {
  entries: LibraryEntry[];
  texts: LibraryTexts;
  onEdit: (entry: LibraryEntry) => void;
}

export function LibraryTable({ entries, texts, onEdit }: LibraryTableProps) {
  return (
    <div className="data-table__wrap">
      <table className="data-table library-table">
        <thead>
          <tr>
            <th scope="col">Omschrijving</th>
            <th scope="col" className="library-table__status">
              Status
            </th>
            <th scope="col" className="library-table__actions">
              <span className="visually-hidden">Acties</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="library-table__text">{entry.omschrijving}</td>
              <td className="library-table__status">
                <span className={`badge ${entry.actief ? 'badge--success' : 'badge--neutral'}`}>
                  {entry.actief ? 'Actief' : 'Inactief'}
                </span>
              </td>
              <td className="library-table__actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => onEdit(entry)}
                  aria-label={`${texts.singular} bewerken: ${entry.omschrijving}`}
                >
                  Bewerken
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
