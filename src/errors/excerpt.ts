import type { SourceLocation } from './errors.js';

/** The source line at `loc` followed by a caret under its column, prefixed with the line number. */
export function caretExcerpt(source: string, loc: SourceLocation): string {
  const lines = source.split('\n');
  const text = lines[loc.line - 1];
  if (text === undefined) return '';
  const gutter = `${loc.line} | `;
  return `${gutter}${text}\n${' '.repeat(gutter.length + Math.max(0, loc.column - 1))}^`;
}
