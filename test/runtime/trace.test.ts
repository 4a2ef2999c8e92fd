/**
 * Issue 31.6: tt.trace.start() … tt.trace.stop() (and TUTTI_TRACE=file.json for a whole run)
 * record Chrome trace-event JSON: launches as spans on their device (pid) and queue (tid), their
 * queue waits, compiles with their outcome, memo hits and copies between memory spaces.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { compile } from '../../src/runtime/compile-service.js';
import { ensureDist, ROOT } from '../backends/webgpu/support.js';
import { cleanup, freshCache } from '../cache/temp-env.js';

const dir = mkdtempSync(join(tmpdir(), 'tutti-trace-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  if (tt.trace.active) tt.trace.stop();
  cleanup();
});

type Ev = tt.TraceEvent;

function processOf(events: readonly Ev[], device: string): number {
  const meta = events.find((e) => e.ph === 'M' && e.name === 'process_name' && e.args?.name === device);
  if (!meta) throw new Error(`no process for ${device}`);
  return meta.pid;
}

const wasmAvailable = tt.devices().some((d) => d.backend === 'wasm' && d.available);

describe('tt.trace', () => {
  it('records a launch and a read: spans per device and queue, the wait, the compile', async () => {
    const scale = tt.kernel(
      { x: tt.arrayOf(tt.f32), s: tt.f32 },
      (i, { x, s }) => {
        x[i] = x[i] * s;
      },
      { name: 'traced_scale' },
    );
    const q = tt.device('js').createQueue();
    const x = tt.array(new Float32Array([1, 2, 3]), { device: 'js' });
    tt.trace.start();
    expect(tt.trace.active).toBe(true);
    await scale.launch(3, { x, s: 2 }, { queue: q });
    await scale.launch(3, { x, s: 2 }, { queue: q });
    expect(Array.from(await x.read())).toEqual([4, 8, 12]);
    const data = tt.trace.stop();
    expect(tt.trace.active).toBe(false);
    expect(data.displayTimeUnit).toBe('ms');
    const events = data.traceEvents;
    const pid = processOf(events, 'js:0');
    const thread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.tid === q.id);
    expect(thread).toMatchObject({ pid, args: { name: `queue#${q.id}` } });
    const launches = events.filter((e) => e.ph === 'X' && e.cat === 'launch');
    expect(launches).toHaveLength(2);
    for (const l of launches) {
      expect(l).toMatchObject({ name: 'traced_scale', pid, tid: q.id, args: { timing: 'host' } });
      expect(l.dur).toBeGreaterThanOrEqual(0);
    }
    expect((launches[1]?.ts ?? 0) >= (launches[0]?.ts ?? 0) + (launches[0]?.dur ?? 0)).toBe(true);
    // the first launch waited for its compile: a queue wait that ends when it starts
    const waits = events.filter((e) => e.cat === 'queue-wait');
    const begin = waits.find((e) => e.ph === 'b');
    const end = waits.find((e) => e.ph === 'e' && e.id === begin?.id);
    expect(begin?.name).toBe('wait: traced_scale');
    expect(end?.ts).toBe(launches[0]?.ts);
    const compile = events.filter((e) => e.cat === 'compile');
    expect(compile.map((e) => e.ph)).toEqual(['b', 'e']);
    expect(compile[0]).toMatchObject({ name: 'compile traced_scale', pid, args: { outcome: 'generated' } });
    // stopped: later work records nothing
    await scale.launch(3, { x, s: 1 }, { queue: q });
    expect(tt.trace.stop().traceEvents).toEqual([]);
  });

  it('records memo hits: an equal IR compiled again on the same device', async () => {
    const k = tt.kernel({ y: tt.arrayOf(tt.f32) }, (i, { y }) => {
      y[i] = y[i] + 1;
    });
    const js = tt.device('js');
    await compile(js.impl(), k.ir, js.id);
    tt.trace.start();
    await compile(js.impl(), { ...k.ir }, js.id);
    const events = tt.trace.stop().traceEvents;
    const hit = events.find((e) => e.cat === 'cache');
    expect(hit).toMatchObject({ name: `memo hit ${k.name}`, ph: 'i', pid: processOf(events, 'js:0') });
  });

  it.skipIf(!wasmAvailable)(
    'on wasm: a build, a disk-cache hit and the copy of a js array into wasm memory',
    async () => {
      freshCache();
      const define = () =>
        tt.kernel({ y: tt.arrayOf(tt.f32) }, (i, { y }) => {
          y[i] = y[i] + 1;
        });
      // the same kernel with other source locations: another IR, the same module on disk
      const defineReformatted = () =>
        tt.kernel({ y: tt.arrayOf(tt.f32) }, (i, { y }) => {
          // one line lower
          y[i] = y[i] + 1;
        });
      const y = tt.zeros([256], tt.f32, { device: 'js' });
      tt.trace.start();
      await define().launch(256, { y }, { device: 'wasm' });
      await defineReformatted().launch(256, { y }, { device: 'wasm' });
      const events = tt.trace.stop().traceEvents;
      const wasmPid = processOf(events, 'wasm:0');
      const compiles = events.filter((e) => e.cat === 'compile' && e.ph === 'b' && e.pid === wasmPid);
      expect(compiles.map((e) => e.args?.outcome)).toEqual(['built', 'cache hit']);
      const copy = events.filter((e) => e.cat === 'copy');
      expect(copy[0]).toMatchObject({ name: 'copy host → wasm:0', ph: 'b', args: { bytes: 1024 } });
      expect(copy[0]?.pid).toBe(processOf(events, 'js:0'));
      expect(events.filter((e) => e.cat === 'launch' && e.pid === wasmPid)).toHaveLength(2);
    },
  );

  it('marks a failed launch', async () => {
    const oob = tt.kernel({ y: tt.arrayOf(tt.f32) }, (i, { y }) => {
      y[i + 1] = 1;
    });
    const y = tt.zeros([4], tt.f32, { device: 'js' });
    tt.trace.start();
    await expect(oob.launch(4, { y })).rejects.toBeInstanceOf(tt.KernelRangeError);
    const launch = tt.trace.stop().traceEvents.find((e) => e.cat === 'launch');
    expect(launch?.args).toMatchObject({ failed: true });
  });

  it('refuses options it does not take and writes the file it was given', async () => {
    expect(() => tt.trace.start({ fiel: 'x.json' } as unknown as tt.TraceOptions)).toThrow(
      expect.objectContaining({ name: 'TraceError', code: 'TRACE_BAD_OPTIONS' }),
    );
    expect(() => tt.trace.start({ file: 3 } as unknown as tt.TraceOptions)).toThrow(
      expect.objectContaining({ code: 'TRACE_BAD_OPTIONS' }),
    );
    expect(tt.trace.active).toBe(false);
    const file = join(dir, 'api.json');
    tt.trace.start({ file });
    const k = tt.kernel({ y: tt.arrayOf(tt.i32) }, (i, { y }) => {
      y[i] = i;
    });
    await k.launch(2, { y: tt.zeros([2], tt.i32, { device: 'js' }) });
    const data = tt.trace.stop();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(data);
    tt.trace.start({ file: join(dir, 'no-such-dir', 'x.json') });
    expect(() => tt.trace.stop()).toThrow(expect.objectContaining({ code: 'TRACE_WRITE_FAILED' }));
    expect(tt.trace.active).toBe(false);
  });

  it('TUTTI_TRACE=file.json traces the whole run and writes it at exit', () => {
    ensureDist();
    const file = join(dir, 'env.json');
    const entry = pathToFileURL(join(ROOT, 'dist/src/index.js')).href;
    const script = `const tt = await import(${JSON.stringify(entry)});
      const k = tt.kernel({ y: tt.arrayOf(tt.f32) }, (i, { y }) => { y[i] = 2; }, { name: 'from_env' });
      const y = tt.zeros([8], tt.f32, { device: 'js' });
      await k.launch(8, { y });
      console.log(tt.trace.active, (await y.read())[7]);`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, TUTTI_TRACE: file },
    });
    expect(r.stdout.trim()).toBe('true 2');
    const data = JSON.parse(readFileSync(file, 'utf8')) as tt.TraceData;
    expect(data.traceEvents.some((e) => e.cat === 'launch' && e.name === 'from_env')).toBe(true);
  }, 180_000); // ensureDist may run tsc first
});
