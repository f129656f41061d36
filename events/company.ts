import { defineCategory, renameFields } from './category';

/** Events of the company stream `company-<companyId>`: a client company of one HR user. */
export type CompanyEvent =
  | { type: 'CompanyRegistered'; data: { companyId: number; ownerId: number; name: string; branch: string; at: string } }
  | { type: 'CompanyRenamed'; data: { name: string; at: string } }
  | { type: 'CompanyBranchChanged'; data: { branch: string; at: string } }
  | { type: 'CompanyDeactivated'; data: { at: string } }
  | { type: 'CompanyActivated'; data: { at: string } };

export const companyCategory = defineCategory<CompanyEvent>({
  name: 'company',
  versions: { CompanyRegistered: 2, CompanyRenamed: 2, CompanyBranchChanged: 2, CompanyDeactivated: 1, CompanyActivated: 1 },
  // Version 1 used Dutch field names and called the branch change CompanyBrancheChanged.
  history: [
    renameFields('CompanyRegistered', 1, { naam: 'name', branche: 'branch' }),
    renameFields('CompanyRenamed', 1, { naam: 'name' }),
    renameFields('CompanyBrancheChanged', 1, { branche: 'branch' }, 'CompanyBranchChanged'),
  ],
});

export const companyStream = companyCategory.streamOf;
