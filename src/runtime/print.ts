/**
 * The host side of console.log in kernels (frontend/lower-print.ts writes the records): the hidden
 * arrays a printing kernel gets per launch, and the lines they hold, in item order then statement
 * order, capped at PRINT_LINES with "… N more lines".
 */
import {
  PRINT_HEADER,
  PRINT_LINES,
  PRINT_MAX_VALUES,
  PRINT_RECORD,
  PRINT_WORDS,
} from '../frontend/lower-print.js';
import type { IRParam, KernelIR } from '../ir/nodes.js';
import { u32 } from '../types/dtype.js';
import { forgetFailure } from './array-internals.js';
import { zeros } from './create.js';
import type { Device } from './device.js';
import type { NDArray } from './ndarray.js';

const isPrintParam = (p: IRParam): boolean => p.sourceName.startsWith('\u0000');

/** The kernel's parameters without the hidden print arrays (what launch() takes). */
export function visibleParams(ir: KernelIR): readonly IRParam[] {
  return ir.prints ? ir.params.filter((p) => !isPrintParam(p)) : ir.params;
}

/** The kernel's hidden print-array parameters (none unless it calls console.log). */
export function printParams(ir: KernelIR): readonly IRParam[] {
  return ir.prints ? ir.params.filter(isPrintParam) : [];
}

/**
 * Free print arrays (record words, counter first) per device, reused by later launches: a launch
 * that printed nothing leaves one as it was (counter 0, records never read past the counter), one
 * that printed has its counter zeroed before it comes back. Launches in flight each hold their own.
 */
const freeArrays = new WeakMap<Device, NDArray[]>();
/** Arrays kept per device beyond those in use (more concurrent printing launches allocate). */
const KEPT_ARRAYS = 4;

function takeArray(device: Device): NDArray {
  const kept = freeArrays.get(device)?.pop();
  if (kept && !kept.disposed) return kept;
  return zeros([PRINT_HEADER + PRINT_LINES * PRINT_RECORD], u32, { device });
}

function releaseArray(device: Device, words: NDArray): void {
  const free = freeArrays.get(device) ?? [];
  freeArrays.set(device, free);
  if (free.length < KEPT_ARRAYS) free.push(words);
  else words.dispose();
}

/**
 * A print array on `device` with a zero counter (kept from an earlier launch, or fresh), bound to
 * the kernel's hidden print parameter (`hidden`: runtime/launch-facts.ts keeps it per kernel).
 */
export function printBuffers(
  hidden: readonly IRParam[],
  device: Device,
): { param: IRParam; array: NDArray }[] {
  if (hidden.length === 0) return [];
  const words = takeArray(device);
  return hidden.map((param) => ({ param, array: words }));
}

const wordsCell = new DataView(new ArrayBuffer(8));

/**
 * How console.log prints one value from its two words (frontend/lower-print.ts): an f32 from its
 * bits (its double), an f64 or BigInt from its high and low words, an integer or bool from its
 * ToUint32; -0 as `-0` and a BigInt with its `n`, as console.log writes them.
 */
function formatValue(type: string | undefined, word: number, low: number): string {
  if (type === 'bool') return String(word !== 0);
  if (type === 'i32') return String(word | 0);
  if (type === 'u32') return String(word >>> 0);
  if (type === 'i64' || type === 'u64') {
    const bits = (BigInt(word >>> 0) << 32n) | BigInt(low >>> 0);
    return `${type === 'i64' ? BigInt.asIntN(64, bits) : bits}n`;
  }
  if (type === 'f64') {
    wordsCell.setUint32(0, word >>> 0);
    wordsCell.setUint32(4, low >>> 0);
  } else wordsCell.setUint32(0, word >>> 0);
  const v = type === 'f64' ? wordsCell.getFloat64(0) : wordsCell.getFloat32(0);
  return Object.is(v, -0) ? '-0' : String(v);
}

/** The lines of one launch, in item order (index dimension 0 first, then 1, 2), then statement order. */
export function printedLines(ir: KernelIR, words: Uint32Array): string[] {
  const prints = ir.prints ?? [];
  const types = new Map(ir.locals.map((l) => [l.name, l.type]));
  const total = words[0] ?? 0;
  const n = Math.min(total, PRINT_LINES);
  const order = Array.from({ length: n }, (_, s) => s);
  const at = (s: number, k: number): number => words[PRINT_HEADER + s * PRINT_RECORD + k] ?? 0;
  order.sort(
    (a, b) => at(a, 0) - at(b, 0) || at(a, 1) - at(b, 1) || at(a, 2) - at(b, 2) || at(a, 4) - at(b, 4),
  );
  const lines = order.map((s) => {
    let v = 0;
    const value = (p: string | { readonly local: string }): string => {
      if (typeof p === 'string') return p;
      const k = v++;
      return formatValue(types.get(p.local), at(s, 5 + k), at(s, 5 + PRINT_MAX_VALUES + k));
    };
    const parts = prints[at(s, 3)]?.parts ?? [];
    return parts
      .map((p) => (typeof p === 'object' && 'joined' in p ? p.joined.map(value).join('') : value(p)))
      .join(' ');
  });
  if (total > n) lines.push(`… ${total - n} more lines`);
  return lines;
}

/**
 * After a launch: reads the counter word alone; only when something printed, the records, whose
 * lines go to `print`, then zeroes the counter. The array goes back to the device's free ones
 * (disposed instead when reading or zeroing failed).
 */
export async function emitPrints(
  ir: KernelIR,
  buffers: readonly { param: IRParam; array: NDArray }[],
  print: (line: string) => void,
): Promise<void> {
  const words = buffers.find((b) => b.param.name === PRINT_WORDS)?.array;
  if (!words) return;
  let reusable = false;
  // what printed before a failure is read despite it (the counter bounds the records)
  words[forgetFailure]();
  try {
    const count = (await words.read({ offset: 0, length: 1 }))[0] ?? 0;
    if (count === 0) {
      reusable = true;
      return;
    }
    const n = Math.min(Number(count), PRINT_LINES);
    const w = (await words.read({ offset: 0, length: PRINT_HEADER + n * PRINT_RECORD })) as Uint32Array;
    await words.write([0], { offset: 0 });
    reusable = true;
    for (const line of printedLines(ir, w)) print(line);
  } finally {
    if (reusable) releaseArray(words.device, words);
    else words.dispose();
  }
}
