import { defineCategory, renameFields, type LegacyStep } from './category';

/** Events of the user template stream `user_template-<templateId>`: an HR user's own conversation template. */

/** A goal of a template; note is '' when none was given. */
export type UserTemplateGoal = { description: string; note: string };

export type UserTemplateEvent =
  | {
      type: 'UserTemplateCreated';
      data: { templateId: number; ownerId: number; companyId: number; description: string; goals: UserTemplateGoal[]; at: string };
    }
  | { type: 'UserTemplateUpdated'; data: { companyId: number; description: string; goals: UserTemplateGoal[]; at: string } }
  | { type: 'UserTemplateDeleted'; data: { at: string } };

const goalFields = renameFields('goal', 1, { omschrijving: 'description', notitie: 'note' });

/** Version 1 used Dutch field names, also inside the goals, and hrUserId as the owner. */
function version1(type: 'UserTemplateCreated' | 'UserTemplateUpdated'): LegacyStep {
  const fields = renameFields(type, 1, { hrUserId: 'ownerId', bedrijfId: 'companyId', omschrijving: 'description' });
  return {
    ...fields,
    lift(data) {
      const lifted = fields.lift(data);
      if (Array.isArray(lifted.goals)) lifted.goals = lifted.goals.map((goal: Record<string, unknown>) => goalFields.lift(goal));
      return lifted;
    },
  };
}

export const userTemplateCategory = defineCategory<UserTemplateEvent>({
  name: 'user_template',
  versions: { UserTemplateCreated: 2, UserTemplateUpdated: 2, UserTemplateDeleted: 1 },
  history: [version1('UserTemplateCreated'), version1('UserTemplateUpdated')],
});

export const userTemplateStream = userTemplateCategory.streamOf;
