import {
  fillPath,
  queryString,
  type BodyIn,
  type EndpointSpec,
  type ParamsIn,
  type QueryIn,
  type ResponseOf,
} from '../../../contracts/http';
import { clearStoredSession, readToken } from './token-storage';

export const API_BASE = '/api';

export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: the server treats a repeat with the same key as the same request. */
  idempotencyKey?: string;
}

// A 401 from these calls means "wrong credentials or link", not "session expired" (SPEC section 8).
const UNAUTHORIZED_EXEMPT = new Set(['POST /verification/verify', 'POST /hr/login', 'POST /hr/register']);

let unauthorizedHandler: () => void = () => window.location.assign('/');

/** The session layer replaces the default full reload with an in-app navigation. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  // A FormData body (file upload) goes as multipart; the browser sets its Content-Type with the boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  const response = await fetch(API_BASE + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  const body = await readBody(response);

  if (!response.ok) {
    const pathOnly = path.split('?')[0];
    if (response.status === 401 && !UNAUTHORIZED_EXEMPT.has(`${method} ${pathOnly}`)) {
      clearStoredSession();
      unauthorizedHandler();
    }
    throw new ApiError(response.status, messageOf(body));
  }
  return body as T;
}

/** A failure that asking again may cure: no answer at all (the network), or a busy server (429, 5xx). */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 429 || error.status >= 500;
}

/** The server's message when it sent one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

type ParamsArg<E extends EndpointSpec> = ParamsIn<E> extends undefined ? undefined : { [K in keyof ParamsIn<E>]: string | number };
// Query strings carry text; flags and numbers are written for the caller (queryString).
type QueryArg<E extends EndpointSpec> =
  QueryIn<E> extends undefined ? undefined : { [K in keyof QueryIn<E>]?: QueryIn<E>[K] | boolean | number };

/** The path parameters and query of a call of `E`, as the contract's schemas take them. */
export interface PathInput<E extends EndpointSpec> {
  params?: ParamsArg<E>;
  query?: QueryArg<E>;
}

/** What a call of `E` sends. */
export interface CallInput<E extends EndpointSpec> extends PathInput<E> {
  body?: BodyIn<E> | FormData;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

/** The path and query of a call, e.g. `/pop/7?asOf=...`: what apiFetch takes and what SWR keys on. */
export function pathOf<E extends EndpointSpec>(spec: E, input: PathInput<E> = {}): string {
  return (
    fillPath(spec.path, input.params as Record<string, string | number> | undefined) +
    queryString(input.query as Record<string, unknown> | undefined)
  );
}

/** Calls an endpoint of the contract; the answer has the contract's response type. */
export function call<E extends EndpointSpec>(spec: E, input?: CallInput<E>): Promise<ResponseOf<E>> {
  const { body, signal, idempotencyKey } = input ?? {};
  return apiFetch<ResponseOf<E>>(pathOf(spec, input), { method: spec.method.toUpperCase() as HttpMethod, body, signal, idempotencyKey });
}

/** The SWR fetcher of every hook: the key is the path. */
export const fetchPath = <T>(path: string): Promise<T> => apiFetch<T>(path);
