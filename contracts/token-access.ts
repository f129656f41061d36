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
