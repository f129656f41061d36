import type { Queryable } from './db';

/**
 * Integer ids for new aggregates (the API speaks integer ids). Sequences live outside the
 * read schema, so a rebuild never hands out an id twice.
 */
export class IdAllocator {
  private readonly ready = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Queryable) {}

  async next(kind: string): Promise<number> {
    if (!/^[a-z_]+$/.test(kind)) throw new Error(`invalid id kind ${kind}`);
    const sequence = `ids_${kind}`;
    let created = this.ready.get(kind);
    if (!created) {
      created = this.db.query(`CREATE SEQUENCE IF NOT EXISTS public.${sequence}`).catch((err: { code?: string }) => {
        // Two processes creating the same sequence at once: the loser sees a unique violation.
        if (err.code !== '23505') throw err;
      });
      this.ready.set(kind, created);
    }
    await created;
    const { rows } = await this.db.query<{ id: number }>(`SELECT nextval('public.${sequence}') AS id`);
    return rows[0]!.id;
  }
}
