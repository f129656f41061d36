import type { EventProtection } from './personal-data/protection';
import type { RecordedEvent } from './port';
import type { UpcasterRegistry } from './upcasters';

/**
 * Stored events as today's contract reads them, changed in place and handed back: personal fields
 * decrypted first (one key lookup for the batch), then lifted by the upcasters. The adapters' read
 * path, and that of any reader of the stored rows beside them.
 */
export async function openAndUpcast(
  events: RecordedEvent[],
  protection: EventProtection,
  upcasters: UpcasterRegistry,
): Promise<RecordedEvent[]> {
  await protection.open(events);
  for (const event of events) upcasters.upcast(event);
  return events;
}
