import type { CompanyMonth } from '../../../../../contracts/growth';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { monthLong, progressText, shareText } from './format';

const count = (value: number | null) => (value === null ? '—' : value);

const COLUMNS: DataColumn<CompanyMonth>[] = [
  {
    key: 'maand',
    header: 'Maand',
    cell: (m) => (
      <>
        <span className="groei-table__month-name">{monthLong(m.maand)}</span>
        {m.stand === 'vandaag' ? <span className="badge badge--info groei-table__badge">Tot nu toe</span> : null}
      </>
    ),
  },
  { key: 'gepland', header: 'Gepland', stackLabel: 'Gepland', align: 'center', cell: (m) => m.gesprekken_gepland },
  { key: 'open', header: 'Open', stackLabel: 'Open', align: 'center', cell: (m) => m.gesprekken_open },
  { key: 'afgerond', header: 'Afgerond', stackLabel: 'Afgerond', align: 'center', cell: (m) => m.gesprekken_afgerond },
  {
    key: 'voortgang',
    header: 'Voortgang',
    stackLabel: 'Gemiddelde voortgang',
    align: 'center',
    cell: (m) => progressText(m.gemiddelde_voortgang),
  },
  { key: 'behaald', header: 'Behaald', stackLabel: 'Doelen behaald', align: 'center', cell: (m) => shareText(m.aandeel_behaald) },
  { key: 'overtijd', header: 'Over tijd', stackLabel: 'Doelen over tijd', align: 'center', cell: (m) => count(m.doelen_over_tijd) },
  {
    key: 'zonder',
    header: 'Zonder gesprek',
    stackLabel: 'Zonder gesprek (12 mnd)',
    align: 'center',
    cell: (m) => count(m.medewerkers_zonder_gesprek),
  },
];

/** The months of the period as rows, newest first; on a phone each month is a small card. Goals set per month are in the export. */
export function CompanyTable({ months }: { months: readonly CompanyMonth[] }) {
  return <DataTable columns={COLUMNS} rows={[...months].reverse()} rowKey={(m) => m.maand} stacked className="groei-table" />;
}
