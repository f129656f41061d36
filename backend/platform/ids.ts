import { createIfNotExists, createOnFirstUse, type Queryable } from './db';

/**
 * Integer ids for new aggregates (the API speaks integer ids). Sequences live outside the
 * read schema, so a rebuild never hands out an id twice.
 */
export class IdAllocator {
  private readonly ready = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Queryable) {}

  /**
   * The next id of `kind`. With a `claimKey` (derived from a client's Idempotency-Key) the same key
   * always gets the same id, so a retried create request finishes its first attempt's aggregate.
   */
  async next(kind: string, claimKey?: string): Promise<number> {
    if (!/^[a-z_]+$/.test(kind)) throw new Error(`invalid id kind ${kind}`);
    if (claimKey !== undefined) return this.claimed(kind, claimKey);
    const sequence = `ids_${kind}`;
    let created = this.ready.get(kind);
    if (!created) {
      created = createIfNotExists(this.db, `CREATE SEQUENCE IF NOT EXISTS public.${sequence}`);
      this.ready.set(kind, created);
    }
    await created;
    const { rows } = await this.db.query<{ id: number }>(`SELECT nextval('public.${sequence}') AS id`);
    return rows[0]!.id;
  }

  /** `count` new ids of `kind` in one round trip (an import of thousands of rows). */
  async nextMany(kind: string, count: number): Promise<number[]> {
    if (count <= 0) return [];
    const first = await this.next(kind);
    if (count === 1) return [first];
    const { rows } = await this.db.query<{ id: number }>(`SELECT nextval('public.ids_${kind}') AS id FROM generate_series(2, $1)`, [count]);
    return [first, ...rows.map((row) => row.id)];
  }

  private readonly claimsReady = createOnFirstUse(
    'CREATE TABLE IF NOT EXISTS public.id_claims (kind text NOT NULL, claim_key text NOT NULL, id bigint NOT NULL, PRIMARY KEY (kind, claim_key))',
  );

  private async claimed(kind: string, claimKey: string): Promise<number> {
    await this.claimsReady(this.db);
    // Two tries: a concurrent first claim of the same key is not visible to the statement that lost the race.
    for (let attempt = 0; attempt < 2; attempt++) {
      const existing = await this.db.query<{ id: string }>('SELECT id FROM public.id_claims WHERE kind = $1 AND claim_key = $2', [
        kind,
        claimKey,
      ]);
      if (existing.rows[0]) return Number(existing.rows[0].id);
      const id = await this.next(kind);
      const inserted = await this.db.query<{ id: string }>(
        'INSERT INTO public.id_claims (kind, claim_key, id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id',
        [kind, claimKey, id],
      );
      if (inserted.rows[0]) return Number(inserted.rows[0].id);
    }
    throw new Error(`id claim for ${kind} did not settle`);
  }
}
