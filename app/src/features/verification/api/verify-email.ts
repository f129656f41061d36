import { apiFetch } from '../../../api/client';

export function verifyEmail(token: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/verification/verify', { method: 'POST', body: { token } });
}
