import type { LibraryEntry } from '../../../contracts/library';
import type { LibraryEntryRow } from '../../projections/library/tables';

/** The one place where a library entry's English columns become the contract's Dutch fields (SPEC section 3). */
export const libraryEntryToApi = (row: LibraryEntryRow): LibraryEntry =>
  ({ id: row.id, omschrijving: row.description, actief: row.active }) satisfies LibraryEntry;
