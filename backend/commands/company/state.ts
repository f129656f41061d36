import type { CompanyEvent } from '../../../events/company';
import { changeOf, type ChangesOf } from '../../../events/changes';

export interface CompanyState {
  exists: boolean;
  companyId: number;
  ownerId: number;
  name: string;
  branch: string;
  active: boolean;
}

export const initialCompanyState = (): CompanyState => ({
  exists: false,
  companyId: 0,
  ownerId: 0,
  name: '',
  branch: '',
  active: false,
});

const companyChanges: ChangesOf<CompanyEvent, Partial<CompanyState>> = {
  CompanyRegistered: ({ companyId, ownerId, name, branch }) => ({ exists: true, companyId, ownerId, name, branch, active: true }),
  CompanyRenamed: ({ name }) => ({ name }),
  CompanyBranchChanged: ({ branch }) => ({ branch }),
  CompanyDeactivated: () => ({ active: false }),
  CompanyActivated: () => ({ active: true }),
};

export const evolveCompany = (state: CompanyState, event: CompanyEvent): CompanyState => ({ ...state, ...changeOf(companyChanges, event) });
