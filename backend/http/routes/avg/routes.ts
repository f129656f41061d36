import { avgApi, avgMessages } from '../../../../contracts/avg';
import { employeeMessages } from '../../../../contracts/employees';
import { bind } from '../../bind';
import { membersOfWorkspace } from '../../../projections/workspace/queries';
import type { ApiModule, AppDeps } from '../../deps';
import { eraseSubject, type ErasureRequest } from '../../../reactors/retention/erasure';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors';
import { limits } from '../../../platform/rate-limit';
import { effectivePlan } from '../../../../events/plan-state';
import { loadAccount } from '../../../commands/account/load';
import { verifyPassword } from '../../../commands/account/passwords';
import { loadEmployee } from '../../../commands/employee/load';
import { accountAddresses, employeeAddresses, isErased } from '../../../commands/avg/subject-facts';

/** Erases, then waits until the read models show the placeholders (read your writes). */
async function erase(deps: AppDeps, request: ErasureRequest) {
  const result = await eraseSubject(deps, request);
  await deps.projections.readYourWrites(result.checkpoint, result.eventId ? [result.eventId] : []);
  return result;
}

/** DELETE /employees/{id}/personal-data and DELETE /hr/account: the right to erasure, by crypto-shredding. */
export const avgModule: ApiModule = (router, deps) => {
  bind(router, deps, avgApi.eraseEmployee, async (_ctx, { params: { id }, user }) => {
    const employee = await loadEmployee(deps.store, id);
    if (!employee.exists || employee.ownerId !== user.workspaceId) throw new NotFoundError(employeeMessages.notFound);
    if (await isErased(deps.store, 'employee', id)) throw new ConflictError(avgMessages.alreadyErased);
    const result = await erase(deps, {
      target: { kind: 'employee', id },
      ownerId: user.workspaceId,
      erasedBy: user.workspaceId,
      reason: 'request',
      at: deps.clock(),
      addresses: await employeeAddresses(deps.store, id),
    });
    return { message: avgMessages.employeeErased, verwijderd_op: result.at };
  });

  bind(router, deps, avgApi.deleteAccount, async (_ctx, { body: { password }, user }) => {
    await deps.limiter.consume(limits.changePasswordPerAccount, String(user.id));
    const account = await loadAccount(deps.store, user.id);
    // The account's own workspace goes with it (everything in it is owned under the account's id): not while others work there.
    if ((await membersOfWorkspace(deps.pool, user.id)).some((member) => member.userId !== user.id))
      throw new ConflictError(avgMessages.workspaceHasMembers);
    if (!account.registered || !(await verifyPassword(account.passwordHash, password))) throw new ForbiddenError(avgMessages.passwordWrong);
    // A running subscription would go on charging an account that no longer exists.
    if (effectivePlan(account.plan, deps.clock().toISOString()) !== 'free' && account.plan.via === 'payment')
      throw new ConflictError(avgMessages.paidPlan);
    const result = await erase(deps, {
      target: { kind: 'account', id: user.id },
      ownerId: user.id,
      erasedBy: user.id,
      reason: 'account_deleted',
      at: deps.clock(),
      addresses: await accountAddresses(deps, user.id, account.email),
    });
    // Its tokens end here at once, not when the read model's notification comes back.
    deps.auth.forget(user.id);
    return { message: avgMessages.accountDeleted, verwijderd_op: result.at };
  });
};
