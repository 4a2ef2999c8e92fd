/** tt.np: a NumPy/dpnp-style array API on every device (docs/np.md). */

export { broadcastShapes } from './broadcast.js';
export * from './creation.js';
export * from './elementwise-api.js';
export * from './linalg.js';
export { type NpDType, promoteTypes, resultType as resultTypeOf } from './promote.js';
export * as random from './random.js';
export * from './reduce.js';
export * from './scan.js';
export * from './shape.js';
export * from './slicing.js';
export * from './sort.js';
export { copy, expand_dims, ravel, reshape, squeeze } from './views.js';

import './strided-copies.js';

import './methods.js';
