/**
 * The error buffer of a checked (or loop-capped, or polling) WebGPU launch, and how its words name
 * the first out-of-bounds access in program order: the first access of the lowest failing work
 * item (docs/errors.md), whichever invocation fails first in time.
 *
 * Layout (u32 words): [0] ~key of the lowest failing item so far (0: none; atomicMax of ~key is an
 * atomicMin of the key on a buffer cleared to zeros), [1] slots taken, [2] unused, [3] 1 = a loop
 * was cut (loop-cap.ts), 2 = the watchdog stopped an item (watchdog.ts), then SLOTS records of
 * [~key, site, index]. An item publishes its first failing access once, when it ends (tt_flush):
 * only when its key lowers word 0, and then into the next slot of a ring (taken with atomicAdd):
 * a later lowering item reuses the slot of the SLOTS-th item before it, whose key is higher. After
 * the launch, the record whose key equals word 0 is the one named: the lowest item always lowers
 * word 0 and writes last among the items sharing its slot, unless a write SLOTS lowerings older is
 * still in flight on the same slot at that moment (then `exact` is false). WGSL has only 32-bit atomics, so the key and its record cannot be updated in one
 * step; giving each lowering item its own slot keeps them together without a lock.
 */
import type { KernelIR } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';

/** Records kept per launch: the last items that lowered the minimum, in a ring. */
export const SLOTS = 64;
const HEADER = 4;
/** Words of the error buffer. */
export const ERROR_WORDS = HEADER + 3 * SLOTS;
/** Bytes of the error buffer (copied back and cleared by every launch). */
export const ERROR_BYTES = ERROR_WORDS * 4;

/** Publishes this work item's first out-of-bounds access (and a cut or stopped loop) to the error buffer. */
export function flushFn(loopCap: boolean, poll = false): string {
  const cut = loopCap ? '\n  if (tt_cut != 0u) { atomicMax(&tt_err[3], 1u); }' : '';
  const stop = poll ? '\n  if (tt_stopped != 0u) { atomicMax(&tt_err[3], 2u); }' : '';
  return `var<private> tt_key: u32 = 0u;

fn tt_flush() {
  if (tt_bad != 0u) {
    let k = ~tt_key;
    if (atomicLoad(&tt_err[0]) < k && atomicMax(&tt_err[0], k) < k) {
      let w = ${HEADER}u + 3u * (atomicAdd(&tt_err[1], 1u) % ${SLOTS}u);
      atomicStore(&tt_err[w], k);
      atomicStore(&tt_err[w + 1u], tt_bad_site);
      atomicStore(&tt_err[w + 2u], tt_bad_index);
    }
  }${cut}${stop}
}`;
}

/** What the error words say: nothing, a cut or stopped loop (word 3), or the first bad access. */
export interface FirstAccess {
  readonly site: number;
  /** The index as the shader saw it (u32 bits). */
  readonly index: number;
  /** The failing item's linear index. */
  readonly item: number;
  /** False when the lowest item's record was overwritten by a write in flight on its slot (see above). */
  readonly exact: boolean;
}

/** The record of the lowest failing item, if any item failed. */
export function firstAccess(words: Uint32Array): FirstAccess | undefined {
  const min = words[0] ?? 0;
  if (min === 0) return undefined;
  const taken = Math.min(words[1] ?? 0, SLOTS);
  let best: { key: number; at: number } | undefined;
  for (let s = 0; s < taken; s++) {
    const at = HEADER + 3 * s;
    const key = words[at] ?? 0;
    if (key === min)
      return { site: words[at + 1] ?? 0, index: words[at + 2] ?? 0, item: ~min >>> 0, exact: true };
    if (!best || key > best.key) best = { key, at };
  }
  // Only when a slower write SLOTS lowerings older landed on the lowest item's slot after it: the
  // lowest item whose record was kept.
  const at = best?.at ?? HEADER;
  return { site: words[at + 1] ?? 0, index: words[at + 2] ?? 0, item: ~(words[at] ?? 0) >>> 0, exact: false };
}

/** Whether each access site's index is u32 (to report the index as JS would). */
export function unsignedSites(ir: KernelIR): ReadonlySet<number> {
  const out = new Set<number>();
  const scan = (stmts: KernelIR['body']) =>
    visit(
      stmts,
      (e) => {
        if ((e.kind === 'load' || e.kind === 'atomic') && e.index.type === 'u32') out.add(e.site);
      },
      (s) => {
        if (s.kind === 'store' && s.index.type === 'u32') out.add(s.site);
      },
    );
  scan(ir.body);
  for (const f of ir.functions) scan(f.body);
  return out;
}
