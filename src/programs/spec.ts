/**
 * `tt.programSpec` and `tt.asyncFn`: a Harmonize-style program specification — async functions that
 * schedule each other, a device state, and optional initialize / finalize / makeWork — kept apart
 * from the program type (EventProgram, AsyncProgram) that runs it.
 */
import { ProgramDefinitionError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import type { KernelFunction } from '../frontend/lower-kernel.js';
import { type DType, isDType } from '../types/dtype.js';
import { isArrayParam, type KernelParams, type Schema } from '../types/schema.js';

/**
 * What a program function sees as its state: each name is an array or a scalar. The type is loose
 * (an array and a number at once) because asyncFn is written before the spec's state schema is
 * known; the compiler checks each use against the schema.
 */
export type ProgramState = {
  readonly [name: string]: Uint32Array & number;
};

/** The third parameter of an async function: schedule (`async`), run now (`sync`), stop early. */
export interface ProgramHandle {
  readonly async: Readonly<Record<string, (...args: number[]) => void>>;
  readonly sync: Readonly<Record<string, (...args: number[]) => void>>;
  haltEarly(): void;
}

/** Upper bounds, per callee, on the calls one invocation schedules (needed for calls inside loops). */
export type CallBounds = Readonly<Record<string, number>>;

export interface AsyncFnOptions {
  /** At most this many `prog.async.<name>` calls per invocation (including its sync calls). */
  readonly maxCalls?: CallBounds;
}

export interface AsyncFn<A extends Schema = Schema> {
  readonly kind: 'asyncFn';
  readonly args: A;
  readonly fn: KernelFunction;
  readonly maxCalls: CallBounds;
}

/** An async function: an argument schema (scalars only) and `(args, state, prog) => { … }`. */
export function asyncFn<A extends Schema>(
  args: A,
  fn: (args: KernelParams<A>, state: ProgramState, prog: ProgramHandle) => void,
  opts: AsyncFnOptions = {},
): AsyncFn<A> {
  checkOptionKeys(opts, {
    api: 'tt.asyncFn',
    known: ['maxCalls'],
    example: '{ maxCalls: { f: 4 } }',
    error: (m) => new ProgramDefinitionError('PROGRAM_BAD_SPEC', m),
  });
  return Object.freeze({
    kind: 'asyncFn',
    args,
    // Typed for the user; the frontend only reads its source text and checks its parameters itself.
    fn: fn as unknown as KernelFunction,
    maxCalls: opts.maxCalls ?? {},
  });
}

export interface ProgramSpecDefinition<S extends Schema> {
  /** The device state every function sees: arrays and scalars, like a kernel's schema. */
  readonly state: S;
  readonly functions: Readonly<Record<string, AsyncFn>>;
  /** Runs once before the first pass; may schedule calls. */
  readonly initialize?: (state: ProgramState, prog: ProgramHandle) => void;
  /** Runs once after the last pass; may not schedule calls. */
  readonly finalize?: (state: ProgramState, prog: ProgramHandle) => void;
  /**
   * Per-group arrays, `{ name: [dtype, length] }`: each group (an AsyncProgram worker for one
   * dispatch, an EventProgram item for one call) has its own, zeroed when the group starts.
   */
  readonly groupState?: Readonly<Record<string, LocalStateType>>;
  /** Per-thread arrays, as groupState (a group is one thread on the devices programs run on). */
  readonly threadState?: Readonly<Record<string, LocalStateType>>;
  /** Runs when a group starts, after its group/thread state is zeroed; may not schedule calls. */
  readonly groupInitialize?: (state: ProgramState, prog: ProgramHandle) => void;
  /** Runs when a group ends (e.g. to flush group tallies into the device state); may not schedule calls. */
  readonly groupFinalize?: (state: ProgramState, prog: ProgramHandle) => void;
  /** Called when the runtime runs low on work; returns false when no work is left. */
  readonly makeWork?: (state: ProgramState, prog: ProgramHandle) => boolean;
  /** Helper functions and constants the functions may use, as in tt.kernel's options. */
  readonly helpers?: Readonly<Record<string, (...args: never[]) => number | boolean>>;
  readonly constants?: Readonly<Record<string, number | boolean>>;
  /** Call bounds for initialize and makeWork (calls inside loops), as asyncFn's maxCalls. */
  readonly maxCalls?: { readonly initialize?: CallBounds; readonly makeWork?: CallBounds };
  /** Name used in messages and generated code (default 'program'). */
  readonly name?: string;
  /** Type of floats with nothing typed to adopt (default 'f32'). */
  readonly float?: 'f32' | 'f64';
}

/** Bytes of group state a group may hold (WebGPU's guaranteed workgroup storage, 16 KiB). */
export const GROUP_STATE_LIMIT = 16384;
/** Bytes of thread state a thread may hold (what a GPU keeps in registers / private memory). */
export const THREAD_STATE_LIMIT = 1024;

/** A group or thread state entry: an element dtype and a fixed length. */
export type LocalStateType = readonly [DType, number];

const IDENT = /^[A-Za-z_$][\w$]*$/;

const SPEC_SHAPE = {
  api: 'tt.programSpec',
  known: [
    'state',
    'functions',
    'initialize',
    'finalize',
    'makeWork',
    'helpers',
    'constants',
    'maxCalls',
    'name',
    'float',
    'groupState',
    'threadState',
    'groupInitialize',
    'groupFinalize',
  ],
  example: '{ state, functions }',
  error: (m: string) => new ProgramDefinitionError('PROGRAM_BAD_SPEC', m),
};

/** A checked program specification; the program types compile it. */
export class ProgramSpec<S extends Schema = Schema> {
  readonly name: string;
  readonly state: S;
  readonly functions: Readonly<Record<string, AsyncFn>>;
  readonly functionNames: readonly string[];
  constructor(readonly def: ProgramSpecDefinition<S>) {
    checkOptionKeys(def, SPEC_SHAPE);
    this.name = def.name ?? 'program';
    if (!IDENT.test(this.name)) {
      throw new ProgramDefinitionError(
        'PROGRAM_BAD_SPEC',
        `program name '${this.name}' must be an identifier`,
      );
    }
    this.state = def.state;
    this.functions = def.functions;
    for (const [k, t] of Object.entries(def.state ?? {})) {
      if (!IDENT.test(k) || k.startsWith('__')) {
        throw new ProgramDefinitionError(
          'PROGRAM_BAD_SPEC',
          `program '${this.name}': state name '${k}' must be an identifier not starting with '__'`,
        );
      }
      if (!isDType(t) && !isArrayParam(t)) {
        throw new ProgramDefinitionError(
          'PROGRAM_BAD_SPEC',
          `program '${this.name}': state '${k}' must be a dtype or tt.arrayOf(dtype)`,
        );
      }
    }
    const names = Object.keys(def.functions ?? {});
    if (names.length === 0) {
      throw new ProgramDefinitionError(
        'PROGRAM_BAD_SPEC',
        `program '${this.name}': it needs at least one async function in 'functions'`,
      );
    }
    for (const f of names) {
      const a = def.functions[f];
      if (!IDENT.test(f) || a?.kind !== 'asyncFn') {
        throw new ProgramDefinitionError(
          'PROGRAM_BAD_SPEC',
          `program '${this.name}': functions.${f} must be made with tt.asyncFn(argsSchema, fn)`,
        );
      }
      for (const [k, t] of Object.entries(a.args)) {
        if (!IDENT.test(k) || !isDType(t) || t.name === 'bool') {
          throw new ProgramDefinitionError(
            'PROGRAM_BAD_SPEC',
            `program '${this.name}': argument '${k}' of ${f} must be a numeric scalar dtype (tt.i32, tt.u32, tt.f32, tt.f64)`,
          );
        }
      }
      for (const [g, n] of Object.entries(a.maxCalls)) checkBound(this.name, f, g, n, names);
    }
    for (const [which, b] of Object.entries(def.maxCalls ?? {})) {
      for (const [g, n] of Object.entries(b ?? {})) checkBound(this.name, which, g, n, names);
    }
    checkLocalState(this.name, def);
    for (const k of ['initialize', 'finalize', 'makeWork', 'groupInitialize', 'groupFinalize'] as const) {
      const v = def[k];
      if (v !== undefined && typeof v !== 'function') {
        throw new ProgramDefinitionError(
          'PROGRAM_BAD_SPEC',
          `program '${this.name}': ${k} must be a function`,
        );
      }
    }
    this.functionNames = names;
  }
}

function checkBound(prog: string, owner: string, g: string, n: number, names: readonly string[]): void {
  if (!names.includes(g)) {
    throw new ProgramDefinitionError(
      'PROGRAM_UNKNOWN_FUNCTION',
      `program '${prog}': maxCalls of ${owner} names '${g}', which is not one of its functions (${names.join(', ')})`,
    );
  }
  if (!Number.isInteger(n) || n < 0 || n > 1 << 20) {
    throw new ProgramDefinitionError(
      'PROGRAM_BAD_SPEC',
      `program '${prog}': maxCalls of ${owner} for '${g}' must be an integer in 0..${1 << 20}`,
    );
  }
}

const LIMITS = { groupState: GROUP_STATE_LIMIT, threadState: THREAD_STATE_LIMIT } as const;

/** Group/thread state: `[dtype, length]` entries, names distinct from the state's, within the size limits. */
function checkLocalState(prog: string, def: ProgramSpecDefinition<Schema>): void {
  const seen = new Set(Object.keys(def.state ?? {}));
  for (const which of ['groupState', 'threadState'] as const) {
    let bytes = 0;
    for (const [k, t] of Object.entries(def[which] ?? {})) {
      const bad = (why: string) =>
        new ProgramDefinitionError('PROGRAM_BAD_SPEC', `program '${prog}': ${which}.${k} ${why}`);
      if (!IDENT.test(k) || k.startsWith('__'))
        throw bad('must be named by an identifier not starting with __');
      if (seen.has(k)) throw bad('has the name of another state entry; names must be distinct');
      seen.add(k);
      const [dt, n] = Array.isArray(t) ? t : [];
      if (
        !isDType(dt) ||
        !['i32', 'u32', 'f32', 'f64'].includes(dt.name) ||
        !Number.isInteger(n) ||
        (n ?? 0) < 1
      ) {
        throw bad(
          'must be [dtype, length]: a dtype of tt.i32, tt.u32, tt.f32, tt.f64 and a positive integer length',
        );
      }
      bytes += dt.bytes * (n ?? 0);
    }
    if (bytes > LIMITS[which]) {
      throw new ProgramDefinitionError(
        'PROGRAM_BAD_SPEC',
        `program '${prog}': ${which} takes ${bytes} bytes, over the limit of ${LIMITS[which]} bytes per ${which === 'groupState' ? 'group (workgroup shared memory)' : 'thread (registers / private memory)'}`,
      );
    }
  }
}
