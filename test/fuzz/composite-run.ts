/**
 * Runs a composite program (composite.ts) on a device and compares it with the js backend: floats
 * bit for bit (NaNs as one), integers and BigInts exactly; for the i64 class also the js backend
 * against the kernel run as plain JS over BigInts. A difference names the body that wrote it.
 */
import * as tt from '../../src/index.js';
import { bits } from '../support/run.js';
import { CN, type CompositeClass, type CompositeProgram, renderComposite, SLOTS } from './composite.js';
import { HELPER_M, HELPER_XN, SHAPED_SHAPES } from './composite-shaped.js';
import { FLOAT_INPUTS, INT_INPUTS } from './generate.js';

type Host = Float32Array | Float64Array | Int32Array | Uint32Array | BigInt64Array | BigUint64Array;

const Particle = tt.struct({ pos: tt.vec3f, vel: tt.vec3f, m: tt.f32 });

const SCHEMAS: Record<CompositeClass, tt.Schema> = {
  vecf: {
    a: tt.arrayOf(tt.vec3f),
    c: tt.arrayOf(tt.vec2f),
    d: tt.arrayOf(tt.vec4f),
    s: tt.arrayOf(tt.f32),
    o: tt.arrayOf(tt.f32),
    ov: tt.arrayOf(tt.vec3f),
  },
  veci: {
    ia: tt.arrayOf(tt.vec3i),
    ub: tt.arrayOf(tt.vec4u),
    o: tt.arrayOf(tt.i32),
    ov: tt.arrayOf(tt.vec3i),
  },
  struct: { p: tt.arrayOf(Particle), q: tt.arrayOf(Particle), s: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) },
  i64: {
    a: tt.arrayOf(tt.i64),
    u: tt.arrayOf(tt.u64),
    o: tt.arrayOf(tt.i64),
    ou: tt.arrayOf(tt.u64),
    of: tt.arrayOf(tt.f64),
  },
  shaped: {
    g2: tt.arrayOf(tt.f32, 2),
    n2: tt.arrayOf(tt.i32, 2),
    g3: tt.arrayOf(tt.f32, 3),
    n3: tt.arrayOf(tt.i32, 3),
    vg: tt.arrayOf(tt.vec3f, 2),
    o: tt.arrayOf(tt.f32),
    os: tt.arrayOf(tt.f32, 3),
    on: tt.arrayOf(tt.i32, 2),
    ov: tt.arrayOf(tt.vec3f, 2),
  },
  'helper-array': {
    x: tt.arrayOf(tt.f32),
    m: tt.arrayOf(tt.f32, 2),
    a: tt.arrayOf(tt.vec3f),
    p: tt.arrayOf(Particle),
    o: tt.arrayOf(tt.f32),
    os: tt.arrayOf(tt.f32, 2),
    ov: tt.arrayOf(tt.vec3f),
    q: tt.arrayOf(Particle),
  },
};

/** Words per output element of each output array, to name the body a difference is in. */
const OUT_WORDS: Record<string, number> = {
  o: SLOTS,
  ou: SLOTS,
  of: SLOTS,
  ov: 3,
  q: 7,
  os: SLOTS,
  on: SLOTS,
};

const floats = (n: number, shift: number) =>
  Float32Array.from({ length: n }, (_, k) => FLOAT_INPUTS[(k * 7 + shift) % FLOAT_INPUTS.length] ?? 0);
const ints = (n: number, shift: number) =>
  Int32Array.from({ length: n }, (_, k) => INT_INPUTS[(k * 5 + shift) % INT_INPUTS.length] ?? 0);
const I64_INPUTS = [0n, 1n, -1n, 2n ** 63n - 1n, -(2n ** 63n), 12345678901234n, -99n, 2n ** 32n + 7n, 3n];

/** A host array and the shape it is passed with (flat when absent). */
interface Input {
  readonly data: Host;
  readonly shape?: readonly number[];
}

const size = (shape: readonly number[]) => shape.reduce((a, b) => a * b, 1);

/** Inputs of the shaped and helper-array classes, with their shapes. */
function shapedInputs(p: CompositeProgram): Record<string, Input> {
  const B = p.bodies.length;
  const S = SHAPED_SHAPES;
  if (p.cls === 'shaped')
    return {
      g2: { data: floats(size(S.g2), 1), shape: S.g2 },
      n2: { data: ints(size(S.n2), 2), shape: S.n2 },
      g3: { data: floats(size(S.g3), 4), shape: S.g3 },
      n3: { data: ints(size(S.n3), 3), shape: S.n3 },
      vg: { data: floats(3 * size(S.vg), 6), shape: [...S.vg, 3] },
      o: { data: new Float32Array(CN * B * SLOTS) },
      os: { data: new Float32Array(CN * B * SLOTS), shape: [CN, B, SLOTS] },
      on: { data: new Int32Array(CN * B * SLOTS), shape: [CN, B * SLOTS] },
      ov: { data: new Float32Array(CN * B * 3), shape: [CN, B, 3] },
    };
  return {
    x: { data: floats(HELPER_XN, 1) },
    m: { data: floats(size(HELPER_M), 3), shape: HELPER_M },
    a: { data: floats(3 * CN, 5), shape: [CN, 3] },
    p: { data: floats(7 * CN, 2), shape: [CN, 7] },
    o: { data: new Float32Array(CN * B * SLOTS) },
    os: { data: new Float32Array(CN * B * SLOTS), shape: [CN, B * SLOTS] },
    ov: { data: new Float32Array(CN * B * 3), shape: [CN * B, 3] },
    q: { data: floats(7 * CN * B, 4), shape: [CN * B, 7] },
  };
}

/** Fresh inputs and zeroed outputs of a program (the same on every run). */
function compositeInputs(p: CompositeProgram): Record<string, Input> {
  if (p.cls === 'shaped' || p.cls === 'helper-array') return shapedInputs(p);
  return Object.fromEntries(Object.entries(flatInputs(p)).map(([n, data]) => [n, { data }]));
}

function flatInputs(p: CompositeProgram): Record<string, Host> {
  const nb = CN * p.bodies.length;
  switch (p.cls) {
    case 'vecf':
      return {
        a: floats(3 * CN, 0),
        c: floats(2 * CN, 3),
        d: floats(4 * CN, 5),
        s: floats(CN, 1),
        o: new Float32Array(nb * SLOTS),
        ov: new Float32Array(3 * nb),
      };
    case 'veci':
      return {
        ia: ints(3 * CN, 0),
        ub: Uint32Array.from(ints(4 * CN, 3)),
        o: new Int32Array(nb * SLOTS),
        ov: new Int32Array(3 * nb),
      };
    case 'struct':
      return {
        p: floats(7 * CN, 2),
        q: floats(7 * nb, 4),
        s: floats(CN, 1),
        o: new Float32Array(nb * SLOTS),
      };
    case 'i64': {
      const big = (k: number) => I64_INPUTS[k % I64_INPUTS.length] ?? 0n;
      return {
        a: BigInt64Array.from({ length: CN }, (_, k) => big(k)),
        u: BigUint64Array.from({ length: CN }, (_, k) => BigInt.asUintN(64, big(k + 4))),
        o: new BigInt64Array(nb * SLOTS),
        ou: new BigUint64Array(nb * SLOTS),
        of: new Float64Array(nb * SLOTS),
      };
    }
    default:
      throw new Error(`no flat inputs for ${p.cls}`);
  }
}

const OUTPUTS: Record<CompositeClass, readonly string[]> = {
  vecf: ['o', 'ov'],
  veci: ['o', 'ov'],
  struct: ['o', 'q'],
  i64: ['o', 'ou', 'of'],
  shaped: ['o', 'os', 'on', 'ov'],
  'helper-array': ['o', 'os', 'ov', 'q'],
};

export interface CompositeOutcome {
  readonly out?: Record<string, Host>;
  readonly error?: string;
}

/**
 * The helpers `src` calls, directly or through other helpers: a declared helper that is never
 * called and takes arrays or vectors is refused (it is lowered as a scalar function, which fails).
 */
function calledHelpers(all: Readonly<Record<string, string>>, src: string): Record<string, string> {
  const used: Record<string, string> = {};
  const visit = (text: string) => {
    for (const [n, h] of Object.entries(all))
      if (!(n in used) && new RegExp(`\\b${n}\\(`).test(text)) {
        used[n] = h;
        visit(h);
      }
  };
  visit(src);
  return used;
}

export function compositeKernel(p: CompositeProgram, only?: readonly number[]): tt.Kernel {
  const made = (src: string): unknown => new Function('tt', `return ${src}`)(tt);
  const name = `fuzz_${p.cls.replace('-', '_')}_${p.seed}`;
  if (!p.helpers) return tt.kernel(SCHEMAS[p.cls], made(renderComposite(p, only)) as never, { name });
  const helpers = Object.fromEntries(
    Object.entries(calledHelpers(p.helpers, renderComposite(p, only))).map(([n, s]) => [n, made(s)]),
  );
  return tt.kernel(SCHEMAS[p.cls], made(renderComposite(p, only)) as never, { name, helpers } as never);
}

/** The bodies that do not define on their own, with their error codes (a generator or frontend bug). */
export function undefinable(p: CompositeProgram): string[] {
  const bad: string[] = [];
  p.bodies.forEach((b, k) => {
    try {
      compositeKernel(p, [k]);
    } catch (e) {
      bad.push(`body ${k}: ${(e as { code?: string }).code ?? ''} ${String(e)}\n${b}`);
    }
  });
  return bad;
}

export async function runComposite(
  k: tt.Kernel,
  p: CompositeProgram,
  device: tt.Device,
): Promise<CompositeOutcome> {
  const ins = compositeInputs(p);
  const arrays = Object.fromEntries(
    Object.entries(ins).map(([n, v]) => [
      n,
      tt.array(v.data as Float32Array, v.shape ? { device, shape: [...v.shape] } : { device }) as tt.NDArray,
    ]),
  );
  try {
    await k.launch(CN, arrays as never);
    const out: Record<string, Host> = {};
    for (const n of OUTPUTS[p.cls]) out[n] = (await arrays[n]?.read()) as Host;
    return { out };
  } catch (e) {
    return { error: `launch: ${(e as { code?: string }).code ?? String(e)}` };
  } finally {
    for (const a of Object.values(arrays)) a.dispose();
  }
}

/** The i64 program as plain JS over BigInts: every work item in order. */
export function plainComposite(p: CompositeProgram): CompositeOutcome {
  const fn = new Function(`return ${renderComposite(p)}`)() as (i: number, a: Record<string, Host>) => void;
  const ins = compositeInputs(p);
  try {
    const flat = Object.fromEntries(Object.entries(ins).map(([n, v]) => [n, v.data]));
    for (let i = 0; i < CN; i++) fn(i, flat);
    return { out: Object.fromEntries(OUTPUTS[p.cls].map((n) => [n, flat[n] as Host])) };
  } catch (e) {
    return { error: String(e) };
  }
}

const comparable = (a: Host): (number | string)[] =>
  a instanceof Float32Array || a instanceof Float64Array
    ? bits(a)
    : Array.from(a as ArrayLike<number | bigint>, (v) => String(v));

/** The first difference, naming the body and its source, or undefined when the outcomes agree. */
export function compositeDiffer(
  p: CompositeProgram,
  want: CompositeOutcome,
  got: CompositeOutcome,
): string | undefined {
  if (want.error !== undefined || got.error !== undefined)
    return want.error === got.error
      ? undefined
      : `error: want ${want.error ?? 'none'}, got ${got.error ?? 'none'}`;
  for (const n of OUTPUTS[p.cls]) {
    const w = want.out?.[n];
    const g = got.out?.[n];
    if (!w || !g) return `${n}: missing`;
    const bw = comparable(w);
    const bg = comparable(g);
    const e = bw.findIndex((x, k) => x !== bg[k]);
    if (e < 0) continue;
    const body = Math.floor(e / (OUT_WORDS[n] ?? 1)) % p.bodies.length;
    const item = Math.floor(e / (OUT_WORDS[n] ?? 1) / p.bodies.length);
    return `${n}[${e}] (item ${item}, body ${body}): want ${w[e]}, got ${g[e]}\n${p.bodies[body]}`;
  }
  return undefined;
}
