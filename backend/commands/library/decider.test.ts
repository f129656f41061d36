import { describe, expect, it } from 'vitest';
import type { LibraryEventOf, LibraryKind } from '../../../events/library';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { foldEvents } from '../decider';
import { createLibraryDecider, libraryCommandTypes, libraryMessages } from './decider';

const now = '2026-03-01T09:00:00.000Z';
const owner = 7;

describe.each<[LibraryKind, string, string]>([
  ['goal', 'GoalAdded', 'GoalUpdated'],
  ['ambition', 'AmbitionAdded', 'AmbitionUpdated'],
])('%s library decider', (kind, added, updated) => {
  const decider = createLibraryDecider(kind);
  const { add, update } = libraryCommandTypes[kind];
  const given = (...events: LibraryEventOf<typeof kind>[]) => foldEvents(decider, events);
  const existing = { type: added, data: { entryId: 3, hrUserId: owner, omschrijving: 'Feedback geven', actief: true, at: now } } as LibraryEventOf<typeof kind>;

  describe(add, () => {
    it('adds a new entry, trimmed and active', () => {
      expect(decider.decide({ type: add, entryId: 3, actorId: owner, omschrijving: '  Feedback geven ', now }, given())).toEqual([
        { type: added, data: { entryId: 3, hrUserId: owner, omschrijving: 'Feedback geven', actief: true, at: now } },
      ]);
    });

    it('refuses a blank omschrijving', () => {
      expect(() => decider.decide({ type: add, entryId: 3, actorId: owner, omschrijving: '   ', now }, given())).toThrow(
        new ValidationError(libraryMessages.omschrijvingRequired),
      );
    });

    it('refuses an omschrijving over 500 characters', () => {
      expect(() => decider.decide({ type: add, entryId: 3, actorId: owner, omschrijving: 'x'.repeat(501), now }, given())).toThrow(
        new ValidationError(libraryMessages.omschrijvingTooLong),
      );
    });

    it('refuses to add an entry whose stream already exists', () => {
      expect(() => decider.decide({ type: add, entryId: 3, actorId: owner, omschrijving: 'Nog een', now }, given(existing))).toThrow(
        ConflictError,
      );
    });
  });

  describe(update, () => {
    it('records a new omschrijving and flag', () => {
      expect(decider.decide({ type: update, actorId: owner, omschrijving: 'Beter feedback geven', actief: false, now }, given(existing))).toEqual([
        { type: updated, data: { omschrijving: 'Beter feedback geven', actief: false, at: now } },
      ]);
    });

    it('keeps the active flag when the command leaves it out', () => {
      const events = decider.decide({ type: update, actorId: owner, omschrijving: 'Anders', now }, given(existing));
      expect(events[0]!.data).toMatchObject({ actief: true });
    });

    it("answers not found for another user's entry", () => {
      expect(() => decider.decide({ type: update, actorId: owner + 1, omschrijving: 'Overgenomen', now }, given(existing))).toThrow(
        new NotFoundError(libraryMessages.notFound[kind]),
      );
    });

    it('answers not found for an entry that does not exist', () => {
      expect(() => decider.decide({ type: update, actorId: owner, omschrijving: 'Iets', now }, given())).toThrow(NotFoundError);
    });

    it('refuses a blank omschrijving', () => {
      expect(() => decider.decide({ type: update, actorId: owner, omschrijving: '', now }, given(existing))).toThrow(
        new ValidationError(libraryMessages.omschrijvingRequired),
      );
    });

    it('records nothing when omschrijving and flag are unchanged', () => {
      expect(decider.decide({ type: update, actorId: owner, omschrijving: ' Feedback geven ', actief: true, now }, given(existing))).toEqual([]);
    });

    it('an update is visible in the state', () => {
      const state = given(existing, { type: updated, data: { omschrijving: 'Nieuw', actief: false, at: now } } as LibraryEventOf<typeof kind>);
      expect(state).toMatchObject({ exists: true, ownerId: owner, omschrijving: 'Nieuw', actief: false });
    });
  });
});
