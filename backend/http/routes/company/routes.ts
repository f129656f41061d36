import { accountStream } from '../../../../events/account';
import { companyStream } from '../../../../events/company';
import { companyApi } from '../../../../contracts/companies';
import { bind } from '../../bind';
import { commandContext } from '../../command-context';
import type { ApiModule, AppDeps } from '../../deps';
import { accountDecider } from '../../../commands/account/decider';
import { handleCommand, type CommandContext } from '../../../commands/handle-command';
import { replayedAs } from '../../../commands/replay';
import { runCommand } from '../../../commands/run-command';
import { companyDecider } from '../../../commands/company/decider';
import { readAfterWrite } from '../../read-after-write';

async function readBack(deps: AppDeps, ownerId: number, id: number) {
  return readAfterWrite(() => deps.reads.company(ownerId, id), 'companies');
}

/**
 * Reserves the slot and returns the company id it is for: a retried request (same
 * Idempotency-Key) gets the id of its first attempt and finishes that company, not a second one.
 */
async function reserveCompanySlot(deps: AppDeps, userId: number, companyId: number, now: string, context: CommandContext): Promise<number> {
  const result = await handleCommand(
    deps.store,
    accountStream(userId),
    accountDecider,
    { type: 'ReserveCompanySlot', companyId, now },
    context,
  );
  const earlier = replayedAs(result.replayOf, 'CompanySlotReserved');
  return earlier ? Number(earlier.data.companyId) : companyId;
}

/** POST /companies and PUT /companies/{id}. */
export const companyModule: ApiModule = (router, deps) => {
  const now = () => deps.clock().toISOString();

  bind(router, deps, companyApi.create, async (ctx, { body: { naam, branche, actief }, user }) => {
    const context = commandContext(ctx, user);
    const at = now();
    // The account owns the company counter (plan limits), so it is reserved there first. Should the
    // registration fail after this, the counter is one too high: the safe side of a limit.
    const companyId = await reserveCompanySlot(deps, user.workspaceId, await deps.ids.next('company'), at, context);
    await runCommand(
      deps,
      companyStream(companyId),
      companyDecider,
      { type: 'RegisterCompany', companyId, actorId: user.workspaceId, name: naam, branch: branche, active: actief ?? true, now: at },
      context,
    );
    return readBack(deps, user.workspaceId, companyId);
  });

  bind(router, deps, companyApi.update, async (ctx, { params: { id }, body: { naam, branche, actief }, user }) => {
    await runCommand(
      deps,
      companyStream(id),
      companyDecider,
      { type: 'UpdateCompany', actorId: user.workspaceId, name: naam, branch: branche, active: actief, now: now() },
      commandContext(ctx, user),
    );
    return readBack(deps, user.workspaceId, id);
  });
};
