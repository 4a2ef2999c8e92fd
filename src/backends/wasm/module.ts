/**
 * Builds the wasm module of a kernel. It imports the shared memory (env.memory) and JS Math
 * functions (math.*), and exports
 *   run(start, end, n0, n1, n2, ...params) -> status
 * which runs work items with i0 in [start, end) (all of i1, i2): status 0 = done, 1 = an
 * out-of-bounds access at (global oob_site, global oob_index); that item and the rest of the range
 * did not run; 2 = the polling variant's deadline passed (poll.ts: its deadline is the last
 * parameter). Array parameters are passed as (byte pointer, length), scalars as their wasm type.
 */
import { KernelBuildError } from '../../errors/errors.js';
import type { IRFunction, KernelIR, ScalarType, SharedArray, Stmt } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import { workItemLoops } from '../../passes/work-item-loops.js';
import { baselineOnly } from './baseline.js';
import { type ArraySlot, OOB_INDEX, OOB_SITE, zero } from './codegen-expr.js';
import { block, type StmtScope } from './codegen-stmt.js';
import { addToInt32 } from './convert.js';
import { boxTest, hoistedBody, provenLanes } from './hoisted-checks.js';
import { inlineLaneFunctions } from './math/library.js';
import { MATH_IMPORTS_1, MATH_IMPORTS_2 } from './math-table.js';
import { addPollState, cancelledCheck, STATUS_TIMED_OUT, startPolling } from './poll.js';
import { rowAddresses } from './row-address.js';
import { type SimdPlan, simdPlan } from './simd-analysis.js';
import { addLaneHelpers } from './simd-helpers.js';
import { simdLoop } from './simd-loop.js';
import { inlineUnrolled } from './simd-unroll.js';
import { type Binaryen, elemBytes, FnContext, type Mod, wtype, type X } from './types.js';

export interface BuildOptions {
  readonly simd: boolean;
  readonly shared: boolean;
}

export interface BuiltModule {
  readonly binary: Uint8Array;
  readonly text: string;
  readonly simd: boolean;
}

function helper(
  b: Binaryen,
  m: Mod,
  f: IRFunction,
  helperTypes: ReadonlyMap<string, ScalarType>,
  polls: boolean,
): void {
  const c = new FnContext(
    b,
    m,
    f.params.length,
    f.params.map((p) => wtype(b, p.type)),
  );
  f.params.forEach((p, i) => {
    c.declare(p.name, p.type, i);
  });
  for (const l of f.locals) c.declare(l.name, l.type);
  const s: StmtScope = {
    c,
    arrays: new Map(),
    index: [],
    helperTypes,
    itemLabel: null,
    ...(polls ? { pollExit: () => m.return(zero(s, f.returnType)) } : {}),
  };
  const body = m.block(null, [block(s, f.body), m.return(zero(s, f.returnType))]);
  m.addFunction(
    `f_${f.name}`,
    b.createType(f.params.map((p) => wtype(b, p.type))),
    wtype(b, f.returnType),
    c.extraLocals(),
    body,
  );
}

/** Bytes of one shared array in the scratch memory (16-byte aligned). */
function scratchSlot(a: SharedArray): number {
  return Math.ceil((a.length * elemBytes(a.type)) / 16) * 16;
}

/** Scratch bytes one call of a work-item-loops kernel needs (its shared and per-item arrays). */
export function scratchBytes(k: KernelIR): number {
  return [...(k.shared ?? []), ...(k.private ?? [])].reduce((sum, a) => sum + scratchSlot(a), 0);
}

/** Zeroes `bytes` (a multiple of 16) at the address in local `ptr`: a private array per item. */
function zeroSlot(c: FnContext, m: Mod, ptr: number, bytes: number): X {
  const b = c.b;
  const o = c.scratch('i32');
  const label = c.newLabel('zero');
  const at = m.i32.add(m.local.get(ptr, b.i32), m.local.get(o, b.i32));
  return m.block(null, [
    m.local.set(o, m.i32.const(0)),
    m.loop(
      label,
      m.block(null, [
        m.v128.store(0, 16, at, m.v128.const(new Array<number>(16).fill(0))),
        m.local.set(o, m.i32.add(m.local.get(o, b.i32), m.i32.const(16))),
        m.br(label, m.i32.lt_u(m.local.get(o, b.i32), m.i32.const(bytes))),
      ]),
    ),
  ]);
}

/**
 * `for (i = from; i < to; i++) body`, rotated (a test before the loop and one at its end): V8's
 * TurboFan hoists a loop-invariant value only from blocks that dominate the loop's exits.
 */
function countedLoop(c: FnContext, i: number, to: () => X, body: X): X {
  const { m, b } = c;
  const brk = c.newLabel('d');
  const top = c.newLabel('l');
  return m.block(brk, [
    m.br(brk, m.i32.ge_s(m.local.get(i, b.i32), to())),
    m.loop(
      top,
      m.block(null, [
        body,
        m.local.set(i, m.i32.add(m.local.get(i, b.i32), m.i32.const(1))),
        m.br(top, m.i32.lt_s(m.local.get(i, b.i32), to())),
      ]),
    ),
  ]);
}

function runFunction(
  b: Binaryen,
  m: Mod,
  k: KernelIR,
  simd: SimdPlan | undefined,
  helperTypes: ReadonlyMap<string, ScalarType>,
): void {
  const paramTypes: number[] = [b.i32, b.i32, b.i32, b.i32, b.i32];
  const arrays = new Map<string, ArraySlot>();
  for (const p of k.params) {
    if (p.isArray) {
      arrays.set(p.name, {
        ptr: paramTypes.length,
        len: paramTypes.length + 1,
        type: p.type,
        storage: p.storage,
      });
      paramTypes.push(b.i32, b.i32);
    } else paramTypes.push(wtype(b, p.type));
  }
  const polls = k.options.poll === true;
  // the polling variant's deadline: the last parameter
  const deadline = paramTypes.length;
  if (polls) paramTypes.push(b.f64);
  // Work-item loops: one more parameter (after the deadline), this call's scratch memory for the shared arrays.
  // Private arrays (one item at a time per call) live there too.
  const scratched = k.groupLoops === true || (k.private?.length ?? 0) > 0;
  const scratchParam = scratched ? paramTypes.length : -1;
  if (scratched) paramTypes.push(b.i32);
  const c = new FnContext(b, m, paramTypes.length, paramTypes);
  const setup: X[] = [];
  let offset = 0;
  const zeroed: (() => X)[] = [];
  for (const a of [...(k.shared ?? []), ...(k.private ?? [])]) {
    const ptr = c.scratch('i32');
    const len = c.scratch('i32');
    if (k.private?.includes(a)) zeroed.push(() => zeroSlot(c, m, ptr, scratchSlot(a)));
    arrays.set(a.name, { ptr, len, type: a.type });
    setup.push(m.local.set(ptr, m.i32.add(m.local.get(scratchParam, b.i32), m.i32.const(offset))));
    setup.push(m.local.set(len, m.i32.const(a.length)));
    offset += scratchSlot(a);
  }
  let pi = 5;
  for (const p of k.params) {
    if (p.isArray) pi += 2;
    else c.declare(p.name, p.type, pi++);
  }
  const index = [c.scratch('i32'), c.scratch('i32'), c.scratch('i32')];
  const locals = k.locals.map((l) => c.declare(l.name, l.type));
  const s: StmtScope = {
    c,
    arrays,
    index,
    helperTypes,
    itemLabel: null,
    extents: [2, 3, 4],
    ...(polls ? { pollExit: () => m.return(m.i32.const(STATUS_TIMED_OUT)) } : {}),
  };
  const get = (i: number) => m.local.get(i, b.i32);
  /** One work item at the current indices (a fresh copy each call). */
  const itemOf = (stmts: readonly Stmt[], addressOf?: (node: object) => X | undefined) => (): X => {
    const itemLabel = c.newLabel('item');
    const resets = locals.map((l) => m.local.set(l.index, zero(s, l.type)));
    const stop = polls ? [cancelledCheck(c)] : [];
    return m.block(itemLabel, [
      ...stop,
      ...resets,
      ...zeroed.map((z) => z()),
      block({ ...s, itemLabel, ...(addressOf ? { addressOf } : {}) }, stmts),
    ]);
  };
  const d = k.rank - 1;
  const x = index[d] ?? 0;
  // Innermost dimension: from `start` (the chunk start for 1-D, else 0) to its end.
  const end = () => (d === 0 ? get(1) : get(2 + d));
  const nest = (item: () => X, rows: X[] = [], lanes = simd ? { k, plan: simd } : undefined): X => {
    const inner: X[] = [...rows, m.local.set(x, d === 0 ? get(0) : m.i32.const(0))];
    if (lanes) inner.push(simdLoop(s, lanes.k, lanes.plan, item, end, countedLoop));
    inner.push(countedLoop(c, x, end, item()));
    let body: X = m.block(null, inner);
    for (let dim = d - 1; dim >= 0; dim--) {
      const i = index[dim] ?? 0;
      const from = dim === 0 ? get(0) : m.i32.const(0);
      const to = () => (dim === 0 ? get(1) : get(2 + dim));
      body = m.block(null, [m.local.set(i, from), countedLoop(c, i, to, body)]);
    }
    return body;
  };
  let body = nest(itemOf(k.body));
  // Affine accesses checked once per call (hoisted-checks.ts); 4-lane kernels check per block,
  // 2-lane ones (f64) get their hoisted accesses' range checks proven by the call's test too.
  const hoisted = simd?.width === 4 ? undefined : hoistedBody(k);
  if (hoisted) {
    const ok = c.scratch('i32');
    const last = (n: X) => m.i32.sub(n, m.i32.const(1));
    const box = {
      c,
      arrays,
      lo: [() => get(0), () => m.i32.const(0), () => m.i32.const(0)],
      hi: [() => last(get(1)), () => last(get(3)), () => last(get(4))],
    };
    const test = boxTest(box, hoisted.checks, ok);
    const rows = rowAddresses(c, arrays, index, d, hoisted.accesses);
    const lanes = simd && provenLanes(k, simd, hoisted.body);
    const fast = nest(itemOf(hoisted.body, rows.of), rows.setup(), lanes);
    body = m.block(null, [...test, m.if(get(ok), fast, body)]);
  }
  m.addFunction(
    'run',
    b.createType(paramTypes),
    b.i32,
    c.extraLocals(),
    m.block(null, [...(polls ? [startPolling(c, deadline)] : []), ...setup, body, m.return(m.i32.const(0))]),
  );
  m.addFunctionExport('run', 'run');
}

/** A generated, validated, not yet optimised module (owns binaryen memory until optimised or disposed). */
export interface RenderedModule {
  readonly module: Mod;
  /**
   * The module text as generated (`tutti compile --emit`, `kernel.generatedSource()`). Printed on
   * first use only — the IR-keyed disk cache never needs it, and printing costs as much as
   * emitting the binary — so it must be read before the module is optimised or disposed.
   */
  readonly text: string;
  readonly simd: boolean;
  /** The kernel's name, and the same module rendered afresh (the fallback of a kernel too big to optimise). */
  readonly name: string;
  readonly again: () => RenderedModule;
  /** More IR nodes than binaryen's optimiser handles in reasonable time: emitted unoptimised. */
  readonly huge: boolean;
}

/**
 * binaryen's -O3 (and -O1) takes time superlinear in a function's size: 2 000 dependent
 * statements (~14 000 IR nodes) take half a minute. Beyond this many nodes tutti emits the module
 * unoptimised; V8's optimising tier still compiles it.
 */
export const OPTIMIZE_MAX_NODES = 8000;

function irNodes(k: KernelIR): number {
  let n = 0;
  const count = (): void => {
    n++;
  };
  visit(k.body, count, count);
  for (const f of k.functions) visit(f.body, count, count);
  return n;
}

function rendered(m: Mod, simd: boolean, k: KernelIR, again: () => RenderedModule): RenderedModule {
  let text: string | undefined;
  return {
    module: m,
    simd,
    name: k.name,
    again,
    huge: irNodes(k) > OPTIMIZE_MAX_NODES,
    get text(): string {
      text ??= m.emitText();
      return text;
    },
  };
}

/**
 * Generates and validates the module of `k` (binaryen's optimiser is the build step). A
 * work-group kernel is rendered after the work-item-loops pass: one `run` call per group.
 */
export function renderModule(b: Binaryen, kernel: KernelIR, opts: BuildOptions): RenderedModule {
  return baselineOnly(() => {
    try {
      return render(b, kernel, opts);
    } catch (e) {
      throw e instanceof RangeError ? tooBig(kernel.name, 'generating') : e;
    }
  });
}

/** binaryen recursed past the JS stack (a kernel of thousands of statements): a coded error. */
function tooBig(name: string, step: string): KernelBuildError {
  return new KernelBuildError(
    'KERNEL_BUILD_FAILED',
    `kernel '${name}' is too big for the wasm backend: binaryen ran out of stack while ${step} its module; split it into helper functions or several kernels, or run it on js or native`,
  );
}

function render(b: Binaryen, kernel: KernelIR, opts: BuildOptions): RenderedModule {
  const k = workItemLoops(kernel);
  const m = new b.Module();
  try {
    const F = b.Features;
    m.setFeatures(F.SIMD128 | F.Atomics | F.BulkMemory | F.MutableGlobals | F.NontrappingFPToInt | F.SignExt);
    m.setMemory(1, 65536, null, [], opts.shared);
    m.addMemoryImport('0', 'env', 'memory', opts.shared);
    for (const n of MATH_IMPORTS_1) m.addFunctionImport(`math_${n}`, 'math', n, b.f64, b.f64);
    for (const n of MATH_IMPORTS_2)
      m.addFunctionImport(`math_${n}`, 'math', n, b.createType([b.f64, b.f64]), b.f64);
    m.addGlobal(OOB_SITE, b.i32, true, m.i32.const(0));
    m.addGlobal(OOB_INDEX, b.i32, true, m.i32.const(0));
    m.addGlobalExport(OOB_SITE, OOB_SITE);
    m.addGlobalExport(OOB_INDEX, OOB_INDEX);
    addToInt32(b, m);
    if (k.options.poll) addPollState(b, m);
    const helperTypes = new Map(k.functions.map((f) => [f.name, f.returnType] as const));
    for (const f of k.functions) helper(b, m, f, helperTypes, k.options.poll === true);
    // Work-item loops keep one group's shared arrays per call: groups must not share SIMD lanes.
    const plan = opts.simd && !k.groupLoops ? simdPlan(k) : undefined;
    const lanes = plan && 'accesses' in plan ? plan : undefined;
    if (lanes) addLaneHelpers(b, m, k, helperTypes, lanes.width);
    runFunction(b, m, k, lanes, helperTypes);
    if (!m.validate()) {
      throw new KernelBuildError(
        'KERNEL_BUILD_FAILED',
        `kernel '${k.name}': the generated WebAssembly module is invalid (internal error)`,
      );
    }
    return rendered(m, lanes !== undefined, k, () => render(b, kernel, opts));
  } catch (e) {
    m.dispose();
    throw e;
  }
}

/** Optimises a rendered module (-O3) and returns its binary; the module is disposed. */
export function optimizeModule(b: Binaryen, r: RenderedModule): { binary: Uint8Array } {
  return optimized(b, r, false);
}

function optimized(b: Binaryen, r: RenderedModule, withText: boolean): { binary: Uint8Array; text: string } {
  return baselineOnly(() => optimizedNow(b, r, withText));
}

function optimizedNow(
  b: Binaryen,
  r: RenderedModule,
  withText: boolean,
): { binary: Uint8Array; text: string } {
  try {
    if (r.huge) return unoptimized(r, withText);
    b.setOptimizeLevel(3);
    b.setShrinkLevel(0);
    inlineLaneFunctions(r.module);
    inlineUnrolled(b, r.module);
    r.module.optimize();
    return { binary: r.module.emitBinary(), text: withText ? r.module.emitText() : '' };
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    // -O3 folds a long chain of dependent statements into one deeply nested expression, which
    // binaryen's recursive writer cannot walk: emit the module unoptimised (V8 still optimises it).
    return unoptimized(r, withText);
  } finally {
    r.module.dispose();
  }
}

/** The module of `r` (rendered afresh unless `huge`, so never optimised) emitted without binaryen's optimiser. */
function unoptimized(r: RenderedModule, withText: boolean): { binary: Uint8Array; text: string } {
  let again: RenderedModule | undefined;
  try {
    again = r.huge ? r : r.again();
    inlineLaneFunctions(again.module);
    return { binary: again.module.emitBinary(), text: withText ? again.module.emitText() : '' };
  } catch (e) {
    throw e instanceof RangeError ? tooBig(r.name, 'writing') : e;
  } finally {
    if (again !== r) again?.module.dispose();
  }
}

/** Builds, validates and optimises the module of `k`, with the optimised text (snapshots). */
export function buildModule(b: Binaryen, k: KernelIR, opts: BuildOptions): BuiltModule {
  const r = renderModule(b, k, opts);
  return { ...optimized(b, r, true), simd: r.simd };
}
