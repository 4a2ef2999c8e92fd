/**
 * The `kernel` section: a tutti kernel function `(i, { a, b, c }) => { … }` (or `([i, j], …)`),
 * given a schema built from the run's arrays — each array flat, in input-then-output order, plus
 * its extents as i32 scalars `<name>_shape<k>` (so a 2-D kernel can index `a[i * a_shape1 + j]`);
 * a number argument is an f64 scalar.
 * A `tt.kernel(...)` object may be given instead; its schema must name the order's arrays.
 * Browser-safe: it runs wherever tutti kernels run.
 */
import { OrderArgumentError } from '../errors/orders.js';
import { Kernel } from '../runtime/kernel.js';
import type { LaunchArgs } from '../runtime/launch-args.js';
import type { NDArray } from '../runtime/ndarray.js';
import { dtypeByName, f64, i32 } from '../types/dtype.js';
import { arrayOf, type Schema } from '../types/schema.js';
import type { ArgSig } from './signature.js';
import type { Section } from './spec.js';

export function shapeParam(name: string, k: number): string {
  return `${name}_shape${k}`;
}

/** The kernel for this signature (a new schema per signature; tutti caches the IR by source). */
export function sectionKernel(order: string, section: Section, sig: readonly ArgSig[]): Kernel {
  if (section.body instanceof Kernel) return section.body;
  if (typeof section.body !== 'function') {
    throw new OrderArgumentError(
      'ORDER_BAD_SECTION',
      `order '${order}': the kernel section must be a function (i, { … }) => { … } or a tt.kernel, not text`,
    );
  }
  const schema: Record<string, Schema[string]> = {};
  for (const a of sig) {
    const dtype = dtypeByName(a.dtype);
    if (!dtype || (!dtype.isFloat && !dtype.isInteger)) {
      throw new OrderArgumentError(
        'ORDER_UNSUPPORTED_DTYPE',
        `order '${order}': kernels cannot take ${a.dtype} arrays`,
      );
    }
    schema[a.name] = a.scalar ? f64 : arrayOf(dtype as Parameters<typeof arrayOf>[0]);
  }
  for (const a of sig) {
    for (let k = 0; k < a.rank; k++) {
      const p = shapeParam(a.name, k);
      if (Object.hasOwn(schema, p)) {
        throw new OrderArgumentError(
          'ORDER_BAD_ARGUMENT',
          `order '${order}': argument '${p}' clashes with the extent the kernel section gets for '${a.name}'; rename it`,
        );
      }
      schema[p] = i32;
    }
  }
  return new Kernel(schema, section.body, { name: order });
}

/** The kernel's arguments: the arrays by name, plus the extents. */
export function kernelArgs(
  kernel: Kernel,
  args: readonly { readonly sig: ArgSig; readonly array?: NDArray; readonly value?: number }[],
): LaunchArgs<Schema> {
  const out: Record<string, NDArray | number> = {};
  for (const { sig, array, value } of args) {
    const given = array ?? value;
    if (given !== undefined && Object.hasOwn(kernel.schema, sig.name)) out[sig.name] = given;
    if (!array) continue;
    for (const [k, e] of array.shape.entries()) {
      const p = shapeParam(sig.name, k);
      if (Object.hasOwn(kernel.schema, p)) out[p] = e;
    }
  }
  // Built from the schema's own names, so it has every key LaunchArgs wants; the record type cannot say so.
  return out as unknown as LaunchArgs<Schema>;
}
