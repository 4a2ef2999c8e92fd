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
import { isModel, MODELS, modelOf } from './models.js';
import { type PyValue, PyValueError, parsePyValue } from './python-values.js';
import { HeaderError, type ParsedHeader, parseHeader } from './section-header.js';
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

/** Where the text's Python part and headers are collected while reading it. */
interface TextState {
  argnames?: { inputs: string[]; outputs: string[] };
  readonly names: Map<string, PyValue>;
  readonly sections: Section[];
  readonly seen: Map<string, number>;
  current?: { header: ParsedHeader; start: number; body: string[] };
}

const ASSIGN = /^(\s*)([A-Za-z_][A-Za-z0-9_]*)\s*=(?!=)(.*)$/;

function unbalanced(src: string): boolean {
  let depth = 0;
  for (const c of src.replace(/(["'])(?:(?!\1).)*\1/g, '')) {
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
  }
  return depth > 0;
}

/**
 * One statement of the Python part (before the first section): set_argnames(...), or an
 * assignment of a literal (read, never run) that headers may use. Returns the lines it used.
 */
function pythonStatement(text: string, lines: readonly string[], k: number, st: TextState): number {
  const raw = lines[k] ?? '';
  const lineNo = k + 1;
  const call = /^(\s*)set_argnames\s*\((.*)\)\s*$/.exec(raw);
  if (call) {
    if (st.argnames)
      fail(text, 'ORDER_SYNTAX', 'set_argnames(...) appears twice', lineNo, (call[1] ?? '').length + 1);
    const groups = parseNameGroups(text, call[2] ?? '', lineNo, raw.indexOf('(') + 2);
    // Two groups are (inputs, outputs); any other list of names (accelpy >= 0.3's set_argnames("x",
    // "y", "z")) does not say which are read-only, so every argument is read and written.
    st.argnames =
      groups.length === 2
        ? { inputs: groups[0] ?? [], outputs: groups[1] ?? [] }
        : { inputs: [], outputs: groups.flat() };
    return 1;
  }
  const assign = ASSIGN.exec(raw);
  if (!assign) {
    fail(
      text,
      'ORDER_SYNTAX',
      "expected set_argnames(...), an assignment of a literal (name = True) or a section header such as '[openmp_cpp]' before any code",
      lineNo,
      raw.length - raw.trimStart().length + 1,
    );
  }
  let value = assign[3] ?? '';
  let used = 1;
  while (unbalanced(value) && k + used < lines.length) value += `\n${lines[k + used++]}`;
  const valueCol = raw.length - (assign[3] ?? '').length;
  try {
    st.names.set(assign[2] ?? '', parsePyValue(value, st.names));
  } catch (e) {
    const before = e instanceof PyValueError ? value.slice(0, e.offset) : '';
    const extraLines = before.split('\n').length - 1;
    const col = extraLines ? before.length - before.lastIndexOf('\n') : valueCol + before.length + 1;
    fail(text, 'ORDER_SYNTAX', e instanceof Error ? e.message : String(e), lineNo + extraLines, col);
  }
  return used;
}

function openSection(text: string, raw: string, lineNo: number, st: TextState): void {
  const inner = HEADER.exec(raw)?.[1] ?? '';
  const col0 = raw.indexOf('[') + 2;
  let header: ParsedHeader;
  try {
    header = parseHeader(inner, st.names);
  } catch (e) {
    if (e instanceof HeaderError) fail(text, e.code, e.message, lineNo, col0 + e.offset);
    throw e;
  }
  for (const { name: model, offset } of header.models) {
    const col = col0 + offset;
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
    const before = st.seen.get(model);
    if (before !== undefined)
      fail(
        text,
        'ORDER_DUPLICATE_MODEL',
        `model '${model}' already has a section (line ${before})`,
        lineNo,
        col,
      );
    st.seen.set(model, lineNo);
  }
  st.current = { header, start: lineNo + 1, body: [] };
}

function closeSection(st: TextState): void {
  const cur = st.current;
  if (!cur) return;
  // Trailing blank lines are not part of the body; leading ones keep the line numbers right.
  while (cur.body.length && !cur.body[cur.body.length - 1]?.trim()) cur.body.pop();
  const body = dedent(cur.body);
  const { argnames, options } = cur.header;
  for (const { name: model } of cur.header.models)
    st.sections.push({ model, body, line: cur.start, ...(argnames.length ? { argnames } : {}), options });
  st.current = undefined;
}

/**
 * Parses an order text; `name` is used in messages, `env` gives names the text uses without
 * assigning them (accelpy's `gridsize=GRID`).
 */
export function parseOrderText(
  text: string,
  name: string,
  env: Readonly<Record<string, PyValue>> = {},
): OrderSpec {
  const lines = text.split(/\r?\n/);
  const st: TextState = { names: new Map(Object.entries(env)), sections: [], seen: new Map() };
  for (let k = 0; k < lines.length; ) {
    const raw = lines[k] ?? '';
    if (HEADER.test(raw)) {
      closeSection(st);
      openSection(text, raw, k + 1, st);
      k++;
    } else if (st.current) {
      st.current.body.push(raw);
      k++;
    } else if (!raw.trim() || raw.trim().startsWith('#')) k++;
    else k += pythonStatement(text, lines, k, st);
  }
  closeSection(st);
  const { sections } = st;
  // Without set_argnames the sections' own names are the arguments (accelpy 0.4's vecadd.knl),
  // every one read and written.
  const named = sections.find((s) => s.argnames?.length)?.argnames;
  const argnames = st.argnames ?? (named ? { inputs: [], outputs: [...named] } : undefined);
  if (!argnames)
    fail(
      text,
      'ORDER_NO_ARGNAMES',
      'the order text names no arguments: add set_argnames((inputs…), outputs), or name them in a section header ([cpp: a, b, c])',
      1,
      1,
    );
  if (!sections.length)
    fail(text, 'ORDER_NO_SECTIONS', "the order text has no section (a header such as '[openmp_cpp]')", 1, 1);
  const all = [...argnames.inputs, ...argnames.outputs];
  return {
    name,
    inputs: argnames.inputs,
    outputs: argnames.outputs,
    sections: resolveSections(text, sections, all),
    text,
  };
}

/**
 * Checks each section's own names and options against the order's arguments: at most one name
 * per argument; attrspec keys are the section's names or the order's (accelpy's vecadd1d gives
 * `attrspec` for `x` to a section that calls it `a`), stored as the section's; gridsize/blocksize
 * only where a CUDA/HIP launch reads them.
 */
function resolveSections(text: string, sections: readonly Section[], args: readonly string[]): Section[] {
  return sections.map((s) => {
    const own = args.map((a, i) => s.argnames?.[i] ?? a);
    const header = s.line - 1;
    const bad = (code: ErrorCode, message: string): never => fail(text, code, message, header, 1);
    if ((s.argnames?.length ?? 0) > args.length)
      bad(
        'ORDER_BAD_NAME',
        `the section names ${s.argnames?.length} arguments but the order has ${args.length} (${args.join(', ')})`,
      );
    const model = modelOf(s.model);
    if ((s.options?.gridsize || s.options?.blocksize) && model.runsOn !== 'cuda' && model.runsOn !== 'hip')
      bad(
        'ORDER_BAD_HEADER_OPTION',
        `gridsize and blocksize set a CUDA/HIP launch; section ${s.model} runs on the host`,
      );
    const spec = s.options?.attrspec;
    if (!spec || !s.options) return s;
    if (model.language !== 'fortran')
      bad('ORDER_BAD_HEADER_OPTION', `attrspec sets Fortran lower bounds; section ${s.model} is not Fortran`);
    const attrspec: Record<string, readonly number[]> = {};
    for (const [n, lower] of Object.entries(spec)) {
      const k = own.includes(n) ? own.indexOf(n) : args.indexOf(n);
      const name = own[k];
      if (name === undefined)
        bad(
          'ORDER_BAD_NAME',
          `attrspec names '${n}', which is not an argument of this section (${own.join(', ')})`,
        );
      else attrspec[name] = lower;
    }
    return { ...s, options: { ...s.options, attrspec } };
  });
}
