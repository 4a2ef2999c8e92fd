/**
 * Start-up: `import 'tutti'` probes no backend and loads no native code; a CPU-only program never
 * loads WebGPU (Dawn) and prints none of its warnings; WebGPU selected before `await tt.init()` is
 * DeviceNotProbedError; the entry has no top-level await, so `require('tutti')` works where Node
 * has require(esm). Each case is a fresh Node process on the package entry users import (the
 * Node bundle, dist/node/index.js: scripts/bundle.mjs); the bundle reports which backends it probed.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { probedBackendIds } from '../../src/runtime/devices.js';
import { ensureDist, ROOT } from '../backends/webgpu/support.js';

const ENTRY = pathToFileURL(join(ROOT, 'dist/node/index.js')).href;
const LOADER = pathToFileURL(join(ROOT, 'dist/src/bundle/load.js')).href;
const BUNDLE = JSON.stringify(join(ROOT, 'dist/node/tutti.cjs'));
/** Module-body text binding `probedBackendIds` to the bundle's (the same instance as `tt`'s). */
const PROBED = `const { probedBackendIds } = (await import('${LOADER}')).loadBundle(${BUNDLE});`;

/** Runs an ES module body in a fresh process; returns its stdout lines' last JSON and stderr. */
function runModule(body: string, env: Record<string, string> = {}): { json: unknown; stderr: string } {
  ensureDist();
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', body], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
  if (r.status !== 0) throw new Error(`child failed (${r.status}): ${r.stderr}`);
  const last = r.stdout.trim().split('\n').pop() ?? 'null';
  return { json: JSON.parse(last), stderr: r.stderr };
}

/** Native libraries (.node addons, libcuda …) the process has loaded, by file name. */
const SHARED_OBJECTS = `process.report.getReport().sharedObjects.map((p) => p.split('/').pop())`;

describe('lazy probing', () => {
  it('tt.devices() probes every backend (the test set-up probed WebGPU, so none is left pending)', () => {
    const listed = [...new Set(tt.devices().map((d) => d.backend))].sort();
    expect([...probedBackendIds()].sort()).toEqual(listed);
    expect(tt.devices().some((d) => d.reason?.startsWith('not probed yet'))).toBe(false);
  });

  it('import probes no backend and loads no native addon (koffi, Dawn)', () => {
    const { json } = runModule(
      `const tt = await import('${ENTRY}');
       ${PROBED}
       console.log(JSON.stringify({ probed: probedBackendIds(), so: ${SHARED_OBJECTS}, kernel: typeof tt.kernel }));`,
    );
    const r = json as { probed: string[]; so: string[]; kernel: string };
    expect(r.kernel).toBe('function');
    expect(r.probed).toEqual([]);
    expect(r.so.filter((f) => /dawn|koffi/.test(f))).toEqual([]);
  });

  it("a CPU-only program runs without probing or loading WebGPU, and prints nothing of Dawn's", () => {
    const { json, stderr } = runModule(
      `const tt = await import('${ENTRY}');
       ${PROBED}
       const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => { x[i] = i * 2; });
       const x = tt.zeros([4], tt.f32);     // the default device: 'auto'
       const d = tt.device('cpu');
       await k.launch(4, { x });
       console.log(JSON.stringify({ out: Array.from(await x.read()), auto: x.device.kind, cpu: d.kind,
         probed: probedBackendIds(), so: ${SHARED_OBJECTS} }));
       await tt.shutdown();`,
    );
    const r = json as { out: number[]; auto: string; cpu: string; probed: string[]; so: string[] };
    expect(r.out).toEqual([0, 2, 4, 6]);
    expect(r.cpu).toBe('cpu');
    expect(r.so.filter((f) => /dawn/.test(f))).toEqual([]);
    // On this machine (no Vulkan driver) Dawn could only offer llvmpipe, which 'auto' skips unprobed.
    if (r.auto === 'cpu') expect(r.probed).not.toContain('webgpu');
    expect(stderr).not.toMatch(/artificially reduced/);
  });

  it("'cpu' probes only CPU backends, stopping at the first available one", () => {
    const { json } = runModule(
      `const tt = await import('${ENTRY}');
       ${PROBED}
       const d = tt.device('cpu');
       console.log(JSON.stringify({ id: d.backend, probed: probedBackendIds() }));`,
    );
    const r = json as { id: string; probed: string[] };
    const order = ['native', 'wasm', 'js'];
    expect(r.probed).toEqual(order.slice(0, order.indexOf(r.id) + 1));
  });

  it('webgpu selected before tt.init() is DeviceNotProbedError; after it, it is listed', () => {
    const { json } = runModule(
      `const tt = await import('${ENTRY}');
       let err;
       try { tt.device('webgpu'); } catch (e) { err = { name: e.constructor.name, code: e.code, message: e.message }; }
       const before = tt.devices().find((d) => d.backend === 'webgpu');
       await tt.init(['webgpu']);
       const after = tt.devices().find((d) => d.backend === 'webgpu');
       console.log(JSON.stringify({ err, before: before.reason, after: after.available ? 'available' : after.reason }));
       await tt.shutdown();`,
    );
    const r = json as { err: { name: string; code: string; message: string }; before: string; after: string };
    expect(r.err.name).toBe('DeviceNotProbedError');
    expect(r.err.code).toBe('DEVICE_NOT_PROBED');
    expect(r.err.message).toContain('await tt.init()');
    expect(r.before).toMatch(/^not probed yet/);
    expect(r.after).not.toMatch(/^not probed yet/);
  });

  it("probing WebGPU prints none of Dawn's limit warnings; TUTTI_DEBUG=webgpu shows them", () => {
    const body = `const tt = await import('${ENTRY}');
       await tt.init(['webgpu']);
       const w = tt.devices().find((d) => d.backend === 'webgpu');
       console.log(JSON.stringify({ available: w.available, software: w.software }));
       await tt.shutdown();`;
    const quiet = runModule(body);
    expect(quiet.stderr).not.toMatch(/artificially reduced/);
    const r = quiet.json as { available: boolean; software: boolean };
    if (!r.available || !r.software) {
      console.info('Dawn warning check skipped: no software (OpenGL ES) WebGPU adapter here');
      return;
    }
    const loud = runModule(body, { TUTTI_DEBUG: 'webgpu' });
    expect(loud.stderr).toMatch(/\[tutti:webgpu\] Dawn: Warning: .*artificially reduced/);
  });
});

const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
const requireEsm = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 23;

describe.skipIf(!requireEsm)(`require('tutti') (Node ${process.versions.node})`, () => {
  it('works from CommonJS: the entry has no top-level await', () => {
    ensureDist();
    const r = spawnSync(
      process.execPath,
      [
        '-e',
        `const tt = require(${JSON.stringify(join(ROOT, 'dist/node/index.js'))});
         const k = tt.kernel({ x: tt.arrayOf(tt.i32) }, (i, { x }) => { x[i] = i + 1; });
         const x = tt.zeros([3], tt.i32, { device: 'js' });
         k.launch(3, { x }).then(() => x.read()).then((v) => console.log(JSON.stringify(Array.from(v))));`,
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
    );
    expect(r.stderr.replace(/.*ExperimentalWarning.*\n?|.*--trace-warnings.*\n?/g, '')).toBe('');
    expect(r.stdout.trim()).toBe('[1,2,3]');
  });
});
if (!requireEsm) console.info(`require(esm) test skipped: Node ${process.versions.node} has no require(esm)`);
