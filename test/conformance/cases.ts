/** Every conformance case; each backend runs all of them (see conformance.test.ts). */
import { arithCases } from './cases-arith.js';
import { atomicCases } from './cases-atomics.js';
import { controlCases } from './cases-control.js';
import { deepCases } from './cases-deep.js';
import { earlyReturnCases } from './cases-early-return.js';
import { exactF32Cases } from './cases-exact-f32.js';
import { fenceCases } from './cases-fences.js';
import { floatAtomicCases } from './cases-float-atomics.js';
import { fmodCases } from './cases-fmod.js';
import { intConversionCases } from './cases-int-conversion.js';
import { literalCases } from './cases-literals.js';
import { mathCases } from './cases-math.js';
import { mixedIntCases } from './cases-mixed-int.js';
import { onceCases } from './cases-once.js';
import { rngCases } from './cases-rng.js';
import { smallCases } from './cases-small.js';
import { specialCases } from './cases-special.js';
import { subgroupCases } from './cases-subgroups.js';
import { workgroupCases } from './cases-workgroups.js';

export const CASES = [
  ...arithCases,
  ...controlCases,
  ...mathCases,
  ...atomicCases,
  ...smallCases,
  ...floatAtomicCases,
  ...onceCases,
  ...literalCases,
  ...mixedIntCases,
  ...earlyReturnCases,
  ...fmodCases,
  ...deepCases,
  ...specialCases,
  ...workgroupCases,
  ...fenceCases,
  ...subgroupCases,
  ...exactF32Cases,
  ...rngCases,
  ...intConversionCases,
];
export type { ConformanceCase } from './case.js';
