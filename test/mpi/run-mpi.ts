/**
 * Starts real multi-process MPI jobs for the tests: `mpirun -np N node program …`, bounded in time
 * (mpirun's own --timeout, then SIGTERM and SIGKILL of its process group), with the flags a
 * container needs (root, oversubscription of 2 cores, no single-copy shared-memory mechanism).
 */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface MpiRunner {
  readonly mpirun: string;
  readonly openMpi: boolean;
}

/** The mpirun on PATH and whether it is Open MPI's, or the reason there is none. */
export function findMpirun(): MpiRunner | string {
  const r = spawnSync('mpirun', ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0)
    return `mpirun not found (${r.error?.message ?? r.stderr}); install openmpi-bin`;
  return { mpirun: 'mpirun', openMpi: /Open MPI|OpenRTE/i.test(`${r.stdout}${r.stderr}`) };
}

/** MPICH's launcher when it is installed next to Open MPI (Debian: `mpich`), or the reason. */
export function findMpich(): MpiRunner | string {
  const r = spawnSync('mpiexec.mpich', ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return 'mpiexec.mpich not found (install mpich to test the MPICH ABI)';
  return { mpirun: 'mpiexec.mpich', openMpi: false };
}

export interface JobResult {
  readonly code: number | null;
  readonly signal: string | null;
  readonly out: string;
  readonly seconds: number;
  readonly timedOut: boolean;
}

/** Environment for every rank: a small, fast set of backends unless the caller overrides it. */
export function rankEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    TUTTI_BACKENDS: 'js',
    OMPI_MCA_btl_vader_single_copy_mechanism: 'none',
    OMPI_MCA_rmaps_base_oversubscribe: '1',
    ...extra,
  };
}

/** Runs `node <args>` on `np` ranks (np 0: plain node, no mpirun: a singleton world). */
export function runJob(
  runner: MpiRunner,
  np: number,
  args: readonly string[],
  timeoutS: number,
  env: NodeJS.ProcessEnv = rankEnv(),
): Promise<JobResult> {
  const started = performance.now();
  const mpiArgs = runner.openMpi
    ? ['--allow-run-as-root', '--oversubscribe', '--timeout', String(timeoutS), '-np', String(np)]
    : ['-n', String(np)];
  const [cmd, cmdArgs] =
    np === 0 ? [process.execPath, [...args]] : [runner.mpirun, [...mpiArgs, process.execPath, ...args]];
  const child = spawn(cmd, cmdArgs, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    out += d.toString();
  });
  let timedOut = false;
  const killGroup = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  const term = setTimeout(
    () => {
      timedOut = true;
      killGroup('SIGTERM');
    },
    (timeoutS + 5) * 1000,
  );
  const kill = setTimeout(() => killGroup('SIGKILL'), (timeoutS + 10) * 1000);
  return new Promise((done) => {
    child.on('close', (code, signal) => {
      clearTimeout(term);
      clearTimeout(kill);
      done({ code, signal, out, seconds: (performance.now() - started) / 1000, timedOut });
    });
  });
}
