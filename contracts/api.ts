import { z } from 'zod';
import { accountApi } from './account';
import { adminApi } from './admin';
import { apiTokenApi } from './api-tokens';
import { aiApi } from './ai';
import { auditApi } from './audit';
import { avgApi } from './avg';
import { brandingApi } from './branding';
import { companyApi } from './companies';
import { contactApi } from './contact';
import { conversationApi } from './conversations';
import { dashboardApi } from './dashboard';
import { employeeApi } from './employees';
import { growthApi } from './growth';
import type { EndpointSpec } from './http';
import { endpoint, endpointGroup } from './http';
import { libraryApi } from './library';
import { notificationsApi } from './notifications';
import { planApi } from './plans';
import { templateApi } from './templates';
import { webhookApi } from './webhooks';
import { workspaceApi } from './workspace';

export const systemApi = endpointGroup('Systeem', {
  health: endpoint({
    method: 'get',
    path: '/health',
    access: 'public',
    summary: 'Gezondheid: database, read models, mail; 503 wanneer iets niet werkt',
    response: z.object({ status: z.string() }).loose(),
    errors: { 503: 'Iets werkt niet' },
  }),
  openapi: endpoint({
    method: 'get',
    path: '/openapi.json',
    access: 'public',
    summary: 'Deze beschrijving (OpenAPI 3.1)',
    response: z.record(z.string(), z.unknown()),
  }),
  docs: endpoint({
    method: 'get',
    path: '/docs',
    access: 'public',
    summary: 'De API-documentatie als pagina',
    responseType: 'html',
  }),
});

/** Every endpoint of the API, by area: the one contract the backend binds and the app calls. */
export const api = {
  system: systemApi,
  account: accountApi,
  companies: companyApi,
  employees: employeeApi,
  goals: libraryApi.goal,
  ambitions: libraryApi.ambition,
  templates: templateApi,
  conversations: conversationApi,
  dashboard: dashboardApi,
  ai: aiApi,
  growth: growthApi,
  plans: planApi,
  avg: avgApi,
  contact: contactApi,
  admin: adminApi,
  workspace: workspaceApi,
  audit: auditApi,
  notifications: notificationsApi,
  apiTokens: apiTokenApi,
  branding: brandingApi,
  webhooks: webhookApi,
};

/** The endpoints as a flat list (OpenAPI generation, the route coverage test). */
export function allEndpoints(): EndpointSpec[] {
  return Object.values(api).flatMap((group) => Object.values(group) as EndpointSpec[]);
}
