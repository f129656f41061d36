import { apiFetch } from '../../../api/client';

export interface PasswordResetAnswer {
  success: boolean;
  message: string;
}

export function requestPasswordReset(email: string): Promise<PasswordResetAnswer> {
  return apiFetch<PasswordResetAnswer>('/password-reset/request', { method: 'POST', body: { email } });
}

export function resetPassword(token: string, password: string): Promise<PasswordResetAnswer> {
  return apiFetch<PasswordResetAnswer>('/password-reset/reset', { method: 'POST', body: { token, password } });
}
