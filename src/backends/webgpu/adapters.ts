/// <reference types="@webgpu/types" />
/**
 * Finding GPUs. In a browser: `navigator.gpu`. In Node: the `webgpu` package (Dawn), imported
 * dynamically so the browser path never loads a Node module. Which Dawn backends open is the
 * webgpuBackend setting: 'auto' uses Dawn's Vulkan backend where a system Vulkan driver is installed
 * (feature level core), otherwise Mesa llvmpipe through Dawn's OpenGL ES backend in compatibility
 * mode (EGL_PLATFORM=surfaceless); a list ('opengles,vulkan') opens each, Vulkan on Chromium's
 * SwiftShader where the system has no driver (vulkan-driver.ts) — how CI runs both without a GPU.
 */
import { readEnv } from '../../config/env.js';
import { ownModule } from '../../config/own-module.js';
import { setting } from '../../config/settings.js';
import { SOFTWARE_ADAPTER } from './constants.js';
import { type GpuContext, watchErrors } from './context.js';

interface Instance {
  readonly gpu: GPU;
  readonly backend: string;
  readonly featureLevel: 'core' | 'compatibility';
  /** The driver tutti chose for it (Vulkan), said when Dawn finds no adapter there. */
  readonly driver?: string;
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

/** Why a Dawn backend named by the webgpuBackend setting gave no adapter (for probe reasons and skips). */
const notes: string[] = [];

/** What the last probe found missing, e.g. "vulkan: no Vulkan driver (…)". */
export function adapterNotes(): readonly string[] {
  return notes;
}

/**
 * Dawn toggles for every Node instance. Dawn quantizes timestamp queries by default (a browser's
 * defence against timing attacks: the low 16 bits of each nanosecond value are cleared), so a pass
 * shorter than ~65 µs measured 0 on an H200 and SwiftShader's durations were multiples of 0.065536
 * ms; ev.profile needs the GPU clock itself. Browsers keep their own setting.
 */
const DAWN_TOGGLES = ['disable-dawn-features=timestamp_quantization'] as const;

/**
 * The Dawn instances to try. 'auto': Vulkan (Dawn's default choice) only where a system Vulkan
 * driver is installed, then OpenGL ES; the first that has adapters wins. A list ('opengles,vulkan'):
 * each backend in order, every adapter of each opened (a backend without one is noted and skipped).
 */
async function nodeInstances(): Promise<{ readonly instances: Instance[]; readonly every: boolean }> {
  const { dawnCreate, prepareVulkan, vulkanInstalled } = await ownModule(() => import('./node-gpu.js'));
  const create = await dawnCreate();
  const want = setting('webgpuBackend').value.trim();
  notes.length = 0;
  if (want === 'auto') {
    const instances: Instance[] = [];
    if (vulkanInstalled())
      instances.push({ gpu: create([...DAWN_TOGGLES]), backend: 'default', featureLevel: 'core' });
    instances.push({
      gpu: create(['backend=opengles', ...DAWN_TOGGLES]),
      backend: 'opengles',
      featureLevel: 'compatibility',
    });
    return { instances, every: false };
  }
  const instances: Instance[] = [];
  for (const name of new Set(want.split(',').map((x) => x.trim()))) {
    const driver = name === 'vulkan' ? prepareVulkan() : undefined;
    if (driver && !driver.usable) {
      notes.push(`vulkan: ${driver.note}`);
      continue;
    }
    const compat = name === 'opengles' || name === 'opengl';
    instances.push({
      gpu: create([`backend=${name}`, ...DAWN_TOGGLES]),
      backend: name,
      featureLevel: compat ? 'compatibility' : 'core',
      ...(driver ? { driver: driver.note } : {}),
    });
  }
  return { instances, every: true };
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

/** The optional WebGPU features requested at device creation wherever the adapter has them. */
export const OPTIONAL_FEATURES: readonly GPUFeatureName[] = ['timestamp-query', 'shader-f16', 'subgroups'];

async function open(inst: Instance, adapter: GPUAdapter): Promise<GpuContext> {
  const requiredLimits: Record<string, number> = {};
  for (const k of RAISED_LIMITS) {
    const v = adapter.limits[k];
    if (typeof v === 'number') requiredLimits[k] = v;
  }
  // Every optional feature tutti knows that the adapter has (llvmpipe through OpenGL ES has none):
  // device timestamps for ev.profile; shader-f16 and subgroups, so WGSL may enable them.
  const features = OPTIONAL_FEATURES.filter((f) => adapter.features.has(f));
  const timestamps = features.includes('timestamp-query');
  const device = await adapter.requestDevice({ requiredLimits, requiredFeatures: features, label: 'tutti' });
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
    features,
    ...subgroupSizesOf(adapter, features),
    lost: undefined,
    uncaptured: [],
  };
  watchErrors(ctx);
  return ctx;
}

/** The adapter's sub-group sizes, where the device has 'subgroups' and the adapter reports them. */
function subgroupSizesOf(
  adapter: GPUAdapter,
  features: readonly GPUFeatureName[],
): { subgroupSizes?: { min: number; max: number } } {
  // GPUAdapterInfo's subgroup sizes are newer than some @webgpu/types versions
  const info = adapter.info as GPUAdapterInfo & { subgroupMinSize?: unknown; subgroupMaxSize?: unknown };
  const [min, max] = [info.subgroupMinSize, info.subgroupMaxSize];
  if (!features.includes('subgroups') || typeof min !== 'number' || typeof max !== 'number') return {};
  return min > 0 && max >= min ? { subgroupSizes: { min, max } } : {};
}

/** In Node, Dawn's limit warnings go to the debug log (node-gpu.ts). */
async function requestAdapter(gpu: GPU, options: GPURequestAdapterOptions): Promise<GPUAdapter | null> {
  if (!isNode()) return gpu.requestAdapter(options);
  const { requestAdapterQuietly } = await ownModule(() => import('./node-gpu.js'));
  return requestAdapterQuietly(gpu, options);
}

/** The distinct adapters of one instance (a software instance has one: no second request). */
async function adaptersOf(inst: Instance): Promise<GPUAdapter[]> {
  const seen = new Map<string, GPUAdapter>();
  const prefs =
    inst.featureLevel === 'core'
      ? (['high-performance', 'low-power'] as const)
      : (['high-performance'] as const);
  for (const powerPreference of prefs) {
    const a = await requestAdapter(inst.gpu, { featureLevel: inst.featureLevel, powerPreference });
    if (a && !seen.has(describe(a))) seen.set(describe(a), a);
  }
  if (!seen.size)
    notes.push(`${inst.backend}: Dawn offers no adapter${inst.driver ? ` (driver: ${inst.driver})` : ''}`);
  return [...seen.values()];
}

/**
 * Opens every adapter that can be had (deduplicated): of the first instance that has any, or,
 * when the webgpuBackend setting lists backends, of every listed one in order.
 */
export async function openAdapters(): Promise<GpuContext[]> {
  const { instances, every } = isNode()
    ? await nodeInstances()
    : { instances: browserInstances(), every: false };
  const out: GpuContext[] = [];
  for (const inst of instances) {
    const found = await adaptersOf(inst);
    for (const a of found) out.push(await open(inst, a));
    if (out.length && !every) break;
  }
  return out;
}

export function webgpuDisabled(): string | undefined {
  const v = readEnv('TUTTI_WEBGPU');
  return v === '0' || v === 'false' || v === 'off' ? `disabled by TUTTI_WEBGPU=${v}` : undefined;
}
