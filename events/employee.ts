/**
 * Events of the employee stream `employee-<id>` and of the owner's e-mail directory
 * `employee_emails-<ownerId>`: every address in use among one HR user's employees is claimed
 * there first, so the stream's version check makes addresses unique per owner.
 */

export const employeeStream = (employeeId: number) => `employee-${employeeId}`;
export const EMPLOYEE_STREAM_PREFIX = 'employee-';
export const employeeEmailsStream = (ownerId: number) => `employee_emails-${ownerId}`;

export type EmployeeEvent =
  | {
      type: 'EmployeeRegistered';
      data: { employeeId: number; ownerId: number; naam: string; email: string; bedrijfId: number; at: string };
    }
  | { type: 'EmployeeRenamed'; data: { naam: string; at: string } }
  | { type: 'EmployeeEmailChanged'; data: { email: string; at: string } }
  | { type: 'EmployeeMovedToCompany'; data: { bedrijfId: number; at: string } }
  | { type: 'EmployeeDeactivated'; data: { at: string } }
  | { type: 'EmployeeActivated'; data: { at: string } };

export interface EmployeeEmailClaim {
  email: string;
  employeeId: number;
}

/** Batches, so a spreadsheet import claims thousands of addresses in one append. */
export type EmployeeEmailEvent =
  | { type: 'EmployeeEmailsClaimed'; data: { claims: EmployeeEmailClaim[]; at: string } }
  | { type: 'EmployeeEmailsReleased'; data: { releases: EmployeeEmailClaim[]; at: string } };

/** Addresses are unique per owner compared case-insensitively and without surrounding spaces. */
export const normalizeEmployeeEmail = (email: string) => email.trim().toLowerCase();
