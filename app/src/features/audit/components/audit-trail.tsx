import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AUDIT_KINDS, auditKindLabels, type AuditEntry, type AuditKind } from '../../../../../contracts/audit';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { PageHeader } from '../../../ui/page-header';
import { useDownload } from '../../../ui/use-download';
import { downloadAuditExport, useAuditTrail } from '../api/audit';
import { AuditFilters, type AuditFilter } from './audit-filters';
import './audit.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters live in the address, so coming back from a conversation's as-of view keeps the place. */
function filterFrom(params: URLSearchParams): AuditFilter & { page: number } {
  const lid = Number(params.get('lid'));
  const soort = params.get('soort');
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? (params.get(name) ?? undefined) : undefined);
  return {
    lid: Number.isInteger(lid) && lid > 0 ? lid : undefined,
    soort: AUDIT_KINDS.find((kind) => kind === soort) as AuditKind | undefined,
    van: day('van'),
    tot: day('tot'),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function paramsOf(filter: AuditFilter & { page?: number }): URLSearchParams {
  const entries = Object.entries(filter).filter(([key, value]) => value !== undefined && !(key === 'page' && value === 1));
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
}

/** The conversation as it stood right after this change. */
export const asOfLink = (entry: AuditEntry & { gesprek_id: number }) =>
  `/pop-conversations/${entry.gesprek_id}?asOf=${encodeURIComponent(entry.tijd)}#log`;

const columns: DataColumn<AuditEntry>[] = [
  { key: 'tijd', header: 'Wanneer', cell: (entry) => formatDateTime(entry.tijd), width: 'shrink' },
  { key: 'lid', header: 'Lid', stackLabel: 'Lid', cell: (entry) => entry.lid.naam, text: true },
  { key: 'soort', header: 'Soort', stackLabel: 'Soort', cell: (entry) => auditKindLabels[entry.soort] },
  { key: 'omschrijving', header: 'Wijziging', cell: (entry) => entry.omschrijving, text: true, wide: true },
  {
    key: 'stand',
    header: 'Stand',
    headerHidden: true,
    align: 'end',
    cell: (entry) =>
      entry.gesprek_id === null ? null : (
        <Link className="button button--secondary button--small" to={asOfLink({ ...entry, gesprek_id: entry.gesprek_id })}>
          Bekijk stand
        </Link>
      ),
  },
];

interface AuditTrailProps {
  /** The team to filter on; without it (an auditor cannot read the team) the members seen in the trail. */
  members?: { id: number; naam: string }[];
}

/** Every change in the workspace, newest first, for the owner, HR-managers and auditors. */
export function AuditTrail({ members }: AuditTrailProps) {
  const [params, setParams] = useSearchParams();
  const { page, ...filter } = filterFrom(params);
  const { data, error, isLoading } = useAuditTrail({ ...filter, page });
  const [seen, setSeen] = useState<Map<number, string>>(() => new Map());
  const exporting = useDownload('Exporteren mislukt', 'Probeer het later opnieuw.');

  const unseen = (data?.items ?? []).filter((entry) => entry.lid.id !== null && !seen.has(entry.lid.id));
  if (unseen.length > 0) setSeen(new Map([...seen, ...unseen.map((entry) => [entry.lid.id as number, entry.lid.naam] as const)]));
  const choices = members ?? [...seen].map(([id, naam]) => ({ id, naam }));

  const exportTrail = () => exporting.start(() => downloadAuditExport(filter));

  return (
    <>
      <PageHeader
        title="Audit trail"
        subtitle="Elke wijziging in de werkruimte: wie, wat en wanneer. Open een gesprek zoals het op dat moment was."
        actions={
          <Button variant="secondary" disabled={exporting.busy} onClick={() => void exportTrail()}>
            {exporting.busy ? 'Exporteren...' : 'Exporteren (.xlsx)'}
          </Button>
        }
      />
      <AuditFilters filter={filter} members={choices} onChange={(next) => setParams(paramsOf(next), { replace: true })} />
      {error ? (
        <Alert tone="error">{errorMessage(error, 'De audit trail kon niet worden geladen.')}</Alert>
      ) : isLoading && !data ? (
        <Loading />
      ) : !data || data.items.length === 0 ? (
        <EmptyState icon="shield">Geen wijzigingen gevonden</EmptyState>
      ) : (
        <DataTable columns={columns} rows={data.items} rowKey={(entry) => entry.id} stacked className="audit-table" />
      )}
      {data && (page > 1 || data.hasMore) ? (
        <nav className="audit-pager cluster" aria-label="Paginering">
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setParams(paramsOf({ ...filter, page: page - 1 }))}>
            Vorige
          </Button>
          <span className="muted small">Pagina {page}</span>
          <Button
            variant="secondary"
            size="small"
            disabled={!data.hasMore}
            onClick={() => setParams(paramsOf({ ...filter, page: page + 1 }))}
          >
            Volgende
          </Button>
        </nav>
      ) : null}
    </>
  );
}
