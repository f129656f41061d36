import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../platform/errors';
import { activeSwitch, assertOwnRecord } from './master-data';

const types = { activated: 'On', deactivated: 'Off' } as const;
const record = { exists: true, ownerId: 7, active: true };
const at = '2026-03-01T09:00:00.000Z';

describe('assertOwnRecord', () => {
  it("answers another owner's record exactly like a missing one", () => {
    expect(() => assertOwnRecord({ ...record, ownerId: 8 }, 7, 'Niet gevonden')).toThrow(new NotFoundError('Niet gevonden'));
    expect(() => assertOwnRecord({ ...record, exists: false }, 7, 'Niet gevonden')).toThrow(new NotFoundError('Niet gevonden'));
    expect(() => assertOwnRecord(record, 7, 'Niet gevonden')).not.toThrow();
  });
});

describe('activeSwitch', () => {
  it('gives one event only when the wanted flag differs from the current one', () => {
    expect(activeSwitch(record, undefined, types, at)).toEqual([]);
    expect(activeSwitch(record, true, types, at)).toEqual([]);
    expect(activeSwitch(record, false, types, at)).toEqual([{ type: 'Off', data: { at } }]);
    expect(activeSwitch({ ...record, active: false }, true, types, at)).toEqual([{ type: 'On', data: { at } }]);
  });
});
