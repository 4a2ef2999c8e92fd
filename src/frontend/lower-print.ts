/**
 * `console.log(...)` in kernels: string literals, numbers (bools too), and vectors, matrices and
 * structs (each printed as one argument: `vec3f(1, 2, 3)`, `mat2f(1, 0, 0, 1)` in lane order,
 * `{ pos: vec2f(0, 1), mass: 2 }`; each component counts as a value). Each call becomes
 * ordinary raw IR writing one record into a hidden u32 array: an atomic slot counter, then the
 * item's index, the statement, the item's sequence number and two words per value (enough for an
 * f64's or a BigInt's bits); the runtime reads the records after the launch and prints them in
 * item order (runtime/print.ts). Kernels that do not print get no such array.
 */
import type * as A from 'acorn';
import type { PrintedLocal, PrintFormat, RawExpr, RawStmt } from '../ir/nodes.js';
import type { LowerContext } from './context.js';
import type { LowerExpr } from './lower-call.js';
import { lowerValue } from './lower-vector.js';
import { globalName, propertyName } from './names.js';
import { type Composite, isComposite, typeName, type ValueType, wordsOf } from './value-type.js';

/** The hidden array's IR name (taken before any parameter's, so never a user's). */
export const PRINT_WORDS = 'tt_print';
/** At most this many records (lines) per launch; the rest are counted ("… N more lines"). */
export const PRINT_LINES = 1024;
/** At most this many values per console.log. */
export const PRINT_MAX_VALUES = 16;
/**
 * u32 words per record: 3 index words, statement, sequence number, then each value's word (an
 * integer's or bool's ToUint32, an f32's bits, an f64's or BigInt's high word), then each value's
 * second word (an f64's or BigInt's low word; 0 for other values).
 */
export const PRINT_RECORD = 5 + 2 * PRINT_MAX_VALUES;
/** The u32 words before the records: word 0 counts the records every item tried to write. */
export const PRINT_HEADER = 1;

/** True for `console.log(...)` (console not shadowed by a kernel name). */
export function isConsoleLog(e: A.Expression, cx: LowerContext): e is A.CallExpression {
  if (e.type !== 'CallExpression' || e.callee.type !== 'MemberExpression') return false;
  return globalName(e.callee.object, cx) === 'console' && propertyName(e.callee) === 'log';
}

const FORMAT = /%[sdifoOjc%]/;

function printPart(
  a: A.Expression | A.SpreadElement,
  first: boolean,
  cx: LowerContext,
  lowerExpr: LowerExpr,
): string | RawExpr | Composite {
  const refuse = (what: string, hint?: string): never => {
    throw cx.src.syntaxError('KERNEL_PRINT_ARGUMENT', a, `console.log in kernels prints ${what}`, hint);
  };
  if (a.type === 'Literal' && typeof a.value === 'string') {
    if (first && FORMAT.test(a.value))
      refuse('no format specifiers (%d, %s, …)', "pass the values as further arguments: console.log('x', x)");
    return a.value;
  }
  if (a.type === 'TemplateLiteral')
    refuse('no template literals', "pass the parts as arguments: console.log('x =', x)");
  if (a.type === 'ObjectExpression' || a.type === 'ArrayExpression' || a.type === 'SpreadElement')
    refuse(
      'string literals and numbers only, not objects or arrays',
      "pass the values as arguments: console.log('i', i, 'j', j) (or a vector or struct value)",
    );
  if (a.type === 'Identifier') {
    const b = cx.scope.lookup(a.name);
    if (b?.kind === 'arrayParam' || b?.kind === 'paramsObject')
      refuse('string literals and numbers only, not arrays', `print one element: console.log(${a.name}[i])`);
  }
  return lowerValue(a as A.Expression, cx, lowerExpr);
}

/** The printed text of a composite of type `t` whose lanes are `lanes` (its values' locals). */
function compositeText(t: ValueType, lanes: readonly PrintedLocal[]): (string | PrintedLocal)[] {
  const list = (items: (string | PrintedLocal)[][], open: string, close: string) => [
    open,
    ...items.flatMap((x, k) => (k === 0 ? x : [', ', ...x])),
    close,
  ];
  switch (t.kind) {
    case 'scalar':
      return lanes.slice(0, 1);
    case 'vector':
    case 'matrix':
      return list(
        lanes.map((l) => [l]),
        `${typeName(t)}(`,
        ')',
      );
    case 'struct':
      return list(
        t.fields.map((f) => [
          `${f.name}: `,
          ...compositeText(f.type, lanes.slice(f.offset, f.offset + wordsOf(f.type))),
        ]),
        '{ ',
        ' }',
      );
  }
}

/**
 * A printed value's words: a 64-bit value's high and low words; typing makes `word64hi` of an f32
 * its bits, of any other value its ToUint32, and `word64lo` of them 0 (passes/type-call.ts).
 */
function valueWord(fn: 'word64hi' | 'word64lo', arg: RawExpr): RawExpr {
  return { kind: 'call', type: 'unknown', fn, args: [arg], loc: arg.loc };
}

/** Lowers one `console.log(...)` statement of the kernel body into raw IR appended to `out`. */
export function lowerPrint(
  e: A.CallExpression,
  cx: LowerContext,
  out: RawStmt[],
  lowerExpr: LowerExpr,
): void {
  const loc = cx.src.locOf(e);
  if (cx.helper !== null) {
    throw cx.src.syntaxError(
      'KERNEL_PRINT_ARGUMENT',
      e,
      'console.log is supported in the kernel body, not in helpers',
      'return the value and print it in the kernel',
    );
  }
  const parts: PrintFormat['parts'][number][] = [];
  const values: { name: string; value: RawExpr }[] = [];
  e.arguments.forEach((a, k) => {
    const p = printPart(a, k === 0, cx, lowerExpr);
    if (typeof p === 'string') {
      parts.push(p);
      return;
    }
    const lanes: readonly RawExpr[] = isComposite(p) ? p.lanes : [p];
    if (values.length + lanes.length > PRINT_MAX_VALUES)
      throw cx.src.syntaxError(
        'KERNEL_PRINT_ARGUMENT',
        a,
        `console.log prints at most ${PRINT_MAX_VALUES} values (a vector, matrix or struct counts each component)`,
        'split it over several console.log calls',
      );
    const locals = lanes.map((value) => {
      const name = cx.scope.temp('print');
      values.push({ name, value });
      return { local: name };
    });
    parts.push(isComposite(p) ? { joined: compositeText(p.type, locals) } : (locals[0] as PrintedLocal));
  });
  const id = cx.prints.length;
  cx.prints.push({ parts });
  const c = (value: number): RawExpr => ({ kind: 'const', type: 'int', value, loc });
  const local = (name: string): RawExpr => ({ kind: 'local', type: 'unknown', name, loc });
  const bin = (op: 'add' | 'mul' | 'lt' | 'ushr', left: RawExpr, right: RawExpr): RawExpr => ({
    kind: 'binary',
    type: 'unknown',
    op,
    left,
    right,
    loc,
  });
  const cast = (type: 'u32', arg: RawExpr): RawExpr => ({ kind: 'cast', type, arg, loc });
  const store = (array: string, index: RawExpr, value: RawExpr): RawStmt => ({
    kind: 'store',
    array,
    index,
    value,
    checked: false,
    site: cx.site(array, e),
    loc,
  });
  for (const v of values) out.push({ kind: 'assign', name: v.name, value: v.value, loc });
  const slot = cx.scope.temp('print_slot');
  out.push({
    kind: 'assign',
    name: slot,
    value: {
      kind: 'atomic',
      type: 'unknown',
      op: 'add',
      array: PRINT_WORDS,
      index: c(0),
      args: [c(1)],
      checked: false,
      site: cx.site(PRINT_WORDS, e),
      loc,
    },
    loc,
  });
  const base = cx.scope.temp('print_base');
  const word = (k: number): RawExpr => bin('add', local(base), c(k));
  const seq = cx.printSequence();
  const index = (d: 0 | 1 | 2): RawExpr =>
    d < cx.rank ? { kind: 'index', type: 'unknown', dim: d, loc } : c(0);
  out.push({
    kind: 'if',
    test: bin('lt', local(slot), c(PRINT_LINES)),
    consequent: [
      {
        kind: 'assign',
        name: base,
        value: bin('ushr', bin('add', c(PRINT_HEADER), bin('mul', local(slot), c(PRINT_RECORD))), c(0)),
        loc,
      },
      store(PRINT_WORDS, word(0), cast('u32', index(0))),
      store(PRINT_WORDS, word(1), cast('u32', index(1))),
      store(PRINT_WORDS, word(2), cast('u32', index(2))),
      store(PRINT_WORDS, word(3), c(id)),
      store(PRINT_WORDS, word(4), local(seq)),
      ...values.flatMap((v, k) => [
        store(PRINT_WORDS, word(5 + k), valueWord('word64hi', local(v.name))),
        store(PRINT_WORDS, word(5 + PRINT_MAX_VALUES + k), valueWord('word64lo', local(v.name))),
      ]),
    ],
    alternate: [],
    loc,
  });
  out.push({ kind: 'assign', name: seq, value: bin('add', local(seq), c(1)), loc });
}
