import type { EmployeeEvent } from '../../../events/employee';
import { unhandled } from '../../../events/unhandled';

export interface EmployeeState {
  exists: boolean;
  employeeId: number;
  ownerId: number;
  name: string;
  email: string;
  companyId: number;
  active: boolean;
}

export const initialEmployeeState = (): EmployeeState => ({
  exists: false,
  employeeId: 0,
  ownerId: 0,
  name: '',
  email: '',
  companyId: 0,
  active: false,
});

export function evolveEmployee(state: EmployeeState, event: EmployeeEvent): EmployeeState {
  switch (event.type) {
    case 'EmployeeRegistered': {
      const { employeeId, ownerId, name, email, companyId } = event.data;
      return { exists: true, employeeId, ownerId, name, email, companyId, active: true };
    }
    case 'EmployeeRenamed':
      return { ...state, name: event.data.name };
    case 'EmployeeEmailChanged':
      return { ...state, email: event.data.email };
    case 'EmployeeMovedToCompany':
      return { ...state, companyId: event.data.companyId };
    case 'EmployeeDeactivated':
    case 'EmployeeActivated':
      return { ...state, active: event.type === 'EmployeeActivated' };
    default:
      return unhandled(event);
  }
}
