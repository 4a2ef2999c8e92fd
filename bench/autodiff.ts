/**
 * Autodiff's cost: the adjoint launch of saxpy, a 1-D and a 2-D stencil step and Black-Scholes
 * against the forward launch, on native and wasm, timed round-robin (bench/measure.ts `interleaved`).
 * The stencils' adjoints run in the gather form (src/autodiff/gather-adjoint.ts) plus its zeroing
 * pass, as the tape launches them (launchAdjoint):
 *   npm run build && node dist/bench/autodiff.js [--quick] [--shapes] [--only NAME] [--device native|wasm]
 * (wasm workers need the built code; `--only` keeps the kernels whose name contains NAME).
 * `--shapes` runs other stencils instead: a 9-point 2-D, a 1-D three-point in f32 and f64, the 2-D
 * five-point in f64, and a 3-D seven-point heat step.
 * The adjoint replays the forward computation and then runs the reverse sweep, so about 2-3x the
 * forward time is expected (the issue's target is at most 3x). Prints one line per kernel and device.
 */
import { loadavg } from 'node:os';
import { callPrice } from '../examples/autodiff/black-scholes.js';
import { adjointOf } from '../src/autodiff/adjoint.js';
import { gathers, launchAdjoint } from '../src/autodiff/launch-adjoint.js';
import * as tt from '../src/index.js';
import { interleaved } from './measure.js';

const quick = process.argv.includes('--quick');
const N = quick ? 1 << 18 : 1 << 22;

const saxpy = tt.kernel(
  { a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32) },
  (i, { a, x, y, out }) => {
    out[i] = a * x[i] + y[i];
  },
);
const stencil = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), c: tt.f32, n: tt.i32 },
  (i, { u, v, c, n }) => {
    if (i === 0 || i === n - 1) {
      v[i] = u[i];
      return;
    }
    v[i] = u[i] + c * (u[i - 1] - 2 * u[i] + u[i + 1]);
  },
);

const SIDE = quick ? 1 << 9 : 1 << 11;
const stencil2D = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), w: tt.i32, h: tt.i32 },
  ([r, c], { u, v, w, h }) => {
    const k = r * w + c;
    if (r === 0 || c === 0 || r === h - 1 || c === w - 1) {
      v[k] = u[k];
      return;
    }
    v[k] = 0.6 * u[k] + 0.1 * (u[k - w] + u[k + w] + u[k - 1] + u[k + 1]);
  },
);

/** Shapes the default cases do not use (`--shapes`): the gather form is general, not tuned to these. */
const ninePoint2D = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), w: tt.i32, h: tt.i32 },
  ([r, c], { u, v, w, h }) => {
    const k = r * w + c;
    if (r === 0 || c === 0 || r === h - 1 || c === w - 1) {
      v[k] = u[k];
      return;
    }
    const edges = u[k - w] + u[k + w] + u[k - 1] + u[k + 1];
    const corners = u[k - w - 1] + u[k - w + 1] + u[k + w - 1] + u[k + w + 1];
    v[k] = 0.5 * u[k] + 0.1 * edges + 0.025 * corners;
  },
);
const threePoint = (dt: typeof tt.f32 | typeof tt.f64) =>
  tt.kernel({ u: tt.arrayOf(dt), v: tt.arrayOf(dt), n: tt.i32 }, (i, { u, v, n }) => {
    if (i === 0 || i === n - 1) {
      v[i] = 0;
      return;
    }
    v[i] = 0.25 * u[i - 1] + 0.45 * u[i] + 0.3 * u[i + 1];
  });
const fivePoint64 = tt.kernel(
  { u: tt.arrayOf(tt.f64), v: tt.arrayOf(tt.f64), w: tt.i32, h: tt.i32 },
  ([r, c], { u, v, w, h }) => {
    const k = r * w + c;
    if (r === 0 || c === 0 || r === h - 1 || c === w - 1) {
      v[k] = u[k];
      return;
    }
    v[k] = 0.6 * u[k] + 0.1 * (u[k - w] + u[k + w] + u[k - 1] + u[k + 1]);
  },
);
const SIDE3 = quick ? 64 : 160;
/** A 3-D heat step (7 points), launched 3-D. */
const heat3D = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), n: tt.i32 },
  ([z, y, x], { u, v, n }) => {
    const k = (z * n + y) * n + x;
    if (z === 0 || y === 0 || x === 0 || z === n - 1 || y === n - 1 || x === n - 1) {
      v[k] = u[k];
      return;
    }
    const p = n * n;
    v[k] = u[k] + 0.1 * (u[k - 1] + u[k + 1] + u[k - n] + u[k + n] + u[k - p] + u[k + p] - 6 * u[k]);
  },
);

type Args = Record<string, unknown>;
interface Case {
  readonly name: string;
  readonly range?: readonly [number, number] | readonly [number, number, number];
  readonly kernel: { ir: tt.Kernel['ir']; schema: tt.Kernel['schema']; launch: tt.Kernel['launch'] };
  readonly args: (d: tt.Device) => Args;
}

const filled = (d: tt.Device, v: number) => tt.full([N], v, tt.f32, { device: d });
const CASES: Case[] = [
  {
    name: 'saxpy',
    kernel: saxpy,
    args: (d) => ({ a: 2, x: filled(d, 1), y: filled(d, 2), out: filled(d, 0) }),
  },
  {
    name: 'stencil step',
    kernel: stencil,
    args: (d) => ({ u: filled(d, 1), v: filled(d, 0), c: 0.2, n: N }),
  },
  {
    name: '2-D stencil',
    kernel: stencil2D,
    range: [SIDE, SIDE],
    args: (d) => ({ u: filled(d, 1), v: filled(d, 0), w: SIDE, h: SIDE }),
  },
  {
    name: 'Black-Scholes',
    kernel: callPrice,
    args: (d) => ({
      S: filled(d, 100),
      K: filled(d, 95),
      T: filled(d, 1),
      sigma: filled(d, 0.3),
      price: filled(d, 0),
      r: 0.03,
    }),
  },
];

const filled64 = (d: tt.Device, v: number) => tt.full([N], v, tt.f64, { device: d });
if (process.argv.includes('--shapes')) {
  CASES.length = 0;
  CASES.push(
    {
      name: '2-D 9-point',
      kernel: ninePoint2D,
      range: [SIDE, SIDE],
      args: (d) => ({ u: filled(d, 1), v: filled(d, 0), w: SIDE, h: SIDE }),
    },
    {
      name: '1-D 3-pt f32',
      kernel: threePoint(tt.f32),
      args: (d) => ({ u: filled(d, 1), v: filled(d, 0), n: N }),
    },
    {
      name: '1-D 3-pt f64',
      kernel: threePoint(tt.f64),
      args: (d) => ({ u: filled64(d, 1), v: filled64(d, 0), n: N }),
    },
    {
      name: '2-D 5-pt f64',
      kernel: fivePoint64,
      range: [SIDE, SIDE],
      args: (d) => ({ u: filled64(d, 1), v: filled64(d, 0), w: SIDE, h: SIDE }),
    },
    {
      name: '3-D 7-pt heat',
      kernel: heat3D,
      range: [SIDE3, SIDE3, SIDE3],
      args: (d) => {
        const m = SIDE3 ** 3;
        return {
          u: tt.full([m], 1, tt.f32, { device: d }),
          v: tt.full([m], 0, tt.f32, { device: d }),
          n: SIDE3,
        };
      },
    },
  );
}

const argOf = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const only = argOf('--only');
if (only !== undefined) CASES.splice(0, CASES.length, ...CASES.filter((c) => c.name.includes(only)));
const deviceIds = argOf('--device');
console.log(`autodiff: adjoint vs forward launch, ${N} items, load ${loadavg()[0]?.toFixed(2)}`);
for (const id of deviceIds ? [deviceIds] : ['native', 'wasm']) {
  const device = tt.devices().find((d) => d.backend === id && d.available);
  if (!device) {
    console.log(`${id}: unavailable`);
    continue;
  }
  for (const c of CASES) {
    const args = c.args(device);
    const adjoint = adjointOf(c.kernel);
    const gradArgs: Args = { ...args };
    for (const [a, g] of adjoint.grads) {
      const arr = args[a];
      gradArgs[g] =
        arr instanceof tt.NDArray ? tt.full([arr.length], 1, arr.dtype, { device }) : filled(device, 1);
    }
    const range = c.range ?? N;
    const gather = gathers(adjoint, range, gradArgs);
    const runners = new Map<string, () => unknown>([
      ['forward', () => c.kernel.launch(range, args as never)],
      ['adjoint', () => launchAdjoint(adjoint, range, gradArgs)],
    ]);
    // the scatter form (atomic adds) the gather form replaces, for comparison
    if (gather) runners.set('scatter', () => adjoint.kernel.launch(range, gradArgs as never));
    const t = await interleaved(runners, { rounds: quick ? 5 : 15 });
    const f = t.forward ?? 0;
    const b = t.adjoint ?? 0;
    console.log(
      `${device.id} ${c.name.padEnd(14)} forward ${f.toFixed(2)} ms  adjoint ${b.toFixed(2)} ms  ratio ${(b / f).toFixed(2)}x${gather ? `  (gather form; scatter form ${(t.scatter ?? 0).toFixed(2)} ms, ${((t.scatter ?? 0) / f).toFixed(2)}x)` : ''}`,
    );
  }
}
await tt.shutdown();
