/**
 * A jit that traces its function on every call (tt.grad's own fusion: autodiff/grad-fuse.ts) yet
 * plans once: each trace is reduced to a fingerprint — every node's fields, with arrays and
 * functions by identity, trace nodes by id, ufuncs by name, numbers exactly — and a call whose
 * trace has the fingerprint of the signature's last one runs that plan (its kernels warm). A
 * captured variable reassigned to another array, a captured number changed, or another path taken
 * in the function gives another fingerprint: a new plan, never a stale one.
 */
import { NDArray } from '../runtime/ndarray.js';
import { commonQueue } from './elementwise.js';
import { type JitResult, type Plan, planTraced, runPlan, signatureOf } from './jit.js';
import { type Traced, traceOnly } from './jit-trace-call.js';

const identities = new WeakMap<object, number>();
let nextIdentity = 0;

function identityOf(o: object): number {
  let id = identities.get(o);
  if (id === undefined) {
    id = nextIdentity++;
    identities.set(o, id);
  }
  return id;
}

function isUfunc(v: object): v is { readonly name: string } {
  return 'arity' in v && 'body' in v && typeof (v as { name?: unknown }).name === 'string';
}

function keyOf(v: unknown, top: boolean): unknown {
  if (typeof v === 'number') return `#${Object.is(v, -0) ? '-0' : String(v)}`;
  if (typeof v === 'string') return `s${v}`;
  if (typeof v === 'bigint') return `b${v}`;
  if (v === undefined) return 'u';
  if (v === null || typeof v === 'boolean') return v;
  if (typeof v === 'function') return `f${identityOf(v)}`;
  if (typeof v !== 'object') return `?${String(v)}`;
  if (Array.isArray(v)) return v.map((x) => keyOf(x, false));
  if (v instanceof NDArray) return `a${identityOf(v)}`;
  const id: unknown = (v as { id?: unknown }).id;
  if (!top && 'kind' in v && typeof id === 'number') return `n${id}`;
  if (isUfunc(v)) return `u${v.name}`;
  return Object.entries(v).map(([k, x]) => [k, keyOf(x, false)]);
}

/** The fingerprint of a traced call (see the file comment). */
export function fingerprintOf(t: Traced): string {
  return JSON.stringify([
    t.trace.nodes.map((n) => keyOf(n, true)),
    t.outputs.map((o) => o.id),
    t.nesting ?? null,
  ]);
}

/** `fn` traced on every call and run fused, planned once per signature and fingerprint. */
export function retracingJit(fn: (...args: never[]) => unknown): (...args: unknown[]) => JitResult {
  const last = new Map<string, { readonly fingerprint: string; readonly plan: Plan }>();
  return (...args) => {
    const key = signatureOf(args);
    const traced = traceOnly(fn, args);
    const fingerprint = fingerprintOf(traced);
    let hit = last.get(key);
    if (hit?.fingerprint !== fingerprint) {
      hit = { fingerprint, plan: planTraced(traced) };
      last.set(key, hit);
    }
    const arrays = args.filter((a): a is NDArray => a instanceof NDArray);
    return runPlan(hit.plan, args, commonQueue('tt.jit', arrays));
  };
}
