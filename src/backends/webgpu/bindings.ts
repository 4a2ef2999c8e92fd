/**
 * How a kernel's parameters reach the shader: binding 0 is a uniform struct with the launch
 * extents, every array's length and every scalar parameter (bools as u32); each array parameter is
 * one storage buffer (read-only when the kernel never writes it); checked kernels get one more
 * storage buffer where the first out-of-bounds access is recorded.
 */
import { arrayAccess, usesAtomics } from '../../ir/analysis.js';
import type { KernelIR, ScalarType } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import type { SmallDTypeName } from '../../types/dtype.js';

export interface ArrayBinding {
  readonly name: string;
  readonly binding: number;
  readonly type: ScalarType;
  readonly writable: boolean;
  /** Declared array<atomic<T>>: every access goes through atomic builtins. */
  readonly atomic: boolean;
  /**
   * 8/16-bit elements, packed little-endian into u32 words (WGSL storage has no smaller type):
   * every access goes through the ldw_/stw_ helpers; a writable one is array<atomic<u32>> so that
   * items writing neighbouring elements of one word never lose each other's writes.
   */
  readonly storage?: SmallDTypeName;
  /** A work-group shared array (`var<workgroup>`, no binding: `binding` is -1). */
  readonly workgroup?: { readonly length: number };
  /** With `workgroup`: a private per-item array instead (`var<private>`, zeroed per invocation). */
  readonly private?: true;
}

export interface UniformField {
  readonly field: string;
  /** The WGSL type in the struct (bool params travel as u32). */
  readonly wgsl: 'u32' | 'i32' | 'f32';
  /** Filled from: launch extents, an array's length, or a scalar parameter. */
  readonly source:
    | { readonly kind: 'extent'; readonly dim: number }
    | { readonly kind: 'total' }
    /** Always 0, but opaque to the shader compiler (see nofma in prelude.ts). */
    | { readonly kind: 'zero' }
    /** A constant (the length of a work-group shared array). */
    | { readonly kind: 'constant'; readonly value: number }
    | { readonly kind: 'length'; readonly param: number }
    /** The watchdog's back-edge budget of a launch with a timeout (watchdog.ts). */
    | { readonly kind: 'budget' }
    | { readonly kind: 'scalar'; readonly param: number };
}

export interface BindingLayout {
  readonly uniforms: readonly UniformField[];
  /** Bytes of the uniform buffer (a multiple of 16). */
  readonly uniformBytes: number;
  readonly arrays: readonly ArrayBinding[];
  /** The error buffer's binding, or -1 when the kernel has no bounds checks. */
  readonly errorBinding: number;
}

/** Arrays that some atomic touches. */
export function atomicArrays(k: KernelIR): ReadonlySet<string> {
  const out = new Set<string>();
  if (!usesAtomics(k)) return out;
  const scan = (stmts: KernelIR['body']) =>
    visit(stmts, (e) => {
      if (e.kind === 'atomic') out.add(e.array);
    });
  scan(k.body);
  for (const f of k.functions) scan(f.body);
  return out;
}

/** True when `k` loops: a loop statement, or a float `%` (a long division in WGSL). */
function hasLoops(k: KernelIR): boolean {
  let found = false;
  const scan = (stmts: KernelIR['body']) =>
    visit(
      stmts,
      (e) => {
        if (e.kind === 'binary' && e.op === 'rem' && e.type === 'f32') found = true;
      },
      (s) => {
        if (s.kind === 'loop') found = true;
      },
    );
  scan(k.body);
  for (const f of k.functions) scan(f.body);
  return found;
}

/** True when any access is bounds-checked. */
export function hasChecks(k: KernelIR): boolean {
  let found = false;
  const scan = (stmts: KernelIR['body']) =>
    visit(
      stmts,
      (e) => {
        if ((e.kind === 'load' || e.kind === 'atomic' || e.kind === 'dimcheck') && e.checked) found = true;
      },
      (s) => {
        if (s.kind === 'store' && s.checked) found = true;
      },
    );
  scan(k.body);
  for (const f of k.functions) scan(f.body);
  return found;
}

/**
 * Binding layout of `k`. Where the adapter cuts long loops (`loopCap`), a kernel with loops (its own
 * or float `%`'s long division) also gets the error buffer: a cut loop is reported through it.
 */
export function bindingLayout(k: KernelIR, loopCap = false): BindingLayout {
  const access = arrayAccess(k);
  const atomics = atomicArrays(k);
  const uniforms: UniformField[] = [
    { field: 'n0', wgsl: 'u32', source: { kind: 'extent', dim: 0 } },
    { field: 'n1', wgsl: 'u32', source: { kind: 'extent', dim: 1 } },
    { field: 'n2', wgsl: 'u32', source: { kind: 'extent', dim: 2 } },
    { field: 'total', wgsl: 'u32', source: { kind: 'total' } },
    { field: 'zero', wgsl: 'u32', source: { kind: 'zero' } },
  ];
  const arrays: ArrayBinding[] = [];
  for (const [i, p] of k.params.entries()) {
    if (p.isArray) {
      const acc = access.get(p.name) ?? 'none';
      arrays.push({
        name: p.name,
        binding: arrays.length + 1,
        type: p.type,
        writable: acc === 'write' || acc === 'readwrite',
        atomic: atomics.has(p.name),
        ...(p.storage !== undefined ? { storage: p.storage } : {}),
      });
      uniforms.push({ field: `len_${p.name}`, wgsl: 'u32', source: { kind: 'length', param: i } });
    } else {
      const wgsl = p.type === 'i32' ? 'i32' : p.type === 'f32' ? 'f32' : 'u32';
      uniforms.push({ field: `p_${p.name}`, wgsl, source: { kind: 'scalar', param: i } });
    }
  }
  const own = [...(k.shared ?? []), ...(k.private ?? []).map((a) => ({ ...a, private: true as const }))];
  for (const a of own) {
    arrays.push({
      name: a.name,
      binding: -1,
      type: a.type,
      writable: true,
      atomic: atomics.has(a.name),
      workgroup: { length: a.length },
      ...('private' in a ? { private: true as const } : {}),
    });
    uniforms.push({ field: `len_${a.name}`, wgsl: 'u32', source: { kind: 'constant', value: a.length } });
  }
  const bound = arrays.filter((a) => a.binding >= 0).length;
  // the polling variant of a launch with a timeout: the watchdog's budget, its stop in the error words
  const poll = k.options.poll === true && hasLoops(k);
  if (poll) uniforms.push({ field: 'tt_budget', wgsl: 'u32', source: { kind: 'budget' } });
  return {
    uniforms,
    uniformBytes: Math.ceil((uniforms.length * 4) / 16) * 16,
    arrays,
    errorBinding: hasChecks(k) || poll || (loopCap && hasLoops(k)) ? bound + 1 : -1,
  };
}
