import type { ConversationEvent, ConversationStatus } from '../../../events/conversation';

export interface GoalState {
  id: number;
  omschrijving: string;
  notitie: string;
  voortgang: number;
  deadline: string | null;
}

export interface AmbitionState {
  id: number;
  omschrijving: string;
  notitie: string;
}

export interface ConversationState {
  exists: boolean;
  deleted: boolean;
  popId: number;
  ownerId: number;
  bedrijfId: number;
  bedrijfNaam: string;
  medewerkerId: number;
  medewerkerNaam: string;
  medewerkerEmail: string;
  datumTijd: string;
  status: ConversationStatus;
  verslag: string;
  hrGebruikerNaam: string;
  archivedAt: string | null;
  createdAt: string;
  lastModifiedAt: string;
  goals: GoalState[];
  ambitions: AmbitionState[];
}

export const initialConversationState = (): ConversationState => ({
  exists: false,
  deleted: false,
  popId: 0,
  ownerId: 0,
  bedrijfId: 0,
  bedrijfNaam: '',
  medewerkerId: 0,
  medewerkerNaam: '',
  medewerkerEmail: '',
  datumTijd: '',
  status: 'gepland',
  verslag: '',
  hrGebruikerNaam: '',
  archivedAt: null,
  createdAt: '',
  lastModifiedAt: '',
  goals: [],
  ambitions: [],
});

/** Average goal progress on the 0-10 scale, rounded to one decimal; 0 without goals. */
export function overallProgress(goals: readonly GoalState[]): number {
  if (!goals.length) return 0;
  return Math.round((goals.reduce((sum, g) => sum + g.voortgang, 0) / goals.length) * 10) / 10;
}

const updateGoal = (state: ConversationState, id: number, change: Partial<GoalState>) => ({
  ...state,
  goals: state.goals.map((g) => (g.id === id ? { ...g, ...change } : g)),
});
const updateAmbition = (state: ConversationState, id: number, change: Partial<AmbitionState>) => ({
  ...state,
  ambitions: state.ambitions.map((a) => (a.id === id ? { ...a, ...change } : a)),
});

function apply(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'ConversationPlanned': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        popId: d.popId,
        ownerId: d.ownerId,
        bedrijfId: d.bedrijfId,
        bedrijfNaam: d.bedrijfNaam,
        medewerkerId: d.medewerkerId,
        medewerkerNaam: d.medewerkerNaam,
        medewerkerEmail: d.medewerkerEmail,
        datumTijd: d.datumTijd,
        status: d.status,
        verslag: d.verslag,
        hrGebruikerNaam: d.hrGebruikerNaam,
        createdAt: d.at,
      };
    }
    case 'ConversationRescheduled':
      return { ...state, datumTijd: event.data.datumTijd };
    case 'ConversationStatusChanged':
      return { ...state, status: event.data.status };
    case 'ConversationReportWritten':
      return { ...state, verslag: event.data.verslag };
    case 'GoalAdded': {
      const { goalId, omschrijving, notitie } = event.data;
      return { ...state, goals: [...state.goals, { id: goalId, omschrijving, notitie, voortgang: 0, deadline: null }] };
    }
    case 'GoalDescriptionChanged':
      return updateGoal(state, event.data.goalId, { omschrijving: event.data.omschrijving });
    case 'GoalNoteChanged':
      return updateGoal(state, event.data.goalId, { notitie: event.data.notitie });
    case 'GoalProgressSet':
      return updateGoal(state, event.data.goalId, { voortgang: event.data.voortgang });
    case 'GoalDeadlineSet':
      return updateGoal(state, event.data.goalId, { deadline: event.data.deadline });
    case 'GoalRemoved':
      return { ...state, goals: state.goals.filter((g) => g.id !== event.data.goalId) };
    case 'AmbitionAdded': {
      const { ambitionId, omschrijving, notitie } = event.data;
      return { ...state, ambitions: [...state.ambitions, { id: ambitionId, omschrijving, notitie }] };
    }
    case 'AmbitionDescriptionChanged':
      return updateAmbition(state, event.data.ambitionId, { omschrijving: event.data.omschrijving });
    case 'AmbitionNoteChanged':
      return updateAmbition(state, event.data.ambitionId, { notitie: event.data.notitie });
    case 'AmbitionRemoved':
      return { ...state, ambitions: state.ambitions.filter((a) => a.id !== event.data.ambitionId) };
    case 'TemplateGoalsCopied':
      return {
        ...state,
        goals: [
          ...state.goals,
          ...event.data.goals.map((g) => ({ id: g.goalId, omschrijving: g.omschrijving, notitie: g.notitie, voortgang: 0, deadline: null })),
        ],
      };
    case 'ConversationArchived':
      return { ...state, archivedAt: event.data.at };
    case 'ConversationUnarchived':
      return { ...state, archivedAt: null };
    case 'ConversationDeleted':
      return { ...state, deleted: true };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  return { ...apply(state, event), lastModifiedAt: event.data.at };
}
