import { employeeStream, type EmployeeEvent } from '../../../events/employee';
import type { EventStore } from '../../eventstore/port';
import { foldEvents } from '../decider';
import { employeeDecider } from './decider';
import type { EmployeeState } from './state';

export async function loadEmployee(store: EventStore, employeeId: number): Promise<EmployeeState> {
  const recorded = await store.readStream(employeeStream(employeeId));
  return foldEvents(
    employeeDecider,
    recorded.map((e) => ({ type: e.type, data: e.data }) as EmployeeEvent),
  );
}
