import { describe, expect, it } from 'vitest';
import { createOnFirstUse, type Queryable } from './db';

function countingDb(fail?: { code: string }) {
  const seen: string[] = [];
  const db = {
    query: async (sql: string) => {
      seen.push(sql);
      if (fail) throw fail;
      return { rows: [] };
    },
  } as unknown as Queryable;
  return { db, seen };
}

describe('createOnFirstUse', () => {
  it('runs the statement at the first call only, also when calls overlap', async () => {
    const { db, seen } = countingDb();
    const setup = createOnFirstUse('CREATE TABLE IF NOT EXISTS public.t (id int)');
    await Promise.all([setup(db), setup(db)]);
    await setup(db);
    expect(seen).toEqual(['CREATE TABLE IF NOT EXISTS public.t (id int)']);
  });

  it('keeps one creation per answer: two instances each create', async () => {
    const { db, seen } = countingDb();
    await createOnFirstUse('CREATE SEQUENCE IF NOT EXISTS public.a')(db);
    await createOnFirstUse('CREATE SEQUENCE IF NOT EXISTS public.a')(db);
    expect(seen).toHaveLength(2);
  });

  it('takes a concurrent creator winning the race (23505) as created, and passes other failures on', async () => {
    await expect(createOnFirstUse('CREATE x')(countingDb({ code: '23505' }).db)).resolves.toBeUndefined();
    await expect(createOnFirstUse('CREATE x')(countingDb({ code: '42501' }).db)).rejects.toMatchObject({ code: '42501' });
  });
});
