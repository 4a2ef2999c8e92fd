/**
 * Device buffers of pending calls, per function and dtype group (see layout.ts), with the small
 * kernels that move calls between them: a strided copy (merge outputs behind leftovers, grow),
 * and the one that zeroes control words (counters, flags) between launches.
 */
import { InternalError } from '../errors/errors.js';
import { zeros } from '../runtime/create.js';
import { kernel } from '../runtime/define-kernel.js';
import type { Device } from '../runtime/device.js';
import type { Kernel } from '../runtime/kernel.js';
import type { NDArray } from '../runtime/ndarray.js';
import { dtypeByName, i32 } from '../types/dtype.js';
import { arrayOf } from '../types/schema.js';
import type { FnLayout } from './layout.js';

type CopyKernel = Kernel;
const copyKernels = new Map<string, CopyKernel>();

/** dst[j*dstCap + dstOff + s] = src[j*srcCap + srcOff + s] for s < n, j < groups. */
function copyKernel(dtype: string): CopyKernel {
  let k = copyKernels.get(dtype);
  if (!k) {
    const dt = dtypeByName(dtype);
    if (!dt) throw new InternalError(`dtype ${dtype}`);
    const arr = arrayOf(dt as Parameters<typeof arrayOf>[0]);
    k = kernel(
      { src: arr, dst: arr, n: i32, srcCap: i32, dstCap: i32, srcOff: i32, dstOff: i32 },
      (i, { src, dst, n, srcCap, dstCap, srcOff, dstOff }) => {
        const j = (i / n) | 0;
        const s = i - j * n;
        dst[j * dstCap + dstOff + s] = src[j * srcCap + srcOff + s] as number;
      },
      { name: `program_copy_${dtype}` },
      // One map holds the copy kernel of every dtype: its launch-argument types are erased to Kernel's.
    ) as unknown as CopyKernel;
    copyKernels.set(dtype, k);
  }
  return k;
}

export function copyCalls(
  dtype: string,
  groups: number,
  src: NDArray,
  srcCap: number,
  srcOff: number,
  dst: NDArray,
  dstCap: number,
  dstOff: number,
  n: number,
  device: Device,
): Promise<unknown> {
  if (n <= 0 || groups <= 0) return Promise.resolve();
  return copyKernel(dtype).launch(n * groups, { src, dst, n, srcCap, dstCap, srcOff, dstOff } as never, {
    device,
  });
}

/** One function's pending calls: `a` holds the `n` pending, `b` receives the next pass's outputs. */
export class FnBuffers {
  a = new Map<string, NDArray>();
  b = new Map<string, NDArray>();
  n = 0;
  constructor(
    readonly layout: FnLayout,
    public cap: number,
    private readonly device: Device,
  ) {
    this.a = this.alloc(cap);
    this.b = this.alloc(cap);
  }

  private alloc(cap: number): Map<string, NDArray> {
    const m = new Map<string, NDArray>();
    for (const [dt, count] of this.layout.groups) {
      const dtype = dtypeByName(dt);
      if (!dtype) throw new InternalError(`dtype ${dt}`);
      m.set(
        dt,
        zeros([Math.max(1, count * cap)], dtype as Parameters<typeof zeros>[1], {
          device: this.device,
        }) as NDArray,
      );
    }
    return m;
  }

  /** Grows both buffers to `cap`, keeping the pending calls. */
  async grow(cap: number): Promise<void> {
    const a = this.alloc(cap);
    const copies: Promise<unknown>[] = [];
    for (const [dt, count] of this.layout.groups) {
      const src = this.a.get(dt);
      const dst = a.get(dt);
      if (src && dst) copies.push(copyCalls(dt, count, src, this.cap, 0, dst, cap, 0, this.n, this.device));
    }
    await Promise.all(copies);
    this.dispose();
    this.a = a;
    this.b = this.alloc(cap);
    this.cap = cap;
  }

  /**
   * After a pass that ran the oldest `ran` calls, whose outputs went to `b` behind the `n - ran`
   * not run (the counter started there; `total` is where it ended): those move to the front of `b`
   * and `b` becomes the pending buffer, so the calls left keep their place ahead of the new ones.
   */
  async merge(ran: number, total: number): Promise<void> {
    const left = this.n - ran;
    if (ran === 0 && total === this.n) return; // nothing ran, nothing came: keep the buffers
    const copies: Promise<unknown>[] = [];
    for (const [dt, count] of this.layout.groups) {
      const src = this.a.get(dt);
      const dst = this.b.get(dt);
      if (src && dst && left > 0)
        copies.push(copyCalls(dt, count, src, this.cap, ran, dst, this.cap, 0, left, this.device));
    }
    await Promise.all(copies);
    const t = this.a;
    this.a = this.b;
    this.b = t;
    this.n = total;
  }

  dispose(): void {
    for (const x of [...this.a.values(), ...this.b.values()]) x.dispose();
  }
}

/** Defined on first use, so importing tutti parses no kernel. */
let zeroKernel: ReturnType<typeof defineZero> | undefined;
function defineZero() {
  return kernel({ ctl: arrayOf(i32), from: i32 }, (i, { ctl, from }) => {
    ctl[from + i] = 0;
  });
}

/** Zeroes control words [from, from + count) of `ctl` on `device`. */
export function zeroWords(ctl: NDArray, from: number, count: number, device: Device): Promise<unknown> {
  zeroKernel ??= defineZero();
  return zeroKernel.launch(count, { ctl, from } as never, { device });
}
