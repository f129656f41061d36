import { accountStream } from '../../../../events/account';
import { employeeStream, normalizeEmployeeEmail } from '../../../../events/employee';
import { employeeApi, employeeMessages } from '../../../../contracts/employees';
import { NotFoundError } from '../../../platform/errors';
import { bind } from '../../bind';
import { commandContext } from '../../command-context';
import type { ApiModule, AppDeps } from '../../deps';
import { accountDecider } from '../../../commands/account/decider';
import { registerEmployeeImportRoutes } from '../employee-import/routes';
import { handleCommand } from '../../../commands/handle-command';
import { IdempotencyKeyReusedError, replayedAs } from '../../../commands/replay';
import { runCommand } from '../../../commands/run-command';
import { ownCompanyFacts } from '../../../commands/employee/company-facts';
import { employeeDecider } from '../../../commands/employee/decider';
import { claimEmployeeEmail, releaseEmployeeEmails } from '../../../commands/employee/email-claims';
import { loadEmployee } from '../../../commands/employee/load';
import { readAfterWrite } from '../../read-after-write';

async function readBack(deps: AppDeps, ownerId: number, id: number) {
  return readAfterWrite(() => deps.reads.employee(ownerId, id), 'employees');
}

/** POST /employees, PUT /employees/{id} and the spreadsheet import. */
export const employeeModule: ApiModule = (router, deps) => {
  const now = () => deps.clock().toISOString();

  registerEmployeeImportRoutes(router, deps);

  bind(router, deps, employeeApi.create, async (ctx, { body: { naam, email, bedrijf_id }, user }) => {
    const ownerId = user.workspaceId;
    const context = commandContext(ctx, user);
    const at = now();
    // Checked before anything is claimed or counted; the decider checks the same facts again.
    const company = await ownCompanyFacts(deps.store, ownerId, bedrijf_id);
    const employeeId = await claimEmployeeEmail(deps.store, ownerId, { email, employeeId: await deps.ids.next('employee') }, at, context);
    try {
      const slots = await handleCommand(
        deps.store,
        accountStream(ownerId),
        accountDecider,
        { type: 'ReserveEmployeeSlots', employeeIds: [employeeId], now: at },
        context,
      );
      const earlier = replayedAs(slots.replayOf, 'EmployeeSlotsReserved');
      // A retry finishes the employee its first attempt counted; any other would go uncounted.
      if (earlier && !(earlier.data.employeeIds as number[]).includes(employeeId)) throw new IdempotencyKeyReusedError();
    } catch (err) {
      // Refused (a plan limit): the address must not stay blocked by an employee that never came.
      await releaseEmployeeEmails(deps.store, ownerId, [{ email, employeeId }], at, context);
      throw err;
    }
    await runCommand(
      deps,
      employeeStream(employeeId),
      employeeDecider,
      { type: 'RegisterEmployee', employeeId, actorId: ownerId, name: naam, email, company, now: at },
      context,
    );
    return readBack(deps, ownerId, employeeId);
  });

  bind(router, deps, employeeApi.update, async (ctx, { params: { id }, body: { naam, email, bedrijf_id, actief }, user }) => {
    const ownerId = user.workspaceId;
    const current = await loadEmployee(deps.store, id);
    // Sealed before any claim: another user's employee is not found.
    if (!current.exists || current.ownerId !== ownerId) throw new NotFoundError(employeeMessages.notFound);
    const company = await ownCompanyFacts(deps.store, ownerId, bedrijf_id);
    const at = now();
    const context = commandContext(ctx, user);
    const newAddress = normalizeEmployeeEmail(email) !== normalizeEmployeeEmail(current.email);
    if (newAddress) await claimEmployeeEmail(deps.store, ownerId, { email, employeeId: id }, at, context);
    await runCommand(
      deps,
      employeeStream(id),
      employeeDecider,
      { type: 'UpdateEmployee', actorId: ownerId, name: naam, email, company, active: actief, now: at },
      context,
    );
    if (newAddress) await releaseEmployeeEmails(deps.store, ownerId, [{ email: current.email, employeeId: id }], at, context);
    return readBack(deps, ownerId, id);
  });
};
