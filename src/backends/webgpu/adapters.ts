/// <reference types="@webgpu/types" />
/**
 * Finding GPUs. In a browser: `navigator.gpu`. In Node: the `webgpu` package (Dawn), imported
 * dynamically so the browser path never loads a Node module. Dawn's Vulkan backend is used where
 * a Vulkan driver is installed (feature level core); otherwise Mesa llvmpipe through Dawn's OpenGL ES
 * backend in compatibility mode (EGL_PLATFORM=surfaceless), which is how CI runs WebGPU without a GPU.
 */
import { readEnv } from '../../config/env.js';
import { SOFTWARE_ADAPTER } from './constants.js';
import { type GpuContext, watchErrors } from './context.js';

interface Instance {
  readonly gpu: GPU;
  readonly backend: string;
  readonly featureLevel: 'core' | 'compatibility';
}

const RAISED_LIMITS = [
  'maxBufferSize',
  'maxStorageBufferBindingSize',
  'maxStorageBuffersPerShaderStage',
  'maxComputeWorkgroupsPerDimension',
  'maxComputeInvocationsPerWorkgroup',
  'maxComputeWorkgroupSizeX',
  'maxComputeWorkgroupStorageSize',
  'maxBindingsPerBindGroup',
  'maxUniformBufferBindingSize',
  'minStorageBufferOffsetAlignment',
  'minUniformBufferOffsetAlignment',
] as const;

function isNode(): boolean {
  return typeof process !== 'undefined' && typeof process.versions?.node === 'string';
}

async function nodeInstances(): Promise<Instance[]> {
  const { dawnCreate, vulkanInstalled } = await import('./node-gpu.js');
  const create = await dawnCreate();
  const want = readEnv('TUTTI_WEBGPU_BACKEND');
  const out: Instance[] = [];
  if (want === undefined ? vulkanInstalled() : want !== 'opengles') {
    const opts = want && want !== 'default' ? [`backend=${want}`] : [];
    out.push({ gpu: create(opts), backend: want ?? 'default', featureLevel: 'core' });
  }
  if (want === undefined || want === 'opengles') {
    out.push({ gpu: create(['backend=opengles']), backend: 'opengles', featureLevel: 'compatibility' });
  }
  return out;
}

function browserInstances(): Instance[] {
  const gpu = typeof navigator !== 'undefined' ? navigator.gpu : undefined;
  if (!gpu) return [];
  return [
    { gpu, backend: 'browser', featureLevel: 'core' },
    { gpu, backend: 'browser', featureLevel: 'compatibility' },
  ];
}

function describe(a: GPUAdapter): string {
  const i = a.info;
  return i.device || i.description || `${i.vendor} ${i.architecture}`.trim() || 'WebGPU adapter';
}

async function open(inst: Instance, adapter: GPUAdapter): Promise<GpuContext> {
  const requiredLimits: Record<string, number> = {};
  for (const k of RAISED_LIMITS) {
    const v = adapter.limits[k];
    if (typeof v === 'number') requiredLimits[k] = v;
  }
  // Device timestamps for ev.profile where the adapter has them (llvmpipe through OpenGL ES does not).
  const timestamps = adapter.features.has('timestamp-query');
  const device = await adapter.requestDevice({
    requiredLimits,
    requiredFeatures: timestamps ? ['timestamp-query'] : [],
    label: 'tutti',
  });
  const name = describe(adapter);
  const limits = device.limits;
  const software = adapter.info.isFallbackAdapter || SOFTWARE_ADAPTER.test(`${name} ${adapter.info.device}`);
  const workgroupSize = Math.min(
    software ? 64 : 256,
    limits.maxComputeInvocationsPerWorkgroup,
    limits.maxComputeWorkgroupSizeX,
  );
  const ctx: GpuContext = {
    instance: inst.gpu,
    device,
    adapterName: name,
    backend: inst.backend,
    featureLevel: inst.featureLevel,
    software,
    limits,
    workgroupSize,
    timestamps,
    lost: undefined,
    uncaptured: [],
  };
  watchErrors(ctx);
  return ctx;
}

/** In Node, Dawn's limit warnings go to the debug log (node-gpu.ts). */
async function requestAdapter(gpu: GPU, options: GPURequestAdapterOptions): Promise<GPUAdapter | null> {
  if (!isNode()) return gpu.requestAdapter(options);
  const { requestAdapterQuietly } = await import('./node-gpu.js');
  return requestAdapterQuietly(gpu, options);
}

/** Opens every adapter that can be had (deduplicated); the first instance that has any wins. */
export async function openAdapters(): Promise<GpuContext[]> {
  const instances = isNode() ? await nodeInstances() : browserInstances();
  for (const inst of instances) {
    const seen = new Map<string, GPUAdapter>();
    // Software (compatibility) instances have one adapter: do not pay for a second request.
    const prefs =
      inst.featureLevel === 'core'
        ? (['high-performance', 'low-power'] as const)
        : (['high-performance'] as const);
    for (const powerPreference of prefs) {
      const a = await requestAdapter(inst.gpu, { featureLevel: inst.featureLevel, powerPreference });
      if (a && !seen.has(describe(a))) seen.set(describe(a), a);
    }
    if (seen.size) return Promise.all([...seen.values()].map((a) => open(inst, a)));
  }
  return [];
}

export function webgpuDisabled(): string | undefined {
  const v = readEnv('TUTTI_WEBGPU');
  return v === '0' || v === 'false' || v === 'off' ? `disabled by TUTTI_WEBGPU=${v}` : undefined;
}
