/**
 * An AsyncProgram's worker kernel binds the state arrays, its control array and one call-stack
 * array per argument dtype (async-stacks.ts; at most four, whatever the number of functions): past a WebGPU adapter's `maxStorageBuffersPerShaderStage`
 * the backend refuses it with KERNEL_TOO_MANY_PARAMS worded for a kernel the user wrote ("pass
 * fewer arrays"). This restates that refusal for the program: the count, the limit, and the fixes
 * that apply to a spec.
 */
import { KernelBuildError, TuttiError } from '../errors/errors.js';

/** `e` restated for AsyncProgram `program` of `functions` functions; any other error unchanged. */
export function programBufferLimit(e: unknown, program: string, functions: number): unknown {
  if (!(e instanceof TuttiError) || e.code !== 'KERNEL_TOO_MANY_PARAMS') return e;
  const binds = /binds (\d+) storage buffers/.exec(e.message)?.[1];
  const allows = /allows (\d+) per shader stage/.exec(e.message)?.[1];
  const adapter = /the adapter (.+?) allows/.exec(e.message)?.[1];
  const needs = binds
    ? `needs ${binds} storage buffers`
    : 'needs more storage buffers than the adapter allows';
  const limit = allows
    ? `${adapter ? `the adapter ${adapter}` : 'the adapter'} allows ${allows}`
    : 'over the limit';
  return new KernelBuildError(
    'KERNEL_TOO_MANY_PARAMS',
    `AsyncProgram '${program}' (${functions} functions): its worker kernel ${needs} on webgpu (the state arrays and group/thread state arrays, one control array, and one call-stack array per argument dtype); ${limit} per shader stage (maxStorageBuffersPerShaderStage). This is a limit of the adapter, not a bug: pass fewer state arrays (pack several into one), give the functions' arguments fewer distinct dtypes, use an EventProgram (one kernel per function, each binding only what it uses of its own calls), or run the program on native, wasm or js`,
    { cause: e },
  );
}
