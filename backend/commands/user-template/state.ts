import type { UserTemplateGoal, UserTemplateEvent } from '../../../events/user-template';
import { unhandled } from '../../../events/unhandled';

export interface UserTemplateState {
  exists: boolean;
  deleted: boolean;
  templateId: number;
  ownerId: number;
  companyId: number;
  description: string;
  goals: UserTemplateGoal[];
}

export const initialUserTemplateState = (): UserTemplateState => ({
  exists: false,
  deleted: false,
  templateId: 0,
  ownerId: 0,
  companyId: 0,
  description: '',
  goals: [],
});

export function evolveUserTemplate(state: UserTemplateState, event: UserTemplateEvent): UserTemplateState {
  switch (event.type) {
    case 'UserTemplateCreated': {
      const { templateId, ownerId, companyId, description, goals } = event.data;
      return { ...state, exists: true, templateId, ownerId, companyId, description, goals };
    }
    case 'UserTemplateUpdated': {
      const { companyId, description, goals } = event.data;
      return { ...state, companyId, description, goals };
    }
    case 'UserTemplateDeleted':
      return { ...state, deleted: true };
    default:
      return unhandled(event);
  }
}
