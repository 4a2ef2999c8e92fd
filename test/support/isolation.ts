/**
 * Which test files run in a fresh process and which share one (vitest.config.ts's two projects).
 *
 * Starting a test process and loading tutti's ~560 source modules through vitest's module runner
 * costs about a second per file, a third of the suite's time on a 2-core machine. Files that leave
 * nothing behind in the process share a worker (`isolate: false`): tutti's modules stay loaded
 * between them. A file needs its own process when it changes process-wide state that another
 * file would see — registered backends, settings, environment variables, released devices,
 * module mocks — or reads state every file accumulates (the lists of kernels tt.jit made).
 *
 * The markers below put such files in the isolated project by what their text does; the guard in
 * test/support/init-devices.ts fails a shared file that changed process-wide state anyway, naming
 * what changed, so a new mutator cannot silently leak into the files after it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What, in a test file's text, changes process-wide state (each with the reason). */
const MUTATES: readonly (readonly [RegExp, string])[] = [
  [/registerBackend\(|sim-backend/, 'registers backends (every later device list would show them)'],
  [/shutdown\(|\.destroy\(\)|loseDevice|forceLoss/, 'releases or loses devices'],
  [/process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|Object\.assign\(process\.env/, 'sets env'],
  [/\bconfigure\(|reloadConfigFile\(/, 'changes settings'],
  [/vi\.(mock|doMock|unmock|stubEnv|stubGlobal|spyOn|resetModules|useFakeTimers)\(/, 'mocks modules'],
  [
    /process\.(on|once|off|removeAllListeners|chdir|exit|setUncaughtExceptionCaptureCallback)\(/,
    'process hooks',
  ],
  [/\binit\(/, 'opens devices with options'],
  [/globalThis\.\w+\s*=(?!=)|globalThis\[[^\]]+\]\s*=(?!=)/, 'sets globals'],
  [/temp-env|resetCacheLocation\(|clearMemoryCache\(/, 'moves or clears the kernel cache'],
  [/from '@tensorflow\//, 'TensorFlow.js installs process-wide error handlers'],
];

/** The files test/support/init-devices.ts opens both Dawn adapters for. */
export const BOTH_ADAPTERS: readonly string[] = [
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

/** Files isolated for what their text does not show, with the reason. */
const ALSO_ISOLATED: Readonly<Record<string, string>> = {
  ...Object.fromEntries(BOTH_ADAPTERS.map((f) => [f, 'init-devices.ts opens both Dawn adapters'])),
  'test/backends/webgpu/exact-div-sqrt.test.ts': "init-devices.ts sets webgpuDivSqrt: 'integer'",
  'test/backends/cuda/nvcc-np-jit.test.ts': 'reads the process-wide lists of kernels tt.jit made',
};

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return testFiles(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** Why `text` (a test file's source) must run in its own process, or undefined. */
export function isolationReason(file: string, text: string): string | undefined {
  return ALSO_ISOLATED[file] ?? MUTATES.find(([re]) => re.test(text))?.[1];
}

/** The test files under `root`/test that run in a fresh process each, relative to `root`. */
export function isolatedTestFiles(root: string): string[] {
  return testFiles(join(root, 'test'))
    .map((p) => relative(root, p).replaceAll('\\', '/'))
    .filter((f) => isolationReason(f, readFileSync(join(root, f), 'utf8')) !== undefined);
}
