/** What an order is once defined: argument names and sections, each with where its text came from. */
import type { Kernel } from '../runtime/kernel.js';
import type { KernelIndex } from '../types/schema.js';

/** An order array as a kernel section sees it: flat, of the dtype the run's array has. */
export type OrderKernelArray =
  | Float32Array
  | Float64Array
  | Int32Array
  | Uint32Array
  | Int16Array
  | Uint16Array
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray;

/** A kernel section's params: each order argument by name, and each extent as `<name>_shape<k>`. */
export type OrderKernelParams<A extends string = string> = { readonly [K in A]: OrderKernelArray } & {
  readonly [extent: `${string}_shape${number}`]: number;
};

/**
 * A tutti kernel function as an order's `kernel` section: `(i, { a, b, c }) => { … }` (or `([i, j],
 * …)`), typed from the order's names. Declared through a method so its parameters are checked
 * both ways: a section annotated with the arrays' own types (`{ a: Float32Array }`) fits too.
 */
export type OrderKernelFunction<A extends string = string> = {
  section(index: KernelIndex, params: OrderKernelParams<A>): void;
}['section'];

/** The sections of the object form: by model (or several joined by commas). */
export interface OrderSections<A extends string = string> {
  /** A tutti kernel function, or a `tt.kernel` whose schema names the order's arrays (its own helpers and constants). */
  readonly kernel?: OrderKernelFunction<A> | Kernel;
  readonly [model: string]: string | OrderKernelFunction<A> | Kernel | undefined;
}

/** What a text section's header sets beyond its models (accelpy's `[cuda: gridsize=…]`). */
export interface SectionOptions {
  /** `enable=False` keeps the section but never runs it (the task says why). */
  readonly enable: boolean;
  /** CUDA: blocks per grid (x first); otherwise computed from the range and the block. */
  readonly gridsize?: readonly number[];
  /** CUDA: threads per block (x first); otherwise 256, 16x16 or 8x8x4. */
  readonly blocksize?: readonly number[];
  /** Fortran: lower bounds per argument name, per Fortran dimension (default 1). */
  readonly attrspec?: Readonly<Record<string, readonly number[]>>;
}

export interface Section {
  /** The model this section is used for (a header `[hip, cuda]` gives two sections, one body). */
  readonly model: string;
  /** Native source (the body of the generated function), or a kernel for the `kernel` model. */
  readonly body: string | OrderKernelFunction | Kernel;
  /** 1-based line of the body's first line in the order text (1 for object-defined orders). */
  readonly line: number;
  /** The section's own names for the arguments, positionally in set_argnames order (`[cpp: X, Y, Z]`). */
  readonly argnames?: readonly string[];
  readonly options?: SectionOptions;
}

export interface OrderSpec {
  readonly name: string;
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  readonly sections: readonly Section[];
  /** The order text as given (for error excerpts); '' for object-defined orders. */
  readonly text: string;
  /** How Fortran sections see multi-dimensional arrays (glue-fortran.ts; default 'numpy'). */
  readonly fortranShape?: 'numpy' | 'reversed';
  /** Host sections run in a child process (tt.order's isolate option). */
  readonly isolate?: boolean;
}

/** The object form of `tt.order({...})`. Keys of `sections` are models, or several joined by commas. */
export interface OrderDefinition<I extends string = string, O extends string = string> {
  readonly name?: string;
  readonly inputs: readonly I[];
  readonly outputs: readonly O[];
  readonly sections: OrderSections<I | O>;
}

export const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
