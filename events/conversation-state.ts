import { isConversationMail, type ConversationEvent, type ConversationPlan, type InvitationMethod } from './conversation';
import { unhandled } from './unhandled';

// A conversation folded from its events: the decider decides on it, and the read side shows it as it
// was at a moment (`?asOf=`) and walks through it for the history. Pure, so both sides share one fold.

export interface ConversationGoalState {
  id: number;
  description: string;
  note: string;
  progress: number;
  deadline: string | null;
}

export interface ConversationAmbitionState {
  id: number;
  description: string;
  note: string;
}

/** The conversation's plan as it stands now, and what happened to it since. */
export interface ConversationState extends ConversationPlan {
  exists: boolean;
  deleted: boolean;
  archivedAt: string | null;
  createdAt: string;
  lastModifiedAt: string;
  goals: ConversationGoalState[];
  ambitions: ConversationAmbitionState[];
  /** The last calendar invitation's SEQUENCE and method, null until one was sent: an update follows it. */
  invitation: { sequence: number; method: InvitationMethod; to: string } | null;
  /** The dates (scheduledAt) whose reminder went out: one reminder per date. */
  remindersSent: string[];
}

export const initialConversationState = (): ConversationState => ({
  exists: false,
  deleted: false,
  conversationId: 0,
  ownerId: 0,
  ownerName: '',
  companyId: 0,
  companyName: '',
  employeeId: 0,
  employeeName: '',
  employeeEmail: '',
  scheduledAt: '',
  status: 'gepland',
  report: '',
  archivedAt: null,
  createdAt: '',
  lastModifiedAt: '',
  goals: [],
  ambitions: [],
  invitation: null,
  remindersSent: [],
});

const updateGoal = (state: ConversationState, id: number, change: Partial<ConversationGoalState>) => ({
  ...state,
  goals: state.goals.map((g) => (g.id === id ? { ...g, ...change } : g)),
});
const updateAmbition = (state: ConversationState, id: number, change: Partial<ConversationAmbitionState>) => ({
  ...state,
  ambitions: state.ambitions.map((a) => (a.id === id ? { ...a, ...change } : a)),
});
/** The description or note of a goal or ambition, named by its goalId or ambitionId. */
const updateText = (
  state: ConversationState,
  ref: { goalId: number } | { ambitionId: number },
  change: Partial<ConversationAmbitionState>,
) => ('goalId' in ref ? updateGoal(state, ref.goalId, change) : updateAmbition(state, ref.ambitionId, change));

function apply(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'ConversationPlanned': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        conversationId: d.conversationId,
        ownerId: d.ownerId,
        ownerName: d.ownerName,
        companyId: d.companyId,
        companyName: d.companyName,
        employeeId: d.employeeId,
        employeeName: d.employeeName,
        employeeEmail: d.employeeEmail,
        scheduledAt: d.scheduledAt,
        status: d.status,
        report: d.report,
        createdAt: d.at,
      };
    }
    case 'ConversationRescheduled':
      return { ...state, scheduledAt: event.data.scheduledAt };
    case 'ConversationStatusChanged':
      return { ...state, status: event.data.status };
    case 'ConversationReportWritten':
      return { ...state, report: event.data.report };
    case 'GoalAdded': {
      const { goalId, description, note } = event.data;
      return { ...state, goals: [...state.goals, { id: goalId, description, note, progress: 0, deadline: null }] };
    }
    case 'GoalDescriptionChanged':
    case 'AmbitionDescriptionChanged':
      return updateText(state, event.data, { description: event.data.description });
    case 'GoalNoteChanged':
    case 'AmbitionNoteChanged':
      return updateText(state, event.data, { note: event.data.note });
    case 'GoalProgressSet':
      return updateGoal(state, event.data.goalId, { progress: event.data.progress });
    case 'GoalDeadlineSet':
      return updateGoal(state, event.data.goalId, { deadline: event.data.deadline });
    case 'GoalRemoved':
      return { ...state, goals: state.goals.filter((g) => g.id !== event.data.goalId) };
    case 'AmbitionAdded': {
      const { ambitionId, description, note } = event.data;
      return { ...state, ambitions: [...state.ambitions, { id: ambitionId, description, note }] };
    }
    case 'AmbitionRemoved':
      return { ...state, ambitions: state.ambitions.filter((a) => a.id !== event.data.ambitionId) };
    case 'TemplateGoalsCopied':
      return {
        ...state,
        goals: [
          ...state.goals,
          ...event.data.goals.map((g) => ({ id: g.goalId, description: g.description, note: g.note, progress: 0, deadline: null })),
        ],
      };
    case 'ConversationArchived':
      return { ...state, archivedAt: event.data.at };
    case 'ConversationUnarchived':
      return { ...state, archivedAt: null };
    case 'ConversationDeleted':
      return { ...state, deleted: true };
    case 'InvitationSent': {
      const { sequence, method, to } = event.data;
      return { ...state, invitation: { sequence, method, to } };
    }
    case 'ReminderSent':
      return { ...state, remindersSent: [...state.remindersSent, event.data.scheduledAt] };
    default:
      return unhandled(event);
  }
}

export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  // A mail about the conversation is no change to it: its modified time stays.
  if (isConversationMail(event)) return apply(state, event);
  return { ...apply(state, event), lastModifiedAt: event.data.at };
}
