// A rank dies while rank 0 waits for its message: `kill` (SIGKILL, no exit handler runs) or
// `throw` (an uncaught error: tutti/mpi's exit handler calls MPI_Abort). The job must end with an
// error instead of rank 0 waiting forever.
import * as tt from '../../../dist/src/index.js';
import * as mpi from '../../../dist/src/mpi/index.js';

const how = process.argv[2] ?? 'kill';
const world = await mpi.init();
// rank 0 says so before the barrier: once rank 1 dies, Open MPI kills the job, and output written
// after that point may never be forwarded (its MPI_Abort notice says so)
if (world.rank === 0) console.log('rank 0 waits for rank 1');
await world.barrier();
if (world.rank === 1) {
  console.log(`rank 1 dies (${how})`);
  if (how === 'kill') process.kill(process.pid, 'SIGKILL');
  else throw new Error('rank 1 failed on purpose');
}
if (world.rank === 0) {
  await world.recv(tt.zeros([4], tt.f32), 1, 5);
  console.log('rank 0 received (unexpected)');
}
await mpi.finalize();
