import { apiFetch } from '../../../api/client';
import { storeToken } from '../../../lib/token-storage';

/** A password change ends every older session; the server hands this one a fresh token. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<{ message: string }> {
  const result = await apiFetch<{ message: string; token?: string }>('/hr/change-password', {
    method: 'PUT',
    body: { currentPassword, newPassword },
  });
  if (result.token) storeToken(result.token);
  return result;
}
