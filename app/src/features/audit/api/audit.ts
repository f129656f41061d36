import useSWR from 'swr';
import { auditApi, type AuditPage, type AuditQuery } from '../../../../../contracts/audit';
import { fetchPath, pathOf } from '../../../api/client';
import { downloadFile } from '../../../api/download';

/** One page of the workspace's trail, newest first, with the chosen filters. */
export const useAuditTrail = (query: AuditQuery) =>
  useSWR<AuditPage, Error>(pathOf(auditApi.trail, { query }), fetchPath, { keepPreviousData: true });

/** The trail with the same filters as a workbook. */
export function downloadAuditExport(query: Omit<AuditQuery, 'page'>): Promise<void> {
  return downloadFile(pathOf(auditApi.export, { query }), 'audit-trail.xlsx');
}
