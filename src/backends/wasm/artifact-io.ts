/**
 * Reading and writing wasm artifacts of the disk cache (Node only: the compile service uses the
 * disk cache only there). Bundlers targeting browsers drop this module (package.json "browser").
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function readArtifact(path: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(path));
}

/** Writes `binary` as kernel.wasm in `dir`; returns its path. */
export async function writeArtifact(dir: string, binary: Uint8Array): Promise<string> {
  const out = join(dir, 'kernel.wasm');
  await writeFile(out, binary);
  return out;
}
