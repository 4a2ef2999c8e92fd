/**
 * WebGPU's storage buffers per shader stage (16 on llvmpipe) and AsyncProgram's worker kernel:
 * its call stacks are one array per argument dtype (async-stacks.ts), so a spec with many
 * functions fits and runs exactly; a spec whose state arrays alone exceed the limit is refused with
 * KERNEL_TOO_MANY_PARAMS naming the program, the count, the adapter's limit and the fixes (issue
 * 35's bad input), never a shader failure blamed on tutti.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

/** `functions` functions with arguments of three dtypes among them, and `extra` unused state arrays. */
function manyFunctions(functions: number, extra: number): tt.ProgramSpec {
  const fns: Record<string, ReturnType<typeof tt.asyncFn>> = {};
  for (let k = 0; k < functions; k++) {
    const args = { v: tt.u32, w: k % 2 ? tt.f32 : tt.i32 };
    // each call passes its value down the chain f0 → f1 → …; the last one stores it (the body is
    // generated source: a kernel function sees no closure variables)
    const next = k % 2 ? `prog.async.f${k + 1}(v, 1);` : `prog.async.f${k + 1}(v, 1.5);`;
    const body = k === functions - 1 ? 'out[v] = v + 1;' : next;
    fns[`f${k}`] = tt.asyncFn(args, new Function('{ v }', '{ out }', 'prog', body) as never);
  }
  const pads = Array.from({ length: extra }, (_, k) => [`pad${k}`, tt.arrayOf(tt.u32)] as const);
  const state: tt.Schema = {
    out: tt.arrayOf(tt.u32),
    next: tt.arrayOf(tt.u32),
    n: tt.u32,
    ...Object.fromEntries(pads),
  };
  return tt.programSpec({
    name: 'many',
    state,
    functions: fns,
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

async function run(p: tt.EventProgram | tt.AsyncProgram, id: string, extra: number): Promise<number[]> {
  const out = tt.zeros([64], tt.u32, { device: id });
  const next = tt.zeros([1], tt.u32, { device: id });
  const pads = Object.fromEntries(
    Array.from({ length: extra }, (_, k) => [`pad${k}`, tt.zeros([1], tt.u32, { device: id })]),
  );
  await p.run({ out, next, n: 64, ...pads }, { device: id });
  return Array.from((await out.read()) as Uint32Array);
}
const want = Array.from({ length: 64 }, (_, i) => i + 1);

describe.skipIf(gpus.length === 0)('AsyncProgram and the storage-buffer limit', () => {
  it.each(gpus.map((d) => d.id))(
    '%s: 12 functions of 3 dtypes fit (3 stack arrays) and run exactly',
    async (id) => {
      // 2 state + 1 control + 3 stack arrays: within 16 (one stack per function and dtype would be 24)
      const spec = manyFunctions(12, 0);
      expect(await run(new tt.AsyncProgram(spec), id, 0)).toEqual(want);
      expect(await run(new tt.EventProgram(spec), id, 0)).toEqual(want);
    },
  );

  it.each(gpus.map((d) => d.id))(
    '%s: state arrays over the limit: KERNEL_TOO_MANY_PARAMS naming it and the fix',
    async (id) => {
      const device = tt.devices().find((d) => d.id === id) as tt.Device;
      const extra = 12; // 14 state + 1 control + 3 stack arrays (+ 1 of the backend)
      const spec = manyFunctions(2, extra);
      if (limitOf(device) >= 19) {
        expect(await run(new tt.AsyncProgram(spec), id, extra)).toEqual(want);
        return;
      }
      const e = await run(new tt.AsyncProgram(spec), id, extra).then(
        () => undefined,
        (x: unknown) => x,
      );
      expect(e).toBeInstanceOf(tt.KernelBuildError);
      expect(e).toMatchObject({ code: 'KERNEL_TOO_MANY_PARAMS' });
      const msg = (e as Error).message;
      expect(msg).toContain("AsyncProgram 'many' (2 functions)");
      expect(msg).toMatch(/needs 19 storage buffers on webgpu/);
      expect(msg).toContain(`allows ${limitOf(device)} per shader stage (maxStorageBuffersPerShaderStage)`);
      expect(msg).toContain('pass fewer state arrays');
      expect(msg).not.toMatch(/bug in tutti/);
    },
  );
});
