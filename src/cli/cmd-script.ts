/** `tutti bench` and `tutti demo`: run a built script of the package in a child node process. */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CommandError } from './io.js';

/** Paths relative to this file once built (dist/src/cli/ -> dist/bench/run.js). */
export const SCRIPTS: Readonly<Record<string, string>> = {
  bench: '../../bench/run.js',
  demo: '../../demo/demo.js',
};

export function scriptPath(name: string): string {
  const rel = SCRIPTS[name];
  if (rel === undefined) throw new CommandError(`no script '${name}'`);
  return fileURLToPath(new URL(rel, import.meta.url));
}

export function runScript(name: string, args: readonly string[]): Promise<number> {
  const path = scriptPath(name);
  if (!statSync(path, { throwIfNoEntry: false })?.isFile()) {
    const installed = path.split(/[\\/]/).includes('node_modules');
    throw new CommandError(
      installed
        ? `the npm package of tutti does not ship the ${name} (${path}); run 'npm run ${name}' in a clone of tutti's source repository`
        : `${path} does not exist; build tutti first (npm run build)`,
    );
  }
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [path, ...args], { stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 + 1 : 1)));
  });
}
