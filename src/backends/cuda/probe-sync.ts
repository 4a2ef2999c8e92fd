/**
 * The CUDA probe, synchronous (Node only): koffi through require, the finders imported
 * statically. Used by the synchronous API (`tt.device('gpu')` before any `await`).
 */
import { loadKoffiSync } from '../shared/koffi-sync.js';
import { loadFailureReason } from '../shared/load-reason.js';
import { findCublas } from './cublas-find.js';
import { type CudaProbe, probeDriver, settleCuda } from './probe.js';
import { findCudaCompiler } from './toolchain.js';

let verdict: CudaProbe | undefined;

export function probeCudaSync(): CudaProbe {
  if (verdict) return verdict;
  if (typeof process === 'undefined' || !process.versions?.node) {
    verdict = { available: false, reason: 'CUDA needs Node.js (the driver is called through FFI)' };
    return verdict;
  }
  let koffi: ReturnType<typeof loadKoffiSync>;
  try {
    koffi = loadKoffiSync();
  } catch (e) {
    verdict = {
      available: false,
      reason: loadFailureReason(e, 'the koffi FFI package cannot load'),
    };
    return verdict;
  }
  verdict = settleCuda(probeDriver(koffi, findCudaCompiler, findCublas));
  return verdict;
}
