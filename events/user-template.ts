/** Events of the user template stream `user_template-<id>`: an HR user's own conversation template. */

export const userTemplateStream = (templateId: number) => `user_template-${templateId}`;
export const USER_TEMPLATE_STREAM_PREFIX = 'user_template-';

/** A goal of a template; notitie is '' when none was given. */
export type TemplateGoal = { omschrijving: string; notitie: string };

export type UserTemplateEvent =
  | {
      type: 'UserTemplateCreated';
      data: { templateId: number; hrUserId: number; bedrijfId: number; omschrijving: string; goals: TemplateGoal[]; at: string };
    }
  | { type: 'UserTemplateUpdated'; data: { bedrijfId: number; omschrijving: string; goals: TemplateGoal[]; at: string } }
  | { type: 'UserTemplateDeleted'; data: { at: string } };
