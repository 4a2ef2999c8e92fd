/**
 * The size budget of src/: functions (declarations, methods, arrow functions, function
 * expressions, getters/setters, constructors) of at most 120 lines, files of at most 400 lines, and
 * `as unknown as` only with a comment saying why on its line or the line above. Parsed with the
 * TypeScript compiler API, so a `//` inside a string is not a comment and every function form counts.
 */
import ts from 'typescript';

const MAX_FUNCTION_LINES = 120;
const MAX_FILE_LINES = 400;

export type Violation =
  | {
      readonly kind: 'function';
      readonly file: string;
      readonly line: number;
      readonly name: string;
      readonly lines: number;
    }
  | { readonly kind: 'file'; readonly file: string; readonly lines: number }
  | { readonly kind: 'cast'; readonly file: string; readonly line: number };

/** One line per violation: `file:line name — N lines`, `file — N lines`, `file:line as unknown as without a comment`. */
export function describeViolation(v: Violation): string {
  switch (v.kind) {
    case 'function':
      return `${v.file}:${v.line} ${v.name} — ${v.lines} lines (max ${MAX_FUNCTION_LINES})`;
    case 'file':
      return `${v.file} — ${v.lines} lines (max ${MAX_FILE_LINES})`;
    case 'cast':
      return `${v.file}:${v.line} \`as unknown as\` without a comment on its line or the line above`;
  }
}

/** Every function-like node with a body, with its name (or a description where it has none) and size. */
export function functionSizes(file: string, text: string): { name: string; line: number; lines: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: { name: string; line: number; lines: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ name: functionName(node, source), line: first + 1, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function functionName(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const prefix = ts.isGetAccessor(node) ? 'get ' : ts.isSetAccessor(node) ? 'set ' : '';
  if (node.name) return prefix + node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText(source);
  return ts.isArrowFunction(node) ? '(arrow function)' : '(function expression)';
}

/** The 1-based lines of every `x as unknown as T` (the line of its `unknown`). */
function unknownCastLines(source: ts.SourceFile): number[] {
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isAsExpression(node) && ts.isAsExpression(node.expression)) {
      const inner = node.expression.type;
      if (inner.kind === ts.SyntaxKind.UnknownKeyword)
        lines.push(source.getLineAndCharacterOfPosition(inner.getStart(source)).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/**
 * The 1-based lines that hold (part of) a comment: the comment ranges in the trivia before and
 * after every token, so a `//` inside a string or template is not taken for one.
 */
function commentLines(source: ts.SourceFile): Set<number> {
  const lines = new Set<number>();
  const text = source.text;
  const mark = (ranges: readonly ts.CommentRange[] | undefined): void => {
    for (const r of ranges ?? []) {
      const first = source.getLineAndCharacterOfPosition(r.pos).line + 1;
      const last = source.getLineAndCharacterOfPosition(r.end).line + 1;
      for (let l = first; l <= last; l++) lines.add(l);
    }
  };
  const visit = (node: ts.Node): void => {
    mark(ts.getLeadingCommentRanges(text, node.getFullStart()));
    mark(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return lines;
}

/** Every violation of the budget in one file's text. */
export function checkFile(file: string, text: string): Violation[] {
  const violations: Violation[] = [];
  const lineCount = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
  if (lineCount > MAX_FILE_LINES) violations.push({ kind: 'file', file, lines: lineCount });
  for (const f of functionSizes(file, text))
    if (f.lines > MAX_FUNCTION_LINES) violations.push({ kind: 'function', file, ...f });
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const comments = commentLines(source);
  for (const line of unknownCastLines(source))
    if (!comments.has(line) && !comments.has(line - 1)) violations.push({ kind: 'cast', file, line });
  return violations;
}
