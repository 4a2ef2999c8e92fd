/**
 * Where 64-bit integers run: every CPU device (js with BigInts, wasm with i64, native C with
 * int64_t) and CUDA (long long). WGSL has no 64-bit integer type, so a kernel computing in i64 /
 * u64 is refused on webgpu before anything runs (docs/kernel-language.md, "64-bit integers").
 */
import { KernelTypeError } from '../errors/errors.js';
import type { Device } from './device.js';

export function refuseBigInt(kernel: string, _source: string, device: Device): KernelTypeError {
  return new KernelTypeError(
    'KERNEL_TYPE_UNSUPPORTED_ON_DEVICE',
    kernel,
    `the kernel computes with 64-bit integers (i64/u64, BigInts), which WGSL and so device ${device.id} (${device.name}) does not have`,
    { line: 1, column: 1 },
    '',
    "run it on a CPU device (tt.device('cpu'), 'wasm', 'js') or CUDA, or rewrite it over pairs of u32 words (hi, lo) on webgpu",
  );
}
