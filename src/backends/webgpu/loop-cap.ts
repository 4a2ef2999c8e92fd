/**
 * Loop cap detection (issue 17.3). Mesa's llvmpipe and lavapipe end the loops of a SIMD group of
 * work items after 65 535 iterations in total (a per-group counter in the generated code) and go
 * on after the loop as if it had finished: the results are plausible and wrong. On such adapters
 * every loop records how it was left: a per-work-item slot in workgroup memory is cleared before
 * the loop and set at each of its exits (its test and every `break`); a loop that ends with the
 * slot still clear was cut, and the launch rejects with KernelExecutionError (WEBGPU_LOOP_LIMIT).
 * Workgroup memory, not a local variable: the shader compiler proves a local flag true after the
 * loop (every exit sets it) and removes the check. The counter is per group of work items, not per
 * work item, so counting iterations in the shader would miss a work item cut by its neighbours'
 * loops; this catches every cut loop.
 */

/** Adapters known to cap loop iterations: Mesa's gallivm rasterisers. */
export const LOOP_CAPPED_ADAPTER = /llvmpipe|lavapipe|softpipe/i;

/** The slot of this work item (workgroup memory) and the error word a cut loop sets. */
export function loopCapDecls(workgroupSize: number): string {
  return `var<workgroup> tt_loop: array<u32, ${workgroupSize}>;
var<private> tt_lid: u32;
var<private> tt_cut: u32 = 0u;

// a loop was left without passing one of its exits: the adapter cut it (llvmpipe's loop limit);
// published by tt_flush when the work item ends
fn tt_loop_cut() {
  tt_cut = 1u;
}`;
}

/** Statements around a loop: before it, at each exit (before `break`), after it. */
export const LOOP_ENTER = 'tt_loop[tt_lid] = 0u;';
export const LOOP_EXIT = 'tt_loop[tt_lid] = 1u;';
export const LOOP_AFTER = 'if (tt_loop[tt_lid] == 0u) { tt_loop_cut(); } tt_loop[tt_lid] = 0u;';

/**
 * Prelude helpers with loops mark them with comments: `/*@loop-enter*\/` before `loop`,
 * `/*@loop-exit*\/` before each `break`, `/*@loop-after*\/` after the loop's `}`. Replaced by the
 * statements above where loops are capped, else removed.
 */
export function instrumentMarkers(code: string, capped: boolean): string {
  return code
    .replaceAll('/*@loop-enter*/', capped ? `${LOOP_ENTER} ` : '')
    .replaceAll('/*@loop-exit*/', capped ? `${LOOP_EXIT} ` : '')
    .replaceAll('/*@loop-after*/', capped ? ` ${LOOP_AFTER}` : '');
}
