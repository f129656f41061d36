import { randomUUID } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { recordStatements } from '../../tests/support/count-statements';
import { until } from '../../tests/support/until';
import { useEventStore } from '../../tests/support/use-event-store';
import { ledgerProjection } from '../../tests/support/sample-projection';
import { ProjectionEngine } from './engine';
import type { Projection } from './projection';

const { db, store } = useEventStore(30);

/** A read model none of whose business a Deposited event is. */
const bystander = (name: string): Projection => ({ name, version: 1, setupSql: '', apply: async () => undefined });

describe('runners of one store', () => {
  it('share one read of a new event, and a read model it is none of the business of runs no transaction for it', async () => {
    const recording = recordStatements(db.pool);
    onTestFinished(recording.stop);
    const { statements } = recording;
    const sent = (match: (text: string) => boolean) => statements.filter((s) => match(s.text));
    const bystanders = ['idle_a', 'idle_b', 'idle_c', 'idle_d', 'idle_e'];
    const engine = new ProjectionEngine(db.pool, store, [ledgerProjection(), ...bystanders.map(bystander)]);
    onTestFinished(() => engine.stop());
    await engine.start();
    const warmUp = await store.appendToStream('warm-up', [{ id: randomUUID(), type: 'Deposited', data: { amount: 1 } }], {
      expected: 'any',
    });
    expect(await engine.waitFor(warmUp.checkpoint, 5000)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));

    statements.length = 0;
    const result = await store.appendToStream('shared', [{ id: randomUUID(), type: 'Deposited', data: { amount: 5 } }], {
      expected: 'any',
    });
    expect(await engine.waitFor(result.checkpoint, 5000)).toBe(true);
    // Six runners woke; one read of the store served them all (before: at least one each). A read held back
    // by the visibility gate (another transaction still open) finds nothing and is followed by another.
    expect(statements.filter((s) => s.text.includes('es_visibility_gate()') && s.rowCount! > 0)).toHaveLength(1);
    // Only the ledger opened a transaction (before: each of the six, with a read of its checkpoint first).
    expect(sent((s) => s.trimStart().startsWith('BEGIN'))).toHaveLength(1);
    expect(sent((s) => /^SELECT checkpoint FROM \w+\.projection_checkpoints/.test(s))).toEqual([]);

    // The bystanders' checkpoint rows follow once they are idle, so another instance or a restart sees them.
    await until(async () => {
      const { rows } = await db.pool.query<{ checkpoint: string }>(
        `SELECT checkpoint FROM read.projection_checkpoints WHERE name = ANY($1)`,
        [bystanders],
      );
      return rows.length === bystanders.length && rows.every((r) => r.checkpoint === result.checkpoint);
    });
    expect(sent((s) => s.trimStart().startsWith('BEGIN'))).toHaveLength(1);
  });

  it('keeps the events_applied count of events passed without a transaction, also across a stop', async () => {
    const engine = new ProjectionEngine(db.pool, store, [bystander('idle_count')]);
    onTestFinished(() => engine.stop());
    await engine.start();
    const counted = async () =>
      Number(
        (await db.pool.query(`SELECT events_applied FROM read.projection_checkpoints WHERE name = 'idle_count'`)).rows[0].events_applied,
      );
    const before = await counted();
    let last = null as string | null;
    for (let i = 0; i < 3; i++)
      last = (await store.appendToStream(`count-${i}`, [{ id: randomUUID(), type: 'Deposited', data: { amount: 1 } }], { expected: 'any' }))
        .checkpoint;
    expect(await engine.waitFor(last, 5000)).toBe(true);
    await engine.stop();
    expect(await counted()).toBe(before + 3);
    const { rows } = await db.pool.query(`SELECT checkpoint FROM read.projection_checkpoints WHERE name = 'idle_count'`);
    expect(rows[0].checkpoint).toBe(last);
  });
});
