/**
 * The fix named when a kernel computing in f64 meets a device without f64: the generic rewrite to
 * f32, or, when the f64 comes from tt.rand64 / tt.randn64, its f32 counterpart tt.rand / tt.randn.
 */
import type { KernelIR } from '../ir/nodes.js';

export function f64Hint(ir: KernelIR): string {
  if (ir.functions.some((f) => f.name.startsWith('tt_randn64')))
    return "tt.randn64 returns f64: use tt.randn(seed, stream, counter) (an f32 normal from the same block) on this device, or run it on a device with f64 (tt.device('cpu'))";
  if (ir.functions.some((f) => f.name.startsWith('tt_rand64')))
    return "tt.rand64 returns f64: use tt.rand(seed, stream, counter) (an f32 from 24 bits of the same block) on this device, or run it on a device with f64 (tt.device('cpu'))";
  return "use f32 arrays and float: 'f32', or run it on a device with f64 (tt.device('cpu'))";
}
