import { describe, expect, it } from 'vitest';
import { categories } from '../../events/categories';
import { eventUpcasters } from './event-upcasters';
import type { RecordedEvent } from './port';
import { readV1Rows } from '../../tests/support/v1-fixture';
import { UpcasterRegistry } from './upcasters';

const stored = (streamId: string, type: string, data: Record<string, unknown>, schemaVersion = 1): RecordedEvent => ({
  id: 'e1',
  streamId,
  streamPosition: 0,
  type,
  schemaVersion,
  data,
  metadata: {},
  recordedAt: '2026-01-01T00:00:00.000Z',
  checkpoint: '1/1',
});

describe('UpcasterRegistry', () => {
  it('renames a type on the way up and goes on with the steps of the new name', () => {
    const registry = new UpcasterRegistry()
      .register('PriceSet', 1, (d) => ({ cents: Number(d.euro) * 100 }), { renamedTo: 'PriceChanged' })
      .register('PriceChanged', 2, (d) => ({ ...d, currency: 'EUR' }));
    expect(registry.upcast(stored('price-1', 'PriceSet', { euro: 3 }))).toMatchObject({
      type: 'PriceChanged',
      schemaVersion: 3,
      data: { cents: 300, currency: 'EUR' },
    });
  });

  it('applies a step limited to a category only to streams of that category', () => {
    const registry = new UpcasterRegistry().register('Added', 1, () => ({ library: true }), {
      category: 'goal',
      renamedTo: 'LibraryAdded',
    });
    expect(registry.upcast(stored('goal-1', 'Added', {}))).toMatchObject({ type: 'LibraryAdded', schemaVersion: 2 });
    expect(registry.upcast(stored('pop-1', 'Added', { x: 1 }))).toMatchObject({ type: 'Added', schemaVersion: 1, data: { x: 1 } });
  });

  it('leaves an event of the current version, or of a type without steps, as it is: the same object', () => {
    const registry = new UpcasterRegistry().register('PriceSet', 1, () => ({}));
    const current = stored('price-1', 'PriceSet', { cents: 1 }, 2);
    const other = stored('ledger-1', 'Deposited', { amount: 1 });
    expect(registry.upcast(current)).toBe(current);
    expect(registry.upcast(other)).toBe(other);
    expect(other.data).toEqual({ amount: 1 });
  });

  it('refuses two steps for the same type, version and streams', () => {
    const registry = new UpcasterRegistry().register('X', 1, (d) => d, { category: 'a' });
    expect(() => registry.register('X', 1, (d) => d, { category: 'a' })).toThrow(/two upcasters/);
    expect(() => registry.register('X', 1, (d) => d, { category: 'b' })).not.toThrow();
  });
});

describe("the product's upcasters", () => {
  it('tell the library GoalAdded of version 1 from the conversation GoalAdded of version 1', () => {
    const library = eventUpcasters.upcast(
      stored('goal-4', 'GoalAdded', { entryId: 4, hrUserId: 7, omschrijving: 'Plannen', actief: true, at: 't' }),
    );
    expect(library).toMatchObject({
      type: 'LibraryGoalAdded',
      schemaVersion: 2,
      data: { entryId: 4, ownerId: 7, description: 'Plannen', active: true, at: 't' },
    });
    const agreed = eventUpcasters.upcast(stored('pop-9', 'GoalAdded', { goalId: 3, omschrijving: 'Excel', notitie: '', at: 't' }));
    expect(agreed).toMatchObject({ type: 'GoalAdded', schemaVersion: 2, data: { goalId: 3, description: 'Excel', note: '', at: 't' } });
  });

  it('lift the nested goals of a version-1 template copy and template, and the copy source', () => {
    const copied = eventUpcasters.upcast(
      stored('pop-9', 'TemplateGoalsCopied', {
        source: 'eigen',
        templateId: 2,
        templateNaam: 'T',
        goals: [{ goalId: 5, omschrijving: 'A', notitie: 'B' }],
        at: 't',
      }),
    );
    expect(copied.data).toEqual({
      source: 'own',
      templateId: 2,
      templateName: 'T',
      goals: [{ goalId: 5, description: 'A', note: 'B' }],
      at: 't',
    });
    const template = eventUpcasters.upcast(
      stored('user_template-2', 'UserTemplateCreated', {
        templateId: 2,
        hrUserId: 7,
        bedrijfId: 3,
        omschrijving: 'T',
        goals: [{ omschrijving: 'A', notitie: '' }],
        at: 't',
      }),
    );
    expect(template.data).toEqual({
      templateId: 2,
      ownerId: 7,
      companyId: 3,
      description: 'T',
      goals: [{ description: 'A', note: '' }],
      at: 't',
    });
  });

  it('give every version-1 event of the fixture a shape its category accepts, with no Dutch field name left', async () => {
    const dutch = /naam|omschrijving|notitie|voortgang|bedrijf|medewerker|datum|verslag|branche|actief|hrUser|gebruiker|entity_/i;
    const lifted = new Set<string>();
    for (const row of await readV1Rows()) {
      const category = Object.values(categories).find((c) => c.owns(row.stream_id))!;
      const event = eventUpcasters.upcast(stored(row.stream_id, row.event_type, row.data));
      expect(category.is(event), `${row.stream_id} ${row.event_type}`).toBe(true);
      expect(
        fieldNames(event.data).filter((name) => dutch.test(name)),
        `${row.stream_id} ${row.event_type}`,
      ).toEqual([]);
      lifted.add(`${category.name}:${row.event_type}`);
    }
    // The fixture has an event for every older shape the categories know, so the loop above saw them all.
    for (const category of Object.values(categories)) {
      for (const step of category.history) expect(lifted).toContain(`${category.name}:${step.type}`);
    }
  });
});

/** Field names, nested ones too, except inside `details` (a recorded API answer, in the API's names). */
function fieldNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fieldNames);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'details' ? [key] : [key, ...fieldNames(inner)]));
}
