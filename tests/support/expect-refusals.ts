import { expect } from 'vitest';

/** Each body, sent with `send`, is refused with 400 and exactly its Dutch message (the body names a failing case). */
export async function expectBadRequests<Body>(
  send: (body: Body) => PromiseLike<{ status: number; body: { message?: unknown } }>,
  cases: readonly [body: Body, message: string][],
): Promise<void> {
  for (const [body, message] of cases) {
    const res = await send(body);
    expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    expect(res.body.message).toBe(message);
  }
}
