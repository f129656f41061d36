/** Events of the company stream `company-<id>` (a client company of one HR user). */

export const companyStream = (companyId: number) => `company-${companyId}`;
export const COMPANY_STREAM_PREFIX = 'company-';

export type CompanyEvent =
  | {
      type: 'CompanyRegistered';
      data: { companyId: number; ownerId: number; naam: string; branche: string; at: string };
    }
  | { type: 'CompanyRenamed'; data: { naam: string; at: string } }
  | { type: 'CompanyBrancheChanged'; data: { branche: string; at: string } }
  | { type: 'CompanyDeactivated'; data: { at: string } }
  | { type: 'CompanyActivated'; data: { at: string } };
