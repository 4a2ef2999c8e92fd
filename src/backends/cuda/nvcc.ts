/**
 * Building with nvcc: the .cu file becomes PTX (`-ptx`, JIT-compiled by the driver for any GPU)
 * or, when the device's compute capability is known, a cubin for exactly that architecture
 * (`-cubin -arch=sm_XY`), which also runs on drivers older than the toolkit.
 */
import { KernelBuildError } from '../../errors/errors.js';
import { firstLines, run } from '../shared/process.js';
import { EXACT_FLAGS } from './toolchain.js';

const versions = new Map<string, Promise<string>>();

/** `nvcc --version`'s release line, e.g. "Cuda compilation tools, release 13.0, V13.0.88". */
export function nvccVersion(path: string): Promise<string> {
  let v = versions.get(path);
  if (!v) {
    v = run(path, ['--version']).then((r) => {
      if (r.code !== 0)
        throw new KernelBuildError(
          'KERNEL_BUILD_FAILED',
          `'${path} --version' failed: ${firstLines(r.stderr, 3)}`,
        );
      const lines = r.stdout.trim().split('\n');
      return (lines.find((l) => l.includes('release')) ?? lines.at(-1) ?? '').trim();
    });
    versions.set(path, v);
  }
  return v;
}

export interface NvccJob {
  readonly nvcc: string;
  readonly src: string;
  readonly out: string;
  /** sm_XY for a cubin; undefined for PTX. */
  readonly arch?: string;
  /** Extra flags (tests add `-Werror all-warnings`). */
  readonly extra?: readonly string[];
}

export function nvccFlags(job: Pick<NvccJob, 'arch' | 'extra'>): string[] {
  const target = job.arch ? ['-cubin', `-arch=${job.arch}`] : ['-ptx'];
  return [...target, '-std=c++17', ...EXACT_FLAGS, ...(job.extra ?? [])];
}

export function nvccCompile(job: NvccJob): ReturnType<typeof run> {
  return run(job.nvcc, [...nvccFlags(job), '-o', job.out, job.src]);
}
