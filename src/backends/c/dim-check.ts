/**
 * The C side of shaped arrays' dimension checks (`DimCheckExpr`, `g[r][c]`): `tt_dim` yields the
 * index when it lies in 0 … extent - 1, else records the failure like an out-of-bounds access
 * (site and index; the site names the dimension) and yields 0. Emitted only for kernels that
 * have such checks, so other kernels' code is unchanged.
 */
import type { KernelIR } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import type { CDialect } from './dialect.js';

export function hasDimChecks(k: KernelIR): boolean {
  let found = false;
  visit(k.body, (e) => {
    if (e.kind === 'dimcheck' && e.checked) found = true;
  });
  return found;
}

export function dimCheckHelper(d: CDialect): string {
  const Q = d.fnQualifier;
  return `/* A shaped array's dimension check: the index within its extent, else an out-of-bounds record. */
${Q} int32_t tt_dim(int32_t i, int32_t n, int32_t site, int32_t *err) {
  if ((uint32_t)i < (uint32_t)n) return i;
  tt_oob(err, site, i);
  return 0;
}`;
}
