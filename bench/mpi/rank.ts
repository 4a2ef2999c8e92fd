/**
 * tutti's side of bench/mpi, one process per rank under mpirun (the C reference's twin):
 *   mpirun -np 2 node dist/bench/mpi/rank.js allreduce <n> <reps>
 *   mpirun -np 2 node dist/bench/mpi/rank.js pingpong <reps>
 *   node dist/bench/mpi/rank.js self <reps>
 * Times exactly what reference.c times (a barrier before each sample) and prints the same JSON
 * line from rank 0: {"op":…, "ranks":…, "medianUs":…}.
 */
import * as tt from '../../src/index.js';
import * as mpi from '../../src/mpi/index.js';

function median(xs: number[]): number {
  xs.sort((a, b) => a - b);
  const m = xs.length >> 1;
  return xs.length % 2 ? (xs[m] ?? 0) : ((xs[m - 1] ?? 0) + (xs[m] ?? 0)) / 2;
}

const [op = 'allreduce', a1 = '16777216', a2 = '7'] = process.argv.slice(2);
const world = await mpi.init();
const samples: number[] = [];
if (op === 'pingpong' || op === 'self') {
  // One round trip per sample, as reference.c does.
  const reps = Number(a1);
  const out = tt.array(new Float32Array([1]));
  const into = tt.zeros([1], tt.f32);
  const peer = op === 'self' ? world.rank : world.rank === 0 ? 1 : 0;
  await world.barrier();
  for (let r = 0; r < reps; r++) {
    const t0 = performance.now();
    if (world.rank < 2) await world.sendrecv(out, peer, into, peer, 7);
    samples.push((performance.now() - t0) * 1000);
  }
} else {
  const n = Number(a1);
  const reps = Number(a2);
  const buf = tt.array(Float32Array.from({ length: n }, (_, i) => (i + world.rank) % 7));
  for (let r = 0; r < reps; r++) {
    await world.barrier();
    const t0 = performance.now();
    await world.allreduce(buf, 'sum');
    samples.push((performance.now() - t0) * 1000);
  }
}
if (world.rank === 0) {
  console.log(
    JSON.stringify({ op, ranks: world.size, medianUs: median(samples), collectives: mpi.info().collectives }),
  );
}
await mpi.finalize();
await tt.shutdown();
