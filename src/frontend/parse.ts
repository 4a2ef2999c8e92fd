/** Parses a kernel or helper function's source with acorn. */
import { type ArrowFunctionExpression, type FunctionExpression, parseExpressionAt } from 'acorn';
import type { KernelSource } from './source.js';

export type KernelFunctionNode = ArrowFunctionExpression | FunctionExpression;

export function parseFunction(src: KernelSource): KernelFunctionNode {
  let node: ReturnType<typeof parseExpressionAt>;
  try {
    node = parseExpressionAt(src.text, 0, { ecmaVersion: 'latest', locations: true });
  } catch (e) {
    const pos = (e as { loc?: { line: number; column: number } }).loc;
    const loc = pos ? { line: pos.line, column: pos.column + 1 } : { line: 1, column: 1 };
    if (/^\s*(async\s+)?[A-Za-z_$][\w$]*\s*\(/.test(src.text) && !/^\s*function\b/.test(src.text)) {
      throw src.syntaxError(
        'KERNEL_NOT_A_FUNCTION',
        { line: 1, column: 1 },
        'method shorthand cannot be used as a kernel or helper',
        'pass an arrow function `(i, { ... }) => { ... }` or a function expression',
      );
    }
    const message = e instanceof Error ? e.message.replace(/\s*\(\d+:\d+\)$/, '') : String(e);
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
  return node;
}
