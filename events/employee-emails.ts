import { defineCategory } from './category';

/**
 * The owner's e-mail directory `employee_emails-<ownerId>`: every address in use among one HR
 * user's employees is claimed there first, so the stream's version check makes addresses unique
 * per owner.
 */
export interface EmployeeEmailClaim {
  email: string;
  employeeId: number;
}

/** Batches, so a spreadsheet import claims thousands of addresses in one append. */
export type EmployeeEmailEvent =
  | { type: 'EmployeeEmailsClaimed'; data: { claims: EmployeeEmailClaim[]; at: string } }
  | { type: 'EmployeeEmailsReleased'; data: { releases: EmployeeEmailClaim[]; at: string } };

export const employeeEmailsCategory = defineCategory<EmployeeEmailEvent>({
  name: 'employee_emails',
  versions: { EmployeeEmailsClaimed: 1, EmployeeEmailsReleased: 1 },
});

export const employeeEmailsStream = employeeEmailsCategory.streamOf;
