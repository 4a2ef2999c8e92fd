/** Parses a kernel or helper function's source with acorn. */
import { type ArrowFunctionExpression, type FunctionExpression, parseExpressionAt } from 'acorn';
import { checkBracketDepth, checkTreeDepth } from './depth.js';
import type { KernelSource } from './source.js';

export type KernelFunctionNode = ArrowFunctionExpression | FunctionExpression;

export function parseFunction(src: KernelSource): KernelFunctionNode {
  checkBracketDepth(src);
  let node: ReturnType<typeof parseExpressionAt>;
  try {
    node = parseExpressionAt(src.text, 0, { ecmaVersion: 'latest', locations: true });
  } catch (e) {
    const pos = (e as { loc?: { line: number; column: number } }).loc;
    const loc = pos ? { line: pos.line, column: pos.column + 1 } : { line: 1, column: 1 };
    if (looksLikeMethodShorthand(src.text)) {
      throw src.syntaxError(
        'KERNEL_NOT_A_FUNCTION',
        { line: 1, column: 1 },
        'method shorthand cannot be used as a kernel or helper',
        'pass an arrow function `(i, { ... }) => { ... }` or a function expression',
      );
    }
    const message = e instanceof Error ? withoutPosition(e.message) : String(e);
    throw src.syntaxError('KERNEL_PARSE_ERROR', loc, `cannot parse the function: ${message}`);
  }
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') {
    throw src.syntaxError('KERNEL_NOT_A_FUNCTION', node, 'expected a function', 'pass an arrow function');
  }
  if (node.async || node.generator) {
    throw src.syntaxError(
      'KERNEL_UNSUPPORTED_SYNTAX',
      node,
      `${node.async ? 'async' : 'generator'} functions cannot be kernels`,
      'write a plain synchronous function',
    );
  }
  checkTreeDepth(node, src);
  return node;
}

const isIdentChar = (c: string) =>
  c === '_' || c === '$' || (c >= '0' && c <= '9') || c.toLowerCase() !== c.toUpperCase();

/**
 * `name(…) {` or `async name(…)`, but not `function …`. A plain scan, no regular expression: this
 * runs right after acorn may have run out of stack, where V8 cannot always compile a new regex.
 */
function looksLikeMethodShorthand(text: string): boolean {
  let s = text.trimStart();
  if (s.startsWith('async ')) s = s.slice(6).trimStart();
  let n = 0;
  while (n < s.length && isIdentChar(s.charAt(n))) n++;
  if (n === 0 || s.startsWith('function') || (s.charAt(0) >= '0' && s.charAt(0) <= '9')) return false;
  return s.slice(n).trimStart().startsWith('(');
}

/** acorn's message without its trailing ` (line:col)`. */
function withoutPosition(message: string): string {
  const open = message.lastIndexOf(' (');
  return open >= 0 && message.endsWith(')') ? message.slice(0, open) : message;
}
