/**
 * Every test file starts with WebGPU probed — the one backend that needs `await tt.init()` before
 * the synchronous API can select it — so suites can list and select every device at module level.
 * The other backends are probed when first needed, in the test file's own environment (tutti
 * probes nothing at import; test/unit/lazy-probing.test.ts checks that in fresh processes).
 *
 * The files in BOTH_ADAPTERS run their webgpu cases on both of Dawn's software adapters: OpenGL ES
 * (llvmpipe, webgpu:0) and Vulkan (SwiftShader from Chromium, webgpu:1) — unless
 * TUTTI_WEBGPU_BACKEND says otherwise. A missing Vulkan driver is a skip with its reason
 * (test/support/adapters.ts). The cheaper subset on Vulkan (SwiftShader compiles a kernel in about a
 * second): sort, scan and the many-groups work-group test stay on OpenGL ES; work-group kernels run
 * on Vulkan through the conformance suite's work-group cases.
 */
import { expect } from 'vitest';
import { configure, init } from '../../src/index.js';

const BOTH_ADAPTERS = [
  'test/conformance/conformance.test.ts',
  'test/fuzz/fuzz.test.ts',
  'test/programs/programs.test.ts',
  'test/ops/reduce.test.ts',
  'test/ops/matmul.test.ts',
  'test/backends/webgpu/adapters.test.ts',
  'test/backends/webgpu/subgroups-hw.test.ts',
  'test/language/f16.test.ts',
  'test/backends/webgpu/device-lost.test.ts',
];

const file = (expect.getState().testPath ?? '').replaceAll('\\', '/');
if (process.env.TUTTI_WEBGPU_BACKEND === undefined && BOTH_ADAPTERS.some((f) => file.endsWith(f))) {
  configure({ webgpuBackend: 'opengles,vulkan' });
}
// f32 `/` and sqrt in integers, as on hardware GPUs, on whatever adapter this machine has
if (file.endsWith('test/backends/webgpu/exact-div-sqrt.test.ts')) configure({ webgpuDivSqrt: 'integer' });

await init(['webgpu']);
