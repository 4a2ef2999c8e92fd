/**
 * Kernels whose adjoint tutti refuses before generating it: constructs the generator does not
 * handle yet, console.log (its records would be replayed), and an array both read and written by
 * the kernel (the reverse sweep would read the overwritten values: write the result to another
 * array), atomics (no derivative, and a replay would repeat them). Loops are checked while
 * linearizing.
 */
import { AutodiffError } from '../errors/autodiff.js';
import { arrayAccess } from '../ir/analysis.js';
import type { KernelIR } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';

export function refuseUnsupported(k: KernelIR): void {
  const refuse = (what: string) => {
    throw new AutodiffError('AUTODIFF_UNSUPPORTED', k.name, what);
  };
  if (k.workgroup || k.groupLoops || k.shared?.length)
    refuse('work-group kernels are not differentiable yet');
  if (k.private?.length) refuse('private arrays (new Float32Array(K)) are not differentiable yet');
  if (k.prints)
    throw new AutodiffError(
      'AUTODIFF_NOT_DIFFERENTIABLE',
      k.name,
      'console.log in a differentiable kernel',
      undefined,
      'remove the console.log calls',
    );
  const shaped = k.params.find((p) => p.shapeOf || p.rank);
  if (shaped)
    refuse(
      `shaped array '${shaped.shapeOf?.array ?? shaped.sourceName}' (tt.arrayOf(dtype, rank)); index a flat array instead`,
    );
  let atomic: { op: string; loc: { line: number; column: number } | undefined } | undefined;
  visit(k.body, (e) => {
    if (!atomic && e.kind === 'atomic') atomic = { op: e.op, loc: e.loc ?? k.sites[e.site]?.loc };
  });
  if (atomic)
    throw new AutodiffError(
      'AUTODIFF_NOT_DIFFERENTIABLE',
      k.name,
      `Atomics.${atomic.op} has no derivative (and replaying it would repeat its effect)`,
      atomic.loc,
      'accumulate in a local, or write each item its own element',
    );
  for (const [name, access] of arrayAccess(k)) {
    if (access !== 'readwrite') continue;
    const p = k.params.find((q) => q.name === name);
    let loc: { line: number; column: number } | undefined;
    visit(
      k.body,
      () => {},
      (s) => {
        if (!loc && s.kind === 'store' && s.array === name) loc = s.loc ?? k.sites[s.site]?.loc;
      },
    );
    throw new AutodiffError(
      'AUTODIFF_OVERWRITE',
      k.name,
      `array '${p?.sourceName ?? name}' is read and written by the kernel: its gradient needs the values the writes overwrite`,
      loc,
      'write the result into another array',
    );
  }
}
