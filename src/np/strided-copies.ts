/**
 * The copies the runtime makes of a strided view where it needs contiguous memory (a tt.kernel
 * launch, a task such as tt.matmul's, read(), to(), astype()): tt.np's elementwise copy kernel
 * reading the view at its layout (gather), and writing a copy back into it (scatter) after a
 * kernel that wrote the view. Each is one launch, counted in stats().viewCopies by the runtime.
 */

import { InternalError } from '../errors/errors.js';
import { NDArray } from '../runtime/ndarray.js';
import { installStridedCopies } from '../runtime/strided.js';
import { npDTypeOf } from './dtypes.js';
import { apply } from './elementwise.js';
import { layoutOf } from './layout.js';
import { castUfunc } from './ufuncs.js';

function asArray(x: unknown): NDArray {
  if (!(x instanceof NDArray)) throw new InternalError('a strided view that is not an NDArray');
  return x;
}

installStridedCopies({
  gather(given: unknown) {
    const view = asArray(given);
    return apply('a strided view', castUfunc(npDTypeOf(view)), [view], { flatShape: view.shape });
  },
  scatter(given: unknown, from: unknown) {
    const view = asArray(given);
    const l = layoutOf(view);
    if (view.length === 0) return;
    const zeroD = view.shape.length === 0;
    apply('a strided view', castUfunc(npDTypeOf(view)), [asArray(from)], {
      shape: zeroD ? [1] : view.shape,
      into: { out: l.root, offset: l.offset, strides: zeroD ? [0] : l.strides },
    });
  },
});
