/**
 * Runs a generated program on devices and compares: every device against the js backend (ints and
 * floats bit for bit, transcendental functions within a stated number of ulps), and for the int
 * class the js backend against the program run as plain JS.
 */
import { format } from 'node:util';
import * as tt from '../../src/index.js';
import { compare } from '../support/compare.js';
import { bits } from '../support/run.js';
import { FLOAT_INPUTS, INT_INPUTS, type Program, renderProgram } from './generate.js';

export const N = 16;

/**
 * Differences allowed per class and backend, in ulps: f64 transcendental functions differ from
 * JS's by a few ulps on native (its libm, issue 18.15) and on wasm (tutti's own library, see
 * docs/backends/wasm.md), and composed functions can carry that a little further.
 */
export function allowedUlps(p: Program, backend: string): number {
  return p.cls === 'transcendental' && backend !== 'js' ? 4 : 0;
}

export interface Outcome {
  readonly o?: number[] | Float32Array | Float64Array | Int32Array;
  /** What the kernel's console.log calls printed, in item then statement order. */
  readonly lines?: readonly string[];
  readonly error?: string;
}

type Kernel = tt.Kernel;

function kernelOf(p: Program, src: string): Kernel {
  const fn: unknown = new Function('tt', `return ${src}`)(tt);
  const arr: tt.ArrayParam =
    p.cls === 'int' ? tt.arrayOf(tt.i32) : p.cls === 'float' ? tt.arrayOf(tt.f32) : tt.arrayOf(tt.f64);
  const schema: tt.Schema = p.cls === 'int' ? { a: arr, b: arr, c: arr, o: arr } : { a: arr, b: arr, o: arr };
  return tt.kernel(schema, fn as never, {
    name: `fuzz_${p.cls}_${p.seed}`,
    float: p.cls === 'transcendental' ? 'f64' : 'f32',
  });
}

function inputs(p: Program): Record<string, Int32Array | Float32Array | Float64Array> {
  if (p.cls === 'int') {
    const a = Int32Array.from(INT_INPUTS);
    return { a, b: a.slice().reverse(), c: new Int32Array(N), o: new Int32Array(N * p.slots) };
  }
  const T = p.cls === 'float' ? Float32Array : Float64Array;
  const a = T.from(FLOAT_INPUTS);
  return { a, b: a.slice().reverse(), o: new T(N * p.slots) };
}

/** The program as plain JS (int class): every work item in order, as the js backend runs them. */
export function plainJs(p: Program): Outcome {
  const src = renderProgram(p);
  const casts = { i32: (v: number) => v | 0, u32: (v: number) => v >>> 0 };
  const lines: string[] = [];
  const console = { log: (...xs: unknown[]) => lines.push(format(...xs)) };
  const fn = new Function('tt', 'console', `return ${src}`)(casts, console) as (
    i: number,
    a: Record<string, Int32Array>,
  ) => void;
  const ins = inputs(p) as Record<string, Int32Array>;
  try {
    for (let i = 0; i < N; i++) fn(i, ins);
  } catch (e) {
    return { error: String(e) };
  }
  return { o: Array.from([...(ins.o ?? []), ...(ins.c ?? [])]), lines };
}

export async function runProgram(p: Program, device: tt.Device): Promise<Outcome> {
  let k: Kernel;
  try {
    k = kernelOf(p, renderProgram(p));
  } catch (e) {
    return { error: `define: ${(e as { code?: string }).code ?? String(e)}` };
  }
  const ins = inputs(p);
  const arrays = Object.fromEntries(
    Object.entries(ins).map(([n, v]) => [n, tt.array(v as Float32Array, { device }) as tt.NDArray]),
  );
  const lines: string[] = [];
  try {
    await k.launch(N, arrays as never, { print: (l: string) => lines.push(l) });
    const o = (await arrays.o?.read()) as Int32Array | Float32Array | Float64Array;
    if (p.cls !== 'int') return { o, lines };
    const c = (await arrays.c?.read()) as Int32Array | undefined;
    return { o: [...o, ...(c ?? [])], lines };
  } catch (e) {
    return { error: `launch: ${(e as { code?: string }).code ?? String(e)}` };
  } finally {
    for (const a of Object.values(arrays)) a.dispose();
  }
}

/** A description of the first difference, or undefined when the outcomes agree. */
export function differ(p: Program, want: Outcome, got: Outcome, ulps: number): string | undefined {
  if (want.error !== undefined || got.error !== undefined) {
    return want.error === got.error
      ? undefined
      : `error: want ${want.error ?? 'none'}, got ${got.error ?? 'none'}`;
  }
  const lw = want.lines ?? [];
  const lg = got.lines ?? [];
  const l = Math.max(lw.length, lg.length);
  for (let k = 0; k < l; k++)
    if (lw[k] !== lg[k]) return `printed line ${k}: want ${lw[k] ?? 'none'}, got ${lg[k] ?? 'none'}`;
  const w = want.o ?? [];
  const g = got.o ?? [];
  if (p.cls === 'int') {
    for (let i = 0; i < w.length; i++) if (w[i] !== g[i]) return `[${i}] want ${w[i]}, got ${g[i]}`;
    return undefined;
  }
  if (ulps === 0) {
    const bw = bits(w as Float32Array);
    const bg = bits(g as Float32Array);
    const i = bw.findIndex((x, k) => x !== bg[k]);
    return i < 0 ? undefined : `[${i}] want ${w[i]}, got ${g[i]} (bits)`;
  }
  const bad = compare(g as Float64Array, w as Float64Array, ulps);
  return bad.length ? bad.join('; ') : undefined;
}
