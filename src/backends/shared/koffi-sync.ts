/**
 * koffi, loaded synchronously (Node only) — the one loader behind `loadKoffi()` and the synchronous
 * probes (`tt.device('native')` before any `await`), so a process has one koffi instance.
 *
 * koffi's own loader (its JavaScript: platform and libc detection from the ELF headers of `node`,
 * a search of its prebuilt packages, deprecation wrappers) costs ~8 ms of CPU before the addon's
 * own ~2 ms: a third of a warm start's first native result. So after koffi's loader has run once, the
 * addon it chose is recorded (path, size, modification time, version; per Node binary and ABI) in
 * the cache directory, and later processes `process.dlopen` that file directly. Anything that does
 * not match the record, or a failing dlopen, falls back to `require('koffi')`, which rewrites it.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { activeCacheDir } from '../../cache/location.js';
import { writeAtomic } from '../../cache/write-atomic.js';
import { packageLoadError } from '../../config/own-module.js';

type Koffi = typeof import('koffi').default;

let koffi: Koffi | undefined;

interface AddonRecord {
  readonly node: string;
  readonly addon: string;
  readonly size: number;
  readonly mtimeMs: number;
  readonly version: string;
}

const recordPath = (): string =>
  join(
    activeCacheDir(),
    'koffi',
    `addon-${process.platform}-${process.arch}-${process.versions.modules}-${process.versions.napi ?? ''}.json`,
  );

/** What identifies this Node: a record made by another Node binary is not used. */
const nodeId = (): string => `${process.execPath}\0${process.version}`;

function fromRecord(): Koffi | undefined {
  let rec: Partial<AddonRecord>;
  try {
    rec = JSON.parse(readFileSync(recordPath(), 'utf8')) as Partial<AddonRecord>;
  } catch {
    return undefined;
  }
  if (rec.node !== nodeId() || typeof rec.addon !== 'string' || typeof rec.version !== 'string')
    return undefined;
  try {
    const st = statSync(rec.addon);
    if (st.size !== rec.size || st.mtimeMs !== rec.mtimeMs) return undefined;
    const m: { exports: Partial<Koffi> & { version?: unknown } } = { exports: {} };
    process.dlopen(m, rec.addon);
    const k = m.exports;
    return k.version === rec.version && typeof k.load === 'function' && typeof k.type === 'function'
      ? (k as Koffi)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Records the addon koffi's loader chose (found in require's cache: `.node` files are cached there). */
function record(require: NodeJS.Require, k: Koffi): void {
  const addon = Object.keys(require.cache).find((p) => /[\\/]koffi\.node$/.test(p));
  const version = (k as { version?: unknown }).version;
  if (addon === undefined || typeof version !== 'string') return;
  try {
    const st = statSync(addon);
    const rec: AddonRecord = { node: nodeId(), addon, size: st.size, mtimeMs: st.mtimeMs, version };
    writeAtomic(recordPath(), JSON.stringify(rec));
  } catch {
    // an unwritable cache only means koffi's own loader runs in every process
  }
}

/**
 * Stack of koffi's asynchronous calls (every kernel launch and NVRTC compile runs on one): koffi's
 * default, 128 KiB, is far below the 8 MiB a C thread expects. On an H100, NVRTC compiling a
 * 150-operator expression overflowed it and killed the process (SIGSEGV); C kernels with private
 * per-item arrays keep them on it too.
 */
const ASYNC_STACK_BYTES = 8 * 1024 * 1024;

function configured(k: Koffi): Koffi {
  try {
    k.config({ ...k.config(), async_stack_size: ASYNC_STACK_BYTES });
  } catch {
    // a koffi that refuses (already used, or older) keeps its default
  }
  return k;
}

/** koffi's module; throws with the reason when its binary cannot load on this platform. */
export function loadKoffiSync(): Koffi {
  if (koffi) return koffi;
  const direct = fromRecord();
  if (direct) {
    koffi = configured(direct);
    return koffi;
  }
  const require = createRequire(import.meta.url);
  let k: Koffi;
  try {
    k = require('koffi') as Koffi;
  } catch (e) {
    throw packageLoadError(e, 'koffi');
  }
  record(require, k);
  koffi = configured(k);
  return koffi;
}
