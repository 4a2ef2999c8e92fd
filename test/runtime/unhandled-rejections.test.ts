/**
 * No tutti API leaves a rejected promise unobserved: the failure paths of every public async entry
 * point (launches, reads and writes, queues, programs, orders, array operations, interop, init),
 * each caught by its caller, run in a child process under `--unhandled-rejections=strict`, where
 * one unobserved rejection kills the process. Before the fix, a launch whose compile was refused
 * (KERNEL_TYPE_UNSUPPORTED_ON_DEVICE on webgpu, e.g. an EventProgram's makeWork in f64) rejected a
 * promise that was awaited only when the queue reached the launch, and Node exited although run()
 * was awaited in try/catch.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const script = fileURLToPath(new URL('../fixtures/async-failures.mts', import.meta.url));

describe('unhandled rejections', () => {
  it('every failure path of the async API is caught by its caller, and the process exits 0', () => {
    const r = spawnSync(process.execPath, ['--unhandled-rejections=strict', '--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 240_000,
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    // On an unobserved rejection Node prints it on stderr and exits 1.
    expect(r.status, r.stderr.slice(0, 3000)).toBe(0);
    const caught = JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, string>;
    const names = Object.keys(caught);
    expect(names.length).toBeGreaterThan(20);
    // Every case was refused, each with a tutti error code.
    expect(Object.entries(caught).filter(([, code]) => !tt.isErrorCode(code))).toEqual([]);
    expect(caught['js launch out of bounds']).toBe('KERNEL_INDEX_OUT_OF_BOUNDS');
    expect(caught['js EventProgram endless']).toBe('PROGRAM_MAX_PASSES');
    if (tt.devices().some((d) => d.id === 'webgpu:0' && d.available)) {
      // The case: webgpu refuses the program's makeWork kernel.
      expect(caught['webgpu EventProgram makeWork f64']).toBe('KERNEL_TYPE_UNSUPPORTED_ON_DEVICE');
      expect(caught['webgpu AsyncProgram makeWork f64']).toBe('KERNEL_TYPE_UNSUPPORTED_ON_DEVICE');
      expect(caught['webgpu launch f64']).toBe('KERNEL_TYPE_UNSUPPORTED_ON_DEVICE');
    }
  }, 240_000);
});
