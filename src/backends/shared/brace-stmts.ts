/**
 * The statement walk shared by the renderers of brace languages (JS, C and CUDA C, WGSL): blocks,
 * `if`/`else`, `break`, `continue` and `return` are spelled the same in all of them; a language
 * provides how it renders expressions in statement position, simple statements and loops.
 */
import { InternalError } from '../../errors/errors.js';
import type { AssignStmt, Expr, ExprStmt, LoopStmt, Stmt, StoreStmt } from '../../ir/nodes.js';
import { type SubgroupRun, subgroupRunAt } from '../../ir/subgroup-marks.js';

export type SimpleStmt = AssignStmt | StoreStmt | ExprStmt;

export interface StmtSpelling {
  /** Appends one output line. */
  push(line: string): void;
  /** An expression in statement position (a test, a returned value); may emit lines first. */
  value(e: Expr, ind: string): string;
  /** An assignment, store or expression statement, pushed with its indentation. */
  simple(s: SimpleStmt, ind: string): void;
  /** A loop, pushed with its indentation (its body through `renderBlock`). */
  loop(s: LoopStmt, ind: string): void;
  /** The statement a value-less `return` becomes (ends the work item or the helper). */
  readonly ret: string;
  /** The work-group barrier statement (GPU languages; CPU backends render work-item loops). */
  readonly barrier?: string;
  /**
   * The statement a memory fence of `scope` becomes ('' for none: a language whose items of a
   * launch run in order on one thread needs no fence). Absent: fences are spelled nothing.
   */
  fence?(scope: 'workgroup' | 'device'): string;
  /** The statement `break` becomes (default `break;`). */
  readonly brk?: string;
  /** Wraps the rendering of each statement (e.g. to track its source location). */
  around?(s: Stmt, render: () => void): void;
  /**
   * A GPU language with hardware sub-groups: renders a collective's run of statements
   * (ir/subgroup-marks.ts) with the hardware's operation and returns true; false to render the
   * emulation's statements as they are.
   */
  subgroup?(run: SubgroupRun, ind: string): boolean;
}

/** Renders `stmts` at indentation `ind`. */
export function renderBlock(sp: StmtSpelling, stmts: readonly Stmt[], ind: string): void {
  for (let i = 0; i < stmts.length; i++) {
    const s = stmts[i] as Stmt;
    const run = sp.subgroup ? subgroupRunAt(stmts, i) : undefined;
    if (run && sp.subgroup) {
      let done = false;
      const render = () => {
        done = sp.subgroup?.(run, ind) ?? false;
      };
      if (sp.around) sp.around(s, render);
      else render();
      if (done) {
        i += run.stmts.length - 1;
        continue;
      }
    }
    if (sp.around) sp.around(s, () => renderStmt(sp, s, ind));
    else renderStmt(sp, s, ind);
  }
}

function renderStmt(sp: StmtSpelling, s: Stmt, ind: string): void {
  switch (s.kind) {
    case 'assign':
    case 'store':
    case 'expr':
      sp.simple(s, ind);
      return;
    case 'if':
      sp.push(`${ind}if (${sp.value(s.test, ind)}) {`);
      renderBlock(sp, s.consequent, `${ind}  `);
      if (s.alternate.length) {
        sp.push(`${ind}} else {`);
        renderBlock(sp, s.alternate, `${ind}  `);
      }
      sp.push(`${ind}}`);
      return;
    case 'loop':
      sp.loop(s, ind);
      return;
    case 'break':
      sp.push(`${ind}${sp.brk ?? 'break;'}`);
      return;
    case 'continue':
      sp.push(`${ind}continue;`);
      return;
    case 'return':
      sp.push(`${ind}${s.value ? `return ${sp.value(s.value, ind)};` : sp.ret}`);
      return;
    case 'barrier':
      if (sp.barrier === undefined) throw new InternalError('a barrier reached a backend without one');
      sp.push(`${ind}${sp.barrier}`);
      return;
    case 'fence': {
      const line = sp.fence?.(s.scope) ?? '';
      if (line) sp.push(`${ind}${line}`);
      return;
    }
  }
}
