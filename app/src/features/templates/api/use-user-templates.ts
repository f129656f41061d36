import useSWR from 'swr';
import { apiFetch } from '../../../api/client';
import type { UserTemplate } from './user-template';

const USER_TEMPLATES_PATH = '/templates';

function fetchUserTemplates(path: string): Promise<UserTemplate[]> {
  return apiFetch<UserTemplate[]>(path);
}

export function useUserTemplates() {
  return useSWR<UserTemplate[], Error>(USER_TEMPLATES_PATH, fetchUserTemplates);
}
