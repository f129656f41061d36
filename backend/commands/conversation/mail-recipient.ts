import { normalizeEmployeeEmail } from '../../../events/employee';
import { subjectId } from '../../../events/data-subjects';
import type { EventStore } from '../../eventstore/port';
import { loadEmailDirectory } from '../employee/email-claims';
import { loadEmployee } from '../employee/load';

/**
 * The data subject of a mail a user sends to one of their own employees: `employee:<id>`, so the
 * mail's address and text are sealed under that employee's key and go when the employee is erased,
 * whichever address the employee has by then. Undefined for any other recipient (the mail stays the
 * account's). The owner's e-mail directory names the holder; the employee's own stream confirms it.
 */
export async function employeeRecipient(store: EventStore, ownerId: number, address: string): Promise<string | undefined> {
  const key = normalizeEmployeeEmail(address);
  const holder = (await loadEmailDirectory(store, ownerId)).holders.get(key);
  if (!holder) return undefined;
  const employee = await loadEmployee(store, holder.employeeId);
  const current = employee.exists && employee.ownerId === ownerId && normalizeEmployeeEmail(employee.email) === key;
  return current ? subjectId('employee', holder.employeeId) : undefined;
}
