import { ApiError } from '../../../api/client';

/** SPEC section 8: the server's message, else the form's fallback; no answer at all is a generic failure. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  return 'Er is een fout opgetreden';
}
