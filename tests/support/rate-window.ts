import { windowStart, type Limit } from '../../backend/platform/rate-limit';

/**
 * Runs `scenario`, whose assertions need every count against `limit` in one window; when it fails and
 * that window turned while it ran (whenever the suite happens to run then), the counts were split over
 * two windows, so it runs once more, in the new window, where it has a whole window to itself. A
 * failure without a turn fails at once. The scenario must start afresh each time: its own account,
 * address, feed or app, so no count of the first run is counted again.
 */
export async function inOneWindow<T>(limit: Pick<Limit, 'windowSeconds'>, scenario: () => Promise<T>): Promise<T> {
  const started = windowStart(limit, Date.now());
  try {
    return await scenario();
  } catch (err) {
    if (windowStart(limit, Date.now()) === started) throw err;
    return scenario();
  }
}
