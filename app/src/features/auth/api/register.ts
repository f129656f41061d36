import { apiFetch } from '../../../api/client';
import type { User } from '../../../lib/user';

export interface Registration {
  naam: string;
  email: string;
  password: string;
}

export function register(registration: Registration): Promise<{ token: string; user: User }> {
  return apiFetch<{ token: string; user: User }>('/hr/register', { method: 'POST', body: registration });
}
