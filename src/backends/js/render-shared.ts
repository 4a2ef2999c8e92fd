/** What the js renderer's instances for one kernel share, and the typed arrays it allocates. */
import type { StoreStmt } from '../../ir/nodes.js';
import type { DeferredPrints } from './deferred-prints.js';
import type { ForwardPlan } from './forward-stores.js';

/** What a kernel's renderers share (see the constructor). */
export interface Shared {
  n: number;
  readonly runs: string[];
  deferred: DeferredPrints | null;
  invariants: number;
  /** While an item body renders: its forwarding plan and each rendered store's temporary. */
  fwd: { readonly plan: ForwardPlan; readonly names: Map<StoreStmt, string> } | null;
  /** Whether an item loop ends one-item launches (one-item.ts): the kernel declares `tt_one`. */
  one: boolean;
}

export const TYPED = {
  f32: 'Float32Array',
  f64: 'Float64Array',
  i32: 'Int32Array',
  u32: 'Uint32Array',
} as const;
