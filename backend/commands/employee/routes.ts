import type Router from '@koa/router';
import { accountStream } from '../../../events/account';
import { employeeStream, normalizeEmployeeEmail } from '../../../events/employee';
import { NotFoundError } from '../../platform/errors';
import { findEmployee, listEmployees, type EmployeeRow } from '../../projections/employees/queries';
import { currentUser } from '../../http/auth';
import type { ApiModule, AppDeps } from '../../http/deps';
import { parseId, parseInput } from '../../http/validate';
import { accountDecider } from '../account/decider';
import { listQuery } from '../company/schemas';
import { commandContext } from '../../http/command-context';
import { registerEmployeeImportRoutes } from '../employee-import/routes';
import { handleCommand } from '../handle-command';
import { runCommand } from '../run-command';
import { ownCompanyFacts } from './company-facts';
import { employeeDecider, employeeMessages } from './decider';
import { claimEmployeeEmail, releaseEmployeeEmails } from './email-claims';
import { loadEmployee } from './load';
import { employeeBody } from './schemas';

async function employeeOf(deps: AppDeps, ownerId: number, id: number | null): Promise<EmployeeRow> {
  const row = id === null ? undefined : await findEmployee(deps.pool, ownerId, id);
  if (!row) throw new NotFoundError(employeeMessages.notFound);
  return row;
}

export const employeeModule: ApiModule = (router: Router, deps: AppDeps) => {
  const { requireAuth } = deps.auth;
  const now = () => deps.clock().toISOString();

  router.get('/employees', requireAuth, async (ctx) => {
    const { includeInactive } = parseInput(listQuery, ctx.query);
    ctx.body = await listEmployees(deps.pool, currentUser(ctx).id, includeInactive);
  });

  // Registered before /employees/:id so that "import" is never taken for an id.
  registerEmployeeImportRoutes(router, deps);

  router.get('/employees/:id', requireAuth, async (ctx) => {
    ctx.body = await employeeOf(deps, currentUser(ctx).id, parseId(ctx.params.id));
  });

  router.post('/employees', requireAuth, async (ctx) => {
    const { naam, email, bedrijf_id } = parseInput(employeeBody, ctx.request.body);
    const { id: userId } = currentUser(ctx);
    const context = commandContext(ctx, userId);
    const at = now();
    // Checked before anything is claimed or counted; the decider checks the same facts again.
    const company = await ownCompanyFacts(deps.store, userId, bedrijf_id);
    const employeeId = await claimEmployeeEmail(deps.store, userId, { email, employeeId: await deps.ids.next('employee') }, at, context);
    try {
      await handleCommand(deps.store, accountStream(userId), accountDecider, { type: 'ReserveEmployeeSlots', employeeIds: [employeeId], now: at }, context);
    } catch (err) {
      // Refused (a plan limit): the address must not stay blocked by an employee that never came.
      await releaseEmployeeEmails(deps.store, userId, [{ email, employeeId }], at, context);
      throw err;
    }
    await runCommand(
      deps,
      employeeStream(employeeId),
      employeeDecider,
      { type: 'RegisterEmployee', employeeId, actorId: userId, naam, email, company, now: at },
      context,
    );
    ctx.status = 201;
    ctx.body = await employeeOf(deps, userId, employeeId);
  });

  router.put('/employees/:id', requireAuth, async (ctx) => {
    const id = parseId(ctx.params.id);
    if (id === null) throw new NotFoundError(employeeMessages.notFound);
    const { naam, email, bedrijf_id, actief } = parseInput(employeeBody, ctx.request.body);
    const { id: userId } = currentUser(ctx);
    const current = await loadEmployee(deps.store, id);
    // Sealed before any claim: another user's employee is not found.
    if (!current.exists || current.ownerId !== userId) throw new NotFoundError(employeeMessages.notFound);
    const company = await ownCompanyFacts(deps.store, userId, bedrijf_id);
    const at = now();
    const context = commandContext(ctx, userId);
    const newAddress = normalizeEmployeeEmail(email) !== normalizeEmployeeEmail(current.email);
    if (newAddress) await claimEmployeeEmail(deps.store, userId, { email, employeeId: id }, at, context);
    await runCommand(
      deps,
      employeeStream(id),
      employeeDecider,
      { type: 'UpdateEmployee', actorId: userId, naam, email, company, actief, now: at },
      context,
    );
    if (newAddress) await releaseEmployeeEmails(deps.store, userId, [{ email: current.email, employeeId: id }], at, context);
    ctx.body = await employeeOf(deps, userId, id);
  });
};
