import { defineCategory, renameFields } from './category';

/** Events of the employee stream `employee-<employeeId>`. */
export type EmployeeEvent =
  | {
      type: 'EmployeeRegistered';
      data: { employeeId: number; ownerId: number; name: string; email: string; companyId: number; at: string };
    }
  | { type: 'EmployeeRenamed'; data: { name: string; at: string } }
  | { type: 'EmployeeEmailChanged'; data: { email: string; at: string } }
  | { type: 'EmployeeMovedToCompany'; data: { companyId: number; at: string } }
  | { type: 'EmployeeDeactivated'; data: { at: string } }
  | { type: 'EmployeeActivated'; data: { at: string } };

export const employeeCategory = defineCategory<EmployeeEvent>({
  name: 'employee',
  versions: {
    EmployeeRegistered: 2,
    EmployeeRenamed: 2,
    EmployeeEmailChanged: 1,
    EmployeeMovedToCompany: 2,
    EmployeeDeactivated: 1,
    EmployeeActivated: 1,
  },
  // Version 1 used Dutch field names.
  history: [
    renameFields('EmployeeRegistered', 1, { naam: 'name', bedrijfId: 'companyId' }),
    renameFields('EmployeeRenamed', 1, { naam: 'name' }),
    renameFields('EmployeeMovedToCompany', 1, { bedrijfId: 'companyId' }),
  ],
});

export const employeeStream = employeeCategory.streamOf;

/** Addresses are unique per owner compared case-insensitively and without surrounding spaces. */
export const normalizeEmployeeEmail = (email: string) => email.trim().toLowerCase();
