import { apiFetch } from '../../../api/client';
import type { User } from '../../../lib/user';

export interface Credentials {
  email: string;
  password: string;
}

export type LoginResult = { token: string; user: User } | { requires2FA: true; user: { email: string } };

export function login(credentials: Credentials & { twoFactorCode?: string }): Promise<LoginResult> {
  return apiFetch<LoginResult>('/hr/login', { method: 'POST', body: credentials });
}

export function needsTwoFactor(result: LoginResult): result is { requires2FA: true; user: { email: string } } {
  return 'requires2FA' in result && result.requires2FA === true;
}

/** Mails the one-time code for the second login step. */
export function sendLoginCode(credentials: Credentials): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/hr/2fa/send-login-code', { method: 'POST', body: credentials });
}
