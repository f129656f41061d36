import { ChangeNotVisibleError } from '../platform/errors';

/** How long a route's answer waits beyond the command's own read-your-writes wait for what it just wrote. */
const AFTER_WRITE_MS = 10_000;
const LOOK_EVERY_MS = 50;

/**
 * What a command route answers with, read from the read model right after its command succeeded. The
 * command's wait for the read model is bounded (a large import in another workspace can keep the
 * projections busy longer); then the row is ours but not there yet, which is no 404 (the user would
 * create it again): look a while longer, then 503 saying the change is kept.
 */
export async function readAfterWrite<T>(read: () => Promise<T | null | undefined>, projection: string): Promise<T> {
  const deadline = Date.now() + AFTER_WRITE_MS;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() >= deadline) throw new ChangeNotVisibleError('late', projection);
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
}
