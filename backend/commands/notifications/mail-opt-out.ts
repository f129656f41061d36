import { mailOptOutCategory, optedOutKinds, type MailOptOutEvent, type NotificationKind } from '../../../events/mail-opt-out';
import { WrongExpectedVersionError, type EventStore } from '../../eventstore/port';
import { randomUUID } from 'node:crypto';

/**
 * Opting out of notification mails (issue 25), per address: the stream is named by the address's
 * keyed hash (Secrets.addressKey), read whole before every notification mail (a few events at most), so
 * a switch takes effect at once, without a read model that could lag behind a click.
 */
export async function optedOut(store: EventStore, addressKey: string): Promise<Set<NotificationKind>> {
  const events = await store.readStream(mailOptOutCategory.streamOf(addressKey));
  return optedOutKinds(events.filter((e) => mailOptOutCategory.is(e)) as unknown as MailOptOutEvent[]);
}

/** Switches one kind off or on; nothing is stored when it already is so. Two clicks at once both succeed. */
export async function setOptOut(
  store: EventStore,
  addressKey: string,
  kind: NotificationKind,
  off: boolean,
  context: { actor: string; via: 'link' | 'profile'; at: string },
): Promise<void> {
  const stream = mailOptOutCategory.streamOf(addressKey);
  for (let attempt = 1; ; attempt++) {
    const events = await store.readStream(stream);
    if (optedOutKinds(events.filter((e) => mailOptOutCategory.is(e)) as unknown as MailOptOutEvent[]).has(kind) === off) return;
    const event: MailOptOutEvent = off
      ? { type: 'MailOptedOut', data: { kind, via: context.via, at: context.at } }
      : { type: 'MailOptedIn', data: { kind, at: context.at } };
    const expected = events.length ? events[events.length - 1]!.streamPosition : 'no_stream';
    try {
      await store.appendToStream(
        stream,
        [{ id: randomUUID(), ...mailOptOutCategory.versioned(event), metadata: { actor: context.actor } }],
        {
          expected,
        },
      );
      return;
    } catch (err) {
      // Someone else switched it meanwhile (a mail program's one click and the person's own): look again.
      if (!(err instanceof WrongExpectedVersionError) || attempt >= 3) throw err;
    }
  }
}
