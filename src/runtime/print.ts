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
import { f32, u32 } from '../types/dtype.js';
import { zeros } from './create.js';
import type { Device } from './device.js';
import type { NDArray } from './ndarray.js';

/** The kernel's parameters without the hidden print arrays (what launch() takes). */
export function visibleParams(ir: KernelIR): readonly IRParam[] {
  return ir.prints ? ir.params.filter((p) => !p.sourceName.startsWith('\u0000')) : ir.params;
}

/** Fresh, zeroed print arrays on `device`, bound to the hidden parameters. */
export function printBuffers(ir: KernelIR, device: Device): { param: IRParam; array: NDArray }[] {
  const hidden = ir.params.filter((p) => p.sourceName.startsWith('\u0000'));
  return hidden.map((param) => ({
    param,
    array:
      param.name === PRINT_WORDS
        ? zeros([PRINT_HEADER + PRINT_LINES * PRINT_RECORD], u32, { device })
        : zeros([PRINT_LINES * PRINT_MAX_VALUES], f32, { device }),
  }));
}

/** How JS prints one value: the f32 word for floats (its double), the u32 word for integers. */
function formatValue(type: string | undefined, word: number, float: number): string {
  if (type === 'bool') return String(word !== 0);
  if (type === 'i32') return String(word | 0);
  if (type === 'u32') return String(word >>> 0);
  return String(float);
}

/** The lines of one launch, in item order (index dimension 0 first, then 1, 2), then statement order. */
export function printedLines(ir: KernelIR, words: Uint32Array, floats: Float32Array): string[] {
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
    const parts = prints[at(s, 3)]?.parts ?? [];
    return parts
      .map((p) => {
        if (typeof p === 'string') return p;
        const k = v++;
        return formatValue(types.get(p.local), at(s, 5 + k), floats[s * PRINT_MAX_VALUES + k] ?? 0);
      })
      .join(' ');
  });
  if (total > n) lines.push(`… ${total - n} more lines`);
  return lines;
}

/** Reads the print arrays of a finished launch, sends its lines to `print` and frees them. */
export async function emitPrints(
  ir: KernelIR,
  buffers: readonly { param: IRParam; array: NDArray }[],
  print: (line: string) => void,
): Promise<void> {
  const words = buffers.find((b) => b.param.name === PRINT_WORDS)?.array;
  const floats = buffers.find((b) => b.param.name !== PRINT_WORDS)?.array;
  if (!words || !floats) return;
  try {
    const w = (await words.read()) as Uint32Array;
    if ((w[0] ?? 0) === 0) return; // nothing printed: the float words are not needed
    const lines = printedLines(ir, w, (await floats.read()) as Float32Array);
    for (const line of lines) print(line);
  } finally {
    words.dispose();
    floats.dispose();
  }
}
