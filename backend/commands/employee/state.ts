import type { EmployeeEvent } from '../../../events/employee';
import { changeOf, type ChangesOf } from '../../../events/changes';

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

const employeeChanges: ChangesOf<EmployeeEvent, Partial<EmployeeState>> = {
  EmployeeRegistered: ({ employeeId, ownerId, name, email, companyId }) => ({
    exists: true,
    employeeId,
    ownerId,
    name,
    email,
    companyId,
    active: true,
  }),
  EmployeeRenamed: ({ name }) => ({ name }),
  EmployeeEmailChanged: ({ email }) => ({ email }),
  EmployeeMovedToCompany: ({ companyId }) => ({ companyId }),
  EmployeeDeactivated: () => ({ active: false }),
  EmployeeActivated: () => ({ active: true }),
};

export const evolveEmployee = (state: EmployeeState, event: EmployeeEvent): EmployeeState => ({
  ...state,
  ...changeOf(employeeChanges, event),
});
