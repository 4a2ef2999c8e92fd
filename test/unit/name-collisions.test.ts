/**
 * Generated kernels whose helpers, parameters and locals reuse each other's names (and the names
 * tutti itself gives things in IR and generated code): every one is valid JS, so every one must
 * compile and compute exactly what the plain JS function computes. None may reach the IR verifier.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

/** mulberry32: a small seeded PRNG, so a failure names a seed that reproduces it. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Names users write, plus the names tutti gives params, locals, helpers and instances in IR and code. */
const NAMES = [
  'x',
  'y',
  'a',
  'b',
  's',
  'k',
  't',
  'v_x',
  'p_x',
  'a_x',
  'n_x',
  'f_sq',
  'fn_sq',
  'fn_sq_i32',
  'fn_h_i32_i32',
  't_x',
  'idx0',
  'n0',
  'tmp',
];
const HELPERS = ['sq', 'h', 'h_i32', 'g'];

type Kind = 'scalar' | 'array' | 'index';
type Env = ReadonlyMap<string, Kind>;

interface Helper {
  readonly name: string;
  readonly arity: number;
}

class Gen {
  constructor(
    private readonly r: () => number,
    private readonly helpers: readonly Helper[],
  ) {}

  int(n: number): number {
    return Math.floor(this.r() * n);
  }

  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)] as T;
  }

  /** Distinct names from `pool` not in `avoid`. */
  names(pool: readonly string[], count: number, avoid: ReadonlySet<string>): string[] {
    const free = pool.filter((n) => !avoid.has(n));
    const out: string[] = [];
    while (out.length < count && free.length > 0)
      out.push(free.splice(this.int(free.length), 1)[0] as string);
    return out;
  }

  /** An i32 expression over what `env` binds; `callable` helpers are those not shadowed here. */
  expr(env: Env, callable: readonly Helper[], depth: number): string {
    const scalars = [...env].filter(([, k]) => k !== 'array').map(([n]) => n);
    const arrays = [...env].filter(([, k]) => k === 'array').map(([n]) => n);
    const index = [...env].find(([, k]) => k === 'index')?.[0];
    const c = this.int(depth <= 0 ? 3 : 7);
    if (c === 0 || (c === 1 && scalars.length === 0)) return String(this.int(10));
    if (c === 1) return this.pick(scalars);
    if (c === 2) {
      if (index === undefined || arrays.length === 0) return String(this.int(10));
      return `${this.pick(arrays)}[${index}]`;
    }
    if (c === 6 && callable.length > 0) {
      const h = this.pick(callable);
      const args = Array.from({ length: h.arity }, () => this.expr(env, callable, depth - 1));
      return `${h.name}(${args.join(', ')})`;
    }
    if (c === 5) return `(${this.expr(env, callable, depth - 1)} * 2)`;
    const op = this.pick(['+', '-', '^', '&', '|']);
    return `(${this.expr(env, callable, depth - 1)} ${op} ${this.expr(env, callable, depth - 1)})`;
  }

  callable(env: Env, upTo: number): Helper[] {
    return this.helpers.slice(0, upTo).filter((h) => !env.has(h.name));
  }

  /**
   * A function body: top-level locals (never a parameter's name: JS forbids that), a nested block
   * whose `const` may shadow anything, a loop whose counter may shadow anything, then `tail`.
   */
  body(
    env: Map<string, Kind>,
    upTo: number,
    params: ReadonlySet<string>,
    tail: (env: Env) => string,
  ): string {
    const lines: string[] = [];
    const top = this.names(NAMES, 1 + this.int(2), params);
    // A top-level `let c` shadows an outer constant c in the whole body: until its declaration,
    // reading c is an error (JS's temporal dead zone), so c is out of scope until then.
    for (const n of top) env.delete(n);
    for (const n of top) {
      lines.push(`  let ${n} = ${this.expr(env, this.callable(env, upTo), 2)};`);
      env.set(n, 'scalar');
    }
    const acc = top[0] as string;
    const inner = new Map(env);
    const shadow = this.pick(NAMES);
    inner.set(shadow, 'scalar');
    // `{ const x = x + 1 }` reads the inner x before it is initialised: its initialiser cannot use it.
    const before = new Map([...env].filter(([n]) => n !== shadow));
    const innerVal = this.expr(
      before,
      this.callable(env, upTo).filter((h) => h.name !== shadow),
      2,
    );
    const innerUse = this.expr(inner, this.callable(inner, upTo), 2);
    if (inner.get(acc) === 'scalar' && shadow !== acc)
      lines.push(`  { const ${shadow} = ${innerVal}; ${acc} = (${acc} + ${innerUse}) | 0; }`);
    const counter = this.pick(NAMES);
    const inLoop = new Map(env);
    inLoop.set(counter, 'scalar');
    if (counter !== acc) {
      const step = this.expr(inLoop, this.callable(inLoop, upTo), 2);
      lines.push(
        `  for (let ${counter} = 0; ${counter} < 3; ${counter}++) { ${acc} = (${acc} + ${step}) | 0; }`,
      );
    }
    lines.push(`  ${tail(env)}`);
    return lines.join('\n');
  }
}

interface Program {
  readonly source: string;
  readonly schema: Record<string, tt.DType | tt.ArrayParam>;
  readonly arrays: readonly string[];
  readonly out: string;
  readonly constants: Readonly<Record<string, number>>;
}

function generate(seed: number): Program {
  const r = rng(seed);
  const pre = new Gen(r, []);
  const helperNames = pre.names(HELPERS, 1 + pre.int(HELPERS.length), new Set());
  const helpers = helperNames.map((name) => ({ name, arity: 1 + pre.int(3) }));
  // Declared constants are visible in the kernel and every helper, unless a name shadows them.
  const constants = Object.fromEntries(pre.names(NAMES, pre.int(3), new Set()).map((c) => [c, pre.int(10)]));
  const g = new Gen(r, helpers);
  const parts = Object.entries(constants).map(([c, v]) => `const ${c} = ${v};`);
  const withConstants = () => new Map<string, Kind>(Object.keys(constants).map((c) => [c, 'scalar']));
  helpers.forEach((h, k) => {
    const params = g.names([...NAMES, ...HELPERS], h.arity, new Set([h.name]));
    const env = withConstants();
    for (const p of params) env.set(p, 'scalar');
    const concise = g.int(3) === 0;
    const body = concise
      ? `(${g.expr(env, g.callable(env, k), 3)}) | 0`
      : `{\n${g.body(env, k, new Set(params), (e) => `return (${g.expr(e, g.callable(e, k), 3)}) | 0;`)}\n}`;
    parts.push(`const ${h.name} = (${params.join(', ')}) => ${body};`);
  });
  const [index, out, ...rest] = g.names([...NAMES, ...HELPERS], 3 + g.int(4), new Set());
  if (index === undefined || out === undefined) throw new Error('name pool too small');
  const schema: Program['schema'] = { [out]: tt.arrayOf(tt.i32) };
  const arrays: string[] = [out];
  const env = withConstants();
  env.set(index, 'index');
  env.set(out, 'array');
  rest.forEach((p, k) => {
    const isArray = k === 0 || g.int(2) === 0;
    schema[p] = isArray ? tt.arrayOf(tt.i32) : tt.i32;
    if (isArray) arrays.push(p);
    env.set(p, isArray ? 'array' : 'scalar');
  });
  const kparams = new Set([index, out, ...rest]);
  const body = g.body(
    env,
    helpers.length,
    kparams,
    (e) => `${out}[${index}] = (${g.expr(e, g.callable(e, helpers.length), 3)}) | 0;`,
  );
  parts.push(`const kernel = (${index}, { ${[out, ...rest].join(', ')} }) => {\n${body}\n};`);
  parts.push(`return { kernel, helpers: { ${helperNames.join(', ')} } };`);
  return { source: parts.join('\n'), schema, arrays, out, constants };
}

type Fn = (...args: never[]) => number;
type KernelFn = (i: number, p: Record<string, Int32Array | number>) => void;

const N = 16;
const COUNT = 300;
/** Kernels per other device: each costs a real compile there (C compiler, binaryen, Dawn). */
const SAMPLE = 8;

/** Runs the generated kernel of `seed` on `dev` and in plain JS; returns a failure, or undefined. */
async function check(seed: number, dev: tt.Device): Promise<string | undefined> {
  const p = generate(seed);
  const made = new Function(p.source)() as { kernel: KernelFn; helpers: Record<string, Fn> };
  const r = rng(seed * 7919);
  const scalars: Record<string, number> = {};
  const host: Record<string, Int32Array> = {};
  for (const name of Object.keys(p.schema)) {
    if (p.arrays.includes(name)) host[name] = Int32Array.from({ length: N }, () => Math.floor(r() * 50));
    else scalars[name] = Math.floor(r() * 50);
  }
  const want: Record<string, Int32Array | number> = { ...scalars };
  for (const [n, a] of Object.entries(host)) want[n] = a.slice();
  for (let i = 0; i < N; i++) made.kernel(i, want);
  try {
    const k = tt.kernel(p.schema, made.kernel as never, {
      helpers: made.helpers,
      constants: p.constants,
      name: `gen${seed}`,
    });
    const args: Record<string, tt.NDArray | number> = { ...scalars };
    for (const [n, a] of Object.entries(host)) args[n] = tt.array(a.slice(), { device: dev });
    await k.launch(N, args as never);
    const got = [...(await (args[p.out] as tt.NDArray).read())];
    const w = [...(want[p.out] as Int32Array)];
    if (JSON.stringify(got) !== JSON.stringify(w))
      return `seed ${seed} on ${dev.id}: got ${got.slice(0, 4)}…, want ${w.slice(0, 4)}…\n${p.source}`;
  } catch (e) {
    const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    return `seed ${seed} on ${dev.id}: ${what}\n${p.source}`;
  }
  return undefined;
}

describe('helper, parameter and local names may collide and shadow as in JS', () => {
  it('the issue-17 kernel: a helper parameter named like a kernel parameter', async () => {
    const sq = (x: number) => x * x;
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32) },
      (i, { x }) => {
        x[i] = sq(x[i] as number);
      },
      { helpers: { sq } },
    );
    const x = tt.array(new Float32Array([1, 2, 3]), { device: 'js' });
    await k.launch(3, { x });
    expect([...(await x.read())]).toEqual([1, 4, 9]);
  });

  it(`${COUNT} generated kernels compute what their plain JS function computes on the js device`, async () => {
    const dev = tt.device('js');
    const failures: string[] = [];
    for (let seed = 1; seed <= COUNT; seed++) {
      const f = await check(seed, dev);
      if (f) failures.push(f);
    }
    expect(failures.slice(0, 3).join('\n\n')).toBe('');
  });

  const others = tt.devices().filter((d) => d.backend !== 'js');
  for (const d of others) {
    it.skipIf(!d.available)(
      `${SAMPLE} of them on ${d.id}${d.available ? '' : ` (skipped: ${d.reason})`}`,
      async () => {
        const failures: string[] = [];
        for (let seed = 1; seed <= SAMPLE; seed++) {
          const f = await check(seed * 37, d);
          if (f) failures.push(f);
        }
        expect(failures.slice(0, 2).join('\n\n')).toBe('');
      },
    );
  }
});
