/**
 * One section header of accelpy's order text: `[models: names…, key=value…]`.
 *
 *     [cpp]                                    one model
 *     [cuda, hip: X, Y, Z, gridsize=GRID]      two models; the arguments renamed X, Y, Z; a launch option
 *     [cpp: enable=cpp_enable]                 a section switched by a variable of the Python part
 *     [fortran: a, b, c, attrspec=attrspec]    Fortran lower bounds
 *
 * Positional names rename the order's arguments, in `set_argnames` order, inside this section.
 * The options tutti knows are HEADER_OPTIONS; any other is an error naming them.
 */
import { nameErrorClasses } from '../errors/names.js';
import { TuttiError } from '../errors/tutti-error.js';
import type { PyValue } from './python-values.js';
import { parsePyValue, splitTopLevel } from './python-values.js';
import { IDENT, type SectionOptions } from './spec.js';

export const HEADER_OPTIONS = ['enable', 'gridsize', 'blocksize', 'attrspec'] as const;

/** A header problem at a 0-based column offset into the header's inner text (parse-text.ts places it). */
export class HeaderError extends TuttiError {
  constructor(
    message: string,
    readonly offset: number,
    code: 'ORDER_SYNTAX' | 'ORDER_BAD_HEADER_OPTION' | 'ORDER_BAD_NAME' = 'ORDER_SYNTAX',
  ) {
    super(code, message);
  }
}

nameErrorClasses({ HeaderError });

export interface ParsedHeader {
  readonly models: { readonly name: string; readonly offset: number }[];
  readonly argnames: readonly string[];
  readonly options: SectionOptions;
}

function positiveInts(key: string, v: PyValue, at: number): number[] {
  const list = Array.isArray(v) ? v : [v];
  if (
    list.length < 1 ||
    list.length > 3 ||
    !list.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0)
  ) {
    throw new HeaderError(
      `${key} must be a positive integer or a list of 1 to 3 of them, got ${JSON.stringify(v)}`,
      at,
    );
  }
  return list as number[];
}

function lowerBounds(v: PyValue, at: number): SectionOptions['attrspec'] {
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw new HeaderError(
      `attrspec must be a dict { 'name': { 'dimension': '1:' } }, got ${JSON.stringify(v)}`,
      at,
    );
  const out: Record<string, number[]> = {};
  for (const [name, spec] of Object.entries(v)) {
    if (spec === null || typeof spec !== 'object' || Array.isArray(spec))
      throw new HeaderError(`attrspec['${name}'] must be a dict such as { 'dimension': '0:' }`, at);
    for (const key of Object.keys(spec)) {
      if (key !== 'dimension')
        throw new HeaderError(
          `attrspec['${name}'] has '${key}'; tutti reads only 'dimension' (lower bounds)`,
          at,
          'ORDER_BAD_HEADER_OPTION',
        );
    }
    const dim = (spec as Record<string, PyValue>).dimension;
    if (typeof dim !== 'string')
      throw new HeaderError(`attrspec['${name}']['dimension'] must be a string such as '0:' or '1:, 0:'`, at);
    out[name] = dim.split(',').map((d) => {
      const m = /^\s*([+-]?\d+)\s*:\s*$/.exec(d);
      if (!m)
        throw new HeaderError(
          `attrspec['${name}']: dimension '${d.trim()}' must be 'lower:' (the extent comes from the array)`,
          at,
        );
      return Number(m[1]);
    });
  }
  return out;
}

type Options = { -readonly [K in keyof SectionOptions]: SectionOptions[K] };

function applyOption(opts: Options, key: string, v: PyValue, at: number): void {
  if (key === 'enable') {
    if (typeof v !== 'boolean')
      throw new HeaderError(`enable must be True or False, got ${JSON.stringify(v)}`, at);
    opts.enable = v;
  } else if (key === 'gridsize' || key === 'blocksize') opts[key] = positiveInts(key, v, at);
  else opts.attrspec = lowerBounds(v, at);
}

/** Parses the inner text of `[ … ]`; names are variables of the Python part and the caller's env. */
export function parseHeader(inner: string, names: ReadonlyMap<string, PyValue>): ParsedHeader {
  const colon = inner.indexOf(':');
  const modelText = colon < 0 ? inner : inner.slice(0, colon);
  const models = splitTopLevel(modelText).map((p) => ({
    name: p.text.trim(),
    offset: p.offset + (p.text.length - p.text.trimStart().length),
  }));
  const argnames: string[] = [];
  const options: Options = { enable: true };
  if (colon < 0) return { models, argnames, options };
  for (const part of splitTopLevel(inner.slice(colon + 1))) {
    const at = colon + 1 + part.offset + (part.text.length - part.text.trimStart().length);
    const text = part.text.trim();
    if (!text) throw new HeaderError('empty argument in the section header', at);
    const eq = text.indexOf('=');
    if (eq < 0) {
      if (!IDENT.test(text))
        throw new HeaderError(`'${text}' is not a valid argument name`, at, 'ORDER_BAD_NAME');
      if (Object.keys(options).length > 1)
        throw new HeaderError('argument names come before key=value options', at);
      argnames.push(text);
      continue;
    }
    const key = text.slice(0, eq).trim();
    if (!(HEADER_OPTIONS as readonly string[]).includes(key)) {
      throw new HeaderError(
        `unknown section option '${key}'; the options tutti reads are ${HEADER_OPTIONS.join(', ')}`,
        at,
        'ORDER_BAD_HEADER_OPTION',
      );
    }
    let v: PyValue;
    try {
      v = parsePyValue(text.slice(eq + 1), names);
    } catch (e) {
      const off = e instanceof Error && 'offset' in e && typeof e.offset === 'number' ? e.offset : 0;
      throw new HeaderError(e instanceof Error ? e.message : String(e), at + eq + 1 + off);
    }
    applyOption(options, key, v, at);
  }
  return { models, argnames, options };
}
