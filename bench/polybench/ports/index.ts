/** Every ported PolyBench/C 4.2.1 kernel, in PolyBench's category order. */
import type { PolyKernel } from '../types.js';
import { BLAS } from './blas.js';
import { DATAMINING } from './datamining.js';
import { KERNELS } from './kernels.js';
import { MEDLEY } from './medley.js';
import { SOLVERS } from './solvers.js';
import { STENCILS } from './stencils.js';

export const POLYBENCH: readonly PolyKernel[] = [
  ...DATAMINING,
  ...BLAS,
  ...KERNELS,
  ...SOLVERS,
  ...MEDLEY,
  ...STENCILS,
];
