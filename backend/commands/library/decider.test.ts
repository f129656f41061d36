import { describe, expect, it } from 'vitest';
import { libraryEventTypes, type LibraryEventOf } from '../../../events/library';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { foldEvents } from '../decider';
import { deciderSpec } from '../decider-spec';
import { createLibraryDecider, libraryCommandTypes } from './decider';
import { libraryMessages, type LibraryKind } from '../../../contracts/library';

const now = '2026-03-01T09:00:00.000Z';
const owner = 7;

describe.each<LibraryKind>(['goal', 'ambition'])('%s library decider', (kind) => {
  const decider = createLibraryDecider(kind);
  const spec = deciderSpec(decider);
  const { add, update } = libraryCommandTypes[kind];
  const { added, updated } = libraryEventTypes[kind];
  const existing: LibraryEventOf<LibraryKind> = {
    type: added,
    data: { entryId: 3, ownerId: owner, description: 'Feedback geven', active: true, at: now },
  };

  describe(add, () => {
    it('adds a new entry, trimmed and active', () => {
      spec.given([]).when({ type: add, entryId: 3, actorId: owner, description: '  Feedback geven ', now }).then([existing]);
    });

    it('refuses a blank description', () => {
      spec
        .given([])
        .when({ type: add, entryId: 3, actorId: owner, description: '   ', now })
        .thenThrows(ValidationError, libraryMessages.omschrijvingRequired);
    });

    it('refuses a description over 500 characters', () => {
      spec
        .given([])
        .when({ type: add, entryId: 3, actorId: owner, description: 'x'.repeat(501), now })
        .thenThrows(ValidationError, libraryMessages.omschrijvingTooLong);
    });

    it('refuses to add an entry whose stream already exists', () => {
      spec.given([existing]).when({ type: add, entryId: 3, actorId: owner, description: 'Nog een', now }).thenThrows(ConflictError);
    });
  });

  describe(update, () => {
    it('records a new description and flag', () => {
      spec
        .given([existing])
        .when({ type: update, actorId: owner, description: 'Beter feedback geven', active: false, now })
        .then([{ type: updated, data: { description: 'Beter feedback geven', active: false, at: now } }]);
    });

    it('keeps the active flag when the command leaves it out', () => {
      spec
        .given([existing])
        .when({ type: update, actorId: owner, description: 'Anders', now })
        .then((events) => expect(events[0]!.data).toMatchObject({ active: true }));
    });

    it("answers not found for another user's entry", () => {
      spec
        .given([existing])
        .when({ type: update, actorId: owner + 1, description: 'Overgenomen', now })
        .thenThrows(NotFoundError, libraryMessages.notFound[kind]);
    });

    it('answers not found for an entry that does not exist', () => {
      spec.given([]).when({ type: update, actorId: owner, description: 'Iets', now }).thenThrows(NotFoundError);
    });

    it('refuses a blank description', () => {
      spec
        .given([existing])
        .when({ type: update, actorId: owner, description: '', now })
        .thenThrows(ValidationError, libraryMessages.omschrijvingRequired);
    });

    it('records nothing when omschrijving and flag are unchanged', () => {
      spec.given([existing]).when({ type: update, actorId: owner, description: ' Feedback geven ', active: true, now }).thenNothing();
    });

    it('an update is visible in the state', () => {
      const state = foldEvents(decider, [existing, { type: updated, data: { description: 'Nieuw', active: false, at: now } }]);
      expect(state).toMatchObject({ exists: true, ownerId: owner, description: 'Nieuw', active: false });
    });
  });
});
