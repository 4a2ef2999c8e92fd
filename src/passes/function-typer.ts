/**
 * Types one function body (the kernel or a helper instance): infers each local as the join of what
 * is assigned to it (a fixpoint), adapts abstract literals, and makes every conversion explicit.
 */
import { InternalError, type SourceLocation } from '../errors/errors.js';
import type { KernelSource } from '../frontend/source.js';
import type { IRVariable, RawExpr, RawStmt, RawType, ScalarType, Stmt } from '../ir/nodes.js';
import { fitsInteger } from './exact-literals.js';
import { bitLocals, exactReads } from './int-context.js';
import { LocalFlow, REACH_I32, REACH_U32, type Reach } from './local-flow.js';
import { isMixed } from './mixed-int.js';
import { type QuotientRead, quotientReads } from './quotient-reads.js';
import { requireExact } from './type-bigint.js';
import { isAbs, type TE, type TypingScope } from './type-expr-base.js';
import { QuotientTyper } from './type-quotient.js';
import { concretize, isAbstract, isIntType, join, type T } from './type-rules.js';
import { describeType } from './typed-expansions.js';

export class FunctionTyper extends QuotientTyper {
  private readonly env = new Map<string, T>();
  /** The range of the integer literals assigned to each local. */
  private readonly literals = new Map<string, { min: number; max: number }>();
  /** Locals assigned both i32 and u32 values, with where that first happened. */
  private readonly mixed = new Map<string, SourceLocation | undefined>();
  /** Locals read only modulo 2^32 (int-context.ts). */
  private readonly bits: ReadonlySet<string>;
  /** Reads of locals whose exact value matters (int-context.ts). */
  private readonly exact: ReadonlySet<RawExpr>;
  /** The types reaching each read (local-flow.ts), from the last inference round. */
  private flow: LocalFlow | undefined;
  /** Locals of both types that a read needs exactly where both reach it (f64), with that read. */
  private readonly wide = new Map<string, SourceLocation | undefined>();
  private retType: T | undefined;
  /** Where a return first met an i32 and a u32 (null: unknown location). */
  private retMixed: SourceLocation | null | undefined;
  /** Temporaries bound by expansions (LetExpr), typed when made. */
  private readonly temps: IRVariable[] = [];
  /** How each local is read (quotient-reads.ts). */
  private readonly readsAs: ReadonlyMap<string, ReadonlySet<QuotientRead>>;
  /** Locals assigned a quotient of integers (type-quotient.ts). */
  private readonly quotients = new Set<string>();
  /** Quotient locals whose integer forms do not hold every value assigned: they hold JS's f64 quotient. */
  private readonly wideQuotients = new Set<string>();

  constructor(
    k: TypingScope,
    src: KernelSource,
    private readonly body: readonly RawStmt[],
    private readonly locals: readonly IRVariable<RawType>[],
    private readonly params: readonly IRVariable[],
    private readonly isHelper: boolean,
  ) {
    super(k, src);
    for (const p of params) this.env.set(p.name, p.type);
    this.bits = bitLocals(
      body,
      locals.map((l) => l.name),
      this.intArray,
    );
    this.exact = exactReads(body, this.bits, this.intArray);
    this.readsAs = quotientReads(body, this.intArray);
    this.infer();
  }

  get returnType(): ScalarType {
    return concretize(this.retType ?? 'int', this.k.floatType);
  }

  protected localType(name: string, inference = false): ScalarType | undefined {
    if (inference && !this.env.has(name)) return undefined;
    const t = this.env.get(name) ?? 'int';
    if (!isIntType(t)) return concretize(t, this.k.floatType);
    const lit = this.literals.get(name);
    // An integer beyond 32 bits: f64 holds it exactly (up to 2^53, where JS does too).
    if (lit && (lit.min < -(2 ** 31) || lit.max > 2 ** 32 - 1)) return 'f64';
    // JS keeps every integer exactly: a local holding both i32 and u32 values (or literals of
    // both ranges) is 32 bits, each read typed per point (local-flow.ts), unless a read of its
    // exact value is reached by both: f64.
    if (this.bothTypes(name)) return this.wide.has(name) ? 'f64' : 'u32';
    return t === 'u32' || (lit !== undefined && !fitsInteger('i32', lit.max)) ? 'u32' : 'i32';
  }

  /** A local holding i32 and u32 values in 32 bits whose reads are typed per point. */
  private perPoint(name: string): boolean {
    const t = this.env.get(name);
    return (
      t !== undefined &&
      isIntType(t) &&
      !this.bits.has(name) &&
      this.localType(name) === 'u32' &&
      this.bothTypes(name)
    );
  }

  /** Whether a local is assigned both i32 and u32 values (or integer literals of both ranges). */
  private bothTypes(name: string): boolean {
    const lit = this.literals.get(name);
    const t = this.env.get(name);
    const signed = t === 'i32' || (lit !== undefined && lit.min < 0);
    const unsigned = t === 'u32' || (lit !== undefined && !fitsInteger('i32', lit.max));
    return this.mixed.has(name) || (signed && unsigned);
  }

  /**
   * A per-point local reads as the type of the assignments reaching the read: u32 bits as i32
   * where only i32 values reach. A read consumed modulo 2^32 needs only the bits.
   */
  protected override readLocal(
    e: Extract<RawExpr, { kind: 'local' }>,
    inference: boolean,
    wrap: boolean,
  ): TE {
    const node = super.readLocal(e, inference, wrap);
    if (wrap || isAbs(node) || !this.perPoint(e.name)) return node;
    const reach = this.flow?.reads.get(e) ?? 0;
    if (reach === REACH_U32) return node;
    if (reach === (REACH_I32 | REACH_U32) && !inference)
      throw new InternalError(`local ${e.name} read exactly where i32 and u32 values both reach it`);
    return { kind: 'cast', type: 'i32', arg: node, loc: e.loc };
  }

  typedLocals(): IRVariable[] {
    return [...this.locals.map((l) => ({ ...l, type: this.localType(l.name) ?? 'i32' })), ...this.temps];
  }

  protected temporary(type: ScalarType): string {
    const taken = new Set([...this.locals, ...this.params, ...this.temps].map((v) => v.name));
    let name = `tmp${this.temps.length}`;
    for (let k = 1; taken.has(name); k++) name = `tmp${this.temps.length}_${k}`;
    this.temps.push({ name, type, sourceName: name });
    return name;
  }

  // ---- inference: the fixpoint over local types -------------------------------------------

  private infer(): void {
    const fixed = new Set(this.params.map((p) => p.name));
    for (let round = 0; round < 32; round++) {
      let changed = false;
      const widen = (cur: T | undefined, t: T): T | undefined => {
        if (cur === undefined) return t;
        const j = join(cur, t, this.k.floatType);
        return j.ok ? j.type : cur;
      };
      const assigned = (s: Extract<RawStmt, { kind: 'assign' }>): Reach => {
        if (fixed.has(s.name)) return 0;
        const cur = this.env.get(s.name);
        if (this.noteQuotient(s)) changed = true;
        const v = this.typeOrLiteral(s.value, this.bits.has(s.name), () => this.assignedValue(s, true));
        if (typeof v === 'number') {
          const r = this.literals.get(s.name);
          if (!r || v < r.min || v > r.max) {
            this.literals.set(s.name, { min: Math.min(v, r?.min ?? v), max: Math.max(v, r?.max ?? v) });
            changed = true;
          }
        }
        const t: T = typeof v === 'number' ? 'int' : v;
        if (cur !== undefined && !this.mixed.has(s.name) && isMixed(cur as ScalarType, t as ScalarType)) {
          this.mixed.set(s.name, s.value.loc ?? s.loc);
          changed = true;
        }
        const next = widen(cur, t);
        if (next !== cur && next !== undefined) {
          this.env.set(s.name, next);
          changed = true;
        }
        if (typeof v === 'number') return v < 0 ? REACH_I32 : fitsInteger('i32', v) ? 0 : REACH_U32;
        return v === 'i32' ? REACH_I32 : v === 'u32' ? REACH_U32 : 0;
      };
      const visited = (s: RawStmt): void => {
        if (s.kind !== 'return' || !s.value || !this.isHelper) return;
        const t = this.typeOf(s.value);
        // An i32 and a u32 return: JS returns each exactly, so the helper returns f64.
        const mixed = this.retType !== undefined && isMixed(this.retType as ScalarType, t as ScalarType);
        if (mixed && this.retMixed === undefined) this.retMixed = s.loc ?? null;
        const next = mixed ? 'f64' : widen(this.retType, t);
        if (next !== this.retType) {
          this.retType = next;
          changed = true;
        }
      };
      this.flow = new LocalFlow(assigned, visited, (name) => this.bothTypes(name));
      this.flow.run(this.body);
      // A read whose exact value matters, reached by both types, needs a 33-bit (f64) local.
      for (const [e, reach] of this.flow.reads) {
        if (reach !== (REACH_I32 | REACH_U32) || e.kind !== 'local' || !this.exact.has(e)) continue;
        if (this.wide.has(e.name) || !this.perPoint(e.name)) continue;
        this.wide.set(e.name, e.loc);
        changed = true;
      }
      if (!changed) return;
    }
  }

  /** The type of a raw expression under the current (partial) local types; never throws. */
  private typeOf(e: RawExpr, wrap = false): T {
    const v = this.typeOrLiteral(e, wrap);
    return typeof v === 'number' ? 'int' : v;
  }

  /** Like typeOf, but an integer literal gives its value (its range decides the local's type). */
  private typeOrLiteral(
    e: RawExpr,
    wrap: boolean,
    build: () => TE = () => this.buildExpr(e, true, wrap),
  ): T | number {
    try {
      const x = build();
      return isAbs(x) && x.type === 'int' ? x.value : (x.type as T);
    } catch {
      return 'int';
    }
  }

  // ---- locals holding a quotient (issue 27.5) ----------------------------------------------

  /**
   * What a quotient local holds: `trunc` / `floor`, the exact integer, where every read converts it
   * that way (`conv`: modulo 2^32 too); `f64`, JS's quotient, where a read uses the number itself
   * or the integer forms do not hold every value assigned; undefined: not a quotient local.
   */
  private quotientMode(name: string): 'conv' | 'trunc' | 'floor' | 'f64' | undefined {
    const reads = this.readsAs.get(name);
    if (
      !this.quotients.has(name) ||
      !reads ||
      !(reads.has('conv') || reads.has('trunc') || reads.has('floor'))
    )
      return undefined;
    if (this.wideQuotients.has(name) || reads.has('other')) return 'f64';
    if (reads.has('floor')) return reads.size === 1 ? 'floor' : 'f64';
    return reads.has('trunc') ? 'trunc' : 'conv';
  }

  /** Records a local assigned a quotient of integers, and one whose integer form fails; true if new. */
  private noteQuotient(s: Extract<RawStmt, { kind: 'assign' }>): boolean {
    if (!this.quotients.has(s.name)) {
      if (!this.hasQuotient(s.value)) return false;
      this.quotients.add(s.name);
      return true;
    }
    const mode = this.quotientMode(s.name);
    if (mode === undefined || mode === 'f64') return false;
    let v: TE;
    try {
      v = this.assignedValue(s, true);
    } catch {
      return false;
    }
    if (this.isInteger(v)) return false;
    this.wideQuotients.add(s.name);
    return true;
  }

  /** The typed value of an assignment, a quotient local's in its form (quotientMode). */
  private assignedValue(s: Extract<RawStmt, { kind: 'assign' }>, inference: boolean): TE {
    const wrap = this.bits.has(s.name);
    switch (this.quotientMode(s.name)) {
      case 'conv':
        return this.truncated(s.value, inference, true);
      case 'trunc':
      case 'floor': {
        const fn = this.quotientMode(s.name) === 'floor' ? 'floor' : 'trunc';
        return this.integral(s.value, fn, inference, wrap) ?? this.buildExpr(s.value, inference, wrap);
      }
      case 'f64':
        return this.inF64(s.value, inference);
      default:
        return this.buildExpr(s.value, inference, wrap);
    }
  }

  // ---- building typed IR -------------------------------------------------------------------

  build(): Stmt[] {
    for (const l of this.locals) {
      if (this.localType(l.name) !== 'f64' || !isIntType(this.env.get(l.name) ?? 'int')) continue;
      const lit = this.literals.get(l.name);
      if (lit && (lit.min < -(2 ** 31) || lit.max > 2 ** 32 - 1)) {
        this.k.noteWide(
          this.src,
          undefined,
          `local '${l.sourceName}' holds the integer ${lit.max > 2 ** 32 - 1 ? lit.max : lit.min}, beyond 32 bits, so it needs f64 to keep it exactly`,
          `if a float is meant, convert it: \`let ${l.sourceName} = tt.f32(…)\``,
        );
        continue;
      }
      this.k.noteWide(
        this.src,
        this.wide.get(l.name) ?? this.mixed.get(l.name) ?? undefined,
        `local '${l.sourceName}' is read here as a number where both an i32 and a u32 value can reach it (JS keeps each exactly), so it needs f64`,
        `give it one type on the paths reaching this read: wrap the values assigned to it there with \`>>> 0\` (u32) or \`| 0\` (i32), e.g. \`let s = (seed ^ i) >>> 0\``,
      );
    }
    if (this.retMixed !== undefined)
      this.k.noteWide(
        this.src,
        this.retMixed ?? undefined,
        'this helper returns an i32 on one path and a u32 on another (JS returns each exactly), so it returns f64',
        'convert the returns to one type: `return x >>> 0` (u32) or `return x | 0` (i32)',
      );
    const out = this.buildBlock(this.body);
    if (this.isHelper && this.retType === undefined) {
      throw this.err('KERNEL_RETURN_VALUE', undefined, 'a helper must return a value');
    }
    return out;
  }

  private buildBlock(stmts: readonly RawStmt[]): Stmt[] {
    const out: Stmt[] = [];
    for (const s of stmts) {
      const b = this.buildStmt(s);
      if (b) out.push(b);
    }
    return out;
  }

  private buildStmt(s: RawStmt): Stmt | null {
    const loc = s.loc;
    switch (s.kind) {
      case 'assign': {
        const v = this.assignedValue(s, false);
        const local = this.locals.find((l) => l.name === s.name)?.sourceName ?? s.name;
        requireExact(v, `the local '${local}'`, this.bigErr);
        const t = this.localType(s.name) ?? 'i32';
        const j = join(t, v.type as T, this.k.floatType);
        const sameBits = isMixed(t, v.type as ScalarType) && (this.bits.has(s.name) || this.perPoint(s.name));
        if (!sameBits && (!j.ok || (j.type !== t && !isAbstract(v.type as T)))) {
          const name = this.locals.find((l) => l.name === s.name)?.sourceName ?? s.name;
          throw this.err(
            'KERNEL_TYPE_MISMATCH',
            loc,
            `cannot assign ${describeType(v.type as T)} to '${name}', which holds ${t} values`,
            j.ok ? undefined : j.hint,
          );
        }
        return { kind: 'assign', name: s.name, value: this.coerce(v, t), loc };
      }
      case 'store': {
        const t = this.arrayType(s.array);
        const index = this.index(this.buildExpr(s.index, false), s.index.loc, false);
        const clamped = this.k.storage.get(s.array) === 'u8c';
        const value =
          this.intArray(s.array) && !clamped
            ? this.truncated(s.value, false, true)
            : this.buildExpr(s.value, false, this.intArray(s.array));
        if (clamped) {
          // Uint8ClampedArray clamps and rounds the number itself: keep its numeric type
          const c = this.concrete(value);
          return { ...s, index, value: c.type === 'bool' ? this.coerce(c, 'i32') : c };
        }
        return { ...s, index, value: this.coerce(value, t) };
      }
      case 'expr': {
        const e = this.buildExpr(s.expr, false);
        return isAbs(e) ? null : { kind: 'expr', expr: e, loc };
      }
      case 'if':
        return {
          kind: 'if',
          test: this.toBool(this.buildExpr(s.test, false)),
          consequent: this.buildBlock(s.consequent),
          alternate: this.buildBlock(s.alternate),
          loc,
        };
      case 'loop':
        return {
          kind: 'loop',
          test: s.test ? this.toBool(this.buildExpr(s.test, false)) : null,
          testAtEnd: s.testAtEnd,
          body: this.buildBlock(s.body),
          update: this.buildBlock(s.update),
          loc,
        };
      case 'break':
      case 'continue':
      case 'barrier':
      case 'fence':
        return s;
      case 'return':
        if (!s.value) return { kind: 'return', value: null, loc };
        {
          const v = this.buildExpr(s.value, false);
          requireExact(v, "the helper's return value", this.bigErr);
          const t = this.returnType;
          const j = join(t, v.type as T, this.k.floatType);
          if (!j.ok || (j.type !== t && !isAbstract(v.type as T))) {
            throw this.err(
              'KERNEL_TYPE_MISMATCH',
              loc,
              `this return gives ${describeType(v.type as T)}, but the helper's other returns give ${describeType(t)}`,
              j.ok ? 'convert the returns to one type explicitly (tt.f32(x), tt.i32(x))' : j.hint,
            );
          }
          return { kind: 'return', value: this.coerce(v, t), loc };
        }
    }
  }
}
