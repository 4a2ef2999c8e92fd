/**
 * Cheap, synchronous capability checks (no binaryen): WebAssembly with SIMD128 (validated on a
 * tiny module), shared memory, and worker threads.
 */

/** (module (func (result v128) v128.const i32x4 0 0 0 0)) */
const SIMD_MODULE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, 0x03, 0x02, 0x01,
  0x00, 0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x0b,
]);

export interface WasmSupport {
  readonly ok: boolean;
  readonly reason?: string;
  /** SharedArrayBuffer usable (Node, or a cross-origin-isolated page). */
  readonly shared: boolean;
  /** Node worker_threads are available. */
  readonly node: boolean;
}

export function probeWasm(): WasmSupport {
  const g = globalThis as { WebAssembly?: unknown; crossOriginIsolated?: boolean; process?: unknown };
  const node =
    typeof g.process === 'object' &&
    g.process !== null &&
    typeof (g.process as { versions?: { node?: string } }).versions?.node === 'string';
  if (typeof g.WebAssembly !== 'object') {
    return { ok: false, reason: 'this JavaScript engine has no WebAssembly', shared: false, node };
  }
  if (!WebAssembly.validate(SIMD_MODULE)) {
    return { ok: false, reason: 'WebAssembly SIMD128 is not supported by this engine', shared: false, node };
  }
  const sab = typeof SharedArrayBuffer === 'function';
  const shared = sab && (node || g.crossOriginIsolated === true);
  return { ok: true, shared, node };
}
