/**
 * Whether `work` went well, when nothing else of it matters: a file that is there (`fs.stat`), a folder made,
 * a lock let go, a statement that ran. Its error is dropped: use it only where failing is an answer.
 */
export const succeeds = (work: PromiseLike<unknown>): Promise<boolean> =>
  Promise.resolve(work).then(
    () => true,
    () => false,
  );
