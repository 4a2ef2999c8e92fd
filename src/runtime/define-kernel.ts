/**
 * `tt.kernel(schema, fn, options)`: the function users define kernels with, typed per overload so
 * that the index parameter's annotation gives the launch ranges and `workgroup` allows `g`.
 */
import type { KernelFunction } from '../frontend/lower-kernel.js';
import { type GenericKernelParams, type GenericSchema, isGenericSchema } from '../types/generic-params.js';
import type {
  IndexAnnotation,
  KernelIndex,
  KernelParams,
  RangeOf,
  Schema,
  WorkGroup,
} from '../types/schema.js';
import { GenericKernel } from './generic-kernel.js';
import { Kernel, type KernelOptions } from './kernel.js';

/**
 * Defines a kernel: a parameter schema, then `(index, params) => { … }` where index is `i`,
 * `[i, j]` or `[i, j, k]`. The function's source is compiled now; syntax and type errors are
 * thrown here (KernelSyntaxError / KernelTypeError with line:col in the function).
 */
export function kernel<S extends Schema, I extends IndexAnnotation = KernelIndex>(
  schema: S,
  fn: (index: I, params: KernelParams<S>, g: WorkGroup) => void,
  opts: KernelOptions & { readonly workgroup: readonly number[] },
): Kernel<S, RangeOf<I>>;
export function kernel<S extends Schema, I extends IndexAnnotation = KernelIndex>(
  schema: S,
  fn: (index: I, params: KernelParams<S>) => void,
  opts?: KernelOptions & { readonly workgroup?: undefined },
): Kernel<S, RangeOf<I>>;
export function kernel<S extends Schema, I extends IndexAnnotation = KernelIndex>(
  schema: S,
  fn: (index: I, params: KernelParams<S>) => void,
  opts?: KernelOptions,
): Kernel<S, RangeOf<I>>;
export function kernel<S extends GenericSchema, I extends IndexAnnotation = KernelIndex>(
  schema: S,
  fn: (index: I, params: GenericKernelParams<S>, g: WorkGroup) => void,
  opts?: KernelOptions,
): GenericKernel<S, RangeOf<I>>;
/**
 * A kernel from source text — the text of the function, `'(i, { x }) => { x[i] = 2 * x[i]; }'` —
 * for code generated at run time. The same language and checks; errors point into the text.
 */
export function kernel<S extends Schema>(schema: S, source: string, opts?: KernelOptions): Kernel<S>;
export function kernel(
  schema: Schema | GenericSchema,
  fn: ((index: KernelIndex, params: never, g: WorkGroup) => void) | string,
  opts?: KernelOptions,
): Kernel | GenericKernel {
  // Typed for the user; the frontend only reads its source text and checks its parameters itself.
  const f = fn as unknown as KernelFunction;
  // a schema naming tt.float / tt.int: one variant per launch binding (runtime/generic-kernel.ts)
  if (isGenericSchema(schema)) return new GenericKernel(schema, f, opts);
  return new Kernel(schema as Schema, f, opts);
}
