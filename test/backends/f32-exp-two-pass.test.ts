/**
 * Native two-pass f32 Math.exp (src/backends/c/exp-two-pass.ts): the fast helper's rounding test
 * flags every argument whose f32 it may round differently from js (the hard cases) or is subnormal,
 * and is exact everywhere else, NaNs (js's canonical NaN, unflagged) included; independent-item kernels take the two-pass loop
 * (a kernel storing an array it loads does not); and lanes that fail the test — every one of
 * them below — still give js's bits through the exact fallback.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildLibrary, nativeSource } from '../../src/backends/native/build.js';
import { callAsync, declare, loadLibrary } from '../../src/backends/shared/koffi.js';
import { resetConfiguration } from '../../src/config/settings.js';
import * as tt from '../../src/index.js';
import { HARD_EXP_F32 } from './f32-exp-hard-cases.js';

const F32 = tt.arrayOf(tt.f32);
const available = tt.devices().some((d) => d.backend === 'native' && d.available);

const plain = tt.kernel({ x: F32, o: F32 }, (i, { x, o }) => {
  o[i] = Math.exp(x[i]);
});
const inPlace = tt.kernel({ x: F32 }, (i, { x }) => {
  x[i] = Math.exp(x[i]);
});
/** softmax's numerator: a scalar subtracted first (not a kernel the fast path was tuned on). */
const shifted = tt.kernel({ x: F32, o: F32, m: tt.f32 }, (i, { x, o, m }) => {
  o[i] = Math.exp(x[i] - m) * 0.5;
});

/** A helper with exps (Black-Scholes's `cnd` has one): it gets a fast-pass copy. */
function bump(v: number): number {
  return Math.exp(-0.5 * v * v) * 0.25 + Math.exp(v);
}
const helped = tt.kernel(
  { x: F32, o: F32 },
  (i, { x, o }) => {
    o[i] = bump(x[i]) - Math.exp(x[i] * 0.5);
  },
  { helpers: { bump } },
);

/** `ir` with every access marked proven in bounds (as a launch's specialisation may mark them). */
function provenAccesses<T>(ir: T): T {
  const copy = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(copy);
    if (v === null || typeof v !== 'object') return v;
    const o: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) o[k] = k === 'checked' ? false : copy(x);
    return o;
  };
  return copy(ir) as T;
}

const bitsOf = (f: Float32Array) => new Uint32Array(f.buffer, f.byteOffset, f.length);
const asFloats = (bits: readonly number[]) => new Float32Array(Uint32Array.from(bits).buffer);

/** NaN arguments: the fast helper gives js's canonical NaN itself, unflagged. */
const NANS = [0x7fc00000, 0xffc00000, 0x7f800001, 0x7fffffff, 0xffffffff, 0xff800001];
/** Arguments whose lanes all fail the fast test (the hard cases), and NaNs. */
const failing = (): number[] => [...HARD_EXP_F32, ...NANS];

/** Every `step`th bit pattern, and every pattern around the thresholds and special values. */
function sample(step: number): number[] {
  const out: number[] = [];
  for (let b = 0; b <= 0xffffffff; b += step) out.push(b);
  for (let b = 0xc2ae0000; b <= 0xc2d20000; b += 97) out.push(b); // x in [-105, -87]: subnormal results
  const f = new Float32Array(1);
  const u = new Uint32Array(f.buffer);
  for (const x of [88.72283, 87.33654, 103.97208, 105, 87.3, 110, 0, 2 ** -25]) {
    f[0] = x;
    const b = u[0] ?? 0;
    for (let d = -200; d <= 200; d++) out.push((b + d) >>> 0, ((b + d) | 0x80000000) >>> 0);
  }
  out.push(0x7f800000, 0xff800000, 0x80000000, 0x00000001, 0x80000001, 0x7f7fffff, 0xff7fffff);
  return out.concat(failing());
}

async function run(k: tt.Kernel<{ x: typeof F32; o: typeof F32 }>, x: Float32Array): Promise<Float32Array> {
  const a = tt.array(x, { device: 'native' });
  const o = tt.zeros([x.length], tt.f32, { device: 'native' });
  await k.launch(x.length, { x: a, o });
  const r = (await o.read()) as Float32Array;
  a.dispose();
  o.dispose();
  return r;
}

/** The indices where `got` is not js's float (any NaN meets any NaN). */
function mismatches(x: Float32Array, got: Float32Array, f: (v: number) => number): string[] {
  const want = Float32Array.from(x, f);
  const g = bitsOf(got);
  const w = bitsOf(want);
  const bad: string[] = [];
  for (let i = 0; i < x.length && bad.length < 5; i++)
    if (g[i] !== w[i] && !(Number.isNaN(got[i]) && Number.isNaN(want[i])))
      bad.push(`x = ${x[i]}: want ${want[i]}, got ${got[i]}`);
  return bad;
}

const PROBE = `
__attribute__((visibility("default"))) void tt_probe(const float *x, float *fast, float *exact,
    uint32_t *flag, int32_t n) {
  for (int32_t i = 0; i < n; i++) {
    uint64_t u = 0;
    fast[i] = tt_exp_f32_fast(x[i], &u);
    flag[i] = (uint32_t)(u >> 63);
    exact[i] = tt_exp_f32(x[i]);
  }
}`;

describe.skipIf(!available)('native two-pass f32 exp', { timeout: 120_000 }, () => {
  it('independent items take the two-pass loop; a kernel storing what it loads does not', () => {
    const src = nativeSource(plain.ir);
    expect(src).toContain('tt_item_fast_exp(i0, i1, i2, a_x, n_x, a_o, n_o, tt_err, &tt_unsure)');
    expect(src).toContain('if (__builtin_expect((tt_unsure >> 63) != 0, 0))');
    expect(src).toContain('#if TT_EXP_TWO_PASS');
    expect(nativeSource(shifted.ir)).toContain('tt_exp_f32_fast(');
    expect(nativeSource(inPlace.ir)).not.toContain('tt_exp_f32_fast');
    expect(nativeSource(helped.ir)).toContain('f_fn_bump_f32_fx(a_x[i0], tt_unsure)');
    // a launch whose accesses are all proven in bounds (nothing to hoist, no fast item: E1 and its
    // tt.jit form at launch) takes the two passes too, running a chunk again through the item
    const proven = nativeSource(provenAccesses(plain.ir));
    expect(proven).not.toContain('tt_item_fast(');
    expect(proven).toContain('tt_item_fast_exp(i0, i1, i2, a_x, n_x, a_o, n_o, tt_err, &tt_unsure)');
    expect(proven).toMatch(
      /if \(__builtin_expect\(\(tt_unsure >> 63\) != 0, 0\)\) \{\s*#pragma GCC ivdep\s*for \(int32_t i0 = tt_c; i0 < tt_ce; i0\+\+\) tt_item\(/,
    );
  });

  it('a kernel whose helper calls exp gives js bits', async () => {
    const x = asFloats(sample(16_411));
    const got = await run(helped, x);
    const a = tt.array(x, { device: 'js' });
    const o = tt.zeros([x.length], tt.f32, { device: 'js' });
    await helped.launch(x.length, { x: a, o });
    const want = (await o.read()) as Float32Array;
    const [g, w] = [bitsOf(got), bitsOf(want)];
    const bad: string[] = [];
    for (let i = 0; i < x.length && bad.length < 5; i++)
      if (g[i] !== w[i] && !(Number.isNaN(got[i]) && Number.isNaN(want[i])))
        bad.push(`x = ${x[i]}: want ${want[i]}, got ${got[i]}`);
    expect(bad).toEqual([]);
  });

  it('the fast helper flags every hard case and subnormal result, and is the exact port wherever it does not flag', async () => {
    // the two helpers as the kernel has them, with a loop that returns both and the flag
    const src = nativeSource(plain.ir);
    const from = src.indexOf('/* Math.fround(Math.exp(x))');
    const to = src.indexOf('#undef TT_MA');
    expect(from).toBeGreaterThan(0);
    expect(to).toBeGreaterThan(from);
    const lib = `#include <stdint.h>\n#include <math.h>\n${src.slice(from, to)}#undef TT_MA\n${PROBE}\n`;
    const built = await buildLibrary('native-ref', 'the two-pass exp probe', lib);
    const probe = declare(await loadLibrary(built.path), 'tt_probe', 'void', [
      'float *',
      'float *',
      'float *',
      'uint32_t *',
      'int32_t',
    ]);
    const x = asFloats(sample(1021));
    const fast = new Float32Array(x.length);
    const exact = new Float32Array(x.length);
    const flag = new Uint32Array(x.length);
    await callAsync(probe, [x, fast, exact, flag, x.length]);
    const hard = new Set(HARD_EXP_F32);
    const [xb, fb, eb] = [bitsOf(x), bitsOf(fast), bitsOf(exact)];
    let wrongWhereSure = 0;
    let missedHard = 0;
    let flaggedOrdinary = 0;
    let ordinary = 0;
    const nanBits = new Set<number>();
    for (let i = 0; i < x.length; i++) {
      const b = xb[i] ?? 0;
      // subnormal results (x in [-104, -87.33)) are always unsure: the exact port gives them
      const mustFlag = hard.has(b) || (b > 0xc2aea8f6 && b <= 0xc2d00000);
      if (mustFlag && flag[i] === 0) missedHard++;
      if (!mustFlag && !Number.isNaN(x[i])) {
        ordinary++;
        if (flag[i] !== 0) flaggedOrdinary++;
      }
      if (Number.isNaN(x[i])) nanBits.add(flag[i] === 0 ? (fb[i] ?? 0) : -1);
      if (flag[i] === 0 && fb[i] !== eb[i]) wrongWhereSure++;
    }
    // every NaN, whatever its sign and payload, unflagged and js's canonical NaN
    expect([...nanBits]).toEqual([0x7fc00000]);
    expect(missedHard).toBe(0);
    expect(wrongWhereSure).toBe(0);
    // the fast path does the work: of all 2^32 arguments, 1 024 ordinary ones (and the subnormal band) are flagged
    expect(flaggedOrdinary / ordinary).toBeLessThan(1e-3);
    // and the exact port is js (checked on all 2^32 arguments once; here on the sample)
    expect(mismatches(x, exact, Math.exp)).toEqual([]);
  });

  it('kernels give js bits where every lane falls back, and over the sample', async () => {
    // every lane fails the test or is a NaN, over more items than one block, so threads run chunks too
    const all = failing();
    const many = asFloats(Array.from({ length: 40_000 }, (_, i) => all[i % all.length] ?? 0));
    expect(mismatches(many, await run(plain, many), Math.exp)).toEqual([]);
    const x = asFloats(sample(4099));
    expect(mismatches(x, await run(plain, x), Math.exp)).toEqual([]);
  });

  it('one unsure lane among sure ones, at every position of a 512-bit vector and around chunk edges, gives js bits', async () => {
    // the two-pass kernels' file may use 512-bit vectors (16 f32 lanes) where the target has AVX-512
    expect(nativeSource(plain.ir)).toContain('#pragma GCC target("prefer-vector-width=512")');
    expect(nativeSource(inPlace.ir)).not.toContain('prefer-vector-width');
    // ordinary arguments (sure: unflagged), with one hard case, subnormal-band argument, NaN or
    // infinity put in at a time: lane 0..15 of some vector, and each side of the 256-item chunks
    const ordinary = (i: number) => Math.fround(Math.sin(i) * 20);
    const odd = [
      HARD_EXP_F32[7] ?? 0,
      HARD_EXP_F32[200] ?? 0,
      0xc2b00000,
      0x7fc00001,
      0xff800000,
      0x7f800000,
    ];
    const n = 4096 + 37; // an odd tail: the vector loop's remainder too
    const x = new Float32Array(n).map((_, i) => ordinary(i));
    const xb = bitsOf(x);
    const at = [
      ...Array.from({ length: 16 }, (_, l) => 512 + 17 * 16 + l),
      255,
      256,
      767,
      768,
      1024,
      n - 1,
      n - 20,
    ];
    at.forEach((p, j) => {
      xb[p] = odd[j % odd.length] ?? 0;
    });
    expect(mismatches(x, await run(plain, x), Math.exp)).toEqual([]);
    // and the same with several threads' blocks: a longer array of the same pattern
    const long = new Float32Array(1 << 18).map((_, i) => x[i % n] ?? 0);
    expect(mismatches(long, await run(plain, long), Math.exp)).toEqual([]);
  });

  it('softmax-like exp(x - m) and the in-place kernel stay exact', async () => {
    const x = asFloats(sample(16_411));
    const m = Math.fround(1.75);
    const a = tt.array(x.slice(), { device: 'native' }); // a copy: the in-place kernel writes it
    const o = tt.zeros([x.length], tt.f32, { device: 'native' });
    await shifted.launch(x.length, { x: a, o, m });
    const got = (await o.read()) as Float32Array;
    expect(mismatches(x, got, (v) => Math.fround(Math.exp(Math.fround(v - m))) * 0.5)).toEqual([]);
    await inPlace.launch(x.length, { x: a });
    expect(mismatches(x, (await a.read()) as Float32Array, Math.exp)).toEqual([]);
    a.dispose();
    o.dispose();
  });

  it.skipIf(process.arch !== 'x64')(
    'the two passes are gated on FMA and AVX2: a baseline x86-64 build runs the exact port alone, exactly',
    async () => {
      const src = nativeSource(plain.ir);
      const from = src.indexOf('/* e^x in double to ');
      const to = src.indexOf('#undef TT_MA');
      expect(from).toBeGreaterThan(0);
      const gateLib = `#include <stdint.h>\n${src.slice(from, to)}#undef TT_MA
__attribute__((visibility("default"))) int32_t tt_gate(void) { return TT_EXP_TWO_PASS; }\n`;
      const gate = async () => {
        const built = await buildLibrary('native-ref', 'the two-pass gate probe', gateLib);
        return (await callAsync(
          declare(await loadLibrary(built.path), 'tt_gate', 'int32_t', []),
          [],
        )) as number;
      };
      // this host under -march=native: on where it has both
      const flags = /^flags\s*:(.*)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.split(/\s+/) ?? [];
      const native = tt.settings().cflags.includes('-march=native');
      if (native) expect(await gate()).toBe(flags.includes('fma') && flags.includes('avx2') ? 1 : 0);
      tt.configure({ cflags: '-O3 -march=x86-64 -fopenmp -fPIC -shared -ffp-contract=off' });
      try {
        expect(await gate()).toBe(0);
        // a kernel made now builds with these flags: the plain exact loop, js's bits
        const k = tt.kernel({ x: F32, o: F32 }, (i, { x, o }) => {
          o[i] = Math.exp(x[i]) * 2;
        });
        const x = asFloats(sample(16_411));
        const a = tt.array(x, { device: 'native' });
        const o = tt.zeros([x.length], tt.f32, { device: 'native' });
        await k.launch(x.length, { x: a, o });
        const got = (await o.read()) as Float32Array;
        expect(mismatches(x, got, (v) => Math.fround(Math.exp(v)) * 2)).toEqual([]);
        a.dispose();
        o.dispose();
      } finally {
        resetConfiguration();
      }
    },
  );
});
