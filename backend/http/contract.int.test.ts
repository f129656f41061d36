import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../contracts/api';
import { tokenDocs } from '../../contracts/token-access';
import { roleLabels, WORKSPACE_ROLES } from '../../contracts/roles';
import { useTestApp } from '../../tests/support/use-test-app';
import { allModules } from './routes/modules';
import { apiRouter } from './app';
import { koaPath } from './bind';

const app = useTestApp();

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('the API contract', () => {
  it('has an entry for every route the server answers, and a route for every entry', () => {
    const router = apiRouter(app.runtime.deps, allModules());
    const served = router.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => key(m, String(layer.path))));
    const contract = allEndpoints().map((e) => key(e.method, `/api${koaPath(e.path)}`));
    expect(served.length).toBeGreaterThan(40);
    expect([...new Set(served)].sort()).toEqual([...new Set(contract)].sort());
    expect(new Set(contract).size).toBe(contract.length);
  });

  it('serves its OpenAPI 3.1 description, valid by the OpenAPI schema, with every endpoint', async () => {
    const res = await app.api.get('/api/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const operations = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item).map((m) => key(m, path)),
    );
    expect(operations.sort()).toEqual(
      allEndpoints()
        .map((e) => key(e.method, e.path))
        .sort(),
    );
  });

  it("names each signed-in endpoint's workspace roles, for people (description) and for tools (x-roles)", async () => {
    const res = await app.api.get('/api/openapi.json').expect(200);
    const paths = res.body.paths as Record<string, Record<string, { description?: string; 'x-roles'?: string[]; responses: object }>>;
    const wrong: string[] = [];
    for (const e of allEndpoints()) {
      const op = paths[e.path]![e.method]!;
      const want =
        e.access === 'user'
          ? { description: `Rollen: ${e.roles.map((r) => roleLabels[r]).join(', ')}. ${tokenDocs(e).line}`, roles: [...e.roles] }
          : {};
      const got = e.access === 'user' ? { description: op.description, roles: op['x-roles'] } : {};
      if (JSON.stringify(got) !== JSON.stringify(want) || (e.access !== 'user' && op['x-roles'])) wrong.push(key(e.method, e.path));
      if (e.access === 'user' && e.roles.length < WORKSPACE_ROLES.length && !('403' in op.responses))
        wrong.push(`${key(e.method, e.path)} without 403`);
    }
    expect(wrong).toEqual([]);
    expect(paths['/pop/{id}/history']!.get!.description).toBe('Rollen: Eigenaar, HR-manager, Auditor. API-token met scope lezen.');
  });

  it('names the API-token scheme and, per route, the scope a token needs or that only a session opens it', async () => {
    const res = await app.api.get('/api/openapi.json').expect(200);
    expect(res.body.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(res.body.components.securitySchemes.apiToken.description).toContain('Profiel → API');
    type Op = { security?: Record<string, string[]>[]; 'x-scope'?: string | null; description?: string };
    const paths = res.body.paths as Record<string, Record<string, Op>>;
    const schemes = (op: Op) => (op.security ?? []).flatMap((s) => Object.keys(s));
    expect([paths['/pop/{id}/history']!.get!['x-scope'], schemes(paths['/pop/{id}/history']!.get!)]).toEqual([
      'lezen',
      ['bearer', 'apiToken'],
    ]);
    expect([paths['/companies']!.post!['x-scope'], schemes(paths['/companies']!.post!)]).toEqual([
      'lezen_en_schrijven',
      ['bearer', 'apiToken'],
    ]);
    for (const [path, method] of [
      ['/hr/profile', 'get'],
      ['/hr/change-password', 'put'],
      ['/api-tokens', 'post'],
      ['/team', 'get'],
    ] as const) {
      const op = paths[path]![method]!;
      expect([path, op['x-scope'], schemes(op), op.description]).toEqual([
        path,
        null,
        ['bearer'],
        expect.stringContaining('Niet met een API-token'),
      ]);
    }
  });

  it('renders the documentation page with Swagger UI, without inline script', async () => {
    const page = await app.api.get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/html/);
    expect(page.text).toContain('swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/<script>[^<]/);
    const init = await app.api.get('/api/docs/assets/init.js').expect(200);
    expect(init.text).toContain('/api/openapi.json');
    await app.api.get('/api/docs/assets/swagger-ui-bundle.js').expect(200);
  });

  it('answers an id that cannot exist with 404, not 500', async () => {
    const res = await app.api
      .post('/api/hr/register')
      .send({ naam: 'Ids', email: `ids${Date.now()}@example.nl`, password: 'geheim123' })
      .expect(201);
    const auth = { Authorization: `Bearer ${res.body.token}` };
    for (const url of ['/api/companies/99999999999', '/api/pop/2147483648', '/api/employees/0', '/api/goals/abc']) {
      const answer = await app.api.get(url).set(auth);
      expect(answer.status, url).toBe(404);
    }
    expect((await app.api.get('/api/pop?employeeId=99999999999').set(auth)).status).toBe(400);
    expect((await app.api.post('/api/activity/log').set(auth).send({ entity_type: 'pop', entity_id: 99999999999 })).status).toBe(400);
  });
});
