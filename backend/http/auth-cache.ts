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

  constructor(private readonly connectionString: string) {}

  async start(): Promise<void> {
    const subscriber = createSubscriber(
      { connectionString: this.connectionString },
      { retryLimit: Infinity, retryTimeout: Infinity, retryInterval: 500, paranoidChecking: 10_000 },
    );
    this.subscriber = subscriber;
    subscriber.notifications.on(AUTH_CHANGED_CHANNEL, (payload: unknown) => {
      const id = Number(payload);
      if (Number.isInteger(id)) this.rows.delete(id);
      else this.rows.clear();
    });
    const down = () => {
      this.listening = false;
      this.rows.clear();
    };
    subscriber.events.on('error', down);
    subscriber.events.on('reconnect', down);
    // After a reconnect the channel is listened to again before 'connected'; the first time, after listenTo below.
    subscriber.events.on('connected', () => {
      this.rows.clear();
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

  set(row: AuthRow): void {
    if (this.listening) this.rows.set(row.id, { row, at: Date.now() });
  }

  /** This process changed the account itself: do not wait for the notification. */
  forget(id: number): void {
    this.rows.delete(id);
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.rows.clear();
    await this.subscriber?.close().catch(() => undefined);
  }
}
