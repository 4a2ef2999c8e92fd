/**
 * Memory fences: tt.fence() (device scope) between an item's stores and the atomic that publishes
 * them, the "last item sums" pattern of CUDA's threadFenceReduction; tt.fence() in a helper and
 * under a divergent test; g.fence() (work-group scope) between shared stores and reads. Integer
 * data, so every outcome is exact whatever order items run in. WebGPU refuses tt.fence()
 * (KERNEL_FENCE_UNSUPPORTED, checked by conformance.test.ts through `needs.deviceFence`).
 */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase, num, seeded } from './case.js';

const N = 20_000; // above native's PARALLEL_MIN_ITEMS: the items run on several threads
const ints = (n: number, seed: number) => Int32Array.from(seeded(n, seed, (r) => Math.floor(r * 200) - 100));

/** Bound in the kernel through `helpers` (declared here for TypeScript): a fence in a helper. */
function fenced(v: number): number {
  tt.fence();
  return v - 5;
}

const G = 64;

export const fenceCases: ConformanceCase[] = [
  {
    name: 'fences: tt.fence() before the atomic ticket; the last item sums every partial',
    covers: ['tt.fence', 'Atomics.add ticket', 'last-item reduction'],
    needs: { atomics: true, deviceFence: true },
    kernel: () =>
      tt.kernel(
        {
          x: tt.arrayOf(tt.i32),
          partial: tt.arrayOf(tt.i32),
          count: tt.arrayOf(tt.i32),
          total: tt.arrayOf(tt.i32),
          n: tt.i32,
        },
        (i, { x, partial, count, total, n }) => {
          partial[i] = x[i] * 3 + 1;
          tt.fence(); // the partial is visible before the ticket is taken
          const ticket = Atomics.add(count, 0, 1);
          if (ticket === n - 1) {
            tt.fence(); // the other items' partials are read after the last ticket
            let s = 0;
            for (let j = 0; j < n; j++) s += Atomics.load(partial, j);
            total[0] = s;
          }
        },
      ),
    range: N,
    inputs: () => ({
      x: ints(N, 7),
      partial: new Int32Array(N),
      count: new Int32Array(1),
      total: new Int32Array(1),
      n: N,
    }),
    outputs: ['partial', 'count', 'total'],
    reference: (p) => {
      const [x, partial, count, total] = [
        arr<Int32Array>(p.x),
        arr<Int32Array>(p.partial),
        arr<Int32Array>(p.count),
        arr<Int32Array>(p.total),
      ];
      const n = num(p.n);
      let s = 0;
      for (let i = 0; i < n; i++) {
        partial[i] = (x[i] ?? 0) * 3 + 1;
        s += partial[i] ?? 0;
      }
      count[0] = n;
      total[0] = s;
    },
  },
  {
    name: 'fences: tt.fence() in a helper and under a divergent test',
    covers: ['tt.fence in a helper', 'tt.fence under a divergent if'],
    needs: { atomics: true, deviceFence: true },
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.i32), partial: tt.arrayOf(tt.i32), odd: tt.arrayOf(tt.i32) },
        (i, { x, partial, odd }) => {
          partial[i] = fenced(x[i]);
          if ((x[i] & 1) !== 0) {
            tt.fence();
            Atomics.add(odd, 0, 1);
          }
        },
        { helpers: { fenced } },
      ),
    range: 4096,
    inputs: () => ({ x: ints(4096, 11), partial: new Int32Array(4096), odd: new Int32Array(1) }),
    outputs: ['partial', 'odd'],
    reference: (p) => {
      const [x, partial, odd] = [arr<Int32Array>(p.x), arr<Int32Array>(p.partial), arr<Int32Array>(p.odd)];
      for (let i = 0; i < x.length; i++) {
        const v = x[i] ?? 0;
        partial[i] = v - 5;
        if ((v & 1) !== 0) odd[0] = (odd[0] ?? 0) + 1;
      }
    },
  },
  {
    name: 'fences: g.fence() between shared stores and reads (top level and in a uniform loop)',
    covers: ['g.fence', 'g.fence in a uniform loop', 'g.shared'],
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.i32), out: tt.arrayOf(tt.i32) },
        (i, { x, out }, g) => {
          const s = g.shared(tt.i32, G);
          const l = g.local[0];
          s[l] = x[i];
          g.fence();
          g.barrier();
          let acc = 0;
          for (let r = 0; r < 3; r++) {
            acc += s[(l + r * 5) % G];
            g.fence();
          }
          out[i] = acc * 10 + s[G - 1 - l];
        },
        { workgroup: [G], constants: { G } },
      ),
    range: 16 * G,
    inputs: () => ({ x: ints(16 * G, 13), out: new Int32Array(16 * G) }),
    outputs: ['out'],
    reference: (p) => {
      const [x, out] = [arr<Int32Array>(p.x), arr<Int32Array>(p.out)];
      for (let i = 0; i < x.length; i++) {
        const base = i - (i % G);
        const l = i % G;
        let acc = 0;
        for (let r = 0; r < 3; r++) acc += x[base + ((l + r * 5) % G)] ?? 0;
        out[i] = acc * 10 + (x[base + G - 1 - l] ?? 0);
      }
    },
  },
];
