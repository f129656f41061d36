import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { employeeSubject, idFrom } from '../../events/data-subjects';
import type { PersonalPart } from '../../events/personal-data';
import type { Checkpoint, EventStore, NewEvent, RecordedEvent } from '../../backend/eventstore/port';
import type { ConformanceTools } from './eventstore-conformance-tools';
import { DataKeyStore, ErasedSubjectError } from '../../backend/eventstore/personal-data/data-key-store';
import { ENVELOPE, PersonalDataProtection, type EventProtection } from '../../backend/eventstore/personal-data/protection';
import type { Pool } from '../../backend/platform/db';

/** What the personal-data tests borrow from the main suite (eventstore-conformance.ts). */
export interface PersonalDataSuiteTools extends Pick<ConformanceTools, 'newStream' | 'readAllOf'> {
  /** The store without protection: sees what is stored. */
  store: () => EventStore;
  /** A second store on the same data that seals and opens with `protection`. */
  openProtected: (protection: EventProtection) => Promise<{ store: EventStore; cleanup: () => Promise<void> }>;
  /** The PostgreSQL database where the data keys live (apart from the events, on both adapters). */
  keyPool: () => Pool;
}

/** A test contract: `PersonDescribed` carries one person's name, address and note, `person` says whose. */
const rules: Record<string, readonly PersonalPart[]> = {
  PersonDescribed: [
    {
      subject: (ctx) => employeeSubject(idFrom(ctx.data.person)!, 1),
      fields: { name: 'employeeName', email: 'email', note: 'text' },
    },
  ],
  PeopleListed: [
    {
      subject: (_ctx, element) => employeeSubject(idFrom(element?.person)!, 1),
      fields: { email: 'email' },
      inEach: 'people',
    },
  ],
};

const personId = () => 1 + (randomBytes(4).readUInt32BE(0) % 1_000_000_000);
const described = (person: number, marker: string): NewEvent => ({
  id: crypto.randomUUID(),
  type: 'PersonDescribed',
  data: { person, name: `Naam ${marker}`, email: `${marker}@example.nl`, note: `Notitie ${marker}`, progress: 7 },
});

export function describePersonalData(tools: PersonalDataSuiteTools): void {
  describe('personal data (crypto-shredding)', () => {
    const withProtected = async (work: (store: EventStore, keys: DataKeyStore) => Promise<void>) => {
      const keys = await DataKeyStore.open(tools.keyPool(), randomBytes(32));
      const opened = await tools.openProtected(new PersonalDataProtection(keys, rules));
      try {
        await work(opened.store, keys);
      } finally {
        await opened.cleanup();
      }
    };

    it('stores personal fields only as ciphertext, keeps the others plain, and reads them back plain', async () => {
      await withProtected(async (store) => {
        const marker = `m${randomBytes(6).toString('hex')}`;
        const stream = tools.newStream('pii');
        const event = described(personId(), marker);
        const start = await store.appendToStream(tools.newStream('marker'), [{ id: crypto.randomUUID(), type: 'T', data: {} }], {
          expected: 'no_stream',
        });
        await store.appendToStream(stream, [event], { expected: 'no_stream' });
        const [raw] = await tools.store().readStream(stream);
        expect(JSON.stringify(raw!.data)).not.toContain(marker);
        expect(raw!.data).toMatchObject({ person: event.data.person, progress: 7 });
        expect(raw!.data[ENVELOPE]).toBeDefined();
        expect(event.data.name).toBe(`Naam ${marker}`); // the caller's event is not changed
        expect((await store.readStream(stream))[0]!.data).toEqual(event.data);
        const { events } = await tools.readAllOf(store, start.checkpoint, [stream], 1);
        expect(events[0]!.data).toEqual(event.data);
      });
    });

    it("after the subject's key is erased reads placeholders in readStream and readAll, and leaves other subjects readable", async () => {
      await withProtected(async (store, keys) => {
        const [erased, kept] = [personId(), personId()];
        const stream = tools.newStream('pii-erase');
        const start = await store.appendToStream(tools.newStream('marker'), [{ id: crypto.randomUUID(), type: 'T', data: {} }], {
          expected: 'no_stream',
        });
        const keptEvent = described(kept, 'bewaard');
        await store.appendToStream(stream, [described(erased, 'weg'), keptEvent], { expected: 'no_stream' });
        // Read once while the key exists: a store that keeps streams between reads must not keep them opened.
        expect((await store.readStream(stream))[0]!.data).toMatchObject({ name: 'Naam weg', email: 'weg@example.nl' });
        expect(await keys.erase({ kind: 'employee', id: erased }, new Date())).toEqual([`employee:${erased}`]);
        const placeholder = {
          person: erased,
          name: 'Verwijderde medewerker',
          email: `verwijderd.employee.${erased}@verwijderd.invalid`,
          note: '',
          progress: 7,
        };
        expect((await store.readStream(stream)).map((e) => e.data)).toEqual([placeholder, keptEvent.data]);
        const { events } = await tools.readAllOf(store, start.checkpoint, [stream], 2);
        expect(events.map((e) => e.data)).toEqual([placeholder, keptEvent.data]);
        // Another process that still holds the key in memory: a fresh store on the same keys table.
        const fresh = await DataKeyStore.open(tools.keyPool(), randomBytes(32));
        expect((await fresh.keysFor([`employee:${erased}`])).get(`employee:${erased}`)).toBeNull();
      });
    });

    it('seals every stream of appendToStreams, and elements of an array each under their own subject', async () => {
      await withProtected(async (store, keys) => {
        const [a, b] = [personId(), personId()];
        const [s1, s2] = [tools.newStream('pii-batch'), tools.newStream('pii-batch')];
        const listed: NewEvent = {
          id: crypto.randomUUID(),
          type: 'PeopleListed',
          data: {
            people: [
              { person: a, email: 'a-lijst@example.nl' },
              { person: b, email: 'b-lijst@example.nl' },
            ],
          },
        };
        await store.appendToStreams([
          { stream: s1, events: [described(a, 'batch-a')], expected: 'no_stream' },
          { stream: s2, events: [listed], expected: 'no_stream' },
        ]);
        const raw =
          JSON.stringify((await tools.store().readStream(s1))[0]!.data) + JSON.stringify((await tools.store().readStream(s2))[0]!.data);
        expect(raw).not.toMatch(/batch-a|lijst@/);
        await keys.erase({ kind: 'employee', id: a }, new Date());
        expect((await store.readStream(s2))[0]!.data).toEqual({
          people: [
            { person: a, email: `verwijderd.employee.${a}@verwijderd.invalid` },
            { person: b, email: 'b-lijst@example.nl' },
          ],
        });
      });
    });

    it('opens large pages (worker thread, read-ahead) exactly like small ones: every event once, in order, decrypted', async () => {
      await withProtected(async (store) => {
        const start = await store.appendToStream(tools.newStream('marker'), [{ id: crypto.randomUUID(), type: 'T', data: {} }], {
          expected: 'no_stream',
        });
        const streams = Array.from({ length: 5 }, () => tools.newStream('pii-large'));
        const people = streams.map(() => personId());
        const written = streams.map((stream, s) => ({
          stream,
          events: Array.from({ length: 500 }, (_, i) => described(people[s]!, `groot-${s}-${i}`)),
        }));
        await store.appendToStreams(written.map(({ stream, events }) => ({ stream, events, expected: 'no_stream' as const })));
        const seen: RecordedEvent[] = [];
        let checkpoint: Checkpoint | null = start.checkpoint;
        const deadline = Date.now() + 15_000;
        while (seen.filter((e) => streams.includes(e.streamId)).length < 2500 && Date.now() < deadline) {
          const page = await store.readAll(checkpoint, 1000);
          seen.push(...page.events);
          checkpoint = page.checkpoint;
          if (!page.events.length) await new Promise((r) => setTimeout(r, 20));
        }
        const ours = seen.filter((e) => streams.includes(e.streamId));
        expect(ours.map((e) => e.id)).toEqual(written.flatMap((w) => w.events.map((e) => e.id)));
        expect(ours.map((e) => e.data)).toEqual(written.flatMap((w) => w.events.map((e) => e.data)));
      });
    });

    it('refuses new personal data of an erased subject, and stores nothing', async () => {
      await withProtected(async (store, keys) => {
        const person = personId();
        await keys.erase({ kind: 'employee', id: person }, new Date());
        const stream = tools.newStream('pii-refused');
        await expect(store.appendToStream(stream, [described(person, 'te-laat')], { expected: 'any' })).rejects.toBeInstanceOf(
          ErasedSubjectError,
        );
        expect(await store.readStream(stream)).toEqual([]);
      });
    });
  });
}
