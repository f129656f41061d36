import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { loadCatalogue } from '../../projections/catalogue/load';
import { loadCatalogueTemplateGoals } from '../../projections/catalogue/queries';
import { SEED_DIR } from '../../projections/catalogue/seed';

const app = useTestApp();
let auth: Record<string, string>;
beforeAll(async () => {
  auth = (await registerUser(app)).auth;
});

describe('branches, functions and templates (the guide)', () => {
  it("lists the branches, their functions and a function's templates with goals", async () => {
    const branches = await app.api.get('/api/branches').set(auth).expect(200);
    expect(branches.body.length).toBeGreaterThanOrEqual(10);
    expect(branches.body[0]).toEqual({ id: 1, naam: 'Zorg en welzijn' });
    const functions = await app.api.get('/api/branches/1/functions').set(auth).expect(200);
    expect(functions.body.length).toBeGreaterThan(0);
    expect(functions.body[0]).toEqual({ id: 101, naam: 'Verpleegkundige' });
    const templates = await app.api.get('/api/branches/1/functions/101/templates').set(auth).expect(200);
    expect(templates.body.length).toBeGreaterThan(0);
    expect(Object.keys(templates.body[0]).sort()).toEqual(['beschrijving', 'goals', 'id', 'naam', 'type']);
    expect(templates.body[0]).toMatchObject({ id: 10101, naam: 'Startgesprek nieuwe verpleegkundige', type: 'Startgesprek' });
    expect(templates.body[0].goals[0]).toEqual({ omschrijving: expect.any(String), notitie: expect.any(String) });
  });

  it('answers 404 for an unknown branch, or a function that is not in that branch', async () => {
    expect((await app.api.get('/api/branches/999/functions').set(auth)).status).toBe(404);
    expect((await app.api.get('/api/branches/abc/functions').set(auth)).status).toBe(404);
    const elsewhere = await app.api.get('/api/branches/2/functions/101/templates').set(auth);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('Functie niet gevonden');
    expect((await app.api.get('/api/branches/1/functions/199/templates').set(auth)).status).toBe(404);
  });

  it('requires a login for every catalogue call', async () => {
    for (const url of [
      '/api/branches',
      '/api/branches/1/functions',
      '/api/branches/1/functions/101/templates',
      '/api/conversation-templates/search?q=x',
      '/api/conversation-templates/10101',
    ]) {
      expect((await app.api.get(url)).status, url).toBe(401);
    }
  });
});

describe('template search and detail', () => {
  it('finds templates by branch or function name, case and accents ignored, enriched with branch and function', async () => {
    const res = await app.api.get('/api/conversation-templates/search').query({ q: 'VERPLEEGKUNDIGE' }).set(auth).expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]).toMatchObject({ branche_id: 1, branche_naam: 'Zorg en welzijn', functie_id: 101, functie_naam: 'Verpleegkundige' });
    const byBranch = await app.api.get('/api/conversation-templates/search').query({ q: 'financiele' }).set(auth).expect(200);
    expect(byBranch.body.length).toBeGreaterThan(0);
    expect(
      byBranch.body.every((t: { branche_naam: string; functie_naam: string; naam: string; beschrijving: string }) =>
        /financi[eë]le/i.test(`${t.branche_naam} ${t.functie_naam} ${t.naam} ${t.beschrijving}`),
      ),
    ).toBe(true);
  });

  it('requires every word of the query to match', async () => {
    const both = await app.api.get('/api/conversation-templates/search').query({ q: 'startgesprek verpleegkundige' }).set(auth).expect(200);
    expect(both.body.map((t: { id: number }) => t.id)).toContain(10101);
    const none = await app.api.get('/api/conversation-templates/search').query({ q: 'verpleegkundige xyzzy' }).set(auth).expect(200);
    expect(none.body).toEqual([]);
  });

  it('returns at most 50 results, also for an empty query', async () => {
    const all = await app.api.get('/api/conversation-templates/search').set(auth).expect(200);
    expect(all.body).toHaveLength(50);
    const broad = await app.api.get('/api/conversation-templates/search').query({ q: 'e' }).set(auth).expect(200);
    expect(broad.body).toHaveLength(50);
  });

  it('treats % and _ in the query as plain text', async () => {
    const res = await app.api.get('/api/conversation-templates/search').query({ q: '%' }).set(auth).expect(200);
    expect(res.body).toEqual([]);
  });

  it('shows one template enriched, 404 for an unknown id', async () => {
    const res = await app.api.get('/api/conversation-templates/10101').set(auth).expect(200);
    expect(res.body).toMatchObject({ id: 10101, branche_id: 1, functie_id: 101, functie_naam: 'Verpleegkundige' });
    expect((await app.api.get('/api/conversation-templates/1').set(auth)).status).toBe(404);
  });

  it("gives a template's goals for copying, or 404", async () => {
    const goals = await loadCatalogueTemplateGoals(app.runtime.deps.pool, 10101);
    expect(goals.length).toBeGreaterThanOrEqual(3);
    await expect(loadCatalogueTemplateGoals(app.runtime.deps.pool, 5)).rejects.toMatchObject({ status: 404 });
  });
});

describe('loading the seed', () => {
  const snapshot = async () => {
    const { pool } = app.runtime.deps;
    const q = async (sql: string) => (await pool.query(sql)).rows;
    return {
      version: await q('SELECT * FROM reference.catalogue_version'),
      branches: await q('SELECT * FROM reference.branches ORDER BY id'),
      functions: await q('SELECT * FROM reference.functions ORDER BY id'),
      templates: await q('SELECT * FROM reference.conversation_templates ORDER BY id'),
    };
  };

  it('loading the same seed again changes nothing', async () => {
    const before = await snapshot();
    expect(before.templates.length).toBeGreaterThanOrEqual(300);
    const result = await loadCatalogue(app.runtime.deps.pool);
    expect(result.loaded).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('reloads when the seed content changes', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'catalogue-'));
    try {
      await fs.cp(SEED_DIR, dir, { recursive: true });
      const file = path.join(dir, '01-zorg-en-welzijn.json');
      await fs.writeFile(
        file,
        (await fs.readFile(file, 'utf8')).replace('Startgesprek nieuwe verpleegkundige', 'Eerste gesprek verpleegkundige'),
      );
      expect((await loadCatalogue(app.runtime.deps.pool, { dir })).loaded).toBe(true);
      const changed = await app.api.get('/api/conversation-templates/10101').set(auth).expect(200);
      expect(changed.body.naam).toBe('Eerste gesprek verpleegkundige');
    } finally {
      await loadCatalogue(app.runtime.deps.pool);
      await fs.rm(dir, { recursive: true, force: true });
    }
    const restored = await app.api.get('/api/conversation-templates/10101').set(auth).expect(200);
    expect(restored.body.naam).toBe('Startgesprek nieuwe verpleegkundige');
  });
});
