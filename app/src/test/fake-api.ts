import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** Without the /api prefix, e.g. '/companies'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

interface Reply {
  status: number;
  body: unknown;
}

/** What a handler answers: a plain value is a 200 with that JSON body; `reply()` sets the status. */
type Handler = (request: FakeRequest) => unknown;

const REPLY = Symbol('reply');

export function reply(status: number, body: unknown): Reply & { [REPLY]: true } {
  return { [REPLY]: true, status, body };
}

const isReply = (value: unknown): value is Reply => typeof value === 'object' && value !== null && REPLY in value;

/**
 * Replaces fetch with answers keyed by 'METHOD /path' (query left out). A request nobody answers gets a
 * 404 and is kept in `unanswered`, so a test can assert the screen asked for nothing unexpected.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const unanswered: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const path = url.pathname.replace(/^\/api/, '');
      const text = typeof init.body === 'string' ? init.body : '';
      const request: FakeRequest = { method, path, query: url.searchParams, body: text ? JSON.parse(text) : undefined };
      requests.push(request);
      const handler = handlers[`${method} ${path}`];
      if (!handler) unanswered.push(`${method} ${url.pathname}${url.search}`);
      const answer = handler ? handler(request) : reply(404, { message: `Niet gevonden: ${method} ${path}` });
      const { status, body } = isReply(answer) ? answer : { status: 200, body: answer };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return {
    requests,
    unanswered,
    /** The requests of one kind, e.g. `sent('POST /companies')`. */
    sent: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
