/**
 * Free functions on vectors (`tt.dot`, `tt.cross`, `tt.length`, `tt.normalize`, `tt.distance`,
 * `tt.mix`, `tt.clamp`). In kernels the frontend expands them per component
 * (frontend/vector-ops.ts); these host versions compute the same values in the same order, each
 * step rounded to the component type.
 */
import { ArrayError } from '../errors/errors.js';
import type { AnyVec, Vec3, VecElem } from '../types/vector.js';
import { HostVec, lane } from './host-vectors.js';

function host(v: unknown, what: string): HostVec {
  if (v instanceof HostVec) return v;
  throw new ArrayError('VECTOR_BAD_ARGUMENT', `${what} takes vectors (tt.vec3f(…) and the like)`);
}

/** a.x*b.x + a.y*b.y + …, summed left to right. */
export function dot<V extends AnyVec>(a: V, b: V): number {
  const x = host(a, 'tt.dot');
  const y = host(b, 'tt.dot');
  const e = x.type.elem;
  return x.c.reduce<number>((s, v, k) => {
    const p = lane(e, v * (y.c[k] ?? 0));
    return k === 0 ? p : lane(e, s + p);
  }, 0);
}

export function cross<E extends VecElem>(a: Vec3<E>, b: Vec3<E>): Vec3<E> {
  const [ax = 0, ay = 0, az = 0] = host(a, 'tt.cross').c;
  const y = host(b, 'tt.cross');
  const [bx = 0, by = 0, bz = 0] = y.c;
  const e = y.type.elem;
  const d = (p: number, q: number) => lane(e, lane(e, p) - lane(e, q));
  // A HostVec is the host's Vec3 (typed through the interface it implements at run time).
  return new HostVec(y.type, [
    d(ay * bz, az * by),
    d(az * bx, ax * bz),
    d(ax * by, ay * bx),
  ]) as unknown as Vec3<E>; // a HostVec is the Vec3 it implements at run time
}

export function length(v: AnyVec): number {
  const x = host(v, 'tt.length');
  return lane(x.type.elem === 'f64' ? 'f64' : 'f32', Math.sqrt(dot(v, v)));
}

export function normalize<V extends AnyVec>(v: V): V {
  const x = host(v, 'tt.normalize');
  // HostVec implements every Vec interface at run time.
  return x.div(length(v)) as unknown as V;
}

export function distance<V extends AnyVec>(a: V, b: V): number {
  // As in normalize: the HostVec difference is a V.
  return length(host(a, 'tt.distance').sub(host(b, 'tt.distance')) as unknown as V);
}

/** a*(1-t) + b*t per component (t a number or a vector). */
export function mix<V extends AnyVec>(a: V, b: V, t: V | number): V {
  const x = host(a, 'tt.mix');
  const y = host(b, 'tt.mix');
  const e = x.type.elem;
  const tk = (k: number) => (typeof t === 'number' ? lane(e, t) : (host(t, 'tt.mix').c[k] ?? 0));
  const out = x.c.map((v, k) => lane(e, lane(e, v * lane(e, 1 - tk(k))) + lane(e, (y.c[k] ?? 0) * tk(k))));
  // As above: a HostVec is the V it was built from.
  return new HostVec(x.type, out) as unknown as V;
}

/** min(max(v, lo), hi) per component (lo, hi numbers or vectors). */
export function clamp<V extends AnyVec | number>(v: V, lo: V | number, hi: V | number): V {
  if (typeof v === 'number') return Math.min(Math.max(v, Number(lo)), Number(hi)) as V;
  const x = host(v, 'tt.clamp');
  const at = (b: unknown, k: number) =>
    typeof b === 'number' ? lane(x.type.elem, b) : (host(b, 'tt.clamp').c[k] ?? 0);
  // As above.
  return new HostVec(
    x.type,
    x.c.map((c, k) => Math.min(Math.max(c, at(lo, k)), at(hi, k))),
  ) as unknown as V; // a HostVec is the vector type it implements at run time
}
