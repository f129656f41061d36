import { employeeCategory } from '../../../events/employee';
import type { EventStore } from '../../eventstore/port';
import { loadAggregate } from '../../eventstore/load-aggregate';
import { employeeDecider } from './decider';
import type { EmployeeState } from './state';

export const loadEmployee = (store: EventStore, employeeId: number): Promise<EmployeeState> =>
  loadAggregate(store, employeeCategory, employeeDecider, employeeId);
