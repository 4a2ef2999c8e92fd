/**
 * Every test file starts with WebGPU probed — the one backend that needs `await tt.init()` before
 * the synchronous API can select it — so suites can list and select every device at module level.
 * The other backends are probed when first needed, in the test file's own environment (tutti
 * probes nothing at import; test/unit/lazy-probing.test.ts checks that in fresh processes).
 */
import { init } from '../../src/index.js';

await init(['webgpu']);
