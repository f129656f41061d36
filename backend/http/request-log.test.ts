import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../platform/config';
import { errorMiddleware } from './error-middleware';
import { requestLog } from './request-log';

function appLogging(logRequests: boolean) {
  const lines: string[] = [];
  const app = new Koa();
  app.use(requestLog({ logRequests }, { write: (line: string) => void lines.push(line) }));
  app.use(errorMiddleware(() => undefined));
  app.use(bodyParser());
  app.use(async (ctx) => {
    if (ctx.get('Authorization')) ctx.state.user = { id: 42 };
    if (ctx.path === '/api/boom') throw new Error('kapot');
    ctx.body = { ok: true };
  });
  return { api: supertest(app.callback()), lines, parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('request log', () => {
  it('writes one structured line per request: method, path, status, duration, user when known', async () => {
    const { api, lines, parsed } = appLogging(true);
    await api.get('/api/companies?page=2').set('Authorization', 'Bearer abc.def.ghi').expect(200);
    await api.get('/api/boom').expect(500);
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    const [ok, failed] = parsed();
    expect(ok).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/companies', status: 200, userId: 42 });
    expect(typeof ok!.ms).toBe('number');
    expect(typeof ok!.time).toBe('string');
    expect(failed).toMatchObject({ level: 'error', method: 'GET', path: '/api/boom', status: 500 });
    expect(failed).not.toHaveProperty('userId');
  });

  it('never logs tokens, passwords, Authorization headers, query values or bodies', async () => {
    const { api, lines } = appLogging(true);
    await api
      .post('/api/hr/login?token=query-secret')
      .set('Authorization', 'Bearer header-secret')
      .send({ email: 'a@b.nl', password: 'body-secret' });
    await api.get('/api/verification/verify?token=reset-secret&email=a%40b.nl');
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    const all = lines.join('');
    for (const secret of ['query-secret', 'header-secret', 'body-secret', 'reset-secret', 'Bearer', 'a@b.nl', 'a%40b.nl'])
      expect(all).not.toContain(secret);
  });

  it('is off unless LOG_REQUESTS=1, so tests and benchmarks that build their own configuration stay quiet', () => {
    expect(loadConfig({}).logRequests).toBe(false);
    expect(loadConfig({ LOG_REQUESTS: '0' }).logRequests).toBe(false);
    expect(loadConfig({ LOG_REQUESTS: '1' }).logRequests).toBe(true);
  });

  it('stays quiet when request logging is off (the test runs)', async () => {
    const { api, lines } = appLogging(false);
    await api.get('/api/companies').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual([]);
  });
});
