/**
 * The distributed heat example. Run it alone or under mpirun:
 *   node dist/examples/mpi/heat.js --height 512 --width 512 --steps 200
 *   mpirun -np 4 node dist/examples/mpi/heat.js --height 512 --width 512 --steps 200
 * Rank 0 prints one JSON line: ranks, steps, final residual, the grid's hash (equal for any
 * number of ranks), timings; `--out file` also writes the final grid there as raw f32.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as tt from '../../src/index.js';
import * as mpi from '../../src/mpi/index.js';
import { gridHash, solveHeat } from './heat-solver.js';

const { values } = parseArgs({
  options: {
    height: { type: 'string', default: '256' },
    width: { type: 'string', default: '256' },
    steps: { type: 'string', default: '100' },
    tolerance: { type: 'string', default: '0' },
    device: { type: 'string' },
    out: { type: 'string' },
  },
});

const world = await mpi.init();
const result = await solveHeat(world, {
  height: Number(values.height),
  width: Number(values.width),
  steps: Number(values.steps),
  tolerance: Number(values.tolerance),
  device: values.device,
});
if (result.grid) {
  if (values.out) writeFileSync(values.out, result.grid);
  const { grid, ...rest } = result;
  console.log(JSON.stringify({ ranks: world.size, hash: gridHash(grid), ...rest }));
}
await mpi.finalize();
await tt.shutdown();
