/**
 * Isolated host sections (`isolate: true`, Node only): the section's shared library is loaded and
 * called in a child process, so a crash in foreign code (SIGSEGV, abort(), exit()) ends the child,
 * not the caller, and becomes an OrderCrashError. Arrays travel through shared memory: a file in
 * /dev/shm (the temp directory where there is none) that both processes map (mmap through koffi)
 * and that is unlinked once the child has opened it. The parent copies every array argument in,
 * the child runs the section on the mapping in place, and the parent copies the outputs back —
 * only when the section returned, so a crashed call writes nothing. One child serves every
 * isolated order of the process; it is unreferenced while idle (the process may exit) and a
 * crashed child is replaced by a fresh one on the next call.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, ftruncateSync, openSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadKoffiSync } from '../backends/shared/koffi-sync.js';
import { openmpWaitDefaults } from '../backends/shared/openmp-env.js';
import { KernelExecutionError } from '../errors/errors.js';
import { OrderCrashError } from '../errors/orders.js';

/**
 * The child: loads koffi; per message maps the shared file (again when it grew), views the arrays
 * in it, calls the entry on them and answers `{ id }` (or `{ id, error }` when the library does not
 * load).
 */
const CHILD = `
const fs = require('node:fs');
const koffi = require(process.argv[1]);
const libc = koffi.load(process.argv[2]);
const mmap = libc.func('void *mmap(void *, size_t, int, int, int, int64_t)');
const munmap = libc.func('int munmap(void *, size_t)');
const libs = new Map();
const fns = new Map();
let fd = -1, file = '', size = 0, addr = null, memory = null;
process.on('disconnect', () => process.exit(0));
process.on('message', (m) => {
  const key = m.lib + '\\0' + m.params.join(',');
  let fn = fns.get(key);
  if (!fn) {
    try {
      let lib = libs.get(m.lib);
      if (!lib) { lib = koffi.load(m.lib); libs.set(m.lib, lib); }
      fn = lib.func(m.entry, 'void', m.params);
      fns.set(key, fn);
    } catch (e) {
      process.send({ id: m.id, error: String(e && e.message || e) });
      return;
    }
  }
  if (m.file !== file) { fd = fs.openSync(m.file, 'r+'); file = m.file; }
  if (m.size !== size) {
    if (addr !== null) munmap(addr, size);
    addr = mmap(null, m.size, 3, 1, fd, 0);
    size = m.size;
    memory = koffi.view(addr, size);
  }
  const args = m.args.slice();
  for (const a of m.arrays) {
    const T = globalThis[a.type];
    args[a.index] = new T(memory, a.offset, a.bytes / T.BYTES_PER_ELEMENT);
  }
  fn(...args);
  process.send({ id: m.id });
});
`;

type HostData = ArrayBufferView | number | bigint;
type Koffi = ReturnType<typeof loadKoffiSync>;

interface Pending {
  /** Copies the outputs out of the shared memory (synchronously, before anything can unmap it). */
  readonly done: () => void;
  readonly reject: (e: Error) => void;
  readonly order: string;
  readonly section: string;
}

/** This process's side of the shared memory: `memory` views `size` bytes mapped at `addr`. */
interface Shared {
  readonly file: string;
  readonly fd: number;
  linked: boolean;
  size: number;
  addr: unknown;
  memory: Uint8Array | undefined;
}

interface Child {
  readonly process: ChildProcess;
  readonly pending: Map<number, Pending>;
  readonly shared: Shared;
}

let child: Child | undefined;
let nextId = 1;
let nextFile = 1;
/** Calls run one after another: each one's arrays occupy the shared memory until it returns. */
let queue: Promise<void> = Promise.resolve();

const LIBC = process.platform === 'darwin' ? 'libSystem.B.dylib' : 'libc.so.6';
let libc:
  | { koffi: Koffi; mmap: (...a: unknown[]) => unknown; munmap: (...a: unknown[]) => unknown }
  | undefined;

function memoryFunctions(): NonNullable<typeof libc> {
  if (libc) return libc;
  const koffi = loadKoffiSync();
  const lib = koffi.load(LIBC);
  libc = {
    koffi,
    mmap: lib.func('void *mmap(void *, size_t, int, int, int, int64_t)'),
    munmap: lib.func('int munmap(void *, size_t)'),
  };
  return libc;
}

const PROT_READ_WRITE = 3;
const MAP_SHARED = 1;

/** Maps at least `bytes` of the shared file (a power of two, 1 MiB at least), growing it. */
function mapped(s: Shared, bytes: number): Uint8Array {
  if (s.memory && bytes <= s.size) return s.memory;
  const { koffi, mmap } = memoryFunctions();
  unmap(s);
  let size = 1 << 20;
  while (size < bytes) size *= 2;
  ftruncateSync(s.fd, size);
  const addr = mmap(null, size, PROT_READ_WRITE, MAP_SHARED, s.fd, 0);
  const at = koffi.address(addr);
  if (at === 0n || at === 0xffffffffffffffffn)
    throw new KernelExecutionError(
      'KERNEL_EXECUTION_FAILED',
      `isolated orders: mapping ${size} bytes of shared memory (${s.file}) failed; free memory in /dev/shm or run without isolate`,
    );
  s.addr = addr;
  s.size = size;
  s.memory = new Uint8Array(koffi.view(addr, size));
  return s.memory;
}

function unmap(s: Shared): void {
  if (!s.memory) return;
  s.memory = undefined;
  memoryFunctions().munmap(s.addr, s.size);
}

/** Keeps the process alive only while a call is in flight. */
function setReferenced(c: Child, on: boolean): void {
  const channel = c.process.channel;
  if (on) {
    c.process.ref();
    channel?.ref();
  } else {
    c.process.unref();
    channel?.unref();
  }
}

function unlinkFile(s: Shared): void {
  if (!s.linked) return;
  s.linked = false;
  rmSync(s.file, { force: true });
}

/** Ends a child's life: every pending call rejects with `error(pending)`. */
function retire(c: Child, error: (p: Pending) => Error): void {
  if (child === c) child = undefined;
  unlinkFile(c.shared);
  unmap(c.shared);
  closeSync(c.shared.fd);
  for (const p of c.pending.values()) p.reject(error(p));
  c.pending.clear();
}

function loadFailed(p: Pending, why: string): Error {
  return new KernelExecutionError(
    'KERNEL_EXECUTION_FAILED',
    `order '${p.order}': the isolated child process could not load section [${p.section}]'s library: ${why}`,
  );
}

function startChild(): Child {
  const koffiPath = createRequire(import.meta.url).resolve('koffi');
  const dir = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const file = join(dir, `tutti-order-${process.pid}-${nextFile++}`);
  const fd = openSync(file, 'w+', 0o600);
  const shared: Shared = { file, fd, linked: true, size: 0, addr: undefined, memory: undefined };
  const proc = spawn(process.execPath, ['-e', CHILD, koffiPath, LIBC], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // the sections' OpenMP threads wait as in-process ones do (backends/shared/openmp-env.ts)
    env: { ...process.env, ...openmpWaitDefaults(process.env) },
  });
  const c: Child = { process: proc, pending: new Map(), shared };
  proc.on('message', (m: { id: number; error?: string }) => {
    unlinkFile(shared);
    const p = c.pending.get(m.id);
    if (!p) return;
    c.pending.delete(m.id);
    if (!c.pending.size) setReferenced(c, false);
    if (m.error === undefined) p.done();
    else p.reject(loadFailed(p, m.error));
  });
  proc.on('exit', (code, signal) => retire(c, (p) => new OrderCrashError(p.order, p.section, signal, code)));
  proc.on('error', (e) => retire(c, () => e));
  setReferenced(c, false);
  return c;
}

export interface IsolatedCall {
  readonly order: string;
  readonly section: string;
  readonly lib: string;
  readonly entry: string;
  /** koffi parameter types, as the in-process call declares them. */
  readonly params: readonly string[];
  readonly args: readonly HostData[];
  /** Indices of `args` the section writes: copied back into them after it returns. */
  readonly outs: readonly number[];
}

interface Placed {
  readonly index: number;
  readonly offset: number;
  readonly bytes: number;
  readonly type: string;
}

const bytesOf = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/** Copies every array argument into the shared memory, 64-byte aligned; says where each lies. */
function placeArrays(s: Shared, args: readonly HostData[]): Placed[] {
  const placed: Placed[] = [];
  let offset = 0;
  args.forEach((a, index) => {
    if (typeof a !== 'object') return;
    placed.push({ index, offset, bytes: a.byteLength, type: a.constructor.name });
    offset += Math.ceil(a.byteLength / 64) * 64;
  });
  const memory = mapped(s, offset);
  for (const p of placed) {
    const a = args[p.index];
    if (typeof a === 'object') memory.set(bytesOf(a), p.offset);
  }
  return placed;
}

function callOnce(call: IsolatedCall): Promise<void> {
  const c = child ?? startChild();
  child = c;
  const id = nextId++;
  const arrays = placeArrays(c.shared, call.args);
  const copyOut = () => {
    const memory = c.shared.memory;
    for (const a of arrays) {
      const target = call.args[a.index];
      if (!memory || !call.outs.includes(a.index) || typeof target !== 'object') continue;
      bytesOf(target).set(memory.subarray(a.offset, a.offset + a.bytes));
    }
  };
  const done = new Promise<void>((resolve, reject) => {
    const pending = { reject, order: call.order, section: call.section };
    const done = () => {
      copyOut();
      resolve();
    };
    c.pending.set(id, { ...pending, done });
  });
  setReferenced(c, true);
  c.process.send({
    id,
    lib: call.lib,
    entry: call.entry,
    params: call.params,
    file: c.shared.file,
    size: c.shared.size,
    arrays,
    args: call.args.map((a) => (typeof a === 'object' ? null : a)),
  });
  return done;
}

/** Runs one section call in the child; rejects with OrderCrashError when the child dies. */
export function runInChild(call: IsolatedCall): Promise<void> {
  const run = queue.then(() => callOnce(call));
  queue = run.catch(() => {});
  return run;
}
