/** What a promise rejects with, for tests that inspect the error. */

/** What `p` rejects with; throws if it resolves. */
export async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}
