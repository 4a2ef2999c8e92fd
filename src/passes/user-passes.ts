/**
 * `tt.pipeline`: the compile pipeline made extensible, as GT4Py's is — user passes inserted
 * before or after a named pass, analysis passes that only read the IR, and log points that see
 * the IR after any pass (TUTTI_DUMP_IR is one). A transform pass is part of every kernel's
 * identity: the source fingerprint includes the registered transforms (userPipelineKey), so a
 * kernel compiled before a pass was added is compiled again after. The verifier runs after each
 * user transform; IR it refuses is a PipelineError naming the pass.
 */
import { checkOptionKeys, closestName } from '../errors/options.js';
import { PipelineError } from '../errors/pipeline.js';
import type { KernelIR, RawKernelIR } from '../ir/nodes.js';
import { IRVerifyError, verifyKernel } from '../ir/verify.js';

/** What a user pass and a log point are told besides the IR. */
export interface PassInfo {
  /** The kernel's name. */
  readonly kernel: string;
  /** The pass that just ran ('frontend' for the raw IR). */
  readonly pass: string;
  /** Its time in ms. */
  readonly ms: number;
}

export interface UserPass {
  readonly name: string;
  /** 'transform' (default) returns new IR (or undefined: unchanged); 'analysis' only reads it. */
  readonly kind?: 'transform' | 'analysis';
  /** Run after this pass (a built-in or user pass name) … */
  readonly after?: string;
  /** … or before it. Neither: at the end of the typed passes, before the final verifier. */
  readonly before?: string;
  /** Bump it when the pass's behaviour changes without its source text changing. */
  readonly version?: string | number;
  readonly run: (ir: KernelIR, info: { readonly kernel: string }) => KernelIR | undefined;
}

export type LogPoint = (ir: KernelIR | RawKernelIR, info: PassInfo) => void;

const passes: UserPass[] = [];
const logPoints: { readonly at: string; readonly fn: LogPoint }[] = [];
const badPass = (m: string, name = '?') => new PipelineError('PIPELINE_BAD_PASS', name, m);

/** The typed-IR pass names, in order, with the user passes placed among the built-in ones. */
export function planPasses(builtin: readonly string[]): string[] {
  const order = [...builtin];
  const pending = [...passes];
  // Passes may be placed relative to user passes added later: place until nothing moves.
  for (let moved = true; moved && pending.length; ) {
    moved = false;
    for (const p of [...pending]) {
      const anchor = p.after ?? p.before;
      const at =
        anchor === undefined
          ? order.indexOf('verify')
          : anchor === 'infer-types'
            ? -1
            : order.indexOf(anchor);
      if (at < 0 && anchor !== 'infer-types' && anchor !== undefined) continue;
      order.splice(p.after !== undefined ? at + 1 : Math.max(at, 0), 0, p.name);
      pending.splice(pending.indexOf(p), 1);
      moved = true;
    }
  }
  return order;
}

export function userPass(name: string): UserPass | undefined {
  return passes.find((p) => p.name === name);
}

/** Runs one user pass over `ir`: its errors and broken IR become PipelineError naming it. */
export function runUserPass(p: UserPass, ir: KernelIR): KernelIR {
  let out: KernelIR | undefined;
  try {
    out = p.run(ir, { kernel: ir.name });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new PipelineError(
      'PIPELINE_PASS_FAILED',
      p.name,
      `pass '${p.name}' failed on kernel '${ir.name}': ${why}`,
      {
        cause: e,
      },
    );
  }
  if (p.kind === 'analysis' || out === undefined) return ir;
  try {
    verifyKernel(out, p.name);
  } catch (e) {
    if (!(e instanceof IRVerifyError)) throw e;
    throw new PipelineError(
      'PIPELINE_PASS_BROKE_IR',
      p.name,
      `pass '${p.name}' returned IR the verifier refuses (kernel '${ir.name}'); fix the pass, or remove it with tt.pipeline.remove('${p.name}'):\n${e.message}`,
      { cause: e },
    );
  }
  return out;
}

/** Calls the log points registered for `pass` (or '*'). */
export function logPass(ir: KernelIR | RawKernelIR, info: PassInfo): void {
  for (const lp of logPoints) if (lp.at === '*' || lp.at === info.pass) lp.fn(ir, info);
}

/** Part of the source fingerprint: the registered transforms (analyses do not change the IR). */
export function userPipelineKey(): string {
  const t = passes.filter((p) => p.kind !== 'analysis');
  if (!t.length) return '';
  return `|passes:${JSON.stringify(t.map((p) => [p.name, p.after, p.before, p.version, String(p.run)]))}`;
}

function checkPass(p: UserPass, builtin: readonly string[]): void {
  checkOptionKeys(p, {
    api: 'tt.pipeline.add(pass)',
    known: ['name', 'kind', 'after', 'before', 'version', 'run'],
    example: "{ name: 'my-pass', after: 'fold-constants', run: (ir) => ir }",
    error: (m) => badPass(m, typeof p.name === 'string' ? p.name : '?'),
  });
  if (typeof p.name !== 'string' || !/^[A-Za-z][\w-]*$/.test(p.name))
    throw badPass('tt.pipeline.add: a pass needs a name of letters, digits, - and _');
  const all = [...builtin, 'infer-types', ...passes.map((q) => q.name)];
  if (all.includes(p.name)) throw badPass(`tt.pipeline.add: a pass named '${p.name}' exists already`, p.name);
  if (typeof p.run !== 'function')
    throw badPass(`pass '${p.name}': run must be a function (ir, info) => ir`, p.name);
  if (p.kind !== undefined && p.kind !== 'transform' && p.kind !== 'analysis')
    throw badPass(`pass '${p.name}': kind must be 'transform' or 'analysis'`, p.name);
  if (p.after !== undefined && p.before !== undefined)
    throw badPass(`pass '${p.name}': give after or before, not both`, p.name);
  const anchor = p.after ?? p.before;
  if (anchor !== undefined && !all.includes(anchor)) {
    const near = closestName(anchor, all);
    throw badPass(
      `pass '${p.name}': there is no pass '${anchor}'${near ? ` (did you mean '${near}'?)` : ''}; the passes are ${all.join(', ')}`,
      p.name,
    );
  }
  if (p.before === 'infer-types')
    throw badPass(`pass '${p.name}': user passes see typed IR, so they run after infer-types`, p.name);
}

/** Adds a pass; returns a function that removes it. */
export function addUserPass(p: UserPass, builtin: readonly string[]): () => void {
  checkPass(p, builtin);
  passes.push(Object.freeze({ ...p }));
  return () => removeUserPass(p.name);
}

export function removeUserPass(name: string): void {
  const k = passes.findIndex((p) => p.name === name);
  if (k < 0)
    throw badPass(
      `tt.pipeline.remove: no user pass named '${name}' (built-in passes cannot be removed)`,
      name,
    );
  passes.splice(k, 1);
}

/** How many log points are registered (a compile read back from disk would skip them). */
export function logPointCount(): number {
  return logPoints.length;
}

/** Adds a log point after `pass` ('frontend', a pass name, or '*' for every one); returns its remover. */
export function addLogPoint(at: string, fn: LogPoint): () => void {
  if (typeof fn !== 'function') throw badPass('tt.pipeline.logPoint(at, fn): fn must be a function', at);
  const entry = { at, fn };
  logPoints.push(entry);
  return () => {
    const k = logPoints.indexOf(entry);
    if (k >= 0) logPoints.splice(k, 1);
  };
}
