/**
 * An AsyncProgram whose worker kernel needs more storage buffers than a WebGPU adapter allows per
 * shader stage (issue 35's bad input): refused with KERNEL_TOO_MANY_PARAMS naming the program, the
 * count, the adapter's limit and the fixes (an EventProgram of the same spec runs), never a shader
 * failure blamed on tutti.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

/** Eight functions, arguments of two dtypes: 22 state and stack arrays in the worker kernel. */
function manyFunctions(): tt.ProgramSpec {
  const functions: Record<string, ReturnType<typeof tt.asyncFn>> = {};
  for (let k = 0; k < 8; k++) {
    const args = { v: tt.u32, w: k % 2 ? tt.f32 : tt.i32 };
    functions[`f${k}`] = tt.asyncFn(args, ({ v }, { out }) => {
      out[v] = v + 1;
    });
  }
  return tt.programSpec({
    name: 'many',
    state: { out: tt.arrayOf(tt.u32), next: tt.arrayOf(tt.u32), n: tt.u32 },
    functions,
    makeWork: ({ next, n }, prog) => {
      const i = Atomics.add(next, 0, 1);
      if (i >= n) return false;
      prog.async.f0(i, 0);
      return true;
    },
  });
}

const gpus = tt.devices().filter((d) => d.available && d.kind === 'gpu' && d.id.startsWith('webgpu'));
const limitOf = (d: tt.Device) =>
  Number(d.details.maxStorageBuffersPerShaderStage ?? Number.POSITIVE_INFINITY);

describe.skipIf(gpus.length === 0)('an AsyncProgram over the storage-buffer limit', () => {
  it.each(gpus.map((d) => d.id))('%s: KERNEL_TOO_MANY_PARAMS naming the limit and the fix', async (id) => {
    const device = tt.devices().find((d) => d.id === id) as tt.Device;
    const spec = manyFunctions();
    const run = async (p: tt.EventProgram | tt.AsyncProgram) => {
      const out = tt.zeros([64], tt.u32, { device: id });
      const next = tt.zeros([1], tt.u32, { device: id });
      await p.run({ out, next, n: 64 }, { device: id });
      return Array.from((await out.read()) as Uint32Array);
    };
    const want = Array.from({ length: 64 }, (_, i) => i + 1);
    expect(await run(new tt.EventProgram(spec))).toEqual(want);
    if (limitOf(device) >= 23) {
      expect(await run(new tt.AsyncProgram(spec))).toEqual(want);
      return;
    }
    const e = await run(new tt.AsyncProgram(spec)).then(
      () => undefined,
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(tt.KernelBuildError);
    expect(e).toMatchObject({ code: 'KERNEL_TOO_MANY_PARAMS' });
    const msg = (e as Error).message;
    expect(msg).toContain("AsyncProgram 'many' (8 functions)");
    expect(msg).toMatch(/needs 23 storage buffers on webgpu/);
    expect(msg).toContain(`allows ${limitOf(device)} per shader stage (maxStorageBuffersPerShaderStage)`);
    expect(msg).toContain('use an EventProgram');
    expect(msg).not.toMatch(/bug in tutti/);
  });
});
