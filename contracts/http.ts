import type { z } from 'zod';
import type { WorkspaceRole } from './roles';

/**
 * One HTTP endpoint of the API: its method, path (OpenAPI style, `{id}`), who may call it, and the
 * zod schemas of what goes in and comes out. The backend binds a handler to it, the app calls it,
 * and the OpenAPI description is generated from the same objects.
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Access = 'public' | 'user' | 'admin';

interface EndpointBase {
  method: Method;
  path: `/${string}`;
  summary: string;
  /** The section of the OpenAPI description it stands in; given by its group (`endpointGroup`). */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body travels: JSON (default), a multipart form with a file, or raw bytes (webhooks). */
  bodyType?: 'json' | 'multipart' | 'raw';
  /** The success answer; absent for files and pages. */
  response?: z.ZodType;
  /** What a success answer is when it is not JSON. */
  responseType?: 'json' | 'xlsx' | 'html' | 'ics' | 'png';
  /** The success status; 200 when absent. */
  status?: 200 | 201 | 202 | 204;
  /** Statuses besides success that a client should expect, with what they mean. */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503, string>>;
  /** `false`: a personal API token never opens this route, only a browser session (contracts/token-access.ts). */
  tokens?: false;
}

/** A signed-in endpoint names the workspace roles it allows (contracts/roles.ts); others get 403. */
export type EndpointSpec = EndpointBase &
  ({ access: 'public' | 'admin'; roles?: undefined } | { access: 'user'; roles: readonly WorkspaceRole[] });

/** An endpoint as written inside a group: the group gives the tag, unless the endpoint names its own. */
export type EndpointDraft = EndpointSpec extends infer S ? (S extends EndpointSpec ? Omit<S, 'tag'> & { tag?: string } : never) : never;

export const endpoint = <const E extends EndpointDraft>(spec: E): E => spec;

/** A group of endpoints under one OpenAPI tag: each gets `tag` unless it names its own. */
export function endpointGroup<const G extends Record<string, EndpointDraft>>(
  tag: string,
  group: G,
): { [K in keyof G]: G[K] & { tag: string } } {
  return Object.fromEntries(Object.entries(group).map(([key, spec]) => [key, { tag, ...spec }])) as {
    [K in keyof G]: G[K] & { tag: string };
  };
}

type Infer<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type InferIn<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

/** What a handler receives once the edge has validated the request. */
export type ParamsOf<E extends EndpointSpec> = Infer<E['params'], Record<string, never>>;
export type QueryOf<E extends EndpointSpec> = Infer<E['query'], Record<string, never>>;
export type BodyOf<E extends EndpointSpec> = Infer<E['body'], undefined>;
/** What the success answer holds. */
export type ResponseOf<E extends EndpointSpec> = Infer<E['response'], unknown>;

/** What a client sends: the schemas' input side (before transforms). */
export type ParamsIn<E extends EndpointSpec> = InferIn<E['params'], undefined>;
export type QueryIn<E extends EndpointSpec> = InferIn<E['query'], undefined>;
export type BodyIn<E extends EndpointSpec> = InferIn<E['body'], undefined>;

/** The path with its `{name}` parts filled in. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A query string from the given values, keys in the given order; '' when empty. `true` is sent as 1;
 * `false`, like undefined and '', is left out: every flag of the API defaults to false, and one value
 * has one key (SWR caches by the path).
 */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.set(key, value === true ? '1' : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
