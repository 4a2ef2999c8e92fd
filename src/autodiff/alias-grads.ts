/**
 * The gradient arguments of one adjoint launch when the recorded launch took the same array
 * through two parameters (`np.multiply(v, v)`, a kernel given `x` twice): an adjoint cannot write
 * one array through two parameters (LAUNCH_ALIASED_ARRAYS), so every parameter after the first
 * gets a zeroed temporary, added into the array's gradient after the adjoint ran.
 */
import type { NDArray } from '../runtime/ndarray.js';
import { expandedGradient } from './broadcast-adjoint.js';
import { type GradTarget, sumMiddle } from './op-rules.js';

export class GradArgs {
  private readonly taken = new Set<NDArray>();
  /** The additions of the temporaries, to run after the adjoint's launch. */
  readonly after: (() => Promise<unknown>)[] = [];

  constructor(
    private readonly gradOf: (a: NDArray) => NDArray,
    private readonly gradToWrite: (a: NDArray) => GradTarget,
  ) {}

  /** The array the adjoint writes `a`'s gradient into for one parameter. */
  of(a: NDArray): NDArray {
    const g = this.gradOf(a);
    if (!this.taken.has(g)) {
      this.taken.add(g);
      return g;
    }
    const t = expandedGradient(a, a.shape, true);
    this.after.push(() => sumMiddle(t, this.gradToWrite(a), 1, a.length).finally(() => t.dispose()));
    return t;
  }
}
