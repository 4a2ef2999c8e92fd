/**
 * Isolated host sections (`isolate: true`, Node only): the section's shared library is loaded and
 * called in a child process, so a crash in foreign code (SIGSEGV, abort(), exit()) ends the child,
 * not the caller, and becomes an OrderCrashError. Arrays travel through an exchange file in
 * /dev/shm (memory; the temp directory where there is none): the parent writes every array there,
 * the child reads them, runs the section and writes the outputs back, the parent reads the outputs
 * into the arrays — only when the section returned, so a crashed call writes nothing. One child serves every isolated order of the process;
 * it is unreferenced while idle (the process may exit) and a crashed child is replaced by a fresh
 * one on the next call.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KernelExecutionError } from '../errors/errors.js';
import { OrderCrashError } from '../errors/orders.js';

/**
 * The child: loads koffi; per message reads the arrays from the exchange file, calls the entry,
 * writes the outputs back to the file and answers `{ id }`.
 */
const CHILD = `
const fs = require('node:fs');
const koffi = require(process.argv[1]);
const libs = new Map();
const fns = new Map();
const files = new Map();
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
  let fd = files.get(m.file);
  if (fd === undefined) { fd = fs.openSync(m.file, 'r+'); files.set(m.file, fd); }
  const args = m.args.slice();
  for (const a of m.arrays) {
    const bytes = new Uint8Array(a.bytes);
    fs.readSync(fd, bytes, 0, a.bytes, a.offset);
    args[a.index] = new globalThis[a.type](bytes.buffer);
  }
  fn(...args);
  for (const a of m.arrays) {
    if (m.outs.includes(a.index)) fs.writeSync(fd, new Uint8Array(args[a.index].buffer), 0, a.bytes, a.offset);
  }
  process.send({ id: m.id });
});
`;

type HostData = ArrayBufferView | number | bigint;

interface Pending {
  readonly resolve: () => void;
  readonly reject: (e: Error) => void;
  readonly order: string;
  readonly section: string;
}

interface Child {
  readonly process: ChildProcess;
  readonly pending: Map<number, Pending>;
  /** The exchange file: unlinked once the child has opened it (both keep their descriptor). */
  readonly file: string;
  readonly fd: number;
  linked: boolean;
}

let child: Child | undefined;
let nextId = 1;
let nextFile = 1;

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

function unlinkFile(c: Child): void {
  if (!c.linked) return;
  c.linked = false;
  rmSync(c.file, { force: true });
}

/** Ends a child's life: every pending call rejects with `error(pending)`. */
function retire(c: Child, error: (p: Pending) => Error): void {
  if (child === c) child = undefined;
  unlinkFile(c);
  closeSync(c.fd);
  for (const p of c.pending.values()) p.reject(error(p));
  c.pending.clear();
}

function startChild(): Child {
  const koffiPath = createRequire(import.meta.url).resolve('koffi');
  const dir = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const file = join(dir, `tutti-order-${process.pid}-${nextFile++}`);
  const fd = openSync(file, 'w+', 0o600);
  const proc = spawn(process.execPath, ['-e', CHILD, koffiPath], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const c: Child = { process: proc, pending: new Map(), file, fd, linked: true };
  proc.on('message', (m: { id: number; error?: string }) => {
    unlinkFile(c);
    const p = c.pending.get(m.id);
    if (!p) return;
    c.pending.delete(m.id);
    if (!c.pending.size) setReferenced(c, false);
    if (m.error === undefined) p.resolve();
    else
      p.reject(
        new KernelExecutionError(
          'KERNEL_EXECUTION_FAILED',
          `order '${p.order}': the isolated child process could not load section [${p.section}]'s library: ${m.error}`,
        ),
      );
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

/** Writes every array argument into the exchange file, 64-byte aligned; says where each lies. */
function placeArrays(fd: number, args: readonly HostData[]): Placed[] {
  const placed: Placed[] = [];
  let offset = 0;
  args.forEach((a, index) => {
    if (typeof a !== 'object') return;
    placed.push({ index, offset, bytes: a.byteLength, type: a.constructor.name });
    writeSync(fd, bytesOf(a), 0, a.byteLength, offset);
    offset += Math.ceil(a.byteLength / 64) * 64;
  });
  return placed;
}

/** Runs one section call in the child; rejects with OrderCrashError when the child dies. */
export function runInChild(call: IsolatedCall): Promise<void> {
  const c = child ?? startChild();
  child = c;
  const id = nextId++;
  const arrays = placeArrays(c.fd, call.args);
  const done = new Promise<void>((resolve, reject) => {
    c.pending.set(id, { resolve, reject, order: call.order, section: call.section });
  });
  setReferenced(c, true);
  const args = call.args.map((a) => (typeof a === 'object' ? null : a));
  c.process.send({
    id,
    lib: call.lib,
    entry: call.entry,
    params: call.params,
    file: c.file,
    arrays,
    args,
    outs: call.outs,
  });
  return done.then(() => {
    for (const a of arrays) {
      const target = call.args[a.index];
      if (call.outs.includes(a.index) && typeof target === 'object')
        readSync(c.fd, bytesOf(target), 0, a.bytes, a.offset);
    }
  });
}
