/**
 * Offset ranges: `launch([h, w], args, { offset: [1, 1] })` runs the indices offset … offset +
 * range - 1 (an interior range without hand-shifted indices). A launch with a non-zero offset
 * runs the kernel's *offset variant*: the same IR whose launch indices read `index + offset`,
 * with the offsets passed as hidden i32 scalar parameters (one compiled variant for every offset).
 * Work-group ids (`g.local`, `g.group`, `g.groups`) are those of the un-offset range: the global
 * id is `group * size + local + offset`, as CUDA code that adds its own base does.
 */
import { LaunchArgumentError } from '../errors/errors.js';
import type { Expr, IRParam, KernelIR } from '../ir/nodes.js';
import { mapExprs } from '../ir/walk.js';

/**
 * The launch's offset per dimension (all zero when none is given). It must have the range's rank
 * and hold non-negative integers with offset + extent ≤ 2^31 - 1 (indices stay i32).
 */
export function launchOffset(kernel: string, offset: unknown, extents: readonly number[]): number[] {
  if (offset === undefined) return extents.map(() => 0);
  // a 1-D launch's offset as a number (jacobi-1d's loop): checked without a list or a closure
  if (typeof offset === 'number' && extents.length === 1 && validOffset(offset, extents[0] ?? 0))
    return [offset];
  const list =
    typeof offset === 'number' ? [offset] : Array.isArray(offset) ? [...(offset as unknown[])] : null;
  const rank = extents.length;
  const expected = rank === 1 ? 'a number or [n]' : `[${['d', 'h', 'w'].slice(3 - rank).join(', ')}]`;
  if (!list || list.length !== rank) {
    throw new LaunchArgumentError(
      'LAUNCH_BAD_OFFSET',
      `kernel '${kernel}' runs a ${rank}-D range, so its offset must be ${expected}; got ${JSON.stringify(offset)}`,
    );
  }
  for (let d = 0; d < list.length; d++) {
    const o = list[d];
    if (!validOffset(o, extents[d] ?? 0)) {
      throw new LaunchArgumentError(
        'LAUNCH_BAD_OFFSET',
        `kernel '${kernel}': offsets must be non-negative integers with offset + range ≤ 2^31-1; got ${JSON.stringify(offset)} in dimension ${d}`,
      );
    }
  }
  return list as number[];
}

/** A non-negative integer offset `o` with o + extent ≤ 2^31 - 1 (indices stay i32). */
function validOffset(o: unknown, extent: number): o is number {
  return typeof o === 'number' && Number.isInteger(o) && o >= 0 && extent + o <= 2 ** 31 - 1;
}

/** The IR names of the hidden offset parameters, after every parameter of `ir`. */
function offsetParams(ir: KernelIR): IRParam[] {
  const taken = new Set(ir.params.map((p) => p.name));
  const out: IRParam[] = [];
  for (let d = 0; d < ir.rank; d++) {
    let name = `tt_offset${d}`;
    for (let k = 1; taken.has(name); k++) name = `tt_offset${d}_${k}`;
    out.push({ name, sourceName: `(offset ${d})`, type: 'i32', isArray: false });
  }
  return out;
}

const variants = new WeakMap<KernelIR, KernelIR>();

/** The offset variant of `ir` (one object per IR, so the compile memo finds it again). */
export function offsetVariant(ir: KernelIR): KernelIR {
  let v = variants.get(ir);
  if (v) return v;
  const hidden = offsetParams(ir);
  const shift = (e: Expr): Expr => {
    const p = e.kind === 'index' ? hidden[e.dim] : undefined;
    if (!p || e.kind !== 'index') return e;
    const off: Expr = { kind: 'param', type: 'i32', name: p.name };
    return { kind: 'binary', type: 'i32', op: 'add', left: e, right: off, ...(e.loc ? { loc: e.loc } : {}) };
  };
  v = { ...ir, params: [...ir.params, ...hidden], body: mapExprs(ir.body, shift) };
  variants.set(ir, v);
  return v;
}
