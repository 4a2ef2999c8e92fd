/** Process hygiene: a Node program using tutti on webgpu exits by itself, and stays quiet. */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ensureDist, skipReason, webgpu } from './support.js';

function runScript(body: string) {
  const entry = pathToFileURL(ensureDist()).href;
  const script = `const tt = await import(${JSON.stringify(entry)});\nawait tt.init();\n${body}`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe.skipIf(!webgpu)(`webgpu process exit (${webgpu ? webgpu.toString() : skipReason})`, () => {
  it('a script that launches on webgpu and never calls shutdown exits by itself', () => {
    const r = runScript(`
      const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => { x[i] = x[i] + 1; });
      const x = tt.array(new Float32Array([1, 2, 3]), { device: 'webgpu' });
      await k.launch(3, { x });
      console.log('result', Array.from(await x.read()).join(','));`);
    expect(r.error, 'the child did not exit within 60 s').toBeUndefined();
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe('result 2,3,4');
  }, 90_000);

  it('a launch error is reported to the script, not printed; tt.shutdown() releases the device', () => {
    const r = runScript(`
      const k = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => { y[i] = x[i]; });
      const a = tt.zeros([4], tt.f32, { device: 'webgpu' });
      const e = await k.launch(4, { x: a, y: a }).catch((e) => e);
      console.log('caught', e.code);
      await tt.shutdown();`);
    expect(r.error).toBeUndefined();
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe('caught LAUNCH_ALIASED_ARRAYS');
  }, 90_000);
});
