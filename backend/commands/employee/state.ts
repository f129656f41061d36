import type { EmployeeEvent } from '../../../events/employee';

export interface EmployeeState {
  exists: boolean;
  employeeId: number;
  ownerId: number;
  naam: string;
  email: string;
  bedrijfId: number;
  actief: boolean;
}

export const initialEmployeeState = (): EmployeeState => ({
  exists: false,
  employeeId: 0,
  ownerId: 0,
  naam: '',
  email: '',
  bedrijfId: 0,
  actief: false,
});

export function evolveEmployee(state: EmployeeState, event: EmployeeEvent): EmployeeState {
  switch (event.type) {
    case 'EmployeeRegistered': {
      const { employeeId, ownerId, naam, email, bedrijfId } = event.data;
      return { exists: true, employeeId, ownerId, naam, email, bedrijfId, actief: true };
    }
    case 'EmployeeRenamed':
      return { ...state, naam: event.data.naam };
    case 'EmployeeEmailChanged':
      return { ...state, email: event.data.email };
    case 'EmployeeMovedToCompany':
      return { ...state, bedrijfId: event.data.bedrijfId };
    case 'EmployeeDeactivated':
      return { ...state, actief: false };
    case 'EmployeeActivated':
      return { ...state, actief: true };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
