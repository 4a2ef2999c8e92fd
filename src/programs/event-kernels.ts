/**
 * EventProgram's generated kernels: one per async function (item i runs the pending call at
 * `base + i` of that function's input buffers), one for makeWork (each item calls it once), and one
 * each for initialize / finalize (one item). A `prog.async.g(…)` appends to g's output buffers at a
 * slot taken from g's counter with an atomic add; the host guarantees the slots exist.
 */
import type { RawStmt } from '../ir/nodes.js';
import { type BuiltKernel, buildKernel, type HiddenParam, makeShared } from './build-kernel.js';
import {
  add,
  analyzeRoot,
  atomic,
  CTL_BOUND_EXCEEDED,
  CTL_HALT,
  CTL_WORDS,
  declaredBounds,
  type FnLayout,
  int,
  load,
  loc,
  mul,
  param,
  rootBody,
  setCtl,
  store,
} from './layout.js';
import { groupEnd, groupStart, localArraysOf, localHidden } from './local-state.js';
import type { FnRole } from './lower-fn.js';
import { freshTemp } from './rewrite.js';
import type { ProgramSpec } from './spec.js';

export const CTL = '__ctl';
export const BASE = '__base';
export const CAP_IN = '__capin';
export const inArray = (dtype: string) => `__in_${dtype}`;
export const outArray = (g: string, dtype: string) => `__out_${g}_${dtype}`;
export const capParam = (g: string) => `__cap_${g}`;

export interface EventRoot {
  readonly name: string;
  readonly role: FnRole;
  readonly built: BuiltKernel;
  /** Calls of each function one invocation makes, at most. */
  readonly bounds: ReadonlyMap<string, number>;
}

export function buildEventRoot(
  spec: ProgramSpec,
  layouts: readonly FnLayout[],
  name: string,
  role: FnRole,
): EventRoot {
  const kname = `${spec.name}_${role === 'async' ? `fn_${name}` : name}`;
  const bounds = analyzeRoot(spec, name, role, () => makeShared(spec, kname, []).sh);
  const declared = declaredBounds(spec, name, role);
  const me = layouts.find((l) => l.name === name);
  const hidden: HiddenParam[] = [{ name: CTL, dtype: 'i32', isArray: true }];
  if (role === 'async' && me) {
    hidden.push({ name: BASE, dtype: 'i32', isArray: false }, { name: CAP_IN, dtype: 'i32', isArray: false });
    for (const dt of me.groups.keys()) hidden.push({ name: inArray(dt), dtype: dt, isArray: true });
  }
  for (const l of layouts) {
    if ((bounds.get(l.name) ?? 0) === 0) continue;
    hidden.push({ name: capParam(l.name), dtype: 'i32', isArray: false });
    for (const dt of l.groups.keys()) hidden.push({ name: outArray(l.name, dt), dtype: dt, isArray: true });
  }
  // An item of a function or makeWork kernel is a group (of one call) with its own group/thread state.
  const locals = role === 'async' || role === 'makeWork' ? localArraysOf(spec) : [];
  hidden.push(...localHidden(locals));
  const counters = new Map<string, string>();
  const built = buildKernel(
    spec,
    kname,
    hidden,
    {
      push: (st, g, values, l) => {
        const lay = layouts.find((x) => x.name === g);
        if (!lay) return [];
        const slot = freshTemp(st, `slot_${g}`);
        const stmts: RawStmt[] = [
          {
            kind: 'assign',
            name: slot,
            value: atomic(st.sh, 'add', CTL, int(CTL_WORDS + lay.index), [int(1)], l),
          },
        ];
        lay.args.forEach((a, k) => {
          const v = values[k];
          if (!v) return;
          const idx = add(mul(int(a.j), param(capParam(g))), loc(slot));
          stmts.push(store(st.sh, outArray(g, a.dtype), idx, v, l));
        });
        const limit = declared[g];
        const counter = counters.get(g);
        if (limit === undefined || counter === undefined) return stmts;
        return [
          {
            kind: 'if',
            test: { kind: 'binary', type: 'unknown', op: 'lt', left: loc(counter), right: int(limit) },
            consequent: [{ kind: 'assign', name: counter, value: add(loc(counter), int(1)) }, ...stmts],
            alternate: setCtl(st.sh, CTL, CTL_BOUND_EXCEEDED, l),
          },
        ];
      },
      halt: (st, l) => setCtl(st.sh, CTL, CTL_HALT, l),
    },
    (st) => {
      const pre: RawStmt[] = [];
      for (const g of Object.keys(declared)) {
        const c = freshTemp(st, `ncalls_${g}`);
        counters.set(g, c);
        pre.push({ kind: 'assign', name: c, value: int(0) });
      }
      const r = rootBody(st, name, role, CTL, locals.length > 0);
      if (role === 'async' && me) {
        r.args.forEach((a, k) => {
          const slot = me.args[k];
          if (!slot) return;
          const idx = add(
            mul(int(slot.j), param(CAP_IN)),
            add(param(BASE), { kind: 'index', type: 'i32', dim: 0 }),
          );
          pre.push({ kind: 'assign', name: a.irName, value: load(st.sh, inArray(slot.dtype), idx) });
        });
      }
      if (locals.length === 0) return { body: [...pre, ...r.body], src: r.src };
      return { body: [...pre, ...groupStart(st, locals, CTL), ...r.body, ...groupEnd(st, CTL)], src: r.src };
    },
  );
  return { name, role, built, bounds };
}
