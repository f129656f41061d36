import useSWR from 'swr';
import { avgApi, deletionReasonLabels, deletionWhatLabels, type DeletionLogEntry } from '../../../../../contracts/avg';
import { fetchPath, pathOf } from '../../../api/client';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { formatDateTime } from '../../../../../contracts/dutch-time';

const WHAT = deletionWhatLabels;
const WHY = deletionReasonLabels;

const columns: DataColumn<DeletionLogEntry>[] = [
  { key: 'verwijderd_op', header: 'Wanneer', cell: (entry) => formatDateTime(entry.verwijderd_op), width: 'shrink' },
  { key: 'wat', header: 'Wat', stackLabel: 'Wat', cell: (entry) => `${WHAT[entry.wat]} #${entry.onderwerp_id}` },
  { key: 'reden', header: 'Reden', stackLabel: 'Reden', cell: (entry) => WHY[entry.reden], text: true, wide: true },
  {
    key: 'mee_verwijderd',
    header: 'Mee verwijderd',
    stackLabel: 'Mee verwijderd',
    cell: (entry) => String(entry.mee_verwijderd),
    align: 'end',
  },
];

/** The workspace's deletion log (AVG): what was erased, when and why; ids only, no personal data. */
export function DeletionLogCard() {
  const { data, error } = useSWR<DeletionLogEntry[], Error>(pathOf(avgApi.workspaceDeletionLog, { query: {} }), fetchPath);
  return (
    <section className="card stack stack--4" aria-labelledby="deletion-log-title">
      <div>
        <h2 id="deletion-log-title" className="card__title">
          Verwijderlogboek
        </h2>
        <p className="card__subtitle">Persoonsgegevens die in deze werkruimte zijn gewist: wat, wanneer en waarom.</p>
      </div>
      {error ? (
        <p className="muted">{error.message}</p>
      ) : !data ? (
        <Loading variant="inline" />
      ) : data.length === 0 ? (
        <EmptyState look="filled" compact>
          Nog niets verwijderd
        </EmptyState>
      ) : (
        <DataTable columns={columns} rows={data} rowKey={(entry) => entry.id} stacked />
      )}
    </section>
  );
}
