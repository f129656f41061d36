import type { TemplateGoal, UserTemplateEvent } from '../../../events/user-template';

export interface UserTemplateState {
  exists: boolean;
  deleted: boolean;
  templateId: number;
  ownerId: number;
  bedrijfId: number;
  omschrijving: string;
  goals: TemplateGoal[];
}

export const initialUserTemplateState = (): UserTemplateState => ({
  exists: false,
  deleted: false,
  templateId: 0,
  ownerId: 0,
  bedrijfId: 0,
  omschrijving: '',
  goals: [],
});

export function evolveUserTemplate(state: UserTemplateState, event: UserTemplateEvent): UserTemplateState {
  switch (event.type) {
    case 'UserTemplateCreated': {
      const { templateId, hrUserId, bedrijfId, omschrijving, goals } = event.data;
      return { ...state, exists: true, templateId, ownerId: hrUserId, bedrijfId, omschrijving, goals };
    }
    case 'UserTemplateUpdated': {
      const { bedrijfId, omschrijving, goals } = event.data;
      return { ...state, bedrijfId, omschrijving, goals };
    }
    case 'UserTemplateDeleted':
      return { ...state, deleted: true };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
