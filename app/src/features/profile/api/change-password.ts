import { apiFetch } from '../../../api/client';

export function changePassword(currentPassword: string, newPassword: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/hr/change-password', {
    method: 'PUT',
    body: { currentPassword, newPassword },
  });
}
