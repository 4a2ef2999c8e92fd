/**
 * Work-group kernels: shared memory, barriers (top level, in uniform ifs and loops), local and
 * group ids in 1-D, 2-D and 3-D, atomics on shared arrays. Data are small integers in floats, so
 * sums are exact whatever the order and every device must match bit for bit.
 */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase, num, seeded } from './case.js';

const small = (n: number, seed: number) => Float32Array.from(seeded(n, seed, (r) => Math.floor(r * 8) - 3));

const N = 32;
const T = 8;
/** Bound in the kernel through `constants: { TILE: T }` (declared here for TypeScript). */
const TILE = T;

export const workgroupCases: ConformanceCase[] = [
  {
    name: 'work-groups: tiled matmul (2-D groups, shared tiles, barrier in a uniform loop)',
    covers: ['g.shared', 'g.barrier in a loop', 'g.local', 'g.group', '2-D work-group'],
    kernel: () =>
      tt.kernel(
        { A: tt.arrayOf(tt.f32), B: tt.arrayOf(tt.f32), C: tt.arrayOf(tt.f32), n: tt.i32 },
        ([i, j], { A, B, C, n }, g) => {
          const As = g.shared(tt.f32, TILE * TILE);
          const Bs = g.shared(tt.f32, TILE * TILE);
          const li = g.local[0];
          const lj = g.local[1];
          let acc = 0;
          for (let t = 0; t < n / TILE; t++) {
            As[li * TILE + lj] = A[i * n + t * TILE + lj];
            Bs[li * TILE + lj] = B[(t * TILE + li) * n + j];
            g.barrier();
            for (let k = 0; k < TILE; k++) acc += As[li * TILE + k] * Bs[k * TILE + lj];
            g.barrier();
          }
          C[i * n + j] = acc;
        },
        { workgroup: [T, T], constants: { TILE: T } },
      ),
    range: [N, N],
    inputs: () => ({ A: small(N * N, 1), B: small(N * N, 2), C: new Float32Array(N * N), n: N }),
    outputs: ['C'],
    reference: (p) => {
      const [A, B, C] = [arr<Float32Array>(p.A), arr<Float32Array>(p.B), arr<Float32Array>(p.C)];
      const n = num(p.n);
      for (let i = 0; i < n; i++)
        for (let j = 0; j < n; j++) {
          let s = 0;
          for (let k = 0; k < n; k++) s += (A[i * n + k] ?? 0) * (B[k * n + j] ?? 0);
          C[i * n + j] = s;
        }
    },
  },
  {
    name: 'work-groups: block reduction (shared, barrier in a halving loop, uniform if)',
    covers: ['g.shared', 'halving loop with g.barrier', 'g.size', 'g.group', 'result per group'],
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32) },
        (i, { x, out }, g) => {
          const s = g.shared(tt.f32, 64);
          const l = g.local[0];
          s[l] = x[i];
          g.barrier();
          for (let h = g.size[0] >> 1; h > 0; h >>= 1) {
            if (l < h) s[l] += s[l + h];
            g.barrier();
          }
          if (l === 0) out[g.group[0]] = s[0];
        },
        { workgroup: [64] },
      ),
    range: 1024,
    inputs: () => ({ x: small(1024, 3), out: new Float32Array(16) }),
    outputs: ['out'],
    reference: (p) => {
      const [x, out] = [arr<Float32Array>(p.x), arr<Float32Array>(p.out)];
      for (let b = 0; b < 16; b++) {
        let s = 0;
        for (let k = 0; k < 64; k++) s += x[b * 64 + k] ?? 0;
        out[b] = s;
      }
    },
  },
  {
    name: 'work-groups: shared-memory stencil with halo, early return after the last barrier',
    covers: ['g.shared halo', 'g.groups', 'return after barrier', 'shared .length'],
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), n: tt.i32 },
        (i, { x, y, n }, g) => {
          const tile = g.shared(tt.f32, 32 + 2);
          const l = g.local[0];
          tile[l + 1] = x[i];
          if (l === 0) tile[0] = i > 0 ? x[i - 1] : 0;
          if (l === g.size[0] - 1) tile[tile.length - 1] = g.group[0] < g.groups[0] - 1 ? x[i + 1] : 0;
          g.barrier();
          if (i >= n) return;
          y[i] = tile[l] + 2 * tile[l + 1] + tile[l + 2];
        },
        { workgroup: [32] },
      ),
    range: 256,
    inputs: () => ({ x: small(256, 4), y: new Float32Array(256), n: 250 }),
    outputs: ['y'],
    reference: (p) => {
      const [x, y] = [arr<Float32Array>(p.x), arr<Float32Array>(p.y)];
      for (let i = 0; i < num(p.n); i++) y[i] = (x[i - 1] ?? 0) + 2 * (x[i] ?? 0) + (x[i + 1] ?? 0);
    },
  },
  {
    name: 'work-groups: barrier inside a uniform loop (ping-pong smoothing in shared memory)',
    covers: ['g.barrier in a loop over a scalar', 'locals live across barriers', 'uniform if with barrier'],
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.i32), y: tt.arrayOf(tt.i32), steps: tt.i32 },
        (i, { x, y, steps }, g) => {
          const a = g.shared(tt.i32, 16);
          const b = g.shared(tt.i32, 16);
          const l = g.local[0];
          const seed = x[i];
          let mine = seed;
          a[l] = seed;
          g.barrier();
          for (let s = 0; s < steps; s++) {
            const left = l > 0 ? a[l - 1] : 0;
            const right = l < 15 ? a[l + 1] : 0;
            mine = (left + a[l] + right + mine) | 0;
            g.barrier();
            if ((s & 1) === 0) {
              b[l] = mine;
              g.barrier();
              a[l] = b[15 - l];
            } else a[l] = mine;
            g.barrier();
          }
          y[i] = mine * 3 + a[l] + seed;
        },
        { workgroup: [16] },
      ),
    range: 64,
    inputs: () => ({
      x: Int32Array.from(seeded(64, 5, (r) => Math.floor(r * 100) - 50)),
      y: new Int32Array(64),
      steps: 5,
    }),
    outputs: ['y'],
    reference: (p) => {
      const [x, y] = [arr<Int32Array>(p.x), arr<Int32Array>(p.y)];
      for (let g0 = 0; g0 < 4; g0++) {
        const a = Array.from({ length: 16 }, (_, l) => x[g0 * 16 + l] ?? 0);
        const seed = [...a];
        const mine = [...a];
        const b = new Array<number>(16).fill(0);
        for (let s = 0; s < num(p.steps); s++) {
          for (let l = 0; l < 16; l++)
            mine[l] =
              ((l > 0 ? (a[l - 1] ?? 0) : 0) +
                (a[l] ?? 0) +
                (l < 15 ? (a[l + 1] ?? 0) : 0) +
                (mine[l] ?? 0)) |
              0;
          if ((s & 1) === 0) {
            for (let l = 0; l < 16; l++) b[l] = mine[l] ?? 0;
            for (let l = 0; l < 16; l++) a[l] = b[15 - l] ?? 0;
          } else for (let l = 0; l < 16; l++) a[l] = mine[l] ?? 0;
        }
        for (let l = 0; l < 16; l++)
          y[g0 * 16 + l] = (Math.imul(mine[l] ?? 0, 3) + (a[l] ?? 0) + (seed[l] ?? 0)) | 0;
      }
    },
  },
  {
    name: 'work-groups: atomics on shared memory (per-group histogram, then merged)',
    covers: ['Atomics.add on g.shared', 'Atomics.store on g.shared', 'atomic merge into global'],
    needs: { atomics: true },
    kernel: () =>
      tt.kernel(
        { data: tt.arrayOf(tt.u32), hist: tt.arrayOf(tt.u32) },
        (i, { data, hist }, g) => {
          const h = g.shared(tt.u32, 8);
          const l = g.local[0];
          if (l < 8) Atomics.store(h, l, 0);
          g.barrier();
          Atomics.add(h, data[i] & 7, 1);
          g.barrier();
          if (l < 8) Atomics.add(hist, l, Atomics.load(h, l));
        },
        { workgroup: [32] },
      ),
    range: 512,
    inputs: () => ({
      data: Uint32Array.from(seeded(512, 6, (r) => Math.floor(r * 1000))),
      hist: new Uint32Array(8),
    }),
    outputs: ['hist'],
    reference: (p) => {
      const [data, hist] = [arr<Uint32Array>(p.data), arr<Uint32Array>(p.hist)];
      for (const v of data) hist[v & 7] = ((hist[v & 7] ?? 0) + 1) >>> 0;
    },
  },
  {
    name: 'work-groups: 3-D groups (ids, counts, transpose through shared memory)',
    covers: ['3-D work-group', 'g.local/g.group/g.groups in 3-D', 'g.size'],
    kernel: () =>
      tt.kernel(
        { out: tt.arrayOf(tt.i32), ids: tt.arrayOf(tt.i32) },
        ([i, j, k], { out, ids }, g) => {
          const t = g.shared(tt.i32, 2 * 3 * 4);
          const a = g.local[0];
          const b = g.local[1];
          const c = g.local[2];
          t[(a * 3 + b) * 4 + c] = i * 10000 + j * 100 + k;
          g.barrier();
          const flat = ((i * 6 + j) * 8 + k) | 0;
          out[flat] = t[((1 - a) * 3 + (2 - b)) * 4 + (3 - c)];
          ids[flat] =
            g.group[0] * 1000000 +
            g.group[1] * 10000 +
            g.group[2] * 100 +
            g.groups[0] * 10 +
            g.groups[1] +
            g.groups[2] * g.size[2];
        },
        { workgroup: [2, 3, 4] },
      ),
    range: [4, 6, 8],
    inputs: () => ({ out: new Int32Array(4 * 6 * 8), ids: new Int32Array(4 * 6 * 8) }),
    outputs: ['out', 'ids'],
    reference: (p) => {
      const [out, ids] = [arr<Int32Array>(p.out), arr<Int32Array>(p.ids)];
      for (let i = 0; i < 4; i++)
        for (let j = 0; j < 6; j++)
          for (let k = 0; k < 8; k++) {
            const [gi, gj, gk] = [Math.floor(i / 2), Math.floor(j / 3), Math.floor(k / 4)];
            const [a, b, c] = [i % 2, j % 3, k % 4];
            const si = gi * 2 + (1 - a);
            const sj = gj * 3 + (2 - b);
            const sk = gk * 4 + (3 - c);
            out[(i * 6 + j) * 8 + k] = si * 10000 + sj * 100 + sk;
            ids[(i * 6 + j) * 8 + k] = gi * 1000000 + gj * 10000 + gk * 100 + 2 * 10 + 2 + 2 * 4;
          }
    },
  },
  {
    name: 'work-groups: 1-D kernel without barriers, bool local (no shared memory)',
    covers: ['work-group kernel without barrier', 'g.local without shared'],
    kernel: () =>
      tt.kernel(
        { y: tt.arrayOf(tt.i32) },
        (i, { y }, g) => {
          const odd = (g.local[0] & 1) === 1;
          if (odd) {
            y[i] = g.group[0];
            return;
          }
          y[i] = -g.local[0];
        },
        { workgroup: [4] },
      ),
    range: 32,
    inputs: () => ({ y: new Int32Array(32) }),
    outputs: ['y'],
    reference: (p) => {
      const y = arr<Int32Array>(p.y);
      for (let i = 0; i < 32; i++) y[i] = (i & 1) === 1 ? Math.floor(i / 4) : -(i % 4);
    },
  },
];
