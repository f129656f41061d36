import type { EventStore } from '../eventstore/port';
import type { Pool } from '../platform/db';

/** Longest sleep between looks: a row another instance scheduled is seen within this. */
export const DUE_POLL_MS = 60_000;
/** How long a claimed row stays with the instance that took it (the lease of `FOR UPDATE SKIP LOCKED`). */
export const CLAIM_SECONDS = 60;
/** Rows claimed per look; a full batch means more may be due, so the loop looks again at once. */
export const DUE_BATCH = 50;

/** What a scheduler of the store's streams works with; `clock` is read at every look, so a test can move it. */
export interface SchedulerOptions {
  pool: Pool;
  store: EventStore;
  clock: () => Date;
  log: (line: string) => void;
}

/** How long to sleep until `next` is due (by `now`), never longer than a poll. */
export const delayUntil = (next: Date | null | undefined, now: Date) =>
  next ? Math.min(DUE_POLL_MS, Math.max(0, next.getTime() - now.getTime()) + 50) : DUE_POLL_MS;

export interface DueLoop {
  /** Looks now (after the reactor scheduled something, or in a test that moved the clock). */
  wake(): void;
  stop(): Promise<void>;
}

/** A claimed-once scheduler: its loop, and one look at what is due at the clock's now, answering how many it handled. */
export interface DueScheduler extends DueLoop {
  runDue(): Promise<number>;
}

/**
 * The timer of a claimed-once scheduler (plan expiry, reminders, the weekly digest, retention): looks at
 * once, runs `runDue` again while it claimed a full batch, then sleeps until `nextDelay`; a failure is
 * logged and the next look comes after `retryMs`. Looks never overlap; `stop` waits for the one running.
 */
export function startDueLoop(options: {
  name: string;
  runDue: () => Promise<unknown>;
  /** Whether the last `runDue` claimed a whole batch. */
  batchWasFull: () => boolean;
  nextDelay: () => Promise<number>;
  /** The pause after a failed look: a poll, unless the scheduler looks rarer than that (retention, daily). */
  retryMs?: number;
  log: (line: string) => void;
}): DueLoop {
  const { name, runDue, batchWasFull, nextDelay, retryMs = DUE_POLL_MS, log } = options;
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let busy: Promise<unknown> = Promise.resolve();

  function schedule(delay: number) {
    clearTimeout(timer);
    if (running) timer = setTimeout(wake, delay);
  }

  function wake() {
    busy = busy
      .then(async () => {
        if (!running) return;
        do await runDue();
        while (batchWasFull() && running);
        schedule(await nextDelay());
      })
      .catch((err: Error) => {
        log(`${name}: ${err.message}`);
        schedule(retryMs);
      });
  }

  wake();
  return {
    wake,
    async stop() {
      running = false;
      clearTimeout(timer);
      await busy.catch(() => undefined);
    },
  };
}
