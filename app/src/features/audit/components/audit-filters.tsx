import { AUDIT_KINDS, auditKindLabels, type AuditKind } from '../../../../../contracts/audit';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';

export interface AuditFilter {
  lid?: number;
  soort?: AuditKind;
  van?: string;
  tot?: string;
}

interface AuditFiltersProps {
  filter: AuditFilter;
  /** Whom the trail can be narrowed to. */
  members: { id: number; naam: string }[];
  onChange: (filter: AuditFilter) => void;
}

const kindOptions = AUDIT_KINDS.map((kind) => ({ value: kind, label: auditKindLabels[kind] }));

export function AuditFilters({ filter, members, onChange }: AuditFiltersProps) {
  return (
    <div className="audit-filters" role="group" aria-label="Filters">
      <Select
        label="Lid"
        value={filter.lid ?? ''}
        placeholder="Alle leden"
        options={members.map((member) => ({ value: member.id, label: member.naam }))}
        onChange={(value) => onChange({ ...filter, lid: value ? Number(value) : undefined })}
      />
      <Select
        label="Soort"
        value={filter.soort ?? ''}
        placeholder="Alle soorten"
        options={kindOptions}
        onChange={(value) => onChange({ ...filter, soort: value ? (value as AuditKind) : undefined })}
      />
      <TextField
        label="Van"
        type="date"
        value={filter.van ?? ''}
        max={filter.tot}
        onChange={(value) => onChange({ ...filter, van: value || undefined })}
      />
      <TextField
        label="Tot en met"
        type="date"
        value={filter.tot ?? ''}
        min={filter.van}
        onChange={(value) => onChange({ ...filter, tot: value || undefined })}
      />
    </div>
  );
}
