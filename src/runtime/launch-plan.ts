/**
 * Launch plans (issue 31): what a launch worked out from its arguments — the checks of its range,
 * arrays and options, the aliasing rule, where it runs, its timeout, the variant it runs and that
 * variant's bound run — kept and reused by the next launch of the same kernel that has the same
 * range, the same arrays (by identity: their dtype, shape, device and memory cannot change), the
 * same option values and the same settings (`tt.configure` makes new ones). Such a launch checks
 * only what can change between launches: its scalars (checked and converted as checkArgs does),
 * whether an array was disposed, whether the arrays still share a queue, and the names it was given.
 * Anything else — another array, a bad scalar, an unknown argument name — takes the full path,
 * which throws exactly what it always threw. A plan is made only for arrays this kernel was
 * launched with before (a loop over fresh temporaries makes and keeps none). A kernel keeps a few
 * plans per first array argument in a WeakMap keyed by it, so a plan lives no longer than that
 * array (it keeps the launch's other arrays, device and queue while it lives).
 */
import type { IRParam } from '../ir/nodes.js';
import { normalize } from '../ir/semantics.js';
import { scalarRange } from '../types/dtype.js';
import { onlyKnownKeys } from './launch-args.js';
import { NDArray } from './ndarray.js';

/** The launch options a plan was made for (a launch with other values takes the full path). */
interface PlanOptions {
  readonly queue: unknown;
  readonly timeoutMs: unknown;
  readonly print: unknown;
  /** A 1-D offset as given, or a copy of the list. */
  readonly offset: unknown;
}

/** How many plans a kernel keeps per first array argument (a loop alternating a few argument sets). */
const PLANS_PER_ARRAY = 4;

export interface LaunchPlan<T> {
  readonly extents: readonly number[];
  /** Per visible parameter: the array it was given, or undefined for a scalar or a shape extent. */
  readonly values: readonly (NDArray | undefined)[];
  readonly options: PlanOptions;
  /** The settings object the plan was made under (launchSettings(): a new one after tt.configure). */
  readonly settings: object;
  /** The arrays' common queue when placement followed the data (no `queue` option), else undefined. */
  readonly placedOn: object | undefined;
  /** The scalars a launch gives (in parameter order): checked and converted again at every launch. */
  readonly userScalars: readonly IRParam[];
  /** What the kernel keeps of the launch (its prepared launch and bound run). */
  readonly data: T;
}

function optionsOf(opts: unknown): PlanOptions {
  const o = (opts ?? {}) as { queue?: unknown; timeoutMs?: unknown; print?: unknown; offset?: unknown };
  const offset = Array.isArray(o.offset) ? [...(o.offset as unknown[])] : o.offset;
  return { queue: o.queue, timeoutMs: o.timeoutMs, print: o.print, offset };
}

function sameOptions(p: PlanOptions, opts: unknown): boolean {
  if (opts === undefined)
    return (
      p.queue === undefined && p.timeoutMs === undefined && p.print === undefined && p.offset === undefined
    );
  if (!onlyKnownKeys(opts)) return false;
  const o = opts as {
    device?: unknown;
    queue?: unknown;
    timeoutMs?: unknown;
    print?: unknown;
    offset?: unknown;
  };
  if (o.device !== undefined || o.queue !== p.queue || o.timeoutMs !== p.timeoutMs || o.print !== p.print)
    return false;
  const given = o.offset;
  if (given === p.offset) return true;
  const want = p.offset;
  if (!Array.isArray(given) || !Array.isArray(want) || given.length !== want.length) return false;
  for (let d = 0; d < want.length; d++) if (given[d] !== want[d]) return false;
  return true;
}

function sameRange(extents: readonly number[], range: unknown): boolean {
  if (typeof range === 'number') return extents.length === 1 && extents[0] === range;
  if (!Array.isArray(range) || range.length !== extents.length) return false;
  for (let d = 0; d < extents.length; d++) if (range[d] !== extents[d]) return false;
  return true;
}

/**
 * A scalar argument's value as checkArgs converts it, or undefined where checkArgs would throw or
 * do more (booleans and 64-bit integers take the full path).
 */
function quickScalar(p: IRParam, v: unknown): number | undefined {
  if (typeof v !== 'number' || p.type === 'bool' || p.type === 'i64' || p.type === 'u64') return undefined;
  const range = scalarRange(p.type);
  if (range && (!Number.isInteger(v) || v < range[0] || v > range[1])) return undefined;
  return normalize(p.type, v);
}

/** The plans of one kernel. */
export class LaunchPlans<T> {
  private readonly byArray = new WeakMap<NDArray, LaunchPlan<T>[]>();
  /** The arrays this kernel's launches were given (a plan is made for arrays seen before). */
  private readonly seen = new WeakSet<NDArray>();
  private readonly known: ReadonlySet<string>;
  private readonly firstArray: number;
  /** Plans made (for tests: a loop of launches with the same arguments makes one). */
  made = 0;

  constructor(private readonly params: readonly IRParam[]) {
    this.known = new Set(params.filter((p) => !p.shapeOf).map((p) => p.sourceName));
    this.firstArray = params.findIndex((p) => p.isArray && !p.shapeOf);
  }

  /**
   * The plan this launch can reuse, with its scalars checked and converted into `scalarsOut`
   * (cleared first; parameter name -> value), or undefined: take the full path. `settingsNow` is
   * launchSettings: it throws on a bad setting, which must reject the launch, not throw from it.
   */
  find(
    range: unknown,
    args: unknown,
    opts: unknown,
    settingsNow: () => object,
    scalarsOut: Map<string, number | boolean | bigint>,
  ): LaunchPlan<T> | undefined {
    if (this.firstArray < 0 || typeof args !== 'object' || args === null) return undefined;
    let settings: object;
    try {
      settings = settingsNow();
    } catch {
      return undefined; // a bad setting: the full path rejects the launch with its ConfigError
    }
    const given = args as Record<string, unknown>;
    const first = given[(this.params[this.firstArray] as IRParam).sourceName];
    if (!(first instanceof NDArray)) return undefined;
    const list = this.byArray.get(first);
    if (list === undefined) return undefined;
    for (let k = 0; k < list.length; k++) {
      const plan = list[k] as LaunchPlan<T>;
      if (plan.settings !== settings || !sameRange(plan.extents, range) || !sameOptions(plan.options, opts))
        continue;
      if (this.matches(plan, given, scalarsOut)) return plan;
    }
    return undefined;
  }

  private matches(
    plan: LaunchPlan<T>,
    given: Record<string, unknown>,
    scalarsOut: Map<string, number | boolean | bigint>,
  ): boolean {
    const { params, known } = this;
    for (let i = 0; i < params.length; i++) {
      const want = plan.values[i];
      if (want === undefined) continue;
      if (given[(params[i] as IRParam).sourceName] !== want || want.disposed) return false;
      if (plan.placedOn !== undefined && want.queue !== plan.placedOn) return false;
    }
    for (const k in given) if (Object.hasOwn(given, k) && !known.has(k)) return false;
    scalarsOut.clear();
    for (const p of plan.userScalars) {
      const v = quickScalar(p, given[p.sourceName]);
      if (v === undefined) return false;
      scalarsOut.set(p.name, v);
    }
    return true;
  }

  /** Keeps a plan for launches like this one (the caller made sure it is one a plan can stand for). */
  add(
    extents: readonly number[],
    args: Record<string, unknown>,
    opts: unknown,
    settings: object,
    placedOn: object | undefined,
    data: T,
  ): LaunchPlan<T> | undefined {
    const values: (NDArray | undefined)[] = [];
    const userScalars: IRParam[] = [];
    for (const p of this.params) {
      const v = p.shapeOf ? undefined : args[p.sourceName];
      values.push(p.isArray && v instanceof NDArray ? v : undefined);
      if (!p.isArray && !p.shapeOf) {
        // booleans and 64-bit integers: no plan (quickScalar leaves them to the full path)
        if (quickScalar(p, v) === undefined) return undefined;
        userScalars.push(p);
      }
    }
    const first = values[this.firstArray];
    if (first === undefined) return undefined;
    // a plan only for arrays launched before: a loop over fresh temporaries makes none (and keeps none)
    let fresh = false;
    for (const v of values) {
      if (v === undefined || this.seen.has(v)) continue;
      this.seen.add(v);
      fresh = true;
    }
    if (fresh) return undefined;
    const plan: LaunchPlan<T> = {
      extents,
      values,
      options: optionsOf(opts),
      settings,
      placedOn,
      userScalars,
      data,
    };
    let list = this.byArray.get(first);
    if (!list) {
      list = [];
      this.byArray.set(first, list);
    }
    if (list.length >= PLANS_PER_ARRAY) list.pop();
    list.unshift(plan);
    this.made++;
    return plan;
  }
}
