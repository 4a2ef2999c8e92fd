/** Name resolution while lowering one function: block scopes, safe IR names, declared locals. */
import type { IRVariable, RawType, ScalarType } from '../ir/nodes.js';
import type { ValueType } from './value-type.js';

export type Binding =
  | { readonly kind: 'local'; readonly irName: string; readonly isConst: boolean }
  | { readonly kind: 'index'; readonly dim: 0 | 1 | 2 }
  | { readonly kind: 'scalarParam'; readonly irName: string; readonly type: ScalarType }
  | {
      readonly kind: 'arrayParam';
      readonly irName: string;
      readonly type: ScalarType;
      /** Set for a work-group shared array (`g.shared(dtype, length)`): its constant length. */
      readonly sharedLength?: number;
      /** Set for a shaped array (`tt.arrayOf(dtype, rank)`): its hidden extent params, per dimension. */
      readonly shape?: readonly string[];
      /** Set for an array of vectors/structs (`tt.arrayOf(tt.vec3f)`): its element type. */
      readonly element?: ValueType;
    }
  /** A vector, matrix or struct local: one IR local per component (frontend/lower-vector.ts). */
  | {
      readonly kind: 'value';
      readonly type: ValueType;
      readonly lanes: readonly string[];
      readonly isConst: boolean;
    }
  /** The work-group parameter `g` of a kernel defined with `{ workgroup }`. */
  | { readonly kind: 'group' }
  /** An identifier bound to the whole params object (`(i, p) => p.x[i]`). */
  | { readonly kind: 'paramsObject' }
  | { readonly kind: 'constant'; readonly value: number | boolean }
  | { readonly kind: 'helper'; readonly name: string }
  /**
   * An identifier whose member calls (`name.a.b(args)`) lower to hook nodes (HookExpr, hook
   * `name`, path ['a', 'b']), for the caller of the frontend (e.g. programs) to rewrite.
   */
  | { readonly kind: 'hook'; readonly name: string };

/** Turns any JS identifier into [A-Za-z_][A-Za-z0-9_]*. */
export function safeIdent(name: string): string {
  const s = name.replace(/[^A-Za-z0-9_]/g, (c) => `_${c.codePointAt(0)?.toString(16) ?? ''}`);
  return /^[0-9]/.test(s) ? `_${s}` : s || '_';
}

export class Scope {
  private readonly blocks: Map<string, Binding>[] = [new Map()];
  private readonly used = new Set<string>();
  readonly locals: IRVariable<RawType>[] = [];

  constructor(
    private readonly outer: ReadonlyMap<string, Binding>,
    reserved: Iterable<string> = [],
  ) {
    for (const r of reserved) this.used.add(r);
  }

  /**
   * A scope for a helper inlined into this function: it sees only `outer`, but its locals are
   * this function's (same list, same names taken).
   */
  inlined(outer: ReadonlyMap<string, Binding>): Scope {
    const s = new Scope(outer);
    Object.assign(s, { used: this.used, locals: this.locals });
    return s;
  }

  /** Declares one IR local per component of a vector/struct local and binds `name` to them. */
  declareValue(name: string, type: ValueType, laneNames: readonly string[], isConst: boolean): string[] {
    const lanes = laneNames.map((l) => {
      const irName = this.freshName(safeIdent(`${name}_${l}`));
      this.locals.push({ name: irName, type: 'unknown', sourceName: `${name}.${l}` });
      return irName;
    });
    this.bind(name, { kind: 'value', type, lanes, isConst });
    return lanes;
  }

  /** Open blocks: 1 outside the function body, 2 at the top of a kernel's `{ … }` body. */
  get depth(): number {
    return this.blocks.length;
  }

  push(): void {
    this.blocks.push(new Map());
  }

  pop(): void {
    this.blocks.pop();
  }

  lookup(name: string): Binding | undefined {
    for (let i = this.blocks.length - 1; i >= 0; i--) {
      const b = this.blocks[i]?.get(name);
      if (b) return b;
    }
    return this.outer.get(name);
  }

  declaredInInnermost(name: string): boolean {
    return this.blocks[this.blocks.length - 1]?.has(name) ?? false;
  }

  bind(name: string, b: Binding): void {
    this.blocks[this.blocks.length - 1]?.set(name, b);
  }

  /** Declares a new local with a unique IR name and binds `name` to it in the innermost block. */
  declareLocal(name: string, isConst: boolean): string {
    const irName = this.freshName(safeIdent(name));
    this.locals.push({ name: irName, type: 'unknown', sourceName: name });
    this.bind(name, { kind: 'local', irName, isConst });
    return irName;
  }

  /** A local the user did not write (e.g. a temporary), named after `hint`. */
  temp(hint: string): string {
    const irName = this.freshName(`t_${hint}`);
    this.locals.push({ name: irName, type: 'unknown', sourceName: irName });
    return irName;
  }

  reserve(name: string): void {
    this.used.add(name);
  }

  freshName(base: string): string {
    let n = base;
    for (let k = 1; this.used.has(n); k++) n = `${base}_${k}`;
    this.used.add(n);
    return n;
  }
}
