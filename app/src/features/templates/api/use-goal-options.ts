import useSWR from 'swr';
import { apiFetch } from '../../../api/client';

interface GoalOption {
  id: number;
  omschrijving: string;
}

/** The active goal library, offered as suggestions for template goals; the key is this feature's own. */
const GOAL_OPTIONS_KEY = ['/goals', 'template-goal-options'] as const;

function fetchGoalOptions([path]: readonly [string, string]): Promise<GoalOption[]> {
  return apiFetch<GoalOption[]>(path);
}

export function useGoalOptions(enabled: boolean) {
  return useSWR<GoalOption[], Error>(enabled ? GOAL_OPTIONS_KEY : null, fetchGoalOptions);
}
