import type Router from '@koa/router';
import { accountStream } from '../../../events/account';
import { companyStream } from '../../../events/company';
import { NotFoundError } from '../../platform/errors';
import { findCompany, listCompanies, type CompanyRow } from '../../projections/companies/queries';
import { currentUser } from '../../http/auth';
import type { ApiModule, AppDeps } from '../../http/deps';
import { parseId, parseInput } from '../../http/validate';
import { accountDecider } from '../account/decider';
import { commandContext } from '../../http/command-context';
import { eventIdFor, handleCommand, type CommandContext } from '../handle-command';
import { runCommand } from '../run-command';
import { companyDecider, companyMessages } from './decider';
import { companyBody, listQuery } from './schemas';

async function companyOf(deps: AppDeps, ownerId: number, id: number | null): Promise<CompanyRow> {
  const row = id === null ? undefined : await findCompany(deps.pool, ownerId, id);
  if (!row) throw new NotFoundError(companyMessages.notFound);
  return row;
}

/**
 * Reserves the slot and returns the company id it is for: a retried request (same
 * Idempotency-Key) gets the id of its first attempt and finishes that company, not a second one.
 */
async function reserveCompanySlot(deps: AppDeps, userId: number, companyId: number, now: string, context: CommandContext): Promise<number> {
  const stream = accountStream(userId);
  const result = await handleCommand(deps.store, stream, accountDecider, { type: 'ReserveCompanySlot', companyId, now }, context);
  if (result.events.length) return companyId;
  const firstId = eventIdFor(context.commandId, stream, 0);
  const earlier = (await deps.store.readStream(stream)).find((event) => event.id === firstId);
  return earlier?.type === 'CompanySlotReserved' ? Number(earlier.data.companyId) : companyId;
}

export const companyModule: ApiModule = (router: Router, deps: AppDeps) => {
  const { requireAuth } = deps.auth;
  const now = () => deps.clock().toISOString();

  router.get('/companies', requireAuth, async (ctx) => {
    const { includeInactive } = parseInput(listQuery, ctx.query);
    ctx.body = await listCompanies(deps.pool, currentUser(ctx).id, includeInactive);
  });

  router.get('/companies/:id', requireAuth, async (ctx) => {
    ctx.body = await companyOf(deps, currentUser(ctx).id, parseId(ctx.params.id));
  });

  router.post('/companies', requireAuth, async (ctx) => {
    const { naam, branche, actief } = parseInput(companyBody, ctx.request.body);
    const { id: userId } = currentUser(ctx);
    const context = commandContext(ctx, userId);
    const at = now();
    // The account owns the company counter (plan limits), so it is reserved there first. Should the
    // registration fail after this, the counter is one too high: the safe side of a limit.
    const companyId = await reserveCompanySlot(deps, userId, await deps.ids.next('company'), at, context);
    await runCommand(
      deps,
      companyStream(companyId),
      companyDecider,
      { type: 'RegisterCompany', companyId, actorId: userId, naam, branche, actief: actief ?? true, now: at },
      context,
    );
    ctx.status = 201;
    ctx.body = await companyOf(deps, userId, companyId);
  });

  router.put('/companies/:id', requireAuth, async (ctx) => {
    const id = parseId(ctx.params.id);
    if (id === null) throw new NotFoundError(companyMessages.notFound);
    const { naam, branche, actief } = parseInput(companyBody, ctx.request.body);
    const { id: userId } = currentUser(ctx);
    await runCommand(
      deps,
      companyStream(id),
      companyDecider,
      { type: 'UpdateCompany', actorId: userId, naam, branche, actief, now: now() },
      commandContext(ctx, userId),
    );
    ctx.body = await companyOf(deps, userId, id);
  });
};
