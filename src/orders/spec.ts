/** What an order is once defined: argument names and sections, each with where its text came from. */
import type { Kernel } from '../runtime/kernel.js';

/** A tutti kernel function as an order's `kernel` section: `(i, { a, b, c }) => { … }`. */
export type OrderKernelFunction = (index: never, params: never) => void;

export interface Section {
  /** The model this section is used for (a header `[hip, cuda]` gives two sections, one body). */
  readonly model: string;
  /** Native source (the body of the generated function), or a kernel for the `kernel` model. */
  readonly body: string | OrderKernelFunction | Kernel;
  /** 1-based line of the body's first line in the order text (1 for object-defined orders). */
  readonly line: number;
}

export interface OrderSpec {
  readonly name: string;
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  readonly sections: readonly Section[];
  /** The order text as given (for error excerpts); '' for object-defined orders. */
  readonly text: string;
}

/** The object form of `tt.order({...})`. Keys of `sections` are models, or several joined by commas. */
export interface OrderDefinition {
  readonly name?: string;
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  readonly sections: Readonly<Record<string, string | OrderKernelFunction | Kernel>>;
}

export const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
