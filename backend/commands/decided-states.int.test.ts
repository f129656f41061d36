import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { erasedNames } from '../../events/personal-data';
import { conversationStream } from '../../events/conversation';
import { KEY_TTL_MS } from '../eventstore/personal-data/data-key-store';
import type { EventStore, ReadStreamOptions } from '../eventstore/port';
import { startRuntime, type Runtime } from '../main/runtime';
import { markedConversation } from '../../tests/support/api-seed';
import { registerUser, type TestUser } from '../../tests/support/test-app';
import { useTestApp } from '../../tests/support/use-test-app';
import { conversationDecider } from './conversation/decider';
import { handleCommand } from './handle-command';

/**
 * A command folds only what its stream got since the last command on it in this process
 * (decided-states.ts). The kept state holds opened personal data, so an erasure must reach it: at
 * once in the process that erased, within the key lifetime in another one.
 */
const app = useTestApp();
let owner: TestUser;
let other: Runtime;
beforeAll(async () => {
  owner = await registerUser(app, { verified: true, plan: 'starter' });
  other = await startRuntime(app.runtime.deps.config, { log: () => undefined });
});
afterAll(async () => {
  await other?.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A store that notes the options of every readStream. */
function readsOf(store: EventStore) {
  const reads: ReadStreamOptions[] = [];
  const watched = Object.assign(Object.create(store) as EventStore, {
    readStream: (stream: string, options: ReadStreamOptions = {}) => {
      reads.push(options);
      return store.readStream(stream, options);
    },
  });
  return { store: watched, reads };
}

/** A conversation command that changes nothing: its answer is the state as decided on. */
const look = (store: EventStore, popId: number) =>
  handleCommand(
    store,
    conversationStream(popId),
    conversationDecider,
    { type: 'UpdateConversation', actorId: owner.id, now: new Date().toISOString() },
    { actor: String(owner.id), tenant: String(owner.id), commandId: randomUUID() },
  );

const newMarker = () => `zq${randomBytes(5).toString('hex')}`;
const conversationOf = (marker: string) =>
  markedConversation(app, owner, marker, {
    company: { naam: 'Thuiszorg West', branche: 'Zorg' },
    firstName: 'Sanne',
    datum_tijd: '2027-01-12T10:00',
  });

describe('the decided state of a stream', () => {
  it('is read past what was folded before, and takes in what another instance appended meanwhile', async () => {
    const marker = newMarker();
    const { popId } = await conversationOf(marker);
    const { store, reads } = readsOf(app.runtime.deps.store);
    expect((await look(store, popId)).state.status).toBe('gepland');
    expect(reads).toEqual([{}]);
    const first = await look(store, popId);
    expect(reads[1]).toEqual({ from: expect.any(Number) });
    const position = reads[1]!.from!;

    await handleCommand(
      other.deps.store,
      conversationStream(popId),
      conversationDecider,
      { type: 'UpdateConversation', status: 'afgerond', report: `Verslag ${marker}`, actorId: owner.id, now: new Date().toISOString() },
      { actor: String(owner.id), tenant: String(owner.id), commandId: randomUUID() },
    );
    const after = await look(store, popId);
    expect(reads[2]).toEqual({ from: position });
    expect(after.state).toMatchObject({ status: 'afgerond', report: `Verslag ${marker}`, goals: first.state.goals });
    expect(reads[3]).toBeUndefined();
    // The same as a fold of the whole stream in a process that kept nothing.
    expect((await look(readsOf(other.deps.store).store, popId)).state).toEqual(after.state);
  });

  it('is frozen in tests: a caller that changes it in place fails instead of spoiling the next command', async () => {
    const { popId } = await conversationOf(newMarker());
    const { state } = await look(app.runtime.deps.store, popId);
    expect(() => {
      (state as { status: string }).status = 'afgerond';
    }).toThrow(TypeError);
  });

  it('is dropped in the process that erases the employee: the next command decides on the placeholders', async () => {
    const marker = newMarker();
    const { employeeId, popId } = await conversationOf(marker);
    expect(JSON.stringify((await look(app.runtime.deps.store, popId)).state)).toContain(marker);
    await app.api.delete(`/api/employees/${employeeId}/personal-data`).set(owner.auth).expect(200);
    const { state } = await look(app.runtime.deps.store, popId);
    expect(state.employeeName).toBe(erasedNames.employee);
    expect(JSON.stringify(state)).not.toContain(marker);
  });

  it('lives in another instance no longer than the keys that opened it', async () => {
    const marker = newMarker();
    const { employeeId, popId } = await conversationOf(marker);
    const elsewhere = readsOf(other.deps.store).store;
    expect(JSON.stringify((await look(elsewhere, popId)).state)).toContain(marker);
    await app.api.delete(`/api/employees/${employeeId}/personal-data`).set(owner.auth).expect(200);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + KEY_TTL_MS + 1);
    const { state } = await look(elsewhere, popId);
    expect(state.employeeName).toBe(erasedNames.employee);
    expect(JSON.stringify(state)).not.toContain(marker);
  });
});
