/**
 * Errors of tt.np functions, NDArray methods, tt.jit and tt.grad functions and tt's array
 * operations (tt.sum, tt.matmul…) name what the user called and the argument they passed —
 * `np.astype: argument 1 (f32[4] on js:0) is a failed array` — not the internal kernel and its
 * parameter (`kernel 'np_astype_i32': argument 'x0'`), and keep the rest: the first failure's
 * class and code in the message, the first failure as `cause` (issue 30, runtime/op-call.ts,
 * runtime/user-call.ts). On every CPU device.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';
import { rejection } from '../support/rejection.js';

const { np } = tt;
reportUnavailable();
const cpu = available.filter((d) => d.kind === 'cpu');

/** Writes y[i] = x[i + shift]: with shift > 0 the last items read past x's end. */
const shifted = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), shift: tt.i32 },
  (i, { x, y, shift }) => {
    y[i] = x[i + shift] * 2;
  },
  { name: 'shifted' },
);

/** Internal names a user never wrote: tt.np's and the library's kernels, their parameters. */
const INTERNAL =
  /\bnp_\w+|\w+_lanes\b|sum_strided|matmul_tile|scan_lines|cumsum_scan|reduce_(init|scan)|arg(min|max)_first|merge_sort|radix|'x\d'|operand \d+ of kernel|tt\.jit/;

/** `e` is ARRAY_FAILED_INPUT from the user's call `head` (its start), caused by `first`. */
function expectNamed(e: unknown, head: string, first: unknown): void {
  expect(e).toBeInstanceOf(tt.ArrayError);
  expect(e).toMatchObject({ code: 'ARRAY_FAILED_INPUT', cause: first });
  const m = (e as Error).message;
  expect(m.slice(0, head.length + 21)).toBe(`${head} is a failed array — `);
  expect(m).toMatch(/KernelRangeError KERNEL_INDEX_OUT_OF_BOUNDS .*write\(\) or fill\(\) the whole array/);
  expect(m).not.toMatch(INTERNAL);
}

describe.each(cpu.map((d) => ({ id: d.id, device: d })))('user-facing names on $id', ({ id, device }) => {
  async function failedY() {
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device });
    const y = tt.array(new Float32Array([7, 7, 7, 7]), { device });
    const first = await rejection(shifted.launch(4, { x, y, shift: 2 }));
    expect(first).toBeInstanceOf(tt.KernelRangeError);
    return { x, y, first };
  }
  const f4 = `f32[4] on ${id}`;

  it('an np function given a failed array names itself and the argument', async () => {
    const { x, y, first } = await failedY();
    expectNamed(await rejection(np.astype(y, tt.i32).read()), `np.astype: argument 1 (${f4})`, first);
    expectNamed(await rejection(np.add(x, y).read()), `np.add: argument 2 (${f4})`, first);
    expectNamed(await rejection(np.where(np.less(x, 2), 1, y).read()), `np.where: argument 3 (${f4})`, first);
    expectNamed(await rejection(np.sum(y).read()), `np.sum: argument 1 (${f4})`, first);
    expectNamed(await rejection(np.mean(y, { axis: 0 }).read()), `np.mean: argument 1 (${f4})`, first);
    expectNamed(await rejection(np.sort(y).read()), `np.sort: argument 1 (${f4})`, first);
    expectNamed(await rejection(np.cumsum(y).read()), `np.cumsum: argument 1 (${f4})`, first);
    const m = np.reshape(y, [2, 2]);
    expectNamed(
      await rejection(np.matmul(np.reshape(x, [2, 2]), m).read()),
      `np.matmul: argument 2 (f32[2x2] on ${id})`,
      first,
    );
    expectNamed(
      await rejection(np.concatenate([x, y]).read()),
      `np.concatenate: item 1 of argument 1 (${f4})`,
      first,
    );
    // np.stack runs np.concatenate: the user called np.stack
    expectNamed(await rejection(np.stack([y, x]).read()), `np.stack: item 0 of argument 1 (${f4})`, first);
    // a strided view of it: the view the user passed
    expectNamed(await rejection(np.negative(np.flip(y)).read()), `np.negative: argument 1 (${f4})`, first);
  });

  it('an NDArray method names itself and its receiver or argument', async () => {
    const { x, y, first } = await failedY();
    expectNamed(await rejection(y.add(x).read()), `NDArray.add: the array it was called on (${f4})`, first);
    expectNamed(await rejection(x.mul(y).read()), `NDArray.mul: argument 1 (${f4})`, first);
    expectNamed(await rejection(y.sum().read()), `NDArray.sum: the array it was called on (${f4})`, first);
  });

  it('a chain names the np function that was to write its failed input', async () => {
    const { y, first } = await failedY();
    const e = await rejection(np.sqrt(np.add(y, 2)).read());
    expectNamed(e, `np.sqrt: argument 1 (${f4})`, first);
    expect((e as Error).message).toContain(
      '— np.add, which was to write it, was itself given a failed array;',
    );
  });

  it('a jit function names itself and the input', async () => {
    const { x, y, first } = await failedY();
    const f = tt.jit(function f(a: tt.NDArray, b: tt.NDArray) {
      return np.sqrt(np.add(a, b));
    });
    expectNamed(await rejection(f(x, y).read()), `jit function 'f': input 1 (${f4})`, first);
    const sumExp = (a: tt.NDArray) => np.sum(np.exp(a));
    const g = tt.jit(sumExp); // a fused reduction
    expectNamed(await rejection(g(y).read()), `jit function 'sumExp': input 0 (${f4})`, first);
    const h = tt.jit((a: tt.NDArray) => np.exp(a));
    expectNamed(await rejection(h(y).read()), `jit function (anonymous): input 0 (${f4})`, first);
  });

  it("tt's array operations name themselves and the argument, not their kernels", async () => {
    const { x, y, first } = await failedY();
    const ops: [Promise<unknown>, string][] = [
      [tt.sum(y), 'tt.sum: argument 1'],
      [tt.sum(y, { axis: 0 }).read(), 'tt.sum: argument 1'],
      [tt.max(y), 'tt.max: argument 1'],
      [tt.prod(y), 'tt.prod: argument 1'],
      [tt.reduce(y, (a, b) => a + b, 0), 'tt.reduce: argument 1'],
      [tt.matmul(x, y, [2, 2, 2]).read(), 'tt.matmul: argument 2'],
      [tt.cumsum(y).read(), 'tt.cumsum: argument 1'],
      [tt.scan(y, (a, b) => a + b, 0).read(), 'tt.scan: argument 1'],
      [tt.sort(y).read(), 'tt.sort: argument 1'],
      [tt.argsort(y).read(), 'tt.argsort: argument 1'],
      [tt.argmax(y), 'tt.argmax: argument 1'],
    ];
    for (const [p, head] of ops) expectNamed(await rejection(p), `${head} (${f4})`, first);
  });

  it('a grad function names itself and the input, fused or not, not tt.jit', async () => {
    const { x, y, first } = await failedY();
    const f = (a: tt.NDArray, b: tt.NDArray) => np.sum(np.multiply(np.exp(a), b));
    const read = (g: unknown) =>
      g instanceof tt.NDArray ? g.read() : Promise.reject(new Error('not an array'));
    const grads = [
      [tt.grad(f), "tt.grad function 'f'"],
      [tt.grad(f, { fuse: false }), "tt.grad function 'f'"],
      [tt.grad(tt.jit(f)), "tt.grad function 'f'"],
      [tt.grad((a: tt.NDArray) => np.sum(np.exp(a))), 'tt.grad function (anonymous)'],
    ] as const;
    for (const [g, head] of grads)
      expectNamed(await rejection(read(g(y, x))), `${head}: input 0 (${f4})`, first);
    const vg = tt.valueAndGrad(f, { argnums: 1 });
    // the value reads input 1 (its gradient, exp(a), does not)
    expectNamed(await rejection(read(vg(x, y)[0])), `tt.valueAndGrad function 'f': input 1 (${f4})`, first);
  });
});

describe('mixed placement names the user call', () => {
  const [d0, d1] = cpu;
  it.runIf(d0 !== undefined && d1 !== undefined)(
    'np.stack and a jit function, not np.concatenate or tt.jit',
    () => {
      if (!d0 || !d1) return;
      const a = np.ones([2], { device: d0 });
      const b = np.ones([2], { device: d1 });
      const place = (f: () => unknown, head: string) => {
        try {
          f();
        } catch (e) {
          expect(e).toBeInstanceOf(tt.ExecutionPlacementError);
          expect(e).toMatchObject({ code: 'LAUNCH_MIXED_PLACEMENT' });
          const want = `${head}: its arrays live on different devices`;
          expect((e as Error).message.slice(0, want.length)).toBe(want);
          return;
        }
        throw new Error('expected LAUNCH_MIXED_PLACEMENT');
      };
      place(() => np.stack([a, b]), 'np.stack');
      const k = tt.jit(function k(p: tt.NDArray, q: tt.NDArray) {
        return np.add(p, q);
      });
      place(() => k(a, b), "jit function 'k'");
      const g = tt.grad(function g(p: tt.NDArray, q: tt.NDArray) {
        return np.sum(np.add(p, q));
      });
      place(() => g(a, b), "tt.grad function 'g'");
      place(() => tt.grad(k)(a, b), "tt.grad function 'k'");
    },
  );
});
