/**
 * Store-to-load forwarding in a work item (js backend): `y[i] = v; if (y[i] > c) …` reads `v` kept
 * in a temporary instead of the element it just stored. V8 does not forward a typed-array store to
 * a later load of the same element, and the re-read is most of what a never-true test after a
 * store costs (a saxpy with a print test: 1.16× its time without the test with the re-read, 1.09×
 * forwarded, plain V8 loops on the dev VM).
 *
 * The forwarded value is exactly what the re-read gives: f32/f64/i32/u32 elements hold the stored
 * value unchanged (an f32 value is already rounded to f32, -0 and NaN included), 8/16-bit integer
 * elements the value wrapped as the TypedArray stores it (`wrapStored`); u8c and f16 elements are
 * not forwarded. A load is forwarded only from the latest store to the same array parameter at the
 * same index expression (structurally) in the same item, when nothing between them may change the
 * element: no other store (array parameters may be views of one buffer, so any store may alias),
 * no atomic, no call of a helper that stores (`pureHelpers`), no assignment to a local the index reads, no loop boundary; after an
 * `if`, a store stays forwardable only when both branches leave it so. The store must be known to
 * happen in range: a checked access in the IR (rendered `st`, or covered by a range check), so
 * reaching the load means the store happened; or a store of the fast variant (the one every
 * in-range launch runs) whose check hoist-range-checks dropped because the host checked the array's
 * length against the launch range (`hostChecked`). Any other unchecked store (`unsafe` code) that
 * fell outside the array stores nothing, and the re-read is `undefined`: never forwarded. Its index
 * must be free of loads and calls, so evaluating the value before the index changes nothing.
 */
import { structuralKey } from '../../ir/key.js';
import type { Expr, KernelIR, Stmt } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';

type Store = Extract<Stmt, { kind: 'store' }>;
type Load = Extract<Expr, { kind: 'load' }>;

export interface ForwardPlan {
  /** Stores whose value a later load reads: rendered through a temporary. */
  readonly stores: ReadonlySet<Store>;
  /** Each forwarded load, with the store it reads from. */
  readonly loads: ReadonlyMap<Load, Store>;
}

/** The re-read value of an element of `storage` that was stored `t` (an i32 value), or null. */
export function wrapStored(storage: string | undefined, t: string): string | null {
  switch (storage) {
    case undefined:
      return t;
    case 'i8':
      return `((${t} << 24) >> 24)`;
    case 'u8':
      return `(${t} & 255)`;
    case 'i16':
      return `((${t} << 16) >> 16)`;
    case 'u16':
      return `(${t} & 65535)`;
    default:
      return null;
  }
}

const FORWARDABLE_TYPES = new Set(['f32', 'f64', 'i32', 'u32']);

/** Whether `e` has a load, atomic, helper call, `let` or checked dimension check in it (an index). */
function impure(e: Expr): boolean {
  let found = false;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'load' || x.kind === 'atomic' || x.kind === 'helper' || x.kind === 'let') found = true;
    if (x.kind === 'dimcheck' && x.checked) found = true;
  });
  return found;
}

/** Whether `e` may write memory: an atomic, or a call of a helper not in `pure`. */
function writesIn(e: Expr, pure: ReadonlySet<string>): boolean {
  let found = false;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'atomic' || (x.kind === 'helper' && !pure.has(x.name))) found = true;
  });
  return found;
}

/** The helpers that write no array: no store, no atomic, calls of such helpers only (`tt.rand`'s). */
function pureHelpers(k: KernelIR): Set<string> {
  const pure = new Set(k.functions.map((f) => f.name));
  for (let changed = true; changed; ) {
    changed = false;
    for (const f of k.functions) {
      if (!pure.has(f.name)) continue;
      let ok = true;
      visit(
        f.body,
        (x) => {
          if (x.kind === 'atomic' || (x.kind === 'helper' && !pure.has(x.name))) ok = false;
        },
        (st) => {
          if (st.kind === 'store') ok = false;
        },
      );
      if (!ok) {
        pure.delete(f.name);
        changed = true;
      }
    }
  }
  return pure;
}

function readsLocal(e: Expr, name: string): boolean {
  let found = false;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'local' && x.name === name) found = true;
  });
  return found;
}

type Avail = Map<string, Store>;

/** The forwarding plan of one item's `body` (see the file comment). */
export function forwardPlan(k: KernelIR, body: readonly Stmt[]): ForwardPlan {
  const params = new Map(k.params.filter((p) => p.isArray).map((p) => [p.name, p]));
  const pure = pureHelpers(k);
  const writes = (e: Expr) => writesIn(e, pure);
  const stores = new Set<Store>();
  const loads = new Map<Load, Store>();
  const keyOf = (array: string, index: Expr) => `${array}|${structuralKey(index)}`;
  const inRange = (s: Store): boolean => s.checked || s.hostChecked === true;
  const forwardable = (s: Store): boolean => {
    const p = params.get(s.array);
    if (!p || !inRange(s) || impure(s.index) || !FORWARDABLE_TYPES.has(p.type)) return false;
    return p.storage === undefined || wrapStored(p.storage, 't') !== null;
  };
  const use = (exprs: readonly Expr[], avail: Avail): void => {
    if (exprs.some(writes)) return; // nothing in a statement with an atomic or call is forwarded
    for (const e of exprs)
      visit([{ kind: 'expr', expr: e }], (x) => {
        const from = x.kind === 'load' ? avail.get(keyOf(x.array, x.index)) : undefined;
        if (x.kind === 'load' && from) {
          loads.set(x, from);
          stores.add(from);
        }
      });
  };
  const walk = (stmts: readonly Stmt[], avail: Avail): Avail => {
    for (const s of stmts) {
      if (s.kind === 'store') {
        use([s.index, s.value], avail);
        avail.clear();
        if (forwardable(s) && !writes(s.value)) avail.set(keyOf(s.array, s.index), s);
      } else if (s.kind === 'assign') {
        use([s.value], avail);
        if (writes(s.value)) avail.clear();
        for (const [key, st] of avail) if (readsLocal(st.index, s.name)) avail.delete(key);
      } else if (s.kind === 'if') {
        use([s.test], avail);
        if (writes(s.test)) avail.clear();
        const yes = walk(s.consequent, new Map(avail));
        const no = walk(s.alternate, new Map(avail));
        for (const [key, st] of avail) if (yes.get(key) !== st || no.get(key) !== st) avail.delete(key);
      } else if (s.kind === 'loop') {
        avail.clear();
        walk(s.body, new Map());
        walk(s.update, new Map());
      } else if (s.kind === 'expr' || s.kind === 'return') {
        const e = s.kind === 'expr' ? s.expr : s.value;
        if (e) use([e], avail);
        avail.clear();
      } else if (s.kind !== 'break' && s.kind !== 'continue') {
        avail.clear(); // barrier, fence
      }
    }
    return avail;
  };
  walk(body, new Map());
  return { stores, loads };
}
