import { deletionReasonLabels, deletionWhatLabels, type DeletionLogEntry } from '../../../../../contracts/avg';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import { Alert } from '../../../ui/alert';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { Icon } from '../../../ui/icon';
import { Loading } from '../../../ui/loading';
import { useDeletionLog } from '../api/admin-api';

const WHAT = deletionWhatLabels;
const WHY = deletionReasonLabels;

const columns: readonly DataColumn<DeletionLogEntry>[] = [
  { key: 'when', header: 'Wanneer', cell: (e) => formatDateTime(e.verwijderd_op), stackLabel: 'Wanneer' },
  { key: 'what', header: 'Wat', cell: (e) => `${WHAT[e.wat]} #${e.onderwerp_id}`, stackLabel: 'Wat' },
  { key: 'account', header: 'Account', cell: (e) => `#${e.account_id}`, stackLabel: 'Account' },
  { key: 'why', header: 'Reden', cell: (e) => WHY[e.reden], stackLabel: 'Reden' },
  {
    key: 'by',
    header: 'Door',
    cell: (e) => (e.verwijderd_door === null ? 'Automatisch' : `Gebruiker #${e.verwijderd_door}`),
    stackLabel: 'Door',
  },
  { key: 'cascade', header: 'Mee gewist', cell: (e) => e.mee_verwijderd, align: 'center', stackLabel: 'Mee gewist' },
];

/**
 * The AVG deletion log (privacy page: retention and erasure): what was erased, when, why and by whom,
 * the last 100. Ids only: the erased data itself is gone.
 */
export function DeletionLogCard() {
  const { data, error, isLoading } = useDeletionLog();
  return (
    <section className="card admin-log" aria-labelledby="admin-log-title">
      <h2 className="card__title card__title--row" id="admin-log-title">
        <Icon name="shield" size={20} /> Verwijderlog (AVG)
      </h2>
      <p className="card__subtitle">
        Wat op verzoek of na de bewaartermijn is gewist: wat, wanneer, waarom en door wie. Alleen nummers, geen persoonsgegevens.
      </p>
      {error ? (
        <Alert tone="error">Kon het verwijderlog niet laden.</Alert>
      ) : isLoading || !data ? (
        <Loading label="Verwijderlog laden..." />
      ) : data.length === 0 ? (
        <p className="muted">Er is nog niets gewist.</p>
      ) : (
        <DataTable columns={columns} rows={data} rowKey={(e) => e.id} stacked className="admin-log__table" />
      )}
    </section>
  );
}
