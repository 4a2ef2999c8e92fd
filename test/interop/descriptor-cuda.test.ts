/**
 * CUDA descriptors (device type 'cuda', the device pointer as data) against the fake driver of
 * test/backends/cuda/fake (TUTTI_LIBCUDA points at it; needs cc and nvcc, not a GPU): export,
 * import in place, the deleter rule (cuMemFree only after the last descriptor is released), and
 * a byte offset tutti cannot wrap.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findNvcc } from '../../src/backends/cuda/toolchain.js';
import { resolveCompiler } from '../../src/backends/shared/process.js';

const cc = resolveCompiler(process.env.CC ?? 'cc');
const nvcc = findNvcc();
const work = mkdtempSync(join(tmpdir(), 'tutti-fake-cuda-dlpack-'));
const lib = join(work, 'libcuda-fake.so');
afterAll(() => rmSync(work, { recursive: true, force: true }));

let tt: typeof import('../../src/index.js') | undefined;
if (cc && nvcc) {
  const src = join(dirname(fileURLToPath(import.meta.url)), '../backends/cuda/fake/libcuda-fake.c');
  execFileSync(cc, ['-shared', '-fPIC', '-O1', '-o', lib, src]);
  process.env.TUTTI_LIBCUDA = lib;
  tt = await import('../../src/index.js');
  await tt.init();
  delete process.env.TUTTI_LIBCUDA;
}
const describeFake = tt ? describe : describe.skip;
if (!tt)
  console.info(
    `cuda descriptor tests skipped: ${!cc ? 'no C compiler for the fake driver' : 'nvcc not found'}`,
  );

describeFake('cuda descriptors on a fake driver', () => {
  const t = tt as NonNullable<typeof tt>;
  const frees = () => {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi').default;
    return Number(koffi.load(lib).func('int fake_free_count(void)')());
  };

  it('describe the device pointer; fromDescriptor wraps it in place; memory freed after the last release', async () => {
    const a = t.array(Float32Array.from([1, 2, 3, 4]), { device: 'cuda', shape: [2, 2] });
    const d = await t.descriptorOf(a);
    expect(d).toMatchObject({
      device: { type: 'cuda', id: 0, tutti: 'cuda:0' },
      byteOffset: 0,
      shape: [2, 2],
    });
    expect(d.data).toBe(await t.devicePointerOf(a));
    t.resetStats();
    const b = t.fromDescriptor(d, { dtype: t.f32 });
    expect(b.device.id).toBe('cuda:0');
    expect(Array.from(await b.read())).toEqual([1, 2, 3, 4]);
    expect(t.stats().hostToDevice + t.stats().deviceToDevice + t.stats().interopCopies).toBe(0);
    const before = frees();
    a.dispose();
    await new Promise((r) => setTimeout(r, 10));
    expect(frees()).toBe(before); // b still holds the memory through the descriptor
    b.dispose(); // releases the descriptor: the last hold
    await new Promise((r) => setTimeout(r, 10));
    expect(frees()).toBe(before + 1);
  });

  it('a cuda descriptor at a byte offset is DESCRIPTOR_NEEDS_COPY', async () => {
    const a = t.array(Float32Array.from([1, 2]), { device: 'cuda' });
    const d = await t.descriptorOf(a);
    expect(() => t.fromDescriptor({ ...d, alive: true, byteOffset: 4 })).toThrow(
      expect.objectContaining({ code: 'DESCRIPTOR_NEEDS_COPY' }),
    );
    d.release();
    a.dispose();
  });
});
