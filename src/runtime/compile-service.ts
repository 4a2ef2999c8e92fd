/**
 * The compile service: the one place that turns IR into an executable on a device, for every
 * backend. Backends provide steps (render -> build -> load, `CompileSteps` in backends/backend.ts);
 * this module owns what is common to all of them:
 *
 * - **the memo**: one map per device, keyed by the IR's exact key (its text, source locations
 *   included, as they feed error messages: ir/key.ts irExactKey) and the steps' codegen options;
 *   concurrent requests share one compile. The disk keys use the IR's content key (contentKey)
 *   from the same walk of the IR, hashed once per IR object however many step sets ask.
 * - **the disk cache** (Node): a build step's artifact is stored under a key made of the generated
 *   source's hash, the target, the codegen options, the toolchain identity and tutti's version
 *   (src/cache adds the latter) — never of hand-bumped codegen versions — and, for steps that can
 *   load an artifact without its source (native, cuda), found on warm starts through an alias keyed by
 *   the IR's content key and tutti's code identity (no rendering). A build step keyed by 'ir' (wasm,
 *   whose renderer needs binaryen) uses that IR key for the entry itself.
 * - **the stats**: `compiles` counts renders that had to build or load anew, `compileCacheHits`
 *   memo answers to a new kernel and disk-cache answers (a kernel launched again counts nothing).
 */

import type { BackendDevice, BuildStep, CompileSteps, Executable, KeyParts } from '../backends/backend.js';
import { ownModule } from '../config/own-module.js';
import { InternalError } from '../errors/errors.js';
import { contentKey, irContentText, irExactKey, stableStringify } from '../ir/key.js';
import type { KernelIR } from '../ir/nodes.js';
import { count } from '../memory/stats.js';
import { traceCompile, traceMemoHit, tracing } from './trace.js';

/** One compile in the memo: its executable and the IR objects that asked for it. */
export interface MemoEntry {
  readonly exe: Promise<Executable>;
  /** IR objects that already asked (a repeated launch is not a cache hit). */
  readonly askedBy: WeakSet<KernelIR>;
}

const memos = new WeakMap<BackendDevice, DeviceMemo>();

const isNode = typeof process === 'object' && typeof process.versions?.node === 'string';

function stepList(device: BackendDevice): readonly CompileSteps[] {
  const s = device.steps;
  return Array.isArray(s) ? s : [s as CompileSteps];
}

/** What is known of an artifact before rendering: the IR's content key and tutti's code identity. */
async function irKeyParts<R>(steps: CompileSteps<R>, ir: KernelIR, toolchain: KeyParts): Promise<KeyParts> {
  const { codeIdentity } = await ownModule(() => import('../cache/key.js'));
  return {
    ir: contentKey(ir),
    code: codeIdentity(),
    target: steps.target,
    options: stableStringify(steps.options()),
    ...toolchain,
  };
}

/**
 * The same, unhashed, for an alias (which holds its parts whole: cache/alias.ts): the IR's content
 * text and the code identity's text, so a warm start that finds its entry through the alias hashes
 * nothing and never loads node:crypto.
 */
async function aliasKeyParts<R>(
  steps: CompileSteps<R>,
  ir: KernelIR,
  toolchain: KeyParts,
): Promise<KeyParts> {
  const { codeIdentityText } = await ownModule(() => import('../cache/key.js'));
  return {
    ir: irContentText(ir),
    code: codeIdentityText(),
    target: steps.target,
    options: stableStringify(steps.options()),
    ...toolchain,
  };
}

/**
 * Runs a build step through the disk cache (key from the generated source) and loads the artifact;
 * an entry evicted by another process before it loads is rebuilt transparently (withArtifact).
 * Steps that can load an artifact without its source (`loadArtifact`) also get an alias keyed by
 * the IR (cache/alias.ts): a warm start finds the entry through it and skips the renderer.
 */
async function cachedBuild<R>(
  steps: CompileSteps<R>,
  build: BuildStep<R>,
  ir: KernelIR,
  outcome: CompileOutcome,
): Promise<Executable> {
  const [{ withArtifact }, { sourceKeyParts }, alias] = await Promise.all([
    ownModule(() => import('../cache/artifact-cache.js')),
    ownModule(() => import('../cache/key.js')),
    ownModule(() => import('../cache/alias.js')),
  ]);
  const toolchain = await build.toolchain();
  const loadArtifact = steps.loadArtifact?.bind(steps);
  const aliasParts = loadArtifact ? await aliasKeyParts(steps, ir, toolchain) : undefined;
  if (loadArtifact && aliasParts) {
    const known = alias.resolveAlias(build.kind, build.ext, aliasParts);
    if (known !== undefined) {
      try {
        return await loadArtifact(ir, known);
      } catch {
        // evicted or replaced meanwhile, or unloadable: the source-keyed path below decides
      }
    }
  }
  const rendered = await steps.render(ir);
  const parts = sourceKeyParts(steps.text(rendered), steps.target, steps.options(), toolchain);
  return withArtifact(
    build.kind,
    parts,
    build.ext,
    (work) => {
      outcome.built = true;
      return build.run(rendered, work, `kernel '${ir.name}'`);
    },
    async (path) => {
      const exe = await steps.load(ir, rendered, path);
      if (aliasParts) alias.recordAlias(build.kind, build.ext, aliasParts, path);
      return exe;
    },
    { name: ir.name },
  );
}

/** A build keyed by the IR and tutti's code: a disk hit loads without rendering. */
async function irKeyedBuild<R>(
  steps: CompileSteps<R>,
  build: BuildStep<R>,
  ir: KernelIR,
  outcome: CompileOutcome,
): Promise<Executable> {
  const { withArtifact } = await ownModule(() => import('../cache/artifact-cache.js'));
  const parts = await irKeyParts(steps, ir, await build.toolchain());
  const loadArtifact = steps.loadArtifact?.bind(steps);
  if (!loadArtifact) throw new InternalError(`${steps.target} has an IR-keyed build without loadArtifact`);
  return withArtifact(
    build.kind,
    parts,
    build.ext,
    async (work) => {
      outcome.built = true;
      return build.run(await steps.render(ir), work, `kernel '${ir.name}'`);
    },
    (path) => loadArtifact(ir, path),
    { name: ir.name },
  );
}

/** What a compile did, for its trace: built an artifact, or found it in the disk cache. */
interface CompileOutcome {
  built: boolean;
  cached: boolean;
}

async function runSteps(steps: CompileSteps, ir: KernelIR, outcome: CompileOutcome): Promise<Executable> {
  const build = steps.build;
  if (build && isNode) {
    outcome.cached = true;
    if (build.keyBy === 'ir') return irKeyedBuild(steps, build, ir, outcome);
    return cachedBuild(steps, build, ir, outcome);
  }
  const rendered = await steps.render(ir);
  count('compiles');
  return steps.load(ir, rendered, undefined);
}

async function compileWith(
  list: readonly CompileSteps[],
  ir: KernelIR,
  outcome: CompileOutcome,
): Promise<Executable> {
  let first: unknown;
  for (const steps of list) {
    try {
      return await runSteps(steps, ir, outcome);
    } catch (e) {
      first ??= e;
    }
  }
  throw first ?? new InternalError(`no compile steps for kernel '${ir.name}'`);
}

/**
 * The memo of one device: IR exact key -> steps' options -> entry. Two levels, not one joined key:
 * the IR key is the same string object at every launch (V8 keeps its hash), while a joined key
 * was a new string of the whole IR text, hashed again at every launch.
 */
type DeviceMemo = Map<string, Map<string, MemoEntry>>;

function memoOf(device: BackendDevice, exact: string): Map<string, MemoEntry> {
  let memo = memos.get(device);
  if (!memo) {
    memo = new Map();
    memos.set(device, memo);
  }
  let byOptions = memo.get(exact);
  if (!byOptions) {
    byOptions = new Map();
    memo.set(exact, byOptions);
  }
  return byOptions;
}

/** Each step set's last codegen options and their text (options() is a fresh object per call). */
const lastOptions = new WeakMap<CompileSteps, { readonly values: KeyParts; readonly text: string }>();

function sameParts(a: KeyParts, b: KeyParts): boolean {
  let n = 0;
  for (const k in a) {
    if (!Object.hasOwn(a, k)) continue;
    if (!Object.hasOwn(b, k) || a[k] !== b[k]) return false;
    n++;
  }
  for (const k in b) if (Object.hasOwn(b, k)) n--;
  return n === 0;
}

/** `target:options` of a step set, stringified again only when its options changed. */
function optionsText(steps: CompileSteps): string {
  const values = steps.options();
  const last = lastOptions.get(steps);
  if (last && sameParts(last.values, values)) return last.text;
  const text = `${steps.target}:${stableStringify(values)}`;
  lastOptions.set(steps, { values, text });
  return text;
}

/**
 * The executable of `ir` on `device`: compiled once per device, IR and codegen options. `where`
 * (the device's id) names the device in a trace.
 */
export function compile(device: BackendDevice, ir: KernelIR, where = 'device'): Promise<Executable> {
  return compileIn(compileMemo(device, ir), device, ir, where);
}

/**
 * The memo of `ir`'s executables on `device`, by codegen options: the same map for the life of the
 * device, so a kernel keeps it per device and variant (runtime/launch-facts.ts) and a launch
 * neither looks up the IR's key nor the device's memo again.
 */
export function compileMemo(device: BackendDevice, ir: KernelIR): CompileMemo {
  // a sub-device runs its parent's executables (BackendDevice.executablesOf)
  return memoOf(device.executablesOf ?? device, irExactKey(ir));
}

/** The memo of one IR on one device (compileMemo), opaque outside this module. */
export type CompileMemo = Map<string, MemoEntry>;

/** `compile` with the memo of `ir` on `device` already found (compileMemo). */
export function compileIn(
  memo: CompileMemo,
  device: BackendDevice,
  ir: KernelIR,
  where = 'device',
): Promise<Executable> {
  const list = stepList(device);
  const options = list.length === 1 && list[0] ? optionsText(list[0]) : list.map(optionsText).join('|');
  const hit = memo.get(options);
  if (hit) {
    if (!hit.askedBy.has(ir)) {
      hit.askedBy.add(ir);
      count('compileCacheHits');
      if (tracing.on) traceMemoHit(where, ir.name);
    }
    return hit.exe;
  }
  const outcome: CompileOutcome = { built: false, cached: false };
  const startedMs = tracing.on ? performance.now() : 0;
  const exe = compileWith(list, ir, outcome);
  if (tracing.on) {
    const end = traceCompile(where, ir.name, startedMs);
    const outcomeName = () => (outcome.built ? 'built' : outcome.cached ? 'cache hit' : 'generated');
    exe.then(
      () => end(outcomeName()),
      () => end('failed'),
    );
  }
  const entry: MemoEntry = { exe, askedBy: new WeakSet([ir]) };
  memo.set(options, entry);
  exe.catch(() => {
    if (memo.get(options) === entry) memo.delete(options);
  });
  return exe;
}

/** The generated source of `ir` for `device` (its first step set), e.g. for `tutti compile --emit`. */
export async function generatedSource(device: BackendDevice, ir: KernelIR): Promise<string> {
  const steps = stepList(device)[0];
  if (!steps) throw new InternalError(`no compile steps for kernel '${ir.name}'`);
  return steps.text(await steps.render(ir));
}
