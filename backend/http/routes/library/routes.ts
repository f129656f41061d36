import { libraryStream } from '../../../../events/library';
import { libraryApi, type LibraryKind } from '../../../../contracts/library';
import { bind } from '../../bind';
import { commandContext } from '../../command-context';
import { newIdFor } from '../../../commands/new-id';
import type { ApiModule } from '../../deps';
import { runCommand } from '../../../commands/run-command';
import { createLibraryDecider, libraryCommandTypes, type LibraryEntryState } from '../../../commands/library/decider';

const toApiEntry = (state: LibraryEntryState) => ({ id: state.entryId, omschrijving: state.description, actief: state.active });

/** POST /goals, PUT /goals/{id}, and the same for /ambitions (SPEC 7, Master data). */
export const libraryModule: ApiModule = (router, deps) => {
  const now = () => deps.clock().toISOString();
  for (const kind of ['goal', 'ambition'] as const satisfies LibraryKind[]) {
    const endpoints = libraryApi[kind];
    const decider = createLibraryDecider(kind);
    const commands = libraryCommandTypes[kind];

    bind(router, deps, endpoints.create, async (ctx, { body: { omschrijving }, user }) => {
      const context = commandContext(ctx, user);
      const entryId = await newIdFor(deps.ids, context, kind);
      const result = await runCommand(
        deps,
        libraryStream(kind, entryId),
        decider,
        { type: commands.add, entryId, actorId: user.workspaceId, description: omschrijving, now: now() },
        context,
      );
      return toApiEntry(result.state);
    });

    bind(router, deps, endpoints.update, async (ctx, { params: { id }, body: { omschrijving, actief }, user }) => {
      const result = await runCommand(
        deps,
        libraryStream(kind, id),
        decider,
        { type: commands.update, actorId: user.workspaceId, description: omschrijving, active: actief, now: now() },
        commandContext(ctx, user),
      );
      return toApiEntry(result.state);
    });
  }
};
