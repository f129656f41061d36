/**
 * Runs `work` once the request has its answer: work that only some callers cause (a known address, a
 * right password) would otherwise show in the response time. A failure is logged; the caller's answer
 * never depended on it.
 */
export function afterAnswer(what: string, work: () => Promise<unknown>): void {
  setImmediate(() => {
    work().catch((err: unknown) => console.error(`${what} failed after the answer:`, err));
  });
}
