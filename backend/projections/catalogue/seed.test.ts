import { describe, expect, it } from 'vitest';
import { readSeed, searchKey } from './seed';

describe('the committed conversation template catalogue', async () => {
  const { branches } = await readSeed();
  const functions = branches.flatMap((b) => b.functies.map((f) => ({ ...f, branchId: b.id })));
  const templates = functions.flatMap((f) => f.templates.map((t) => ({ ...t, functionId: f.id })));

  it('advertises 300+ templates over at least 10 branches (SPEC 1, landing claims)', () => {
    expect(templates.length).toBeGreaterThanOrEqual(300);
    expect(branches.length).toBeGreaterThanOrEqual(10);
  });

  it('has unique ids and unique names for branches, functions within a branch, and templates', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(branches.map((b) => b.id))).toBe(true);
    expect(unique(functions.map((f) => f.id))).toBe(true);
    expect(unique(templates.map((t) => t.id))).toBe(true);
    expect(unique(branches.map((b) => b.naam))).toBe(true);
    for (const branch of branches) expect(unique(branch.functies.map((f) => f.naam))).toBe(true);
    expect(unique(templates.map((t) => t.naam))).toBe(true);
  });

  it('derives function and template ids from their parents (function = branch*100+n, template = function*100+t)', () => {
    for (const f of functions) expect(Math.floor(f.id / 100)).toBe(f.branchId);
    for (const t of templates) expect(Math.floor(t.id / 100)).toBe(t.functionId);
  });

  it('gives every template a name, type, description and 3 to 5 goals with a non-empty omschrijving', () => {
    for (const t of templates) {
      expect(t.naam.trim() && t.type.trim() && t.beschrijving.trim(), `template ${t.id}`).toBeTruthy();
      expect(t.goals.length, `template ${t.id}`).toBeGreaterThanOrEqual(3);
      expect(t.goals.length, `template ${t.id}`).toBeLessThanOrEqual(5);
      for (const goal of t.goals) expect(goal.omschrijving.trim(), `template ${t.id}`).not.toBe('');
    }
  });
});

describe('searchKey', () => {
  it('ignores case and accents', () => {
    expect(searchKey('Financiële Dienstverlening')).toBe('financiele dienstverlening');
  });
});
