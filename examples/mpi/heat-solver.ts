/**
 * A distributed 2-D heat equation (explicit Jacobi steps) on an H x W grid with fixed boundary
 * values, split into blocks of rows across the ranks of a communicator. Each rank computes its
 * block with one tutti kernel on its device, which also writes the block's first and last rows
 * into small halo arrays; two concurrent sendrecv exchanges per step trade them with the
 * neighbour ranks, and an allreduce('max') of the per-rank residual decides when to stop.
 *
 * Every cell is computed by the same f32 expression whatever the split, and the residual is a
 * maximum (exact in any order), so the result is bit-identical for any number of ranks.
 */
import * as tt from '../../src/index.js';
import * as mpi from '../../src/mpi/index.js';

export interface HeatOptions {
  readonly height: number;
  readonly width: number;
  /** Most steps to run. */
  readonly steps: number;
  /** Stop when the largest change of any cell in a step is below this. */
  readonly tolerance: number;
  /** Device selector for this rank (default: one GPU per local rank when there are GPUs, else 'cpu'). */
  readonly device?: string;
}

export interface HeatResult {
  /** The whole grid at rank 0 (undefined on other ranks). */
  readonly grid: Float32Array | undefined;
  readonly steps: number;
  readonly residual: number;
  /** Seconds of the time-stepping loop. */
  readonly seconds: number;
  /** Seconds of it spent in halo exchanges. */
  readonly haloSeconds: number;
  /** Seconds of it spent in the residual allreduce. */
  readonly reduceSeconds: number;
  readonly device: string;
}

const ALPHA = 0.2;

/** One step of the block: interior cells update, boundary columns keep their value. */
const step = tt.kernel(
  {
    u: tt.arrayOf(tt.f32),
    above: tt.arrayOf(tt.f32),
    below: tt.arrayOf(tt.f32),
    next: tt.arrayOf(tt.f32),
    first: tt.arrayOf(tt.f32),
    last: tt.arrayOf(tt.f32),
    change: tt.arrayOf(tt.f32),
    rows: tt.i32,
    width: tt.i32,
    alpha: tt.f32,
  },
  ([i, j], { u, above, below, next, first, last, change, rows, width, alpha }) => {
    const c = i * width + j;
    let v = u[c];
    if (j > 0 && j < width - 1) {
      const up = i > 0 ? u[c - width] : above[j];
      const down = i < rows - 1 ? u[c + width] : below[j];
      v = u[c] + alpha * (up + down + u[c - 1] + u[c + 1] - 4 * u[c]);
    }
    next[c] = v;
    change[c] = Math.abs(v - u[c]);
    if (i === 0) first[j] = v;
    if (i === rows - 1) last[j] = v;
  },
);

/** The largest change of each row (so only `rows` numbers leave the device per step). */
const rowMax = tt.kernel(
  { change: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32), width: tt.i32 },
  (i, { change, out, width }) => {
    let m = 0;
    for (let j = 0; j < width; j++) m = Math.max(m, change[i * width + j]);
    out[i] = m;
  },
);

/** The largest of the row maxima into out[0]: the block's residual, without leaving the device. */
const blockMax = tt.kernel(
  { maxes: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32), rows: tt.i32 },
  (_i, { maxes, out, rows }) => {
    let m = 0;
    for (let r = 0; r < rows; r++) m = Math.max(m, maxes[r]);
    out[0] = m;
  },
);

/** The initial grid value of global cell (r, c): a hot top edge, a warm left edge, a bump inside. */
export function initialValue(r: number, c: number, height: number, width: number): number {
  if (r === 0) return 100;
  if (c === 0) return 50;
  if (r === height - 1 || c === width - 1) return 0;
  const y = r / height - 0.5;
  const x = c / width - 0.5;
  return Math.fround(25 * Math.exp(-20 * (x * x + y * y)));
}

/** The interior rows [start, end) rank `rank` of `size` owns. */
export function blockOf(height: number, rank: number, size: number): { start: number; end: number } {
  const interior = height - 2;
  const base = Math.floor(interior / size);
  const extra = interior % size;
  const start = 1 + rank * base + Math.min(rank, extra);
  return { start, end: start + base + (rank < extra ? 1 : 0) };
}

function row(r: number, height: number, width: number): Float32Array {
  const out = new Float32Array(width);
  for (let c = 0; c < width; c++) out[c] = initialValue(r, c, height, width);
  return out;
}

function pickDevice(opts: HeatOptions): tt.Device {
  if (opts.device) return tt.device(opts.device);
  const gpus = tt.devices().filter((d) => d.available && d.kind === 'gpu' && !d.software);
  const local = mpi.info().localRank;
  const gpu = gpus[local % Math.max(1, gpus.length)];
  return gpu ?? tt.device('cpu');
}

/** Runs the solver on `comm`; every rank calls it with the same options. */
export async function solveHeat(comm: mpi.Comm, opts: HeatOptions): Promise<HeatResult> {
  const { height, width } = opts;
  if (height - 2 < comm.size) throw new Error(`a ${height}-row grid has fewer interior rows than ${comm.size} ranks`);
  const device = pickDevice(opts);
  const { start, end } = blockOf(height, comm.rank, comm.size);
  const rows = end - start;
  const init = new Float32Array(rows * width);
  for (let r = start; r < end; r++) init.set(row(r, height, width), (r - start) * width);
  const on = { device };
  let u = tt.array(init, on);
  let next = tt.zeros([rows, width], tt.f32, on);
  const change = tt.zeros([rows, width], tt.f32, on);
  const maxes = tt.zeros([rows], tt.f32, on);
  const above = tt.array(row(start - 1, height, width), on);
  const below = tt.array(row(end, height, width), on);
  const first = tt.zeros([width], tt.f32, on);
  const last = tt.zeros([width], tt.f32, on);
  const residual = tt.zeros([1], tt.f32, on);
  const up = comm.rank > 0 ? comm.rank - 1 : mpi.PROC_NULL;
  const down = comm.rank < comm.size - 1 ? comm.rank + 1 : mpi.PROC_NULL;

  let haloSeconds = 0;
  let reduceSeconds = 0;
  let steps = 0;
  let res = Number.POSITIVE_INFINITY;
  await comm.barrier();
  const t0 = performance.now();
  while (steps < opts.steps && res >= opts.tolerance) {
    await step.launch([rows, width], { u, above, below, next, first, last, change, rows, width, alpha: ALPHA });
    await rowMax.launch(rows, { change, out: maxes, width });
    [u, next] = [next, u];
    steps++;
    // Two exchanges in flight at once: my first row goes up while the row below me comes in,
    // and my last row goes down while the row above me comes in.
    const h0 = performance.now();
    await Promise.all([comm.sendrecv(first, up, below, down, 1), comm.sendrecv(last, down, above, up, 2)]);
    const h1 = performance.now();
    await blockMax.launch(1, { maxes, out: residual, rows });
    await comm.allreduce(residual, 'max');
    res = (await residual.read())[0] ?? 0;
    reduceSeconds += (performance.now() - h1) / 1000;
    haloSeconds += (h1 - h0) / 1000;
  }
  const seconds = (performance.now() - t0) / 1000;
  const grid = await gather(comm, u, height, width);
  for (const a of [u, next, change, maxes, above, below, first, last, residual]) a.dispose();
  return { grid, steps, residual: res, seconds, haloSeconds, reduceSeconds, device: device.id };
}

/** Collects every block (and the fixed boundary rows) into the whole grid at rank 0. */
async function gather(comm: mpi.Comm, u: tt.NDArray, height: number, width: number): Promise<Float32Array | undefined> {
  if (comm.rank !== 0) {
    await comm.send(u, 0, 3);
    return undefined;
  }
  const grid = new Float32Array(height * width);
  grid.set(row(0, height, width), 0);
  grid.set(row(height - 1, height, width), (height - 1) * width);
  for (let r = 0; r < comm.size; r++) {
    const { start, end } = blockOf(height, r, comm.size);
    let block: Float32Array;
    if (r === 0) block = (await u.read()) as Float32Array;
    else {
      const into = tt.zeros([end - start, width], tt.f32);
      await comm.recv(into, r, 3);
      block = (await into.read()) as Float32Array;
    }
    grid.set(block, start * width);
  }
  return grid;
}

/** FNV-1a of the grid's bytes: equal hashes mean bit-identical grids. */
export function gridHash(grid: Float32Array): string {
  const bytes = new Uint8Array(grid.buffer, grid.byteOffset, grid.byteLength);
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}
