/**
 * cuLaunchKernel's parameter array, checked without a GPU: the packed pointers are handed to a
 * small C function (built here with cc, called through koffi exactly like cuLaunchKernel) that
 * reads every parameter through its pointer, in the entry point's C types.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import koffi from 'koffi';
import { afterAll, describe, expect, it } from 'vitest';
import { entryParams } from '../../../src/backends/c/render-kernel.js';
import { gridSize } from '../../../src/backends/cuda/executable.js';
import { packParams } from '../../../src/backends/cuda/params.js';
import { resolveCompiler } from '../../../src/backends/shared/process.js';
import * as tt from '../../../src/index.js';

const C = `#include <stdint.h>
void read_params(void **p, double *out, int64_t *ptrs) {
  out[0] = *(int32_t *)p[0]; out[1] = *(int32_t *)p[1]; out[2] = *(int32_t *)p[2]; out[3] = *(int32_t *)p[3];
  ptrs[0] = (int64_t)*(uint64_t *)p[4];
  out[4] = *(float *)p[5];
  ptrs[1] = (int64_t)*(uint64_t *)p[6]; ptrs[2] = *(int64_t *)p[7];
  out[5] = *(double *)p[8];
  out[6] = *(uint32_t *)p[9];
  out[7] = *(int32_t *)p[10];
}
`;

const cc = resolveCompiler(process.env.CC ?? 'cc');
const work = mkdtempSync(join(tmpdir(), 'tutti-cuda-params-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('launch parameters', () => {
  const k = tt.kernel(
    { a: tt.f32, x: tt.arrayOf(tt.f32), b: tt.f64, u: tt.u32, flag: tt.bool },
    (i, { a, x, b, u, flag }) => {
      if (flag) x[i] = a + tt.f32(b) + tt.f32(u);
    },
  );
  const params = entryParams(k.ir);

  it('match the entry point: n0 n1 n2 threads err, then per parameter', () => {
    expect(params.map((p) => p.ffiType)).toEqual([
      'int32_t',
      'int32_t',
      'int32_t',
      'int32_t',
      'int32_t *',
      'float',
      'float *',
      'int64_t',
      'double',
      'uint32_t',
      'int32_t',
    ]);
  });

  it.skipIf(!cc)('each pointer reaches its value in its C type (read back by C through koffi)', () => {
    writeFileSync(join(work, 'p.c'), C);
    execFileSync(cc ?? 'cc', ['-shared', '-fPIC', '-o', join(work, 'p.so'), join(work, 'p.c')]);
    const lib = koffi.load(join(work, 'p.so'));
    const read = lib.func('void read_params(void *p, double *out, int64_t *ptrs)');
    const values = [
      1000,
      1,
      1,
      0,
      0x7fff_1234_5678n,
      2.5,
      0x7fff_0000_1000n,
      123456789012,
      -0.1,
      0xffff_fffe,
      1,
    ];
    const packed = packParams(params, values, (v) => BigInt(koffi.address(v)));
    const out = new Float64Array(8);
    const ptrs = new BigInt64Array(3);
    read(packed.pointers, out, ptrs);
    expect(Array.from(out)).toEqual([1000, 1, 1, 0, 2.5, -0.1, 0xffff_fffe, 1]);
    expect(Array.from(ptrs)).toEqual([0x7fff_1234_5678n, 0x7fff_0000_1000n, 123456789012n]);
  });

  it('a wrong number of values is an internal error, never a bad launch', () => {
    expect(() => packParams(params, [1, 2], () => 0n)).toThrow(/2 launch values for 11 kernel parameters/);
  });
});

describe('grid size', () => {
  it('one block per 256 items, at most 32 blocks per multiprocessor (grid-stride beyond)', () => {
    expect(gridSize(1, 132)).toBe(1);
    expect(gridSize(1000, 132)).toBe(4);
    expect(gridSize(2 ** 28, 132)).toBe(132 * 32);
    expect(gridSize(2 ** 28, 0)).toBe(32);
  });
});
