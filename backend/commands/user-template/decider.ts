import {
  GOAL_NOTITIE_MAX,
  GOAL_OMSCHRIJVING_MAX,
  MAX_GOALS,
  TEMPLATE_OMSCHRIJVING_MAX,
  userTemplateMessages,
} from '../../../contracts/templates';
import { userTemplateCategory, type UserTemplateGoal, type UserTemplateEvent } from '../../../events/user-template';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { decider } from '../decider';
import type { CompanyFacts } from './company-facts';
import { evolveUserTemplate, initialUserTemplateState, type UserTemplateState } from './state';
import { unhandled } from '../../../events/unhandled';

export type TemplateGoalInput = { description: string; note?: string | null };

/** The template's content as the user submitted it; `company` is read from the company stream by the route. */
interface TemplateContent {
  actorId: number;
  companyId: number;
  company: CompanyFacts | null;
  description: string;
  goals: TemplateGoalInput[];
  now: string;
}

export type UserTemplateCommand =
  | ({ type: 'CreateUserTemplate'; templateId: number } & TemplateContent)
  | ({ type: 'UpdateUserTemplate' } & TemplateContent)
  | { type: 'DeleteUserTemplate'; actorId: number; now: string };

/** Blank goals are dropped (SPEC 5); what remains is trimmed, the note '' when absent. */
export function normalizeGoals(goals: readonly TemplateGoalInput[]): UserTemplateGoal[] {
  const kept = goals
    .map((goal) => ({ description: goal.description.trim(), note: (goal.note ?? '').trim() }))
    .filter((goal) => goal.description !== '');
  if (kept.length === 0) throw new ValidationError(userTemplateMessages.goalRequired);
  if (kept.length > MAX_GOALS) throw new ValidationError(userTemplateMessages.tooManyGoals);
  if (kept.some((goal) => goal.description.length > GOAL_OMSCHRIJVING_MAX)) throw new ValidationError(userTemplateMessages.goalTooLong);
  if (kept.some((goal) => goal.note.length > GOAL_NOTITIE_MAX)) throw new ValidationError(userTemplateMessages.notitieTooLong);
  return kept;
}

function validContent(content: TemplateContent, currentCompanyId: number | null) {
  const { company, actorId, companyId } = content;
  // Another user's company answers like a missing one: tenants are sealed.
  if (!company || company.ownerId !== actorId) throw new ValidationError(userTemplateMessages.companyNotFound);
  // Only active companies are offered, but a template may stay with its company after that company was deactivated.
  if (!company.active && companyId !== currentCompanyId) throw new ValidationError(userTemplateMessages.companyInactive);
  const description = content.description.trim();
  if (!description) throw new ValidationError(userTemplateMessages.omschrijvingRequired);
  if (description.length > TEMPLATE_OMSCHRIJVING_MAX) throw new ValidationError(userTemplateMessages.omschrijvingTooLong);
  return { companyId, description, goals: normalizeGoals(content.goals) };
}

const sameGoals = (a: readonly UserTemplateGoal[], b: readonly UserTemplateGoal[]) =>
  a.length === b.length && a.every((goal, i) => goal.description === b[i]!.description && goal.note === b[i]!.note);

function decide(command: UserTemplateCommand, state: UserTemplateState): UserTemplateEvent[] {
  if (command.type === 'CreateUserTemplate') {
    if (state.exists) throw new ConflictError();
    const content = validContent(command, null);
    return [
      { type: 'UserTemplateCreated', data: { templateId: command.templateId, ownerId: command.actorId, ...content, at: command.now } },
    ];
  }
  if (!state.exists || state.ownerId !== command.actorId) throw new NotFoundError(userTemplateMessages.notFound);
  switch (command.type) {
    case 'UpdateUserTemplate': {
      if (state.deleted) throw new NotFoundError(userTemplateMessages.notFound);
      const content = validContent(command, state.companyId);
      const unchanged =
        content.companyId === state.companyId && content.description === state.description && sameGoals(content.goals, state.goals);
      return unchanged ? [] : [{ type: 'UserTemplateUpdated', data: { ...content, at: command.now } }];
    }
    case 'DeleteUserTemplate':
      // Deleting twice leaves it deleted: nothing to record.
      return state.deleted ? [] : [{ type: 'UserTemplateDeleted', data: { at: command.now } }];
    default:
      return unhandled(command);
  }
}

export const userTemplateDecider = decider(userTemplateCategory, initialUserTemplateState, decide, evolveUserTemplate);
