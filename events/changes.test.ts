import { describe, expect, it } from 'vitest';
import { changeOf, type ChangesOf } from './changes';

type Event = { type: 'Renamed'; data: { name: string } } | { type: 'Noted'; data: { note: string } };
const changes: ChangesOf<Event, { name: string }> = { Renamed: ({ name }) => ({ name }), Noted: null };

describe('changeOf', () => {
  it("gives the change the event's entry makes of its data", () => {
    expect(changeOf(changes, { type: 'Renamed', data: { name: 'Nieuw' } })).toEqual({ name: 'Nieuw' });
  });

  it('gives nothing for a type that changes nothing here, or one from outside the types', () => {
    expect(changeOf(changes, { type: 'Noted', data: { note: 'x' } })).toBeUndefined();
    expect(changeOf(changes, { type: 'Other', data: {} } as unknown as Event)).toBeUndefined();
    expect(changeOf(changes, { type: 'toString', data: {} } as unknown as Event)).toBeUndefined();
  });
});
