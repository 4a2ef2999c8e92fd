/** Lines of WGSL with the kernel source location each came from (to map shader errors back). */
import type { SourceLocation } from '../../errors/errors.js';

export interface Line {
  readonly text: string;
  readonly loc: SourceLocation | undefined;
}

export class Emitter {
  readonly lines: Line[] = [];
  /** The location of the statement being rendered. */
  loc: SourceLocation | undefined;

  push(text: string): void {
    this.lines.push({ text, loc: this.loc });
  }

  /** Appends lines rendered elsewhere (e.g. hoisted statements), keeping their locations. */
  append(lines: readonly Line[]): void {
    this.lines.push(...lines);
  }
}
