import type { Checkpoint, EventStore, ReadAllOptions, ReadAllResult } from './port';

/**
 * Every page of readAll from `from` on, read ahead: while the caller works on one page, the next is
 * being opened (personal data decrypted, in the unseal worker for large pages) and the one after it
 * read from the store. Three steps of three pages at once instead of one after the other: a rebuild
 * then costs the slowest step per page, not their sum. Stores without the two-step read
 * (readAllStored/openStored) are read one page ahead. Ends at the first empty page.
 */
export async function* readAhead(
  store: EventStore,
  from: Checkpoint | null,
  max: number,
  options?: ReadAllOptions,
): AsyncGenerator<ReadAllResult> {
  if (!store.readAllStored || !store.openStored) {
    let next = store.readAll(from, max, options);
    try {
      for (;;) {
        const page = await next;
        if (!page.events.length) return;
        next = store.readAll(page.checkpoint, max, options);
        yield page;
      }
    } finally {
      next.catch(() => undefined);
    }
  }
  const readStored = store.readAllStored.bind(store);
  const openStored = store.openStored.bind(store);
  let stored = readStored(from, max, options);
  let opening: Promise<ReadAllResult> | undefined;
  try {
    for (;;) {
      const page = await stored;
      const ready = opening;
      opening = undefined;
      if (page.events.length) {
        stored = readStored(page.checkpoint, max, options);
        opening = openStored(page.events).then((events) => ({ events, checkpoint: page.checkpoint }));
      }
      if (ready) yield await ready;
      if (!page.events.length) return;
    }
  } finally {
    // A caller that stops early leaves reads in flight: they end unobserved, never as an unhandled rejection.
    stored.catch(() => undefined);
    opening?.catch(() => undefined);
  }
}
