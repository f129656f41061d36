import type { AuditKind } from '../../../contracts/audit';
import { parseDutchDateTime } from '../../../contracts/dutch-time';
import { AUDIT_KIND_CODES } from '../../projections/audit/tables';

export interface AuditFilters {
  lid?: number;
  soort?: AuditKind;
  /** Dutch calendar days 'YYYY-MM-DD', both included. */
  van?: string;
  tot?: string;
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** Dutch midnight of a day as an instant: a day is 23 or 25 hours long when the clocks change. */
const dutchMidnight = (day: string) => parseDutchDateTime(`${day}T00:00`);

/**
 * The WHERE clause of a workspace's trail (alias `a`) and its values. `tot` includes its whole day, so
 * the bound is the next day's Dutch midnight, exclusive.
 */
export function auditWhere(workspaceId: number, filters: AuditFilters): { where: string; values: unknown[] } {
  const values: unknown[] = [workspaceId];
  const clauses = ['a.workspace_id = $1'];
  if (filters.lid !== undefined) clauses.push(`a.actor_id = $${values.push(filters.lid)}`);
  if (filters.soort !== undefined) clauses.push(`a.kind = $${values.push(AUDIT_KIND_CODES[filters.soort])}`);
  if (filters.van !== undefined) clauses.push(`a.at >= $${values.push(dutchMidnight(filters.van))}::timestamptz`);
  if (filters.tot !== undefined) clauses.push(`a.at < $${values.push(dutchMidnight(nextDay(filters.tot)))}::timestamptz`);
  return { where: clauses.join(' AND '), values };
}
