/**
 * accelpy's order text format:
 *
 *     set_argnames(("a", "b"), "c")
 *
 *     [hip, cuda]
 *         int id = blockIdx.x * blockDim.x + threadIdx.x;
 *         if (id < a.size) c(id) = a(id) + b(id);
 *
 * `set_argnames(inputs, outputs)` names the arguments (a string or a tuple/list of strings each);
 * every `[model, …]` header line starts a section whose body runs to the next header. Bodies are
 * dedented; each remembers its first line so compiler messages map back to the order text.
 * Errors are OrderSyntaxError with line:col in the text.
 */
import type { ErrorCode } from '../errors/codes.js';
import { caretExcerpt } from '../errors/excerpt.js';
import { OrderSyntaxError } from '../errors/orders.js';
import { isModel, MODELS } from './models.js';
import { IDENT, type OrderSpec, type Section } from './spec.js';

const HEADER = /^\s*\[([^\]]*)\]\s*$/;

function fail(text: string, code: ErrorCode, message: string, line: number, column: number): never {
  throw new OrderSyntaxError(code, message, line, column, caretExcerpt(text, { line, column }));
}

/** A tiny tokenizer for the argument list of set_argnames(...). */
function parseNameGroups(text: string, src: string, line: number, col0: number): string[][] {
  const groups: string[][] = [];
  let i = 0;
  const at = () => col0 + i;
  const skip = () => {
    while (i < src.length && /\s/.test(src[i] ?? '')) i++;
  };
  const str = (): string => {
    const q = src[i];
    if (q !== '"' && q !== "'") fail(text, 'ORDER_SYNTAX', 'expected a quoted argument name', line, at());
    const end = src.indexOf(q, i + 1);
    if (end < 0) fail(text, 'ORDER_SYNTAX', 'unterminated string', line, at());
    const name = src.slice(i + 1, end);
    if (!IDENT.test(name))
      fail(
        text,
        'ORDER_BAD_NAME',
        `'${name}' is not a valid argument name (letters, digits, _)`,
        line,
        at() + 1,
      );
    i = end + 1;
    return name;
  };
  for (;;) {
    skip();
    if (i >= src.length) break;
    const c = src[i];
    if (c === '(' || c === '[') {
      const close = c === '(' ? ')' : ']';
      i++;
      const names: string[] = [];
      for (;;) {
        skip();
        if (src[i] === close) {
          i++;
          break;
        }
        names.push(str());
        skip();
        if (src[i] === ',') i++;
        else if (src[i] !== close) fail(text, 'ORDER_SYNTAX', `expected ',' or '${close}'`, line, at());
      }
      groups.push(names);
    } else {
      groups.push([str()]);
    }
    skip();
    if (i < src.length) {
      if (src[i] !== ',')
        fail(text, 'ORDER_SYNTAX', "expected ',' between the inputs and the outputs", line, at());
      i++;
    }
  }
  return groups;
}

function dedent(lines: readonly string[]): string {
  const indents = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)?.[0].length ?? 0);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join('\n');
}

/** Parses an order text; `name` is used in messages. */
export function parseOrderText(text: string, name: string): OrderSpec {
  const lines = text.split(/\r?\n/);
  let argnames: { inputs: string[]; outputs: string[] } | undefined;
  const sections: Section[] = [];
  const seen = new Map<string, number>();
  let current: { models: string[]; start: number; body: string[] } | undefined;
  const close = () => {
    if (!current) return;
    // Trailing blank lines are not part of the body; leading ones keep the line numbers right.
    while (current.body.length && !current.body[current.body.length - 1]?.trim()) current.body.pop();
    const body = dedent(current.body);
    for (const model of current.models) sections.push({ model, body, line: current.start });
    current = undefined;
  };
  for (const [k, raw] of lines.entries()) {
    const lineNo = k + 1;
    const header = HEADER.exec(raw);
    if (header) {
      close();
      const inner = header[1] ?? '';
      const col0 = raw.indexOf('[') + 2;
      const models: string[] = [];
      let off = 0;
      for (const part of inner.split(',')) {
        const model = part.trim();
        const col = col0 + off + (part.length - part.trimStart().length);
        off += part.length + 1;
        if (!isModel(model)) {
          fail(
            text,
            'ORDER_UNKNOWN_MODEL',
            `unknown programming model '${model}' in a section header; known models: ${Object.keys(MODELS).join(', ')}`,
            lineNo,
            col,
          );
        }
        if (model === 'kernel') {
          fail(
            text,
            'ORDER_BAD_SECTION',
            'a kernel section is a JavaScript function: give it in the object form, tt.order({ …, sections: { kernel: (i, { … }) => { … } } })',
            lineNo,
            col,
          );
        }
        const before = seen.get(model);
        if (before !== undefined)
          fail(
            text,
            'ORDER_DUPLICATE_MODEL',
            `model '${model}' already has a section (line ${before})`,
            lineNo,
            col,
          );
        seen.set(model, lineNo);
        models.push(model);
      }
      current = { models, start: lineNo + 1, body: [] };
      continue;
    }
    if (current) {
      current.body.push(raw);
      continue;
    }
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const call = /^(\s*)set_argnames\s*\((.*)\)\s*$/.exec(raw);
    if (!call) {
      fail(
        text,
        'ORDER_SYNTAX',
        "expected set_argnames((inputs…), outputs) or a section header such as '[openmp_cpp]' before any code",
        lineNo,
        raw.length - raw.trimStart().length + 1,
      );
    }
    if (argnames)
      fail(text, 'ORDER_SYNTAX', 'set_argnames(...) appears twice', lineNo, (call[1] ?? '').length + 1);
    const argText = call[2] ?? '';
    const groups = parseNameGroups(text, argText, lineNo, raw.indexOf('(') + 2);
    if (groups.length !== 2) {
      fail(
        text,
        'ORDER_SYNTAX',
        `set_argnames takes two groups (inputs, outputs), got ${groups.length}`,
        lineNo,
        raw.indexOf('(') + 1,
      );
    }
    argnames = { inputs: groups[0] ?? [], outputs: groups[1] ?? [] };
  }
  close();
  if (!argnames)
    fail(text, 'ORDER_NO_ARGNAMES', 'the order text has no set_argnames((inputs…), outputs) line', 1, 1);
  if (!sections.length)
    fail(text, 'ORDER_NO_SECTIONS', "the order text has no section (a header such as '[openmp_cpp]')", 1, 1);
  return { name, inputs: argnames.inputs, outputs: argnames.outputs, sections, text };
}
