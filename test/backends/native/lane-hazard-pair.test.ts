/**
 * The lane-hazard check's pair test (`tt_hz_pair`, src/backends/c/lane-hazard.ts) on its own: it
 * must say "apart" only when no lane's x set shares an element with another lane's y set. Compiled
 * with the system C compiler beside a brute-force reference (every pair of lanes, every element),
 * over the shapes the lanes produce — each lane's sets moved by one step (a column step of
 * Cholesky or LU: the store A[i][j] against the reads of row i), sets shared by all lanes (row j),
 * and random ones — and end to end on a column step whose lanes do read what an earlier lane stores.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { hazardHelpers } from '../../../src/backends/c/lane-hazard.js';
import * as tt from '../../../src/index.js';
import { describeNative } from './support.js';

const dir = mkdtempSync(join(tmpdir(), 'tt-hazard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HARNESS = `
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
${hazardHelpers('__int128', 'static').join('\n')}
static int32_t brute(const int64_t *x, const int64_t *b, const int64_t *n, const int64_t *y, const int64_t *c, const int64_t *m, int32_t nl) {
  for (int32_t l = 0; l < nl; l++)
    for (int32_t o = 0; o < nl; o++)
      if (o != l)
        for (int64_t u = 0; u < n[l]; u++)
          for (int64_t v = 0; v < m[o]; v++)
            if (x[l] + b[l] * u == y[o] + c[o] * v) return 0;
  return 1;
}
static uint64_t seed = 88172645463325252ull;
static int64_t rnd(int64_t k) { seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17; return (int64_t)(seed % (uint64_t)k); }
int main(void) {
  int64_t x[16], b[16], n[16], y[16], c[16], m[16];
  long cases = 0, apart = 0, wrong = 0, missed = 0;
  for (int it = 0; it < 200000; it++) {
    const int32_t nl = 2 + (int32_t)rnd(15);
    const int shape = (int)rnd(4);
    const int64_t s = rnd(3) == 0 ? rnd(9) - 4 : 40 + rnd(3) - 1;   /* lane step: small, or about a row */
    const int64_t x0 = rnd(200), y0 = rnd(200), B = rnd(4) - 1, C = rnd(4) - 1, N = rnd(5), M = rnd(40);
    for (int32_t l = 0; l < nl; l++) {
      /* 0: both sets move by s per lane; 1: y shared by all lanes; 2: random; 3: both move, one lane off */
      x[l] = shape == 2 ? rnd(400) : x0 + s * l; b[l] = shape == 2 ? rnd(5) - 2 : B; n[l] = shape == 2 ? rnd(4) : N;
      y[l] = shape == 1 ? y0 : shape == 2 ? rnd(400) : y0 + s * l; c[l] = shape == 2 ? rnd(5) - 2 : C; m[l] = shape == 2 ? rnd(30) : M;
    }
    if (shape == 3) y[rnd(nl)] += 1;
    const int32_t got = tt_hz_pair(x, b, n, y, c, m, nl), want = brute(x, b, n, y, c, m, nl);
    cases++; apart += got;
    if (got && !want) wrong++;
    if (!got && want) missed++;
  }
  printf("%ld %ld %ld %ld\\n", cases, apart, wrong, missed);
  return 0;
}
`;

function runHarness(): number[] {
  const src = join(dir, 'hz.c');
  const exe = join(dir, 'hz');
  writeFileSync(src, HARNESS);
  const cc = process.env.TUTTI_CC ?? process.env.CC ?? 'cc';
  const built = spawnSync(cc, ['-O1', '-o', exe, src], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  const r = spawnSync(exe, [], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  return r.stdout.trim().split(/\s+/).map(Number);
}

describeNative('lane hazard pairs', () => {
  it('tt_hz_pair never calls two lanes apart that share an element, and finds the moved and row cases apart', () => {
    const [cases, apart, wrong, missed] = runHarness();
    expect(cases).toBe(200000);
    expect(wrong).toBe(0);
    // exact on the shapes the lanes make; conservative (a hazard where none is) only rarely
    expect(missed ?? 1).toBeLessThan((cases ?? 0) / 50);
    expect(apart).toBeGreaterThan((cases ?? 0) / 4);
  });

  it('moved sets are tested lane 0 against its moved copies, and all stores against all reads as two ranges', () => {
    const text = hazardHelpers('__int128', 'static').join('\n');
    // one pass over the lanes and one over the lane distances (not the 16 × 16 pairs)
    expect(text).toContain('if (moved) {');
    expect(text).toContain('for (int32_t t = 1 - nl; t < nl; t++, st += s)');
    expect(text).toContain('if (ul > uh || vl > vh || uh < vl || vh < ul) return 1;');
  });

  it('lanes that store a column each after reading a row across all columns run item by item, as js', async () => {
    // item j sums row r (which items < j have already updated at their column), then adds it down column
    // j + o: the stores step by the row length and the reads by 1, so their residues modulo the row length
    // say nothing (o = 1 keeps column 0, whose residue matches, out of the first group: before the fix its
    // lanes ran, and 266 of the 280 elements differed from js)
    const F64x2 = tt.arrayOf(tt.f64, 2);
    const colAdd = tt.kernel(
      { A: F64x2, r: tt.i32, o: tt.i32 },
      (j, { A, r, o }) => {
        let s = 0.0;
        for (let k = 0; k < A.shape[1]; k++) s += A[r][k];
        for (let i = 0; i < A.shape[0]; i++) A[i][j + o] = A[i][j + o] * 0.5 + s;
      },
      { float: 'f64' },
    );
    const src = await colAdd.generatedSource('native');
    expect(src).toContain('tt_lanes(');
    expect(src).toContain('lane hazards');
    const [m, n] = [7, 40];
    const A = Float64Array.from({ length: m * n }, (_, x) => ((x * 7919) % 1009) / 1009);
    const run = async (device: string) => {
      const a = tt.array(A.slice(), { shape: [m, n], device });
      await colAdd.launch(n - 1, { A: a, r: 3, o: 1 });
      return Array.from(await a.read());
    };
    expect(await run('native')).toEqual(await run('js'));
  });

  it('a column step whose lanes read what the lane before stores runs item by item, as js', async () => {
    const F64x2 = tt.arrayOf(tt.f64, 2);
    // item r stores A[r + 1][j]; item r + 1 then reads row r + 1 up to column j, that store included
    const step = tt.kernel(
      { A: F64x2, j: tt.i32 },
      (r, { A, j }) => {
        const i = r + 1;
        let w = A[i][j];
        for (let k = 0; k < j + 1; k++) w += A[i - 1][k] * 0.5;
        A[i][j] = w;
      },
      { float: 'f64' },
    );
    const src = await step.generatedSource('native');
    expect(src).toContain('tt_lanes(');
    expect(src).toContain('lane hazards');
    const n = 40;
    const A = Float64Array.from({ length: n * n }, (_, x) => ((x * 7919) % 1009) / 1009);
    const run = async (device: string) => {
      const a = tt.array(A.slice(), { shape: [n, n], device });
      for (const j of [0, 5, 17, 39]) await step.launch(n - 1, { A: a, j });
      return Array.from(await a.read());
    };
    expect(await run('native')).toEqual(await run('js'));
  });
});
