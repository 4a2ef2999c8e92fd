/**
 * Sub-group collectives: reductions, scans, broadcast, shuffle and the sub-group ids, in 1-D and
 * 2-D groups, in a uniform loop and chained. Sub-groups of 32 (a CUDA warp, so every device runs
 * them); small integer data, so every device must match bit for bit.
 */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase, seeded } from './case.js';

const N = 256;
const SG = 32;
const smallF = (n: number, seed: number) => Float32Array.from(seeded(n, seed, (r) => Math.floor(r * 16) - 7));
const smallI = (n: number, seed: number) =>
  Int32Array.from(seeded(n, seed, (r) => Math.floor(r * 1000) - 500));

/** Calls f(first item, item) for each item of each sub-group of SG consecutive items. */
function perSubgroup(n: number, f: (first: number, i: number) => void): void {
  for (let i = 0; i < n; i++) f(i - (i % SG), i);
}

export const subgroupCases: ConformanceCase[] = [
  {
    name: 'sub-groups: add, min and max of f32 over each sub-group',
    covers: ['g.subgroupAdd', 'g.subgroupMin', 'g.subgroupMax'],
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.f32), sum: tt.arrayOf(tt.f32), lo: tt.arrayOf(tt.f32), hi: tt.arrayOf(tt.f32) },
        (i, { x, sum, lo, hi }, g) => {
          const v = x[i];
          sum[i] = g.subgroupAdd(v);
          lo[i] = g.subgroupMin(v);
          hi[i] = g.subgroupMax(v * 2);
        },
        { workgroup: [64], subgroupSize: 32 },
      ),
    range: N,
    inputs: () => ({
      x: smallF(N, 11),
      sum: new Float32Array(N),
      lo: new Float32Array(N),
      hi: new Float32Array(N),
    }),
    outputs: ['sum', 'lo', 'hi'],
    reference: (p) => {
      const [x, sum, lo, hi] = [p.x, p.sum, p.lo, p.hi].map((a) => arr<Float32Array>(a));
      perSubgroup(N, (f, i) => {
        const part = Array.from(x?.subarray(f, f + SG) ?? []);
        (sum as Float32Array)[i] = part.reduce((a, b) => a + b, 0);
        (lo as Float32Array)[i] = Math.min(...part);
        (hi as Float32Array)[i] = Math.max(...part.map((v) => v * 2));
      });
    },
  },
  {
    name: 'sub-groups: inclusive and exclusive scans of i32',
    covers: ['g.subgroupInclusiveAdd', 'g.subgroupExclusiveAdd', 'i32 collectives'],
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.i32), inc: tt.arrayOf(tt.i32), exc: tt.arrayOf(tt.i32) },
        (i, { x, inc, exc }, g) => {
          inc[i] = g.subgroupInclusiveAdd(x[i]);
          exc[i] = g.subgroupExclusiveAdd(x[i]);
        },
        { workgroup: [128] },
      ),
    range: N,
    inputs: () => ({ x: smallI(N, 12), inc: new Int32Array(N), exc: new Int32Array(N) }),
    outputs: ['inc', 'exc'],
    reference: (p) => {
      const [x, inc, exc] = [arr<Int32Array>(p.x), arr<Int32Array>(p.inc), arr<Int32Array>(p.exc)];
      let run = 0;
      perSubgroup(N, (f, i) => {
        if (i === f) run = 0;
        exc[i] = run;
        run += x[i] ?? 0;
        inc[i] = run;
      });
    },
  },
  {
    name: 'sub-groups: broadcast of a uniform lane, shuffle with per-item lanes (modulo the size)',
    covers: ['g.subgroupBroadcast', 'g.subgroupShuffle', 'g.subgroupLocalId'],
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), s: tt.arrayOf(tt.f32), lane: tt.i32 },
        (i, { x, b, s, lane }, g) => {
          b[i] = g.subgroupBroadcast(x[i], lane);
          s[i] = g.subgroupShuffle(x[i], 37 - g.subgroupLocalId);
        },
        { workgroup: [64] },
      ),
    range: N,
    inputs: () => ({ x: smallF(N, 13), b: new Float32Array(N), s: new Float32Array(N), lane: 5 }),
    outputs: ['b', 's'],
    reference: (p) => {
      const [x, b, s] = [arr<Float32Array>(p.x), arr<Float32Array>(p.b), arr<Float32Array>(p.s)];
      perSubgroup(N, (f, i) => {
        b[i] = x[f + 5] ?? 0;
        s[i] = x[f + ((37 - (i - f)) & (SG - 1))] ?? 0;
      });
    },
  },
  {
    name: 'sub-groups: block reduction (sub-group sums, partials in shared memory, in a uniform loop)',
    covers: ['g.subgroupAdd in a loop', 'g.subgroupId', 'g.subgroupCount', 'g.subgroupSize'],
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32), reps: tt.i32 },
        (i, { x, out, reps }, g) => {
          const part = g.shared(tt.f32, 8);
          let total = 0;
          for (let r = 0; r < reps; r++) {
            const s = g.subgroupAdd(x[i] * (r + 1));
            if (g.subgroupLocalId === 0) part[g.subgroupId] = s;
            g.barrier();
            if (g.local[0] === 0) {
              let t = 0;
              for (let k = 0; k < g.subgroupCount; k++) t += part[k];
              total += t;
            }
            g.barrier();
          }
          if (g.local[0] === 0) out[g.group[0]] = total + g.subgroupSize * 1000;
        },
        { workgroup: [256] },
      ),
    range: N * 2,
    inputs: () => ({ x: smallF(N * 2, 14), out: new Float32Array(2), reps: 3 }),
    outputs: ['out'],
    reference: (p) => {
      const [x, out] = [arr<Float32Array>(p.x), arr<Float32Array>(p.out)];
      for (let grp = 0; grp < 2; grp++) {
        let total = 0;
        for (let r = 0; r < 3; r++) for (let k = 0; k < 256; k++) total += (x[grp * 256 + k] ?? 0) * (r + 1);
        out[grp] = total + SG * 1000;
      }
    },
  },
  {
    name: 'sub-groups: 2-D groups (flat local id, last dimension fastest), u32, chained collectives',
    covers: ['2-D sub-groups', 'u32 collectives', 'a collective of a collective'],
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.u32), out: tt.arrayOf(tt.u32), ids: tt.arrayOf(tt.u32) },
        ([i, j], { x, out, ids }, g) => {
          const w = 16;
          const v = x[i * w + j];
          const m = g.subgroupMax(g.subgroupInclusiveAdd(v));
          out[i * w + j] = m;
          ids[i * w + j] = g.subgroupId * 100 + g.subgroupLocalId;
        },
        { workgroup: [4, 16] },
      ),
    range: [8, 16],
    inputs: () => ({
      x: Uint32Array.from(seeded(128, 15, (r) => Math.floor(r * 100))),
      out: new Uint32Array(128),
      ids: new Uint32Array(128),
    }),
    outputs: ['out', 'ids'],
    reference: (p) => {
      const [x, out, ids] = [arr<Uint32Array>(p.x), arr<Uint32Array>(p.out), arr<Uint32Array>(p.ids)];
      // rows of 16 items; a group is 4 rows (64 items, flat local id = (i % 4) * 16 + j)
      perSubgroup(128, (f, i) => {
        let total = 0;
        for (let k = f; k < f + SG; k++) total += x[k] ?? 0;
        out[i] = total;
        const flat = i % 64;
        ids[i] = Math.floor(flat / SG) * 100 + (flat % SG);
      });
    },
  },
];
