/**
 * Atomics wasm has no instruction for, as compare-and-swap loops on the element's bits (threads
 * share the memory): add/sub/exchange/compareExchange/load/store on f32/f64 (tutti's extension of
 * JS Atomics) and tt.atomicMin/atomicMax on i32/u32/f32/f64. wasm's f32/f64 min/max already have
 * JS's NaN and -0 rules. compareExchange on floats compares values as `===` does.
 */
import { InternalError } from '../../errors/errors.js';
import type { ScalarType } from '../../ir/nodes.js';
import type { AtomicOp } from '../../ir/ops.js';
import type { FnContext, X } from './types.js';

/** True when (op, t) is not a plain i32 RMW instruction. */
export function needsCasLoop(op: AtomicOp, t: ScalarType): boolean {
  return t === 'f32' || t === 'f64' || op === 'min' || op === 'max';
}

/** The atomic `op` on the element at byte address `addr`, yielding the old value (store: the new). */
export function casAtomic(
  c: FnContext,
  op: AtomicOp,
  t: ScalarType,
  addr: X,
  v0: X | undefined,
  v1: X | undefined,
): X {
  const { m, b } = c;
  const wide = t === 'f64';
  const I = wide ? m.i64 : m.i32;
  const bitsType = wide ? b.i64 : b.i32;
  const valType = t === 'f32' ? b.f32 : t === 'f64' ? b.f64 : b.i32;
  const F = t === 'f32' ? m.f32 : t === 'f64' ? m.f64 : undefined;
  const toBits = (x: X): X => (t === 'f32' ? m.i32.reinterpret(x) : t === 'f64' ? m.i64.reinterpret(x) : x);
  const fromBits = (x: X): X => (t === 'f32' ? m.f32.reinterpret(x) : t === 'f64' ? m.f64.reinterpret(x) : x);
  const a = c.scratch('i32');
  const v = c.scratch(t);
  const e = c.scratch(t);
  const ob = c.scratchRaw(bitsType);
  const o = c.scratch(t);
  const seen = c.scratchRaw(bitsType);
  const ga = () => m.local.get(a, b.i32);
  const gv = () => m.local.get(v, valType);
  const go = () => m.local.get(o, valType);
  const gob = () => m.local.get(ob, bitsType);
  const load = (): X => (wide ? m.i64.atomic.load(0, ga()) : m.i32.atomic.load(0, ga()));
  const head: X[] = [m.local.set(a, addr)];
  if (v0) head.push(m.local.set(v, v0));
  if (v1) head.push(m.local.set(e, v1));
  if (op === 'load') return m.block(null, [...head, fromBits(load())], valType);
  if (op === 'store') {
    const st = wide ? m.i64.atomic.store(0, ga(), toBits(gv())) : m.i32.atomic.store(0, ga(), toBits(gv()));
    return m.block(null, [...head, st, gv()], valType);
  }
  if (op === 'exchange') {
    const x = wide
      ? m.i64.atomic.rmw.xchg(0, ga(), toBits(gv()))
      : m.i32.atomic.rmw.xchg(0, ga(), toBits(gv()));
    return m.block(null, [...head, fromBits(x)], valType);
  }
  // compareExchange(a, i, expected, replacement): args are [expected, replacement]
  const expected = () => gv();
  const replacement = () => m.local.get(e, valType);
  let next: X;
  switch (op) {
    case 'add':
      next = F ? F.add(go(), gv()) : m.i32.add(go(), gv());
      break;
    case 'sub':
      next = F ? F.sub(go(), gv()) : m.i32.sub(go(), gv());
      break;
    case 'min':
    case 'max': {
      if (F) next = op === 'min' ? F.min(go(), gv()) : F.max(go(), gv());
      else {
        const lt = t === 'u32' ? m.i32.lt_u : m.i32.lt_s;
        const keepOld = op === 'min' ? lt(go(), gv()) : lt(gv(), go());
        next = m.select(keepOld, go(), gv());
      }
      break;
    }
    case 'compareExchange':
      next = replacement();
      break;
    default:
      throw new InternalError(`CAS atomic ${op}`);
  }
  const done = c.newLabel('cas_done');
  const again = c.newLabel('cas_again');
  const differs = F ? m.i32.eqz(F.eq(go(), expected())) : m.i32.ne(go(), expected());
  const cmpxchg = wide
    ? m.i64.atomic.rmw.cmpxchg(0, ga(), gob(), toBits(next))
    : m.i32.atomic.rmw.cmpxchg(0, ga(), gob(), toBits(next));
  const body: X[] = [m.local.set(o, fromBits(gob()))];
  if (op === 'compareExchange') body.push(m.if(differs, m.br(done, undefined, go())));
  body.push(
    m.local.set(seen, cmpxchg),
    m.if(I.eq(m.local.get(seen, bitsType), gob()), m.br(done, undefined, go())),
    m.local.set(ob, m.local.get(seen, bitsType)),
    m.br(again),
  );
  return m.block(
    done,
    [...head, m.local.set(ob, load()), m.loop(again, m.block(null, body)), m.unreachable()],
    valType,
  );
}
