/** Shared by the webgpu tests: the device (or why there is none) and a dist build for child processes. */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as tt from '../../../src/index.js';

export const ROOT = resolve(import.meta.dirname, '../../..');

const gpu = tt.devices().find((d) => d.backend === 'webgpu');

/** The first webgpu device, or undefined (then `skipReason` says why). */
export const webgpu: tt.Device | undefined = gpu?.available ? gpu : undefined;
export const skipReason = `no WebGPU adapter: ${gpu?.reason ?? 'webgpu backend not registered'}`;
if (!webgpu) console.info(`webgpu tests skipped — ${skipReason}`);

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/**
 * Builds dist/ (tsc, then the Node bundle: scripts/bundle.mjs) when it is older than src/;
 * returns dist/src/index.js.
 */
export function ensureDist(): string {
  const entry = join(ROOT, 'dist/src/index.js');
  const built = Math.min(
    statSync(join(ROOT, 'dist/src/backends/webgpu/backend.js'), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    statSync(join(ROOT, 'dist/node/tutti.cjs'), { throwIfNoEntry: false })?.mtimeMs ?? 0,
  );
  if (built < newest(join(ROOT, 'src'))) {
    try {
      execFileSync(
        process.execPath,
        [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
        {
          cwd: ROOT,
          stdio: 'pipe',
        },
      );
    } catch {
      // type errors elsewhere in the tree still emit JavaScript
    }
    execFileSync(process.execPath, [join(ROOT, 'scripts/bundle.mjs')], { cwd: ROOT, stdio: 'pipe' });
  }
  if (!statSync(entry, { throwIfNoEntry: false })) throw new Error(`build did not produce ${entry}`);
  return entry;
}
