/**
 * Hostile kernel definitions must end in exported errors with codes (or just work), never in a
 * raw error from inside a dependency, a stack overflow or a process abort.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MAX_BRACKET_DEPTH, MAX_TREE_DEPTH } from '../../src/frontend/depth.js';
import * as tt from '../../src/index.js';

const entry = new URL('../../dist/src/index.js', import.meta.url).href;

/** A kernel `(i, { x }) => { x[i] = <expr>; }` built from text. */
function kernelOf(expr: string): (i: number, p: { x: Float32Array }) => void {
  return new Function(`return (i, { x }) => { x[i] = ${expr}; }`)() as (
    i: number,
    p: { x: Float32Array },
  ) => void;
}

function defineError(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

const cpuDevices = tt.devices().filter((d) => d.available && ['js', 'wasm', 'native'].includes(d.backend));

describe('deep nesting', () => {
  it('refuses brackets nested past the limit with KERNEL_TOO_DEEP at the bracket', () => {
    const e = defineError(() =>
      tt.kernel({ x: tt.arrayOf(tt.f32) }, kernelOf(`${'('.repeat(1000)}x[i]${' + 1)'.repeat(1000)}`)),
    );
    expect(e).toBeInstanceOf(tt.KernelSyntaxError);
    expect(e).toMatchObject({ code: 'KERNEL_TOO_DEEP' });
    expect(String((e as Error).message)).toMatch(/local variables/);
    expect(e).toMatchObject({ line: 1 });
    expect((e as tt.KernelSyntaxError).column).toBeGreaterThan(MAX_BRACKET_DEPTH);
  });

  it('refuses an operator chain past the limit before parsing', () => {
    const e = defineError(() => tt.kernel({ x: tt.arrayOf(tt.f32) }, kernelOf(`x[i]${' + 1'.repeat(5000)}`)));
    expect(e).toBeInstanceOf(tt.KernelSyntaxError);
    expect(e).toMatchObject({ code: 'KERNEL_TOO_DEEP' });
  });

  it('accepts what is just inside the limits, and it computes on every CPU device', async () => {
    const chain = tt.kernel(
      { x: tt.arrayOf(tt.f32) },
      kernelOf(`x[i]${' + 1'.repeat(MAX_TREE_DEPTH - 20)}`),
      { name: 'long_chain' },
    );
    const nested = tt.kernel(
      { x: tt.arrayOf(tt.f32) },
      kernelOf(`${'('.repeat(MAX_BRACKET_DEPTH - 8)}x[i]${' + 1)'.repeat(MAX_BRACKET_DEPTH - 8)}`),
      { name: 'deep_parens' },
    );
    for (const d of cpuDevices) {
      const x = tt.zeros([4], tt.f32, { device: d.id });
      await chain.launch(4, { x });
      await nested.launch(4, { x });
      expect(Array.from(await x.read())).toEqual(
        new Array(4).fill(MAX_TREE_DEPTH - 20 + MAX_BRACKET_DEPTH - 8),
      );
    }
  });

  it('never aborts a fresh process (16 processes define a 1 000-deep expression)', () => {
    const script = `
      const tt = await import(${JSON.stringify(entry)});
      const f = new Function('return (i, { x }) => { x[i] = ' + '('.repeat(1000) + 'x[i]' + ' + 1)'.repeat(1000) + '; }')();
      try { tt.kernel({ x: tt.arrayOf(tt.f32) }, f); console.log('accepted'); }
      catch (e) { console.log(e.code); }`;
    for (let p = 0; p < 16; p++) {
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        timeout: 30_000,
        env: { ...process.env, TUTTI_BACKENDS: 'js' },
      });
      expect(r.signal).toBeNull();
      expect(r.stdout.trim()).toBe('KERNEL_TOO_DEEP');
    }
  });
});

describe('odd values in a definition', () => {
  it('a BigInt constant is a KernelDefinitionError that says how to fix it', () => {
    const e = defineError(() =>
      tt.kernel(
        { x: tt.arrayOf(tt.f32) },
        (i, { x }) => {
          x[i] = 1;
        },
        { constants: { N: 10n as unknown as number } },
      ),
    );
    expect(e).toBeInstanceOf(tt.KernelDefinitionError);
    expect(e).toMatchObject({ code: 'KERNEL_BAD_CONSTANT' });
    expect(String((e as Error).message)).toMatch(/BigInt.*Number\(N\)/);
  });

  it('a function whose toString was replaced still compiles from its real source', async () => {
    const f = (i: number, { x }: { x: Float32Array }) => {
      x[i] = i * 2;
    };
    Object.defineProperty(f, 'toString', { value: () => 42 });
    const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, f, { name: 'odd_tostring' });
    const x = tt.zeros([3], tt.f32, { device: 'js' });
    await k.launch(3, { x });
    expect(Array.from(await x.read())).toEqual([0, 2, 4]);
  });

  it('a kernel that is not a function is a KernelDefinitionError', () => {
    const e = defineError(() => tt.kernel({ x: tt.arrayOf(tt.f32) }, 42 as unknown as (i: number) => void));
    expect(e).toBeInstanceOf(tt.KernelDefinitionError);
    expect(e).toMatchObject({ code: 'KERNEL_BAD_DEFINITION' });
  });

  it('Unicode parameter names work on every CPU device', async () => {
    const k = tt.kernel(
      { π: tt.f32, données: tt.arrayOf(tt.f32) },
      (i, { π, données }) => {
        données[i] = π * i;
      },
      { name: 'unicode_params' },
    );
    for (const d of cpuDevices) {
      const données = tt.zeros([3], tt.f32, { device: d.id });
      await k.launch(3, { π: 2, données });
      expect(Array.from(await données.read())).toEqual([0, 2, 4]);
    }
  });

  it('a parameter name that is no identifier is still refused', () => {
    const e = defineError(() => tt.kernel({ 'a-b': tt.f32 } as never, (_i: number) => {}));
    expect(e).toBeInstanceOf(tt.KernelDefinitionError);
    expect(e).toMatchObject({ code: 'KERNEL_BAD_SCHEMA' });
  });
});

describe('helper return types', () => {
  it('a helper returning a bool on one path and a number on another is a KernelTypeError', () => {
    const h = (v: number) => {
      if (v > 0) return true;
      return 1.5;
    };
    const e = defineError(() =>
      tt.kernel(
        { x: tt.arrayOf(tt.f32) },
        (i, { x }) => {
          x[i] = h(x[i]) ? 1 : 0;
        },
        { helpers: { h } },
      ),
    );
    expect(e).toBeInstanceOf(tt.KernelTypeError);
    expect(e).toMatchObject({ code: 'KERNEL_TYPE_MISMATCH', line: 3 });
  });

  it('an int on one path and a float on another is a float, as in JS', async () => {
    const h = (v: number) => {
      if (v > 0) return 2;
      return v * 0.5;
    };
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32) },
      (i, { x }) => {
        x[i] = h(x[i]);
      },
      { helpers: { h }, name: 'mixed_returns' },
    );
    const x = tt.array(new Float32Array([3, -3]), { device: 'js' });
    await k.launch(2, { x });
    expect(Array.from(await x.read())).toEqual([2, -1.5]);
  });
});
