/**
 * The Python that accelpy allows before an order's first section and in its section headers,
 * read as data, never run: literals (`True`, `False`, `None`, numbers, quoted strings, lists,
 * tuples, dicts) and names bound by earlier assignments (`cpp_enable = True`, then
 * `[cpp: enable=cpp_enable]`) or given by the caller (`tt.order(text, { env: { GRID: 64 } })`).
 * Anything else is a syntax error at its column, with what tutti reads instead.
 */

import { nameErrorClasses } from '../errors/names.js';
import { TuttiError } from '../errors/tutti-error.js';

export type PyValue =
  | null
  | boolean
  | number
  | string
  | readonly PyValue[]
  | { readonly [key: string]: PyValue };

/**
 * A parse failure at a 0-based offset into the text given to parsePyValue; parse-text.ts turns
 * it into an OrderSyntaxError at the line and column of the order text.
 */
export class PyValueError extends TuttiError {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super('ORDER_SYNTAX', message);
  }
}

nameErrorClasses({ PyValueError });

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;
const NUMBER = /^[+-]?(\d+\.?\d*(e[+-]?\d+)?|\.\d+(e[+-]?\d+)?)/i;

class Reader {
  i = 0;
  constructor(
    readonly src: string,
    readonly names: ReadonlyMap<string, PyValue>,
  ) {}

  skipBlanks(): void {
    while (this.i < this.src.length && /\s/.test(this.src[this.i] ?? '')) this.i++;
  }

  fail(message: string): never {
    throw new PyValueError(message, this.i);
  }

  value(): PyValue {
    this.skipBlanks();
    const rest = this.src.slice(this.i);
    const c = rest[0];
    if (c === '"' || c === "'") return this.string(c);
    if (c === '[' || c === '(') return this.sequence(c === '[' ? ']' : ')');
    if (c === '{') return this.dict();
    const num = NUMBER.exec(rest);
    if (num) {
      this.i += num[0].length;
      return Number(num[0]);
    }
    const name = NAME.exec(rest);
    if (!name) this.fail(`expected a Python literal (True, 3, 'text', [..], {..}) or a name`);
    this.i += name[0].length;
    if (name[0] === 'True') return true;
    if (name[0] === 'False') return false;
    if (name[0] === 'None') return null;
    const bound = this.names.get(name[0]);
    if (bound === undefined) {
      this.i -= name[0].length;
      this.fail(
        `'${name[0]}' is not defined: assign it before the first section (${name[0]} = …) or pass it in tt.order(text, { env: { ${name[0]}: … } })`,
      );
    }
    return bound;
  }

  string(quote: string): string {
    const end = this.src.indexOf(quote, this.i + 1);
    if (end < 0) this.fail('unterminated string');
    const s = this.src.slice(this.i + 1, end);
    this.i = end + 1;
    return s;
  }

  sequence(close: string): PyValue[] {
    this.i++;
    const out: PyValue[] = [];
    for (;;) {
      this.skipBlanks();
      if (this.src[this.i] === close) {
        this.i++;
        return out;
      }
      out.push(this.value());
      this.separator(close);
    }
  }

  dict(): Record<string, PyValue> {
    this.i++;
    const out: Record<string, PyValue> = {};
    for (;;) {
      this.skipBlanks();
      if (this.src[this.i] === '}') {
        this.i++;
        return out;
      }
      const key = this.value();
      if (typeof key !== 'string' && typeof key !== 'number')
        this.fail('a dict key must be a string or a number');
      this.skipBlanks();
      if (this.src[this.i] !== ':') this.fail("expected ':' after a dict key");
      this.i++;
      out[String(key)] = this.value();
      this.separator('}');
    }
  }

  separator(close: string): void {
    this.skipBlanks();
    if (this.src[this.i] === ',') this.i++;
    else if (this.src[this.i] !== close) this.fail(`expected ',' or '${close}'`);
  }
}

/** Parses one Python literal expression (the whole of `src`, surrounding blanks allowed). */
export function parsePyValue(src: string, names: ReadonlyMap<string, PyValue>): PyValue {
  const r = new Reader(src, names);
  const v = r.value();
  r.skipBlanks();
  if (r.i < src.length) r.fail('unexpected text after the value');
  return v;
}

/** Splits `a, b, k=v, k2={..}` at top-level commas; each part with its 0-based offset. */
export function splitTopLevel(src: string): { text: string; offset: number }[] {
  const parts: { text: string; offset: number }[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i] ?? '';
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push({ text: src.slice(start, i), offset: start });
      start = i + 1;
    }
  }
  parts.push({ text: src.slice(start), offset: start });
  return parts;
}
