import { describe, expect, it } from 'vitest';
import { readSeed } from '../../../projections/catalogue/seed';
import { generateTemplates } from './templates';

describe('offline conversation template generator (admin)', async () => {
  const { branches } = await readSeed();
  const branch = branches[0]!;
  const fn = branch.functies[0]!;
  const material = branch.functies.flatMap((f) => f.templates.map((t) => ({ ...t, ownFunction: f.id === fn.id })));
  const made = generateTemplates({
    branch: { id: branch.id, naam: branch.naam },
    function: { id: fn.id, naam: fn.naam },
    count: 3,
    material,
  });

  it('makes the asked number of templates in the catalogue’s shape, with new names', () => {
    expect(made).toHaveLength(3);
    const names = new Set(material.map((t) => t.naam));
    for (const t of made) {
      expect(names.has(t.naam)).toBe(false);
      expect(t.naam).toContain(fn.naam.toLowerCase());
      expect(t.beschrijving.length).toBeGreaterThan(40);
      expect(t.goals.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('takes its goals from the catalogue’s own material, and gives the same answer twice', () => {
    const goals = new Set(material.flatMap((t) => t.goals.map((g) => g.omschrijving)));
    for (const t of made) for (const g of t.goals) expect(goals.has(g.omschrijving)).toBe(true);
    expect(
      generateTemplates({ branch: { id: branch.id, naam: branch.naam }, function: { id: fn.id, naam: fn.naam }, count: 3, material }),
    ).toEqual(made);
  });
});
