import { apiFetch } from '../../../api/client';
import type { UserTemplate, UserTemplateInput } from './user-template';

export function createUserTemplate(input: UserTemplateInput): Promise<UserTemplate> {
  return apiFetch<UserTemplate>('/templates', { method: 'POST', body: input });
}

export function updateUserTemplate(id: number, input: UserTemplateInput): Promise<UserTemplate> {
  return apiFetch<UserTemplate>(`/templates/${id}`, { method: 'PUT', body: input });
}

export function deleteUserTemplate(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/templates/${id}`, { method: 'DELETE' });
}
