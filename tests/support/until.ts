/**
 * Waits until `condition` holds, asking again every `everyMs`; after `timeoutMs` it throws, so a
 * test that waits for something that never happens fails instead of hanging.
 */
export async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not reached in time (${timeoutMs} ms)`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
