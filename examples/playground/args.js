// The playground's argument list: one argument a line, `name: dtype[] = init` for an array (init: i,
// random, or a number; the array has `size` elements) or `name: dtype = value` for a scalar.
import * as tt from '../../dist/src/index.js';

const ARRAYS = {
  f32: Float32Array,
  f64: Float64Array,
  i8: Int8Array,
  i16: Int16Array,
  i32: Int32Array,
  u8: Uint8Array,
  u8c: Uint8ClampedArray,
  u16: Uint16Array,
  u32: Uint32Array,
  i64: BigInt64Array,
  u64: BigUint64Array,
};
const SCALARS = new Set([...Object.keys(ARRAYS), 'bool']);

/** A mistake in the argument list or the range, shown on the page with its code like tutti's errors. */
export class PlaygroundInputError extends Error {
  code = 'PLAYGROUND_BAD_INPUT';
  name = 'PlaygroundInputError';
}

const LINE = /^\s*([A-Za-z_$][\w$]*)\s*:\s*(\w+)\s*(\[\])?\s*(?:=\s*(\S+))?\s*$/;

/** Parses the argument list into { name, dtype, array, init }[]. */
export function parseArgs(text) {
  const args = [];
  text.split('\n').forEach((raw, k) => {
    const line = raw.replace(/\/\/.*$/, '');
    if (line.trim() === '') return;
    const m = LINE.exec(line);
    const at = `argument line ${k + 1}`;
    if (!m) throw new PlaygroundInputError(`${at}: write "name: f32[] = i" or "name: i32 = 4", not "${raw.trim()}"`);
    const [, name, dtype, brackets, init = '0'] = m;
    const array = brackets !== undefined;
    if (!(array ? dtype in ARRAYS : SCALARS.has(dtype))) {
      const known = [...(array ? Object.keys(ARRAYS) : SCALARS)].join(', ');
      throw new PlaygroundInputError(`${at}: unknown ${array ? 'array ' : ''}dtype "${dtype}" (one of ${known})`);
    }
    if (!/^(i|random|true|false|-?[\d.]+(e-?\d+)?)$/.test(init))
      throw new PlaygroundInputError(`${at}: initial value "${init}" is not i, random or a number`);
    args.push({ name, dtype, array, init });
  });
  return args;
}

/** "16" or "4, 8" → 16 or [4, 8]. */
export function parseRange(text) {
  const parts = text.split(',').map((s) => s.trim());
  const dims = parts.map(Number);
  if (parts.length > 3 || dims.some((d) => !Number.isInteger(d) || d < 0))
    throw new PlaygroundInputError(`range "${text}": write one to three non-negative integers, e.g. 16 or 4, 8`);
  return dims.length === 1 ? dims[0] : dims;
}

function value(dtype, init, i) {
  const v = init === 'i' ? i : init === 'random' ? Math.random() * 10 : Number(init);
  if (dtype === 'i64' || dtype === 'u64') return BigInt(Math.trunc(v));
  return v;
}

/** The schema for tt.kernel. */
export function schemaOf(args) {
  return Object.fromEntries(args.map((a) => [a.name, a.array ? tt.arrayOf(tt[a.dtype]) : tt[a.dtype]]));
}

/** Launch arguments on `device`: arrays of `size` elements filled by their init, scalars. */
export function launchArgs(args, size, device) {
  const out = {};
  for (const a of args) {
    if (!a.array) out[a.name] = a.dtype === 'bool' ? a.init === 'true' : value(a.dtype, a.init, 0);
    else {
      const host = ARRAYS[a.dtype].from({ length: size }, (_, i) => value(a.dtype, a.init, i));
      out[a.name] = tt.array(host, { device });
    }
  }
  return out;
}
