import type { Limit } from '../../backend/platform/rate-limit';

/** The fixed window of `limit` that holds `at`: rate-limit.ts aligns windows to the epoch, so they turn every quarter hour, hour or midnight UTC. */
export const windowOf = (limit: Pick<Limit, 'windowSeconds'>, at = Date.now()) => Math.floor(at / (limit.windowSeconds * 1000));

/**
 * Runs `scenario`, whose assertions need every count against `limit` in one window; when it fails and
 * that window turned while it ran (whenever the suite happens to run then), the counts were split over
 * two windows, so it runs once more, in the new window, where it has a whole window to itself. A
 * failure without a turn fails at once. The scenario must start afresh each time: its own account,
 * address, feed or app, so no count of the first run is counted again.
 */
export async function inOneWindow<T>(limit: Pick<Limit, 'windowSeconds'>, scenario: () => Promise<T>): Promise<T> {
  const started = windowOf(limit);
  try {
    return await scenario();
  } catch (err) {
    if (windowOf(limit) === started) throw err;
    return scenario();
  }
}
