import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import { allEndpoints } from './api';
import type { EndpointSpec } from './http';
import { openApiWebhooks } from './openapi-webhooks';
import { roleLabels, roles } from './roles';
import { apiTokenSecurityScheme, tokenDocs } from './token-access';

const errorBody = z.object({ message: z.string().meta({ description: 'Dutch, meant for the user' }) }).meta({ id: 'Error' });
const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

const MEDIA: Record<NonNullable<EndpointSpec['responseType']>, string> = {
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  html: 'text/html',
  ics: 'text/calendar',
  png: 'image/png',
};

function operation(spec: EndpointSpec): ZodOpenApiOperationObject {
  const status = String(spec.status ?? 200);
  const type = spec.responseType ?? 'json';
  const success =
    type === 'json' && spec.response
      ? { description: spec.summary, ...json(spec.response) }
      : { description: spec.summary, content: { [MEDIA[type]]: { schema: z.string().meta({ format: 'binary' }) } } };
  const responses: ZodOpenApiOperationObject['responses'] = { [status as `2${string}`]: success };
  const errors: Record<string, string> = { ...spec.errors };
  if (spec.body || spec.query) errors[400] ??= 'Ongeldige invoer';
  if (spec.access !== 'public') errors[401] ??= 'Niet ingelogd';
  if (spec.access === 'admin') errors[403] ??= 'Alleen beheerders';
  if (spec.roles && spec.roles !== roles.everyone) errors[403] ??= 'Je rol in deze werkruimte geeft geen toegang';
  if (spec.params) errors[404] ??= 'Niet gevonden';
  for (const [code, description] of Object.entries(errors)) responses[code as `4${string}`] = { description, ...json(errorBody) };

  const op: ZodOpenApiOperationObject = {
    operationId: `${spec.method}${spec.path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^a-zA-Z0-9]+(.)/g, (_, c: string) => c.toUpperCase())}`,
    summary: spec.summary,
    tags: [spec.tag],
    responses,
  };
  // The workspace roles that may call it (contracts/roles.ts), shown in the docs and machine-readable.
  if (spec.roles) {
    op.description = `Rollen: ${spec.roles.map((role) => roleLabels[role]).join(', ')}`;
    op['x-roles'] = [...spec.roles];
  }
  if (spec.access !== 'public') {
    // Which of the two bearers opens the route (issue 26), and the scope a personal API token needs.
    const tokens = tokenDocs(spec);
    op.security = tokens.security;
    op.description = op.description ? `${op.description}. ${tokens.line}` : tokens.line;
    op['x-scope'] = tokens.scope;
  }
  if (spec.params || spec.query) {
    op.requestParams = {};
    if (spec.params) op.requestParams.path = spec.params as z.ZodObject;
    if (spec.query) op.requestParams.query = spec.query as z.ZodObject;
  }
  if (spec.body) {
    const media =
      spec.bodyType === 'multipart' ? 'multipart/form-data' : spec.bodyType === 'raw' ? 'application/octet-stream' : 'application/json';
    const schema =
      spec.bodyType === 'multipart' ? (spec.body as z.ZodObject).extend({ file: z.string().meta({ format: 'binary' }) }) : spec.body;
    op.requestBody = { required: true, content: { [media]: { schema } } };
  }
  return op;
}

/** The OpenAPI 3.1 description of the whole API, generated from the contract (never written by hand). */
export function createOpenApiDocument(serverUrl = '/api') {
  const paths: ZodOpenApiPathsObject = {};
  for (const spec of allEndpoints()) {
    paths[spec.path] = { ...paths[spec.path], [spec.method]: operation(spec) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'POP Planner API',
      version: '1.0.0',
      description:
        'De API van POP Planner: bedrijven, medewerkers, bibliotheken, templates en POP-gesprekken. Log in met POST /hr/login en stuur het token mee als `Authorization: Bearer <token>`, of gebruik een persoonlijk API-token (`pop_…`, Profiel → API; per route staat welke scope nodig is, `x-scope`). Foutmeldingen zijn `{ "message": "..." }` in het Nederlands.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Sessie: het token van POST /hr/login.' },
        apiToken: apiTokenSecurityScheme,
      },
    },
    paths,
    webhooks: openApiWebhooks(),
  });
}
