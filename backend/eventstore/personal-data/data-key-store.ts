import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Pool } from '../../platform/db';
import { ConflictError } from '../../platform/errors';
import { newDataKey, open, seal } from './cipher';
import type { SubjectRef } from '../../../events/data-subjects';

/**
 * The data keys, one per subject, in their own schema apart from the events (so an event-store
 * backup can be made without them: `pg_dump --exclude-schema=data_keys`), each wrapped with the
 * master key. Erasing deletes the keys and leaves a tombstone without personal data, so no new key
 * is ever made for an erased subject.
 */
export const DATA_KEYS_SCHEMA = 'data_keys';

export const dataKeySchemaSql = `
CREATE SCHEMA IF NOT EXISTS ${DATA_KEYS_SCHEMA};
CREATE TABLE IF NOT EXISTS ${DATA_KEYS_SCHEMA}.subject_keys (
  subject     text PRIMARY KEY,
  account_id  integer,
  employee_id integer,
  wrapped     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS subject_keys_account ON ${DATA_KEYS_SCHEMA}.subject_keys (account_id);
CREATE INDEX IF NOT EXISTS subject_keys_employee ON ${DATA_KEYS_SCHEMA}.subject_keys (employee_id);
CREATE TABLE IF NOT EXISTS ${DATA_KEYS_SCHEMA}.erased_subjects (
  subject   text PRIMARY KEY,
  erased_at timestamptz NOT NULL
);`;

/**
 * Personal data of a subject whose key was erased cannot be written again: a command on an erased
 * employee (or for one) is answered 409 with this message by the error middleware.
 */
export class ErasedSubjectError extends ConflictError {
  constructor(readonly subject: string) {
    super('De persoonsgegevens hiervan zijn verwijderd; er kan niets meer over worden vastgelegd.');
    this.name = 'ErasedSubjectError';
  }
}

/** What to erase: one subject, and what its keys were made under. */
export type ErasureTarget = { kind: 'account'; id: number } | { kind: 'employee'; id: number } | { kind: 'conversation'; id: number };
/** A subject with a key of its own and nothing under it, named by a text id (a contact message: `contact:<uuid>`). */
export type KeyTarget = ErasureTarget | { kind: 'contact'; id: string };

/** Keys that are known kept this long; an erasure in another process is seen within it at the latest. */
export const KEY_TTL_MS = 60_000;
const MAX_CACHED = 50_000;

export class DataKeyStore {
  /** null: no key (erased, or never made): nothing sealed for it opens any more. */
  private readonly cache = new Map<string, { key: KeyObject | null; until: number }>();
  /** Erasures this process made or read of (forgetCached): what was opened before may no longer open. */
  private erasures = 0;

  private constructor(
    private readonly pool: Pool,
    private readonly master: Buffer,
  ) {}

  static async open(pool: Pool, master: Buffer): Promise<DataKeyStore> {
    await pool.query(dataKeySchemaSql);
    return new DataKeyStore(pool, master);
  }

  private remember(subject: string, key: KeyObject | null) {
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    // A missing key stays missing (keys are never re-made for a subject), so that answer is kept for good.
    this.cache.set(subject, { key, until: key ? Date.now() + KEY_TTL_MS : Number.POSITIVE_INFINITY });
  }

  private cached(subject: string): KeyObject | null | undefined {
    const hit = this.cache.get(subject);
    if (!hit) return undefined;
    if (hit.until < Date.now()) {
      this.cache.delete(subject);
      return undefined;
    }
    return hit.key;
  }

  /** Prepared once per key and kept: a KeyObject spares every seal and open the key's import. */
  private unwrap(subject: string, wrapped: string): KeyObject | null {
    const raw = open(this.master, wrapped, `data-key:${subject}`);
    return raw ? createSecretKey(raw) : null;
  }

  /** The keys to open what was sealed for these subjects; null for an erased subject. One query for all misses. */
  async keysFor(subjects: Iterable<string>): Promise<Map<string, KeyObject | null>> {
    const found = new Map<string, KeyObject | null>();
    const missing: string[] = [];
    for (const subject of subjects) {
      if (found.has(subject)) continue;
      const hit = this.cached(subject);
      if (hit === undefined) missing.push(subject);
      else found.set(subject, hit);
    }
    if (missing.length) {
      const { rows } = await this.pool.query<{ subject: string; wrapped: string }>(
        `SELECT subject, wrapped FROM ${DATA_KEYS_SCHEMA}.subject_keys WHERE subject = ANY($1::text[])`,
        [missing],
      );
      const byId = new Map(rows.map((r) => [r.subject, r.wrapped]));
      for (const subject of missing) {
        const wrapped = byId.get(subject);
        const key = wrapped === undefined ? null : this.unwrap(subject, wrapped);
        if (wrapped !== undefined && !key) throw new Error(`the data key of ${subject} does not open with this DATA_KEY`);
        this.remember(subject, key);
        found.set(subject, key);
      }
    }
    return found;
  }

  /**
   * The keys to seal for these subjects, made where missing (one statement for all of them). Throws
   * ErasedSubjectError for a subject that was erased.
   */
  async keysToSeal(refs: readonly SubjectRef[]): Promise<Map<string, KeyObject>> {
    const result = new Map<string, KeyObject>();
    const missing = new Map<string, SubjectRef>();
    for (const ref of refs) {
      const hit = this.cached(ref.subject);
      if (hit) result.set(ref.subject, hit);
      else if (hit === null) throw new ErasedSubjectError(ref.subject);
      else {
        // Several parts may name one subject; the one that knows its account and employee decides where the key belongs.
        const known = missing.get(ref.subject);
        missing.set(
          ref.subject,
          known ? { ...ref, accountId: known.accountId ?? ref.accountId, employeeId: known.employeeId ?? ref.employeeId } : ref,
        );
      }
    }
    for (let attempt = 0; missing.size > 0; attempt++) {
      const wanted = [...missing.values()];
      const fresh = wanted.map((ref) => seal(this.master, newDataKey(), `data-key:${ref.subject}`));
      const { rows } = await this.pool.query<{ subject: string; wrapped: string | null }>(
        `WITH wanted AS (
           SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[]) AS w(subject, account_id, employee_id, wrapped)
         ), inserted AS (
           INSERT INTO ${DATA_KEYS_SCHEMA}.subject_keys (subject, account_id, employee_id, wrapped)
           SELECT w.subject, w.account_id, w.employee_id, w.wrapped FROM wanted w
            WHERE NOT EXISTS (SELECT 1 FROM ${DATA_KEYS_SCHEMA}.erased_subjects e WHERE e.subject = w.subject)
           ON CONFLICT (subject) DO NOTHING
           RETURNING subject, wrapped
         )
         SELECT w.subject, coalesce(i.wrapped, k.wrapped) AS wrapped
           FROM wanted w
           LEFT JOIN inserted i ON i.subject = w.subject
           LEFT JOIN ${DATA_KEYS_SCHEMA}.subject_keys k ON k.subject = w.subject
          WHERE EXISTS (SELECT 1 FROM ${DATA_KEYS_SCHEMA}.erased_subjects e WHERE e.subject = w.subject)
             OR coalesce(i.wrapped, k.wrapped) IS NOT NULL`,
        [wanted.map((r) => r.subject), wanted.map((r) => r.accountId), wanted.map((r) => r.employeeId), fresh],
      );
      for (const { subject, wrapped } of rows) {
        if (wrapped === null) {
          this.remember(subject, null);
          throw new ErasedSubjectError(subject);
        }
        const key = this.unwrap(subject, wrapped);
        if (!key) throw new Error(`the data key of ${subject} does not open with this DATA_KEY`);
        this.remember(subject, key);
        result.set(subject, key);
        missing.delete(subject);
      }
      // A key another process made at the same moment is not visible to this statement: look again.
      if (missing.size && attempt >= 3) throw new Error(`could not make data keys for ${[...missing.keys()].join(', ')}`);
    }
    return result;
  }

  /**
   * Deletes the keys of a subject and of everything made under it, and leaves tombstones; returns
   * the subjects erased. What was sealed with them can no longer be opened, wherever a copy is kept.
   */
  async erase(target: KeyTarget, at: Date): Promise<string[]> {
    const own = `${target.kind}:${target.id}`;
    // Accounts and employees take the keys made under them; any other subject only its own key, by its
    // name, so a text id (a contact message's UUID) never meets an integer column.
    const [condition, key]: [string, number | string] =
      target.kind === 'account'
        ? ['account_id = $1::int', target.id]
        : target.kind === 'employee'
          ? ['employee_id = $1::int', target.id]
          : ['subject = $1::text', own];
    const { rows } = await this.pool.query<{ subject: string }>(
      `WITH deleted AS (
         DELETE FROM ${DATA_KEYS_SCHEMA}.subject_keys WHERE ${condition} RETURNING subject
       ), tombstones AS (
         INSERT INTO ${DATA_KEYS_SCHEMA}.erased_subjects (subject, erased_at)
         SELECT subject, $3 FROM (SELECT subject FROM deleted UNION SELECT $2::text) AS s
         ON CONFLICT (subject) DO NOTHING
       )
       SELECT subject FROM deleted UNION SELECT $2::text ORDER BY 1`,
      [key, own, at],
    );
    const erased = rows.map((r) => r.subject);
    for (const subject of erased) this.remember(subject, null);
    this.erasures++;
    return erased;
  }

  /** Whether a subject was erased (a tombstone exists). */
  async isErased(subject: string): Promise<boolean> {
    const { rows } = await this.pool.query(`SELECT 1 FROM ${DATA_KEYS_SCHEMA}.erased_subjects WHERE subject = $1`, [subject]);
    return rows.length > 0;
  }

  /** Drops every key kept in memory: another process erased something (seen in the event stream). */
  forgetCached() {
    for (const [subject, entry] of this.cache) if (entry.key) this.cache.delete(subject);
    this.erasures++;
  }

  /** How many erasures this process has made or read of; a change tells keepers of opened data to drop it. */
  get erasuresSeen(): number {
    return this.erasures;
  }
}
