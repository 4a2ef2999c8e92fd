/**
 * The parts of tutti/mpi that need no MPI library: the two ABIs' handle tables, handle decoding,
 * and the error when no library can be found.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MpiError } from '../../src/errors/errors.js';
import { mpichAbi, openMpiAbi, readHandle } from '../../src/mpi/abi.js';
import { loadMpiLibrary } from '../../src/mpi/library.js';

describe('MPI ABIs', () => {
  it("MPICH's integer handles are mpi.h's values", () => {
    const abi = mpichAbi();
    expect(abi.commWorld).toBe(0x44000000);
    expect(abi.datatype('f32')).toBe(0x4c00040a);
    expect(abi.datatype('f64')).toBe(0x4c00080b);
    expect(abi.datatype('i32')).toBe(0x4c000439);
    expect(abi.datatype('u32')).toBe(0x4c00043d);
    expect(abi.datatype('u8')).toBe(0x4c00013b);
    expect(abi.op('sum')).toBe(0x58000003);
    expect(abi.op('max')).toBe(0x58000001);
    expect(abi.anySource).toBe(-2);
    expect(abi.procNull).toBe(-1);
    expect(abi.datatype('bool')).toBeUndefined();
  });

  it("Open MPI's handles are the addresses of libmpi's global objects", () => {
    const seen: string[] = [];
    const abi = openMpiAbi((name) => {
      seen.push(name);
      return BigInt(seen.length) * 0x1000n;
    });
    expect(abi.family).toBe('openmpi');
    expect(abi.handleType).toBe('void *');
    const f32 = abi.datatype('f32');
    expect(seen.at(-1)).toBe('ompi_mpi_float');
    expect(abi.datatype('f32')).toBe(f32); // looked up once
    abi.op('prod');
    expect(seen.at(-1)).toBe('ompi_mpi_op_prod');
    expect(seen).toContain('ompi_mpi_comm_world');
    expect(abi.anySource).toBe(-1);
    expect(abi.procNull).toBe(-2);
  });

  it('reads the received byte count from either status layout', () => {
    const st = new DataView(new ArrayBuffer(24));
    st.setBigUint64(16, 4096n, true); // Open MPI: size_t _ucount at 16
    expect(openMpiAbi(() => 1n).statusBytes(st)).toBe(4096);
    const m = new DataView(new ArrayBuffer(20));
    m.setInt32(0, -2, true); // MPICH: count_lo = 0xfffffffe
    m.setInt32(4, (3 << 1) | 1, true); // high bits 3, cancelled flag set
    expect(mpichAbi().statusBytes(m)).toBe(3 * 2 ** 32 + 0xfffffffe);
  });

  it('reads handles written by the library in either width', () => {
    const buf = new Uint8Array(8);
    new DataView(buf.buffer).setBigUint64(0, 0x7f0012345678n, true);
    expect(
      readHandle(
        openMpiAbi(() => 1n),
        buf,
      ),
    ).toBe(0x7f0012345678n);
    new DataView(buf.buffer).setInt32(0, 0x44000001, true);
    expect(readHandle(mpichAbi(), buf)).toBe(0x44000001);
  });
});

describe('finding libmpi', () => {
  const saved = process.env.TUTTI_MPI_LIB;
  afterEach(() => {
    if (saved === undefined) delete process.env.TUTTI_MPI_LIB;
    else process.env.TUTTI_MPI_LIB = saved;
  });

  it('names every attempt and how to fix it when no library loads', async () => {
    process.env.TUTTI_MPI_LIB = '/nonexistent/libmpi.so';
    const e = await loadMpiLibrary().catch((x: unknown) => x);
    expect(e).toBeInstanceOf(MpiError);
    expect((e as MpiError).code).toBe('MPI_LIBRARY_NOT_FOUND');
    expect((e as MpiError).message).toContain('/nonexistent/libmpi.so');
    expect((e as MpiError).message).toContain('TUTTI_MPI_LIB');
  });

  it('refuses a library that is not MPI', async () => {
    process.env.TUTTI_MPI_LIB = 'libm.so.6';
    const e = await loadMpiLibrary().catch((x: unknown) => x);
    expect((e as MpiError).code).toBe('MPI_LIBRARY_NOT_FOUND');
    expect((e as MpiError).message).toContain('not an MPI library');
  });
});

describe('the tutti/mpi entry', () => {
  const root = resolve(import.meta.dirname, '../..');
  it.skipIf(!existsSync(join(root, 'dist/src/mpi/index.js')))(
    'resolves through the package exports without loading MPI until init()',
    () => {
      const code =
        "const mpi = await import('tutti/mpi'); const tt = await import('tutti');" +
        'console.log(typeof mpi.init, typeof mpi.finalize, mpi.ANY_SOURCE, typeof tt.kernel, "mpi" in tt);';
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, TUTTI_BACKENDS: 'js', TUTTI_MPI_LIB: '/nonexistent/libmpi.so' },
      });
      expect(r.stdout.trim()).toBe('function function -1 function false');
      expect(r.status).toBe(0);
    },
  );
});
