import type { TemplateGoal } from '../../../contracts/templates';
import { userTemplateCategory } from '../../../events/user-template';
import { NotFoundError } from '../../platform/errors';
import type { CommandDeps } from '../deps';
import { loadAggregate } from '../../eventstore/load-aggregate';
import { userTemplateDecider } from './decider';
import { userTemplateMessages } from '../../../contracts/templates';
import type { UserTemplateState } from './state';

export const loadUserTemplate = (deps: Pick<CommandDeps, 'store'>, templateId: number): Promise<UserTemplateState> =>
  loadAggregate(deps.store, userTemplateCategory, userTemplateDecider, templateId);

/**
 * The goals of one of the user's own templates, from its stream (so a template saved a moment
 * ago is found even before the read model shows it), as the API names them. Missing, deleted or
 * another user's: 404.
 */
export async function loadUserTemplateGoals(deps: Pick<CommandDeps, 'store'>, userId: number, templateId: number): Promise<TemplateGoal[]> {
  const state = await loadUserTemplate(deps, templateId);
  if (!state.exists || state.deleted || state.ownerId !== userId) throw new NotFoundError(userTemplateMessages.notFound);
  return state.goals.map((goal) => ({ omschrijving: goal.description, notitie: goal.note }));
}
