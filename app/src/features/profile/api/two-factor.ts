import { apiFetch } from '../../../api/client';

type MessageAnswer = { message: string };

/** Mails a code that confirms switching two-factor login on. */
export function enableTwoFactor(): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>('/hr/2fa/enable', { method: 'POST' });
}

export function confirmTwoFactor(code: string): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>('/hr/2fa/verify-enable', { method: 'POST', body: { code } });
}

export function disableTwoFactor(): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>('/hr/2fa/disable', { method: 'POST' });
}
