import { libraryApi, libraryMessages } from '../../../../contracts/library';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { orNotFound } from '../../../platform/errors';
import { findLibraryEntry, listLibraryEntries } from '../../../projections/library/queries';
import { libraryEntryToApi } from '../../../read-api/library/to-api';

/** GET /goals, /goals/{id}, /ambitions, /ambitions/{id}: only the user's own. */
export const libraryReadRoutes: ApiModule = (router, deps) => {
  for (const kind of ['goal', 'ambition'] as const) {
    bind(router, deps, libraryApi[kind].list, async (_ctx, { query, user }) =>
      (await listLibraryEntries(deps.pool, kind, user.workspaceId, query)).map(libraryEntryToApi),
    );
    bind(router, deps, libraryApi[kind].get, async (_ctx, { params, user }) =>
      libraryEntryToApi(orNotFound(await findLibraryEntry(deps.pool, kind, user.workspaceId, params.id), libraryMessages.notFound[kind])),
    );
  }
};
