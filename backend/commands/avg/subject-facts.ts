import { dataSubjectStream } from '../../../events/data-subject';
import type { SubjectKind } from '../../../events/data-subjects';
import type { EventStore } from '../../eventstore/port';
import type { CommandDeps } from '../deps';
import { loadAccount } from '../account/load';
import { accountStream } from '../../../events/account';
import { accountCategory } from '../../../events/account';
import { employeeCategory, employeeStream } from '../../../events/employee';

/** Whether a subject was erased, from its own stream (the write side's truth). */
export async function isErased(store: EventStore, kind: SubjectKind, id: number): Promise<boolean> {
  return (await store.readStream(dataSubjectStream(kind, id), { to: 0 })).length > 0;
}

/**
 * The addresses of an account and of every employee it ever registered (the account stream counts
 * them), read before they are erased: rows outside the events keyed by an address are cleaned with them.
 */
export async function accountAddresses(deps: Pick<CommandDeps, 'store'>, accountId: number, ownEmail?: string): Promise<string[]> {
  const own = ownEmail ?? (await loadAccount(deps.store, accountId)).email;
  const employeeIds = new Set<number>();
  for (const event of await deps.store.readStream(accountStream(accountId))) {
    if (accountCategory.is(event) && event.type === 'EmployeeSlotsReserved') for (const id of event.data.employeeIds) employeeIds.add(id);
  }
  const employees = await Promise.all([...employeeIds].map((id) => employeeAddresses(deps.store, id)));
  return [own, ...employees.flat()];
}

/**
 * Every address the employee ever had, from their own stream: mails sent to an earlier address sit in
 * the outbox and the per-recipient counters under that address, not under today's.
 */
export async function employeeAddresses(store: EventStore, employeeId: number): Promise<string[]> {
  const addresses = new Set<string>();
  for (const event of await store.readStream(employeeStream(employeeId))) {
    if (!employeeCategory.is(event)) continue;
    if (event.type === 'EmployeeRegistered' || event.type === 'EmployeeEmailChanged') addresses.add(event.data.email);
  }
  return [...addresses];
}
