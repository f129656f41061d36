import { apiFetch } from '../../../api/client';

export function sendVerificationEmail(): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/verification/send-verification', { method: 'POST' });
}
