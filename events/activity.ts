import { defineCategory, renameFields } from './category';

/** `activity-<userId>`: what a user opened, for the recent-activity card. */
export type ActivityEntityType = 'pop' | 'goal' | 'ambition' | 'employee' | 'company';

export type ActivityEvent = {
  type: 'ActivityLogged';
  data: {
    entityType: ActivityEntityType;
    entityId: number;
    action: string;
    /** What the card shows for the item, as the read API answered then (its field names are the API's). */
    details: Record<string, unknown>;
    at: string;
  };
};

export const activityCategory = defineCategory<ActivityEvent>({
  name: 'activity',
  versions: { ActivityLogged: 2 },
  // Version 1 copied the request body, with the API's snake_case names.
  history: [renameFields('ActivityLogged', 1, { entity_type: 'entityType', entity_id: 'entityId' })],
});
