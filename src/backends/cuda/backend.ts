/**
 * The `cuda` backend: kernels rendered to CUDA C by the shared C renderer (dialect-cuda.ts), built
 * with NVRTC or nvcc, run through the CUDA driver API over koffi. Each GPU is `cuda:N`; without a
 * driver or a GPU the backend is unavailable with the reason and selectors fall back.
 */
import { ownModule } from '../../config/own-module.js';
import { InternalError } from '../../errors/errors.js';
import type { Backend, DeviceInfo, ProbeResult } from '../backend.js';
import { CudaContext } from './context.js';
import { CudaDevice } from './device.js';
import { type CudaProbe, deviceInfo, probeCuda } from './probe.js';

let probed: Extract<CudaProbe, { available: true }> | undefined;
const opened: CudaDevice[] = [];

async function probe(): Promise<ProbeResult> {
  return resultOf(await probeCuda());
}

/** The probe's result as the device table wants it; a successful probe is kept for open(). */
export function resultOf(p: CudaProbe): ProbeResult {
  if (!p.available) return p;
  probed = p;
  const compiler = `${p.compiler.kind} (${p.compiler.path})`;
  return {
    available: true,
    devices: p.gpus.map((g, i) =>
      deviceInfo(g, i, { driverVersion: p.driverVersion, compiler, cublas: p.cublas }),
    ),
  };
}

function open(info: DeviceInfo): CudaDevice {
  const gpu = probed?.gpus[info.index];
  if (!probed || !gpu) throw new InternalError(`cuda:${info.index} was not probed`);
  const dev = new CudaDevice(info, CudaContext.open(probed.driver, gpu), probed.cublas.path);
  opened.push(dev);
  return dev;
}

export const cudaBackend: Backend = {
  id: 'cuda',
  kind: 'gpu',
  probe,
  open,
  // CUDA C needs no GPU: the renderer runs anywhere (tutti compile --backend cuda --emit).
  source: async (ir) => (await ownModule(() => import('./build.js'))).cudaSource(ir),
  shutdown(): void {
    for (const d of opened.splice(0)) {
      d.close();
      d.ctx.release();
    }
  },
};
