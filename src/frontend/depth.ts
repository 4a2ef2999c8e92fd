/**
 * Depth limits, checked before anything recursive runs over a kernel's source.
 *
 * acorn, tutti's passes and every renderer walk expressions recursively. A very deep nesting
 * (generated code, a 1 000-deep parenthesised expression) used to exhaust the stack inside a
 * dependency, and once V8 then aborted the whole process while compiling a regular expression in
 * the error path. Both checks here are loops with an explicit stack: brackets in the raw text
 * before parsing, then the depth of the parsed tree.
 */
import type { Node } from 'acorn';
import type { KernelSource } from './source.js';

/** Deepest nesting of (), [] and {} accepted in a kernel or helper's text. */
export const MAX_BRACKET_DEPTH = 256;
/** Deepest syntax tree accepted (a chain `a + b + c …` of n terms is n deep). */
export const MAX_TREE_DEPTH = 1000;

const HINT = 'split the expression into local variables (`const t = …;`) so that no part nests this deep';

function lineColumn(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < index; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: index - start + 1 };
}

/** Skips a string or template literal starting at `i` (its quote); returns the index after it. */
function skipQuoted(text: string, i: number): number {
  const quote = text[i];
  let j = i + 1;
  while (j < text.length && text[j] !== quote) j += text[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** Skips a comment starting at `i` ('//' or '/*'), or returns `i` when there is none. */
function skipComment(text: string, i: number): number {
  if (text[i] !== '/') return i;
  if (text[i + 1] === '/') {
    const end = text.indexOf('\n', i);
    return end < 0 ? text.length : end;
  }
  if (text[i + 1] === '*') {
    const end = text.indexOf('*/', i + 2);
    return end < 0 ? text.length : end + 2;
  }
  return i;
}

const OPERATOR_CHARS = new Set([
  '+',
  '-',
  '*',
  '/',
  '%',
  '&',
  '|',
  '^',
  '<',
  '>',
  '=',
  '?',
  ':',
  ',',
  '!',
  '~',
]);
const STATEMENT_ENDS = new Set([';', '{', '}']);

function tooDeep(src: KernelSource, index: number, what: string): never {
  throw src.syntaxError('KERNEL_TOO_DEEP', lineColumn(src.text, index), what, HINT);
}

/**
 * Refuses text whose brackets nest deeper than MAX_BRACKET_DEPTH, or with a statement of more than
 * MAX_TREE_DEPTH operator characters (a parser recurses once per operator of a chain), with
 * KERNEL_TOO_DEEP, before the parser runs.
 */
export function checkBracketDepth(src: KernelSource): void {
  const text = src.text;
  let depth = 0;
  let operators = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      i = skipQuoted(text, i);
      continue;
    }
    const after = skipComment(text, i);
    if (after !== i) {
      i = after;
      continue;
    }
    if (c === undefined) break;
    if (STATEMENT_ENDS.has(c)) operators = 0;
    else if (OPERATOR_CHARS.has(c) && ++operators > MAX_TREE_DEPTH) {
      tooDeep(src, i, `one statement chains more than ${MAX_TREE_DEPTH} operators`);
    }
    if (c === '(' || c === '[' || c === '{') {
      if (++depth > MAX_BRACKET_DEPTH)
        tooDeep(src, i, `brackets nest more than ${MAX_BRACKET_DEPTH} levels deep`);
    } else if (c === ')' || c === ']' || c === '}') {
      depth--;
    }
    i++;
  }
}

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'start' || key === 'end') continue;
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of items) {
      if (typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string') {
        out.push(v as Node);
      }
    }
  }
  return out;
}

/** Refuses a syntax tree deeper than MAX_TREE_DEPTH (KERNEL_TOO_DEEP), at its deepest node. */
export function checkTreeDepth(root: Node, src: KernelSource): void {
  const stack: Array<{ node: Node; depth: number }> = [{ node: root, depth: 1 }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    if (top.depth > MAX_TREE_DEPTH) {
      throw src.syntaxError(
        'KERNEL_TOO_DEEP',
        top.node,
        `the expression nests more than ${MAX_TREE_DEPTH} operations deep`,
        HINT,
      );
    }
    for (const c of children(top.node)) stack.push({ node: c, depth: top.depth + 1 });
  }
}
