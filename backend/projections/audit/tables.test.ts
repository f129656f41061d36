import { describe, expect, it } from 'vitest';
import { AUDIT_KINDS } from '../../../contracts/audit';
import { AUDIT_KIND_CODES, auditKindSql } from './tables';

describe("the audit trail's kind codes", () => {
  it('number every kind of the contract once, 1, 2, 3... (auditKindSql reads the name at the code)', () => {
    expect(Object.keys(AUDIT_KIND_CODES).sort()).toEqual([...AUDIT_KINDS].sort());
    expect(Object.values(AUDIT_KIND_CODES).sort((a, b) => a - b)).toEqual(AUDIT_KINDS.map((_, i) => i + 1));
  });

  it('read each code back as its name', () => {
    const names = /ARRAY\[(.*)\]\)\[a\.kind\]$/.exec(auditKindSql('a'))![1]!.split(', ');
    for (const [kind, code] of Object.entries(AUDIT_KIND_CODES)) expect(names[code - 1]).toBe(`'${kind}'`);
  });
});
