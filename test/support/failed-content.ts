/**
 * What a failed launch left in an array's memory, for the tests of what a failing kernel stored
 * (items before the failing one ran, the failing store did not happen). The array is failed
 * (docs/memory.md#failed-arrays): its reads reject, so this clears the failure first.
 */
import type * as tt from '../../src/index.js';

export async function contentDespiteFailure(x: tt.NDArray): Promise<number[]> {
  await x.read().then(
    () => {
      throw new Error('expected a failed array');
    },
    () => {},
  );
  // FailureState's private `failure` field, on the array (not a view): tests only
  (x as unknown as { failure: unknown }).failure = undefined;
  return Array.from((await x.read()) as ArrayLike<number>);
}

/** The array's content whether or not a failed launch left it failed (the failure is cleared first). */
export function readEvenIfFailed<N extends tt.ArrayDTypeName>(
  x: tt.NDArray<N>,
): ReturnType<tt.NDArray<N>['read']> {
  // FailureState's private `failure` field, on the array (not a view): tests only
  (x as unknown as { failure: unknown }).failure = undefined;
  return x.read();
}
