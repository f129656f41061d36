import type { CompanyEvent } from '../../../events/company';
import { unhandled } from '../../../events/unhandled';

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

export function evolveCompany(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyRegistered': {
      const { companyId, ownerId, name, branch } = event.data;
      return { exists: true, companyId, ownerId, name, branch, active: true };
    }
    case 'CompanyRenamed':
      return { ...state, name: event.data.name };
    case 'CompanyBranchChanged':
      return { ...state, branch: event.data.branch };
    case 'CompanyDeactivated':
    case 'CompanyActivated':
      return { ...state, active: event.type === 'CompanyActivated' };
    default:
      return unhandled(event);
  }
}
