import type { CompanyEvent } from '../../../events/company';

export interface CompanyState {
  exists: boolean;
  companyId: number;
  ownerId: number;
  naam: string;
  branche: string;
  actief: boolean;
}

export const initialCompanyState = (): CompanyState => ({
  exists: false,
  companyId: 0,
  ownerId: 0,
  naam: '',
  branche: '',
  actief: false,
});

export function evolveCompany(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyRegistered': {
      const { companyId, ownerId, naam, branche } = event.data;
      return { exists: true, companyId, ownerId, naam, branche, actief: true };
    }
    case 'CompanyRenamed':
      return { ...state, naam: event.data.naam };
    case 'CompanyBrancheChanged':
      return { ...state, branche: event.data.branche };
    case 'CompanyDeactivated':
      return { ...state, actief: false };
    case 'CompanyActivated':
      return { ...state, actief: true };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
