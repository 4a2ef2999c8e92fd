/** IR: printer, verifier, content key stability, pass pipeline and dumps. */
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import type { KernelIR } from '../../src/ir/nodes.js';
import { verifyKernel } from '../../src/ir/verify.js';
import { PASSES, VARIANT_PASSES } from '../../src/passes/pipeline.js';

const make = (op: 'add' | 'mul', opts?: tt.KernelOptions) =>
  op === 'add'
    ? tt.kernel(
        { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
        (i, { x, y }) => {
          y[i] = x[i] + 1;
        },
        opts,
      )
    : tt.kernel(
        { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
        (i, { x, y }) => {
          y[i] = x[i] * 1;
        },
        opts,
      );

describe('content key', () => {
  it('is stable for the same kernel and changes with body, param types and options', () => {
    expect(make('add').key).toBe(make('add').key);
    expect(make('add').key).not.toBe(make('mul').key);
    expect(make('add').key).not.toBe(make('add', { unsafe: true }).key);
    expect(make('add').key).not.toBe(make('add', { float: 'f64' }).key);
    const f64 = tt.kernel({ x: tt.arrayOf(tt.f64), y: tt.arrayOf(tt.f64) }, (i, { x, y }) => {
      y[i] = x[i] + 1;
    });
    expect(f64.key).not.toBe(make('add').key);
  });

  it('is the same in another process', () => {
    const script = `
      const tt = await import(${JSON.stringify(new URL('../../dist/src/index.js', import.meta.url).href)});
      const k = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => { y[i] = x[i] + 1; });
      console.log(k.key);`;
    const here = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
      y[i] = x[i] + 1;
    });
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(out.trim()).toBe(here.key);
  });
});

describe('printer and verifier', () => {
  it('prints typed IR with explicit casts and checked accesses', () => {
    const k = tt.kernel({ x: tt.arrayOf(tt.i32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
      y[i] = x[i] / 2;
    });
    expect(k.printIR()).toContain('y[idx0]! = div:f32(f32(x[idx0]!:i32), 2:f32)');
  });

  it('rejects IR that breaks the invariants', () => {
    const good = make('add').ir;
    const bad: KernelIR = {
      ...good,
      body: [
        {
          kind: 'store',
          array: 'y',
          index: { kind: 'const', type: 'f32', value: 0 },
          value: { kind: 'const', type: 'i32', value: 1 },
          checked: true,
          site: 0,
        },
      ],
    };
    expect(() => verifyKernel(good)).not.toThrow();
    expect(() => verifyKernel(bad)).toThrow(/store i32 into y: f32\[\][\s\S]*store index of y is f32/);
    // A verifier failure is tutti's bug: an exported InternalError with the TUTTI_BUG code.
    expect(() => verifyKernel(bad)).toThrow(tt.InternalError);
    expect(() => verifyKernel(bad)).toThrow(expect.objectContaining({ code: 'TUTTI_BUG' }));
  });
});

describe('pass pipeline', () => {
  it('is one visible ordered list, timed per pass', () => {
    expect(PASSES.map((p) => p.name)).toEqual([
      'sequence-effects',
      'fold-constants',
      'bounds-checks',
      'verify',
    ]);
    expect(VARIANT_PASSES.map((p) => p.name)).toEqual(['hoist-range-checks']);
    expect(make('add').passTimings.map((t) => t.pass)).toEqual([
      'infer-types',
      'sequence-effects',
      'fold-constants',
      'bounds-checks',
      'verify',
      'hoist-range-checks',
    ]);
  });

  it('TUTTI_DUMP_IR=1 prints the IR after every pass with its time', () => {
    const script = `
      const tt = await import(${JSON.stringify(new URL('../../dist/src/index.js', import.meta.url).href)});
      tt.kernel({ y: tt.arrayOf(tt.f32) }, (i, { y }) => { y[i] = 2 * 3; }, { name: 'dumped' });`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, TUTTI_DUMP_IR: '1' },
    });
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/;; ---- dumped: raw IR from the frontend/);
    expect(r.stderr).toMatch(/;; ---- dumped: after infer-types \(\d+\.\d+ ms\)/);
    expect(r.stderr).toMatch(/after fold-constants[\s\S]*y\[idx0\] = 6:f32/);
    expect(r.stderr).toMatch(/after bounds-checks[\s\S]*y\[idx0\]! = 6:f32/);
  });
});

describe('hoisted range checks', () => {
  it('accesses indexed by the launch index become one host-side precondition', async () => {
    const { hoistRangeChecks } = await import('../../src/passes/hoist-range-checks.js');
    const k = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
      y[i] = x[i] + x[i + 1];
    });
    const h = hoistRangeChecks(k.ir);
    expect(h?.requires).toHaveLength(2);
    expect(h?.requires).toEqual(
      expect.arrayContaining([
        { array: 'y', dim: 0 },
        { array: 'x', dim: 0 },
      ]),
    );
    expect(h?.fast.body[0]).toMatchObject({ kind: 'store', checked: false });
    expect(JSON.stringify(h?.fast.body)).toContain('"checked":true'); // x[i + 1] keeps its check
  });

  it('an access under a branch on a bool parameter needs its precondition only under that value', async () => {
    const { hoistRangeChecks, rangeChecksHold } = await import('../../src/passes/hoist-range-checks.js');
    const schema = { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), z: tt.arrayOf(tt.f32), rows: tt.bool };
    const k = tt.kernel(
      schema,
      (i, { x, y, z, rows }) => {
        const v = rows ? x[i] : 2 * x[i];
        if (!rows) z[i] = v;
        else y[i] = v;
      },
      { name: 'guarded_hoist' },
    );
    const h = hoistRangeChecks(k.ir);
    expect(h?.requires).toEqual(
      expect.arrayContaining([
        { array: 'x', dim: 0, when: { param: 'rows', value: true } },
        { array: 'x', dim: 0, when: { param: 'rows', value: false } },
        { array: 'z', dim: 0, when: { param: 'rows', value: false } },
        { array: 'y', dim: 0, when: { param: 'rows', value: true } },
      ]),
    );
    const lengths: Record<string, number> = { x: 8, y: 8, z: 4 };
    const hold = (rows: boolean) =>
      rangeChecksHold(
        h?.requires ?? [],
        [8],
        (a) => lengths[a] ?? 0,
        () => rows,
      );
    expect([hold(true), hold(false)]).toEqual([true, false]);

    // the launch with rows = true runs the fast variant (z is short, but only the other branch
    // stores to it): one compile for both launches below (the checked kernel was compiled for it
    // before); the rows = false launch still reports z's first bad index
    const x = tt.array(new Float32Array([1, 2, 3, 4, 5, 6, 7, 8]), { device: 'js' });
    const y = tt.zeros([8], tt.f32, { device: 'js' });
    const z = tt.zeros([4], tt.f32, { device: 'js' });
    const before = tt.stats().compiles;
    await k.launch(8, { x, y, z, rows: true });
    await k.launch(4, { x, y: tt.zeros([2], tt.f32, { device: 'js' }), z, rows: false });
    expect(tt.stats().compiles - before).toBe(1);
    expect(Array.from(await y.read())).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Array.from(await z.read())).toEqual([2, 4, 6, 8]);
    await expect(k.launch(8, { x, y, z, rows: false })).rejects.toMatchObject({
      array: 'z',
      index: 4,
      length: 4,
    });
  });

  it('errors are identical whichever variant runs', async () => {
    const k = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
      y[i] = x[i];
    });
    const x = tt.zeros([4], tt.f32, { device: 'js' });
    await k.launch(4, { x, y: tt.zeros([4], tt.f32, { device: 'js' }) });
    const short = tt.zeros([3], tt.f32, { device: 'js' });
    await expect(k.launch(4, { x, y: short })).rejects.toMatchObject({ array: 'y', index: 3, length: 3 });
  });
});
