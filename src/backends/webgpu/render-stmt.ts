/**
 * Typed IR statements -> WGSL statements. Loops become `loop { … continuing { … } }` so a loop test
 * or update that needs hoisted statements re-runs them every iteration; a kernel-level `return`
 * ends only this invocation.
 */

import { InternalError } from '../../errors/errors.js';
import { isCountedLeafLoop } from '../../ir/counted-loop.js';
import type { LoopStmt, ScalarType, Stmt } from '../../ir/nodes.js';
import type { SubgroupRun } from '../../ir/subgroup-marks.js';
import { containsBarrier } from '../../ir/uniformity.js';
import { renderBlock, type SimpleStmt, type StmtSpelling } from '../shared/brace-stmts.js';
import { Emitter } from './emitter.js';
import { LOOP_AFTER, LOOP_ENTER, LOOP_EXIT } from './loop-cap.js';
import { A, type ExprRenderer, V } from './render-expr.js';
import { wgslCollective } from './subgroups.js';

export class StmtRenderer {
  /*
   * Constants assigned to locals are hidden from the shader compiler (OR-ed with the uniform zero):
   * llvmpipe ended the invocation when a loop whose counter starts from a constant held a `return`
   * that never fires (issue 18.6), and folded f32 arithmetic on locals known to be 0 or ±Infinity
   * where JS gives NaN or -0 (issue 18.7).
   */
  constructor(
    private readonly x: ExprRenderer,
    private readonly out: Emitter,
    /** What a kernel-level `return` becomes (the kernel body publishes its errors first). */
    ret = 'return;',
    /** Loops tick the watchdog of a launch with a timeout (watchdog.ts). */
    private readonly poll = false,
    /** The kernel's locals, when its collectives use hardware sub-groups (subgroups.ts). */
    private readonly subgroupLocals?: readonly { readonly name: string; readonly type: ScalarType }[],
  ) {
    this.spelling = {
      push: (line) => this.out.push(line),
      value: (e, ind) => this.value(e, ind),
      simple: (s, ind) => this.simple(s, ind),
      loop: (s, ind) => this.loop(s, ind),
      ret,
      barrier: 'storageBarrier(); workgroupBarrier();',
      // WGSL orders memory among a group's items only with a barrier (the frontend keeps g.fence()
      // in uniform control flow); it has no device-scope fence: runtime/fences.ts refuses tt.fence().
      fence: (scope) => {
        if (scope === 'device') throw new InternalError('a device-scope fence reached WGSL');
        return 'storageBarrier(); workgroupBarrier();';
      },
      ...(x.loopCap ? { brk: `${LOOP_EXIT} break;` } : {}),
      ...(subgroupLocals ? { subgroup: (run: SubgroupRun, ind: string) => this.subgroup(run, ind) } : {}),
      around: (s, render) => {
        const outer = this.out.loc;
        if (s.loc) this.out.loc = s.loc;
        try {
          render();
        } finally {
          this.out.loc = outer;
        }
      },
    };
  }

  block(stmts: readonly Stmt[], ind: string): void {
    renderBlock(this.spelling, stmts, ind);
  }

  private readonly spelling: StmtSpelling;

  /**
   * A collective with the hardware's sub-group operations where the entry's check passed
   * (`tt_sg_hw`), its emulation otherwise; false when it stays emulated only.
   */
  private subgroup(run: SubgroupRun, ind: string): boolean {
    const { mark } = run;
    const laneType = this.subgroupLocals?.find((l) => l.name === mark.lane)?.type;
    const lane = mark.lane !== undefined ? { text: V(mark.lane), type: laneType } : undefined;
    const minMax = (op: 'min' | 'max') => {
      this.x.prelude.add(op === 'min' ? 'jmin' : 'jmax');
      return op === 'min' ? 'jmin' : 'jmax';
    };
    const lines = wgslCollective(
      mark,
      run.value.type,
      this.value(run.value, ind),
      V(mark.result),
      lane,
      minMax,
    );
    if (!lines) return false;
    this.out.push(`${ind}if (tt_sg_hw) {`);
    for (const l of lines) this.out.push(`${ind}  ${l}`);
    this.out.push(`${ind}} else {`);
    renderBlock({ ...this.spelling, subgroup: undefined }, run.stmts, `${ind}  `);
    this.out.push(`${ind}}`);
    return true;
  }

  /** Renders an expression, emitting its hoisted statements first. */
  private value(e: Parameters<ExprRenderer['expr']>[0], ind: string): string {
    const pre = new Emitter();
    pre.loc = this.out.loc;
    const v = this.x.expr(e, pre, ind);
    this.out.append(pre.lines);
    return v;
  }

  private store(s: Extract<Stmt, { kind: 'store' }>, ind: string): void {
    const atomic = this.x.layout.arrays.some((a) => a.name === s.array && a.atomic);
    const i = this.value(s.index, ind);
    const raw = this.value(s.value, ind);
    const v = s.value.kind === 'const' ? opaqueConst(s.value.type, raw) : raw;
    const small = this.x.layout.arrays.find((a) => a.name === s.array)?.storage;
    if (small !== undefined) {
      // the value as the element's low bits: u8c clamps and rounds, the others wrap
      this.x.access.add(`w:${s.array}`);
      if (small === 'u8c') this.x.access.add(`u8c:${s.value.type}`);
      const bits = small === 'u8c' ? `u8c_${s.value.type}(${v})` : `bitcast<u32>(${v})`;
      const k = s.index.type === 'u32' ? i : `bitcast<u32>(${i})`;
      if (s.checked) this.x.access.add(`st:${s.array}`);
      this.out.push(
        `${ind}${s.checked ? 'st' : 'stw'}_${s.array}(${k}, ${bits}${s.checked ? `, ${s.site}u` : ''});`,
      );
      return;
    }
    if (s.checked) {
      this.x.access.add(`st:${s.array}`);
      const k = s.index.type === 'u32' ? i : `bitcast<u32>(${i})`;
      this.out.push(`${ind}st_${s.array}(${k}, ${v}, ${s.site}u);`);
    } else if (atomic) {
      const bits = s.value.type === 'f32' ? `bitcast<u32>(${v})` : v;
      this.out.push(`${ind}atomicStore(&${A(s.array)}[${i}], ${bits});`);
    } else {
      this.out.push(`${ind}${A(s.array)}[${i}] = ${v};`);
    }
  }

  private simple(s: SimpleStmt, ind: string): void {
    switch (s.kind) {
      case 'assign': {
        const v = this.value(s.value, ind);
        this.out.push(`${ind}${V(s.name)} = ${s.value.kind === 'const' ? opaqueConst(s.value.type, v) : v};`);
        return;
      }
      case 'store':
        this.store(s, ind);
        return;
      case 'expr': {
        const v = this.value(s.expr, ind);
        if (!/^t\d+$/.test(v)) this.out.push(`${ind}_ = ${v};`);
        return;
      }
    }
  }

  private loop(s: LoopStmt, ind: string): void {
    const out = this.out;
    const cap = this.x.loopCap;
    const exit = cap ? `${LOOP_EXIT} ` : '';
    if (cap) out.push(`${ind}${LOOP_ENTER}`);
    out.push(`${ind}loop {`);
    if (!s.testAtEnd && s.test) {
      out.push(`${ind}  if (!(${this.value(s.test, `${ind}  `)})) { ${exit}break; }`);
    }
    // Counted leaf loops end by themselves (polled through their enclosing loop); a loop holding a
    // barrier must stay in uniform control flow, and a per-item budget is not uniform.
    if (this.poll && !isCountedLeafLoop(s) && !containsBarrier(s.body)) {
      out.push(`${ind}  if (tt_tick()) { ${exit}break; }`);
    }
    this.block(s.body, `${ind}  `);
    if (s.update.length || (s.testAtEnd && s.test)) {
      out.push(`${ind}  continuing {`);
      this.block(s.update, `${ind}    `);
      if (s.testAtEnd && s.test) {
        const t = `!(${this.value(s.test, `${ind}    `)})`;
        if (cap) {
          out.push(`${ind}    let tt_done = ${t};`);
          out.push(`${ind}    tt_loop[tt_lid] = select(0u, 1u, tt_done);`);
          out.push(`${ind}    break if tt_done;`);
        } else {
          out.push(`${ind}    break if ${t};`);
        }
      }
      out.push(`${ind}  }`);
    }
    out.push(`${ind}}`);
    if (cap) out.push(`${ind}${LOOP_AFTER}`);
  }
}

/** A constant the shader compiler cannot see through. */
function opaqueConst(type: string, v: string): string {
  if (type === 'i32') return `(${v} | bitcast<i32>(U.zero))`;
  if (type === 'u32') return `(${v} | U.zero)`;
  if (type === 'f32') return `bitcast<f32>(bitcast<u32>(${v}) | U.zero)`;
  return v;
}

/** True when control can reach the end of `stmts` (a helper then needs a final return). */
export function fallsThrough(stmts: readonly Stmt[]): boolean {
  const last = stmts[stmts.length - 1];
  if (!last) return true;
  if (last.kind === 'return') return false;
  if (last.kind === 'if') return fallsThrough(last.consequent) || fallsThrough(last.alternate);
  if (last.kind === 'loop') return last.test !== null || hasBreak(last.body);
  return true;
}

function hasBreak(stmts: readonly Stmt[]): boolean {
  return stmts.some(
    (s) => s.kind === 'break' || (s.kind === 'if' && (hasBreak(s.consequent) || hasBreak(s.alternate))),
  );
}
