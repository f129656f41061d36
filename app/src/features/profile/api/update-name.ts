import { apiFetch } from '../../../api/client';
import type { User } from '../../../lib/user';

export function updateName(naam: string): Promise<User> {
  return apiFetch<User>('/hr/profile/name', { method: 'PUT', body: { naam } });
}
