import type { EndpointSpec } from './http';

/**
 * Which routes a personal API token opens (issue 26). 'lezen' opens the GET routes, 'lezen_en_schrijven'
 * all; routes marked `tokens: false` (account, password, 2FA, plan, team, tokens) and admin routes stay
 * for a browser session, so a leaked token can never lock its member out or mint more access.
 */
export const API_TOKEN_SCOPES = ['lezen', 'lezen_en_schrijven'] as const;
export type ApiTokenScopeName = (typeof API_TOKEN_SCOPES)[number];

export const apiTokenScopeLabels: Readonly<Record<ApiTokenScopeName, string>> = {
  lezen: 'Lezen',
  lezen_en_schrijven: 'Lezen en schrijven',
};

/** The scope a token needs for `spec`, or null when no token opens it. */
export function tokenScopeFor(spec: Pick<EndpointSpec, 'access' | 'method' | 'tokens'>): ApiTokenScopeName | null {
  if (spec.access !== 'user' || spec.tokens === false) return null;
  return spec.method === 'get' ? 'lezen' : 'lezen_en_schrijven';
}

export const scopeAllows = (held: ApiTokenScopeName, needed: ApiTokenScopeName) => held === 'lezen_en_schrijven' || needed === 'lezen';

/** Marks every endpoint of a group as one for a browser session only. */
export function sessionOnly<const G extends Record<string, EndpointSpec>>(group: G): { [K in keyof G]: G[K] & { tokens: false } } {
  return Object.fromEntries(Object.entries(group).map(([key, spec]) => [key, { ...spec, tokens: false }])) as {
    [K in keyof G]: G[K] & { tokens: false };
  };
}

/** The token scheme in the OpenAPI description: Swagger UI's 'Authorize' takes a token here. */
export const apiTokenSecurityScheme = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'pop_…',
  description:
    'Persoonlijk API-token (Pro en Enterprise), te maken in Profiel → API. Stuur het mee als `Authorization: Bearer pop_…`. Het token werkt als het lid dat het maakte, met diens rol; scope lezen opent de GET-routes, lezen en schrijven alle routes met `x-scope`. 600 verzoeken per minuut per token.',
} as const;

/** Per operation: which schemes open it, the scope a token needs (`x-scope`), and a line for its description. */
export function tokenDocs(spec: Pick<EndpointSpec, 'access' | 'method' | 'tokens'>): {
  security: Record<string, string[]>[];
  line: string;
  scope: ApiTokenScopeName | null;
} {
  const scope = tokenScopeFor(spec);
  if (scope === null) return { security: [{ bearer: [] }], line: 'Niet met een API-token: alleen met een sessie (inloggen).', scope };
  return {
    security: [{ bearer: [] }, { apiToken: [] }],
    line: `API-token met scope ${apiTokenScopeLabels[scope].toLowerCase()}.`,
    scope,
  };
}
