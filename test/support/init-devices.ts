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
import { BOTH_ADAPTERS } from './isolation.js';
import { guardSharedProcess } from './process-guard.js';

const file = (expect.getState().testPath ?? '').replaceAll('\\', '/');
if (process.env.TUTTI_WEBGPU_BACKEND === undefined && BOTH_ADAPTERS.some((f) => file.endsWith(f))) {
  configure({ webgpuBackend: 'opengles,vulkan' });
}
// f32 `/` and sqrt in integers, as on hardware GPUs, on whatever adapter this machine has
if (file.endsWith('test/backends/webgpu/exact-div-sqrt.test.ts')) configure({ webgpuDivSqrt: 'integer' });

await init(['webgpu']);

// files that share a process (test/support/isolation.ts) must leave it as they found it
if (process.env.TUTTI_TEST_SHARED_PROCESS === '1') guardSharedProcess();
