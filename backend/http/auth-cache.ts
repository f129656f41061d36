import createSubscriber, { type Subscriber } from 'pg-listen';
import type { HrUserRow } from '../projections/hr-user/tables';
import type { Membership } from '../projections/workspace/queries';

/** The read model announces a change of what a session depends on (hr-users projection, a trigger). */
export const AUTH_CHANGED_CHANNEL = 'hr_user_auth_changed';
/** A safety net: even without a notification, an entry is read again after this long. */
const MAX_AGE_MS = 60_000;

/** The account's row and its workspaces (the workspace read model notifies on the same channel). */
type AuthRow = Pick<HrUserRow, 'id' | 'name' | 'is_admin' | 'verified' | 'token_version' | 'revoked_sessions'> & {
  memberships: readonly Membership[];
};

/**
 * The account rows that every signed-in request checks its token against, kept in memory so a request
 * does not need a database round trip for it. PostgreSQL tells every instance when a row changes
 * (LISTEN/NOTIFY, sent by the read model's trigger in the transaction that changes it), so a password
 * change ends older sessions here as soon as the read model shows it. While the LISTEN connection is
 * down nothing is cached: correctness first.
 */
export class AuthCache {
  private readonly rows = new Map<number, { row: AuthRow; at: number }>();
  private subscriber: Subscriber | undefined;
  private listening = false;
  /**
   * A read that began before a notification may finish after it, carrying the old row: it must not be
   * kept. Every invalidation gets a number; a read keeps its row only when nothing for its id (or for
   * all) was invalidated since it began.
   */
  private generation = 0;
  private clearedAt = 0;
  private readonly invalidatedAt = new Map<number, number>();
  private reading = 0;

  constructor(private readonly connectionString: string) {}

  async start(): Promise<void> {
    const subscriber = createSubscriber(
      { connectionString: this.connectionString },
      { retryLimit: Infinity, retryTimeout: Infinity, retryInterval: 500, paranoidChecking: 10_000 },
    );
    this.subscriber = subscriber;
    subscriber.notifications.on(AUTH_CHANGED_CHANNEL, (payload: unknown) => {
      const id = Number(payload);
      if (Number.isInteger(id)) this.forget(id);
      else this.clear();
    });
    const down = () => {
      this.listening = false;
      this.clear();
    };
    subscriber.events.on('error', down);
    subscriber.events.on('reconnect', down);
    // After a reconnect the channel is listened to again before 'connected'; the first time, after listenTo below.
    subscriber.events.on('connected', () => {
      this.clear();
      this.listening = subscriber.getSubscribedChannels().includes(AUTH_CHANGED_CHANNEL);
    });
    try {
      await subscriber.connect();
      await subscriber.listenTo(AUTH_CHANGED_CHANNEL);
      this.listening = true;
    } catch {
      down();
    }
  }

  get(id: number): AuthRow | undefined {
    const entry = this.rows.get(id);
    if (!entry || !this.listening) return undefined;
    if (Date.now() - entry.at > MAX_AGE_MS) {
      this.rows.delete(id);
      return undefined;
    }
    return entry.row;
  }

  /**
   * The row of `id` from memory, else from `read`, kept for the next request unless a notification
   * for it arrived while it was being read (then that read may have seen the row before the change).
   */
  async load(id: number, read: () => Promise<AuthRow | undefined>): Promise<AuthRow | undefined> {
    const cached = this.get(id);
    if (cached) return cached;
    const began = this.generation;
    this.reading++;
    try {
      const row = await read();
      const stale = (this.invalidatedAt.get(id) ?? 0) > began || this.clearedAt > began;
      if (row && this.listening && !stale) this.rows.set(id, { row, at: Date.now() });
      return row;
    } finally {
      // Only reads in flight compare against the numbers: with none left they can go.
      if (--this.reading === 0) this.invalidatedAt.clear();
    }
  }

  /** This process changed the account itself, or a notification said so: read it again next time. */
  forget(id: number): void {
    this.invalidatedAt.set(id, ++this.generation);
    this.rows.delete(id);
  }

  private clear(): void {
    this.clearedAt = ++this.generation;
    this.rows.clear();
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.clear();
    await this.subscriber?.close().catch(() => undefined);
  }
}
