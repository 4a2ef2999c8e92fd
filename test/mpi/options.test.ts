/**
 * tutti/mpi's options objects go through the shared checker: a misspelt key is MpiError
 * MPI_BAD_ARGUMENT with the key meant (it was ignored: a misspelt timeoutMs waited forever).
 * A singleton world (no mpirun) in a child process, since MPI initialises once per process.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findMpirun } from './run-mpi.js';

const script = fileURLToPath(new URL('../fixtures/mpi-options.mts', import.meta.url));
const hasMpi = typeof findMpirun() !== 'string';

describe.runIf(hasMpi)('tutti/mpi options', () => {
  it('a misspelt key is MPI_BAD_ARGUMENT with a suggestion; valid keys still work', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 120_000,
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, TUTTI_BACKENDS: 'js' },
    });
    expect(r.status, r.stderr.slice(0, 2000)).toBe(0);
    const out = JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, string>;
    expect(out.init).toMatch(
      /^MPI_BAD_ARGUMENT: mpi\.init\(\): unknown option 'timeotMs'; did you mean 'timeoutMs'\?/,
    );
    expect(out.barrier).toMatch(
      /^MPI_BAD_ARGUMENT: barrier\(\): unknown option 'timeoutms'; did you mean 'timeoutMs'\?/,
    );
    expect(out.allreduce).toMatch(/did you mean 'out'\?; the options are timeoutMs, out$/);
    expect(out.sendrecv).toMatch(/did you mean 'recvTag'\?/);
  }, 180_000);
});
