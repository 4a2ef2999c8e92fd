/** Every conformance case; each backend runs all of them (see conformance.test.ts). */
import { arithCases } from './cases-arith.js';
import { atomicCases } from './cases-atomics.js';
import { controlCases } from './cases-control.js';
import { floatAtomicCases } from './cases-float-atomics.js';
import { mathCases } from './cases-math.js';
import { smallCases } from './cases-small.js';

export const CASES = [
  ...arithCases,
  ...controlCases,
  ...mathCases,
  ...atomicCases,
  ...smallCases,
  ...floatAtomicCases,
];
export type { ConformanceCase } from './case.js';
