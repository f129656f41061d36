import { defineKeyedCategory } from './category';

/** One overdue goal as the digest lists it. */
export interface DigestGoal {
  goalId: number;
  conversationId: number;
  description: string;
  deadline: string;
  progress: number;
}

/** An employee with their overdue goals. */
export interface DigestEmployee {
  employeeId: number;
  employeeName: string;
  companyName: string;
  goals: DigestGoal[];
}

/**
 * `overdue_digest-<workspaceId>.<userId>.<isoWeek>`: the weekly overview of overdue goals one HR user
 * of a workspace got. One stream per user and week, appended with no_stream: a second instance (or a
 * retry after a crash) cannot store it, and so cannot mail it, twice. The mail reactor sends it.
 */
export type OverdueDigestEvent = {
  type: 'OverdueDigestSent';
  data: { ownerId: number; userId: number; week: string; employeeIds: number[]; employees: DigestEmployee[]; at: string };
};

export const overdueDigestCategory = defineKeyedCategory<OverdueDigestEvent>({
  name: 'overdue_digest',
  versions: { OverdueDigestSent: 1 },
});

export const overdueDigestKey = (ownerId: number, userId: number, week: string) => `${ownerId}.${userId}.${week}`;
