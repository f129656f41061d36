import { userTemplateStream, type TemplateGoal, type UserTemplateEvent } from '../../../events/user-template';
import { NotFoundError } from '../../platform/errors';
import type { AppDeps } from '../../http/deps';
import { foldEvents } from '../decider';
import { userTemplateMessages } from './decider';
import { evolveUserTemplate, initialUserTemplateState, type UserTemplateState } from './state';

export async function loadUserTemplate(deps: Pick<AppDeps, 'store'>, templateId: number): Promise<UserTemplateState> {
  const recorded = await deps.store.readStream(userTemplateStream(templateId));
  return foldEvents(
    { initialState: initialUserTemplateState, evolve: evolveUserTemplate },
    recorded.map((e) => ({ type: e.type, data: e.data }) as UserTemplateEvent),
  );
}

/**
 * The goals of one of the user's own templates, from its stream (so a template saved a moment
 * ago is found even before the read model shows it). Missing, deleted or another user's: 404.
 */
export async function loadUserTemplateGoals(deps: Pick<AppDeps, 'store'>, userId: number, templateId: number): Promise<TemplateGoal[]> {
  const state = await loadUserTemplate(deps, templateId);
  if (!state.exists || state.deleted || state.ownerId !== userId) throw new NotFoundError(userTemplateMessages.notFound);
  return state.goals.map((goal) => ({ ...goal }));
}
