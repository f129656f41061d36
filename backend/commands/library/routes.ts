import type Router from '@koa/router';
import { libraryStream, type LibraryKind } from '../../../events/library';
import { NotFoundError } from '../../platform/errors';
import { findLibraryEntry, listLibraryEntries } from '../../projections/library/queries';
import { currentUser } from '../../http/auth';
import type { ApiModule, AppDeps } from '../../http/deps';
import { parseId, parseInput } from '../../http/validate';
import { commandContext, newIdFor } from '../../http/command-context';
import { runCommand } from '../run-command';
import { createLibraryDecider, libraryCommandTypes, libraryMessages, type LibraryEntryState } from './decider';
import { addEntryBody, listQuery, updateEntryBody } from './schemas';

/** Ids are 32-bit in the read models; a larger one cannot exist. */
const MAX_ID = 2 ** 31 - 1;

const toApiEntry = (state: LibraryEntryState) => ({ id: state.entryId, omschrijving: state.omschrijving, actief: state.actief });

function registerLibraryRoutes<K extends LibraryKind>(router: Router, deps: AppDeps, kind: K, path: string) {
  const { requireAuth } = deps.auth;
  const decider = createLibraryDecider(kind);
  const commands = libraryCommandTypes[kind];
  const now = () => deps.clock().toISOString();
  const idOf = (raw: string | undefined) => {
    const id = parseId(raw);
    if (id === null || id > MAX_ID) throw new NotFoundError(libraryMessages.notFound[kind]);
    return id;
  };

  router.get(path, requireAuth, async (ctx) => {
    const { includeInactive } = parseInput(listQuery, ctx.query);
    ctx.body = await listLibraryEntries(deps.pool, kind, currentUser(ctx).id, { includeInactive });
  });

  router.get(`${path}/:id`, requireAuth, async (ctx) => {
    const entry = await findLibraryEntry(deps.pool, kind, currentUser(ctx).id, idOf(ctx.params.id));
    if (!entry) throw new NotFoundError(libraryMessages.notFound[kind]);
    ctx.body = entry;
  });

  router.post(path, requireAuth, async (ctx) => {
    const { omschrijving } = parseInput(addEntryBody, ctx.request.body);
    const { id: userId } = currentUser(ctx);
    const context = commandContext(ctx, userId);
    const entryId = await newIdFor(deps.ids, context, kind);
    const result = await runCommand(deps, libraryStream(kind, entryId), decider, { type: commands.add, entryId, actorId: userId, omschrijving, now: now() }, context);
    ctx.status = 201;
    ctx.body = toApiEntry(result.state);
  });

  router.put(`${path}/:id`, requireAuth, async (ctx) => {
    const entryId = idOf(ctx.params.id);
    const { omschrijving, actief } = parseInput(updateEntryBody, ctx.request.body);
    const { id: userId } = currentUser(ctx);
    const result = await runCommand(
      deps,
      libraryStream(kind, entryId),
      decider,
      { type: commands.update, actorId: userId, omschrijving, actief, now: now() },
      commandContext(ctx, userId),
    );
    ctx.body = toApiEntry(result.state);
  });
}

/** GET/POST /goals, PUT /goals/{id}, and the same for /ambitions (SPEC 7, Master data). */
export const libraryModule: ApiModule = (router, deps) => {
  registerLibraryRoutes(router, deps, 'goal', '/goals');
  registerLibraryRoutes(router, deps, 'ambition', '/ambitions');
};
