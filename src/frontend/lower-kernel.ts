/**
 * The frontend's entry: a kernel definition (schema + function + declared helpers/constants)
 * becomes raw IR. Everything outside the kernel language is refused here with line:col.
 */
import type * as A from 'acorn';
import { KernelDefinitionError } from '../errors/errors.js';
import type { AccessSite, IRFunction, IRParam, RawKernelIR, RawType } from '../ir/nodes.js';
import { isDType, isSmallDType } from '../types/dtype.js';
import { isArrayParam, type Schema } from '../types/schema.js';
import { LowerContext } from './context.js';
import { checkElementParam, elementTypes, shapedElementWords } from './element-params.js';
import { F16_IR_NAMES, lowerF16Access } from './f16-builtins.js';
import { addRngHelpers, checkNoRecursion, lowerBody, lowerHelperSource } from './lower-helper.js';
import { HelperInliner } from './lower-inline.js';
import { PRINT_WORDS } from './lower-print.js';
import { lowerStmt } from './lower-stmt.js';
import { parseFunction } from './parse.js';
import { RNG_IR_NAMES } from './rng-builtins.js';
import { type Binding, Scope, safeIdent } from './scope.js';
import { functionText, KernelSource, type KernelSources } from './source.js';
import type { ValueType } from './value-type.js';
import {
  checkBarriers,
  checkSubgroupSize,
  checkWorkgroup,
  subgroupSizeOf,
  usesSubgroups,
} from './workgroup.js';

/**
 * A kernel or helper: a JS function, or the same function's source text (`'(i, { x }) => { … }'`,
 * for generated code: GT4Py's point that several frontends feed one IR).
 */
export type KernelFunction = ((...args: never[]) => unknown) | string;

export interface KernelDefinition {
  readonly name: string;
  readonly schema: Schema;
  readonly fn: KernelFunction;
  readonly helpers: Readonly<Record<string, KernelFunction>>;
  readonly constants: Readonly<Record<string, number | boolean>>;
  readonly floatType: 'f32' | 'f64';
  readonly unsafe: boolean;
  /** Work-group size per dimension, for kernels taking the work-group parameter `g`. */
  readonly workgroup?: readonly number[];
  /** Items per sub-group (the `subgroupSize` option; docs/kernel-language.md#sub-groups). */
  readonly subgroupSize?: number;
}

/** Any JS identifier name, Unicode included (`π`, `données`). */
const IDENT = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;

/** Checks a definition's parts before anything reads them (also before the fingerprint). */
export function checkDefinition(def: KernelDefinition): void {
  if (typeof def.fn !== 'function' && typeof def.fn !== 'string') {
    throw new KernelDefinitionError(
      'KERNEL_BAD_DEFINITION',
      `kernel '${def.name}': the kernel must be a function, or its source text as a string`,
    );
  }
  for (const [k, t] of Object.entries(def.schema)) {
    checkElementParam(def.name, k, t);
    if (!IDENT.test(k)) {
      throw new KernelDefinitionError(
        'KERNEL_BAD_SCHEMA',
        `kernel '${def.name}': parameter name '${k}' is not a JS identifier`,
      );
    }
    if (!isDType(t) && !(isArrayParam(t) && isDType(t.dtype) && (t.dtype.name as string) !== 'bool')) {
      throw new KernelDefinitionError(
        'KERNEL_BAD_SCHEMA',
        `kernel '${def.name}': parameter '${k}' must be a dtype (tt.f32, tt.i32, tt.u32, tt.f64, tt.bool) or tt.arrayOf(dtype) of a numeric dtype`,
      );
    }
    if (isArrayParam(t) && t.rank !== undefined && t.rank !== 1 && t.rank !== 2 && t.rank !== 3) {
      throw new KernelDefinitionError(
        'KERNEL_BAD_SCHEMA',
        `kernel '${def.name}': parameter '${k}' has rank ${String(t.rank)}; tt.arrayOf(dtype, rank) takes a rank of 1, 2 or 3`,
      );
    }
    if (isDType(t) && isSmallDType(t.name)) {
      throw new KernelDefinitionError(
        'KERNEL_BAD_SCHEMA',
        `kernel '${def.name}': parameter '${k}' is a scalar of type ${t.name}, which exists only as an array element; declare it ${t.name === 'f16' ? 'tt.f32 (values of f16 elements are f32 in kernels; tt.f16(x) rounds one to f16)' : `tt.i32 (values of ${t.name} elements are i32 in kernels)`} or tt.arrayOf(tt.${t.name})`,
      );
    }
  }
  for (const [k, v] of Object.entries(def.constants)) {
    if (!IDENT.test(k) || (typeof v !== 'number' && typeof v !== 'boolean')) {
      const bigint =
        typeof v === 'bigint' ? ` (it is a BigInt: pass Number(${k}) if it fits in a double)` : '';
      throw new KernelDefinitionError(
        'KERNEL_BAD_CONSTANT',
        `kernel '${def.name}': constant '${k}' must be a number or boolean bound to an identifier${bigint}`,
      );
    }
  }
  for (const [k, v] of Object.entries(def.helpers)) {
    if (!IDENT.test(k) || (typeof v !== 'function' && typeof v !== 'string')) {
      throw new KernelDefinitionError(
        'KERNEL_BAD_HELPER',
        `kernel '${def.name}': helper '${k}' must be a function, or its source text as a string`,
      );
    }
  }
}

/** Bindings visible everywhere: declared constants and helpers. */
export function globalBindings(
  def: Pick<KernelDefinition, 'constants'> & Partial<Pick<KernelDefinition, 'helpers'>>,
  helperNames: ReadonlyMap<string, string>,
): Map<string, Binding> {
  const m = new Map<string, Binding>();
  for (const [k, v] of Object.entries(def.constants)) m.set(k, { kind: 'constant', value: v });
  for (const [k, irName] of helperNames) m.set(k, { kind: 'helper', name: irName });
  // a bundler that renames a function to avoid a clash (esbuild: `sq` → `sq2`) renames its calls in
  // the kernel's text but not the key of `{ helpers: { sq } }`: the function's own name finds it
  for (const [k, irName] of helperNames) {
    const fn = def.helpers?.[k];
    const own = typeof fn === 'function' ? fn.name : undefined;
    if (own && own !== k && !m.has(own)) m.set(own, { kind: 'helper', name: irName });
  }
  return m;
}

function indexRank(p: A.Pattern | undefined, src: KernelSource, outer: Map<string, Binding>): 1 | 2 | 3 {
  if (!p) return 1;
  if (p.type === 'Identifier') {
    outer.set(p.name, { kind: 'index', dim: 0 });
    return 1;
  }
  if (p.type === 'ArrayPattern' && p.elements.length >= 1 && p.elements.length <= 3) {
    p.elements.forEach((el, dim) => {
      if (el === null) return;
      if (el.type !== 'Identifier') {
        throw src.syntaxError(
          'KERNEL_BAD_INDEX_PARAM',
          el,
          'index names must be plain identifiers: ([i, j]) => …',
        );
      }
      outer.set(el.name, { kind: 'index', dim: dim as 0 | 1 | 2 });
    });
    return p.elements.length as 1 | 2 | 3;
  }
  throw src.syntaxError(
    'KERNEL_BAD_INDEX_PARAM',
    p,
    'the first kernel parameter must be the index: i, [i, j] or [i, j, k]',
  );
}

export function bindParams(
  p: A.Pattern | undefined,
  src: KernelSource,
  params: readonly IRParam<RawType>[],
  outer: Map<string, Binding>,
  elements: ReadonlyMap<string, ValueType> = new Map(),
): void {
  const byName = new Map(params.filter((x) => !x.shapeOf).map((x) => [x.sourceName, x]));
  const extents = (x: IRParam<RawType>) =>
    params.filter((h) => h.shapeOf?.array === x.name).map((h) => h.name);
  const bindingOf = (x: IRParam<RawType>): Binding =>
    x.isArray
      ? {
          kind: 'arrayParam',
          irName: x.name,
          type: x.type as IRParam['type'],
          ...(x.rank ? { shape: extents(x) } : {}),
          ...(elements.has(x.sourceName) ? { element: elements.get(x.sourceName) } : {}),
        }
      : { kind: 'scalarParam', irName: x.name, type: x.type as IRParam['type'] };
  for (const x of params) if (!x.shapeOf) outer.set(`\u0000param:${x.sourceName}`, bindingOf(x));
  if (!p) return;
  if (p.type === 'Identifier') {
    outer.set(p.name, { kind: 'paramsObject' });
    return;
  }
  if (p.type !== 'ObjectPattern') {
    throw src.syntaxError(
      'KERNEL_BAD_PARAMS_PARAM',
      p,
      'the second kernel parameter must destructure the params: { a, x, y }',
    );
  }
  for (const prop of p.properties) {
    if (prop.type === 'RestElement')
      throw src.syntaxError('KERNEL_BAD_PARAMS_PARAM', prop, 'rest parameters are not supported');
    const key =
      prop.key.type === 'Identifier' && !prop.computed
        ? prop.key.name
        : prop.key.type === 'Literal'
          ? String(prop.key.value)
          : undefined;
    const x = key === undefined ? undefined : byName.get(key);
    if (!x) {
      throw src.syntaxError(
        'KERNEL_UNKNOWN_PARAM',
        prop.key,
        `'${key ?? '?'}' is not a parameter in the schema`,
        `the schema declares: ${[...byName.keys()].join(', ') || '(nothing)'}`,
      );
    }
    if (prop.value.type !== 'Identifier') {
      throw src.syntaxError(
        'KERNEL_BAD_PARAMS_PARAM',
        prop.value,
        'parameters cannot have defaults or nested patterns',
      );
    }
    outer.set(prop.value.name, bindingOf(x));
  }
}

/**
 * Lowers every declared helper of `def` (named in IR by `helperNames`), with each one's source by
 * IR name; rejects recursion among them.
 */
export function lowerHelpers(
  def: Pick<KernelDefinition, 'name' | 'helpers'>,
  helperNames: ReadonlyMap<string, string>,
  globals: ReadonlyMap<string, Binding>,
  sites: AccessSite[],
  reserved: ReadonlySet<string>,
  inliner?: HelperInliner,
): { functions: IRFunction<RawType>[]; helperSources: Map<string, KernelSource> } {
  const lowerAll = () => {
    const helperSources = new Map<string, KernelSource>();
    const functions = [...helperNames].flatMap(([name, irName]) => {
      const src = new KernelSource(functionText(def.helpers[name] as KernelFunction), def.name, name);
      if (inliner?.failed.has(irName)) return [];
      try {
        const r = lowerHelperSource(src, name, irName, globals, sites, reserved, inliner);
        helperSources.set(irName, r.src);
        return [r.fn];
      } catch (err) {
        // A helper that is no scalar function (it takes or returns vectors) is expanded per call.
        if (!inliner || !(err instanceof Error) || !('kernelLine' in err)) throw err;
        inliner.failed.set(irName, err);
        return [];
      }
    });
    return { functions, helperSources };
  };
  let r = lowerAll();
  // Helpers lowered before one failed may call it as a function: lower them again, knowing.
  if (inliner && inliner.failed.size > 0 && r.functions.length > 0) r = lowerAll();
  checkNoRecursion(r.functions, r.helperSources);
  return r;
}

export function lowerKernel(def: KernelDefinition): { raw: RawKernelIR; sources: KernelSources } {
  checkDefinition(def);
  const src = new KernelSource(functionText(def.fn), def.name);
  const node = parseFunction(src);
  const groupParam = node.params[2];
  if (node.params.length > 3 || (groupParam && !def.workgroup)) {
    throw src.syntaxError(
      def.workgroup || node.params.length > 3 ? 'KERNEL_BAD_PARAMS_PARAM' : 'KERNEL_NO_WORKGROUP',
      (node.params[def.workgroup ? 3 : 2] ?? node) as A.Node,
      def.workgroup
        ? 'a work-group kernel takes (index, params, g) only'
        : 'a kernel takes (index, params) only; the work-group parameter g exists only in kernels defined with { workgroup: [x] | [x, y] | [x, y, z] }',
      def.workgroup ? undefined : 'tt.kernel(schema, (i, args, g) => { … }, { workgroup: [64] })',
    );
  }
  if (groupParam && groupParam.type !== 'Identifier') {
    throw src.syntaxError(
      'KERNEL_BAD_PARAMS_PARAM',
      groupParam,
      'the work-group parameter must be a plain name: g',
    );
  }
  // The built-in helpers' IR names are taken first: a parameter spelled like one is renamed.
  const taken = new Set<string>([...RNG_IR_NAMES, ...F16_IR_NAMES, PRINT_WORDS]);
  const unique = (base: string): string => {
    let n = safeIdent(base);
    for (let k = 1; taken.has(n); k++) n = `${safeIdent(base)}_${k}`;
    taken.add(n);
    return n;
  };
  const declared: IRParam<RawType>[] = Object.entries(def.schema).map(([k, t]) => {
    // a shaped array of vectors/structs: its NDArray has the element's words as one more dimension
    const words = shapedElementWords(t);
    const rank =
      isArrayParam(t) && t.rank !== undefined
        ? words === undefined
          ? { rank: t.rank }
          : { rank: (t.rank + 1) as 2 | 3 | 4, elementWords: words }
        : {};
    if (isArrayParam(t) && isSmallDType(t.dtype.name)) {
      return { name: unique(k), sourceName: k, type: 'i32', isArray: true, storage: t.dtype.name, ...rank };
    }
    const dtype = isArrayParam(t) ? t.dtype.name : isDType(t) ? t.name : 'unknown';
    return { name: unique(k), sourceName: k, type: dtype as RawType, isArray: isArrayParam(t), ...rank };
  });
  const params = [...declared, ...shapeParams(declared, unique)];
  const helperNames = new Map(Object.keys(def.helpers).map((h) => [h, unique(`fn_${h}`)]));
  const globals = globalBindings(def, helperNames);
  const sites: AccessSite[] = [];
  const inliner = new HelperInliner(
    def.name,
    new Map([...helperNames].map(([h, irName]) => [h, { irName, fn: def.helpers[h] as KernelFunction }])),
    lowerStmt,
  );
  const { functions, helperSources } = lowerHelpers(def, helperNames, globals, sites, taken, inliner);

  const outer = new Map(globals);
  const rank = indexRank(node.params[0], src, outer);
  bindParams(node.params[1], src, params, outer, elementTypes(def.schema));
  if (def.workgroup) checkWorkgroup(def.name, def.workgroup, rank);
  checkSubgroupSize(def.name, def.workgroup, def.subgroupSize);
  if (groupParam?.type === 'Identifier') outer.set(groupParam.name, { kind: 'group' });
  const scope = new Scope(outer, taken);
  const cx = new LowerContext(src, scope, sites, null);
  Object.assign(cx, { globals, inline: inliner });
  cx.workgroup = def.workgroup;
  cx.subgroupSize = def.subgroupSize;
  cx.rank = rank;
  const body = lowerBody(node, cx);
  inliner.checkUnused();
  if (cx.printSeq !== undefined) {
    body.unshift({ kind: 'assign', name: cx.printSeq, value: { kind: 'const', type: 'int', value: 0 } });
    params.push({ name: PRINT_WORDS, sourceName: '\u0000print', type: 'u32', isArray: true });
  }
  // f16 arrays hold their bits: loads and stores go through the f16 built-ins (f16-builtins.ts)
  const f16 = new Set(params.filter((p) => p.storage === 'f16').map((p) => p.name));
  const f16Body = lowerF16Access(body, f16);
  for (const [k, f] of functions.entries()) functions[k] = { ...f, body: lowerF16Access(f.body, f16) };
  addRngHelpers(def.name, f16Body, functions, helperSources, globals, sites, taken);
  const raw: RawKernelIR = {
    name: safeIdent(def.name),
    rank,
    params,
    locals: scope.locals,
    body: f16Body,
    functions,
    sites,
    options: { floatType: def.floatType, unsafe: def.unsafe },
    ...(def.workgroup ? { workgroup: [...def.workgroup], shared: cx.shared } : {}),
    ...(usesSubgroups(cx.subgroupUses) ? { subgroupSize: subgroupSizeOf(def) } : {}),
    ...(cx.prints.length > 0 ? { prints: cx.prints } : {}),
    ...(cx.privateArrays.length ? { private: cx.privateArrays } : {}),
  };
  if (def.workgroup) checkBarriers(raw, src, cx.subgroupUses);
  return { raw, sources: { kernel: src, helpers: helperSources } };
}

/**
 * The hidden i32 parameters of shaped arrays (`tt.arrayOf(dtype, rank)`), after every declared
 * parameter: one per dimension, filled in by the launch from the array's shape.
 */
function shapeParams(
  declared: readonly IRParam<RawType>[],
  unique: (base: string) => string,
): IRParam<RawType>[] {
  return declared.flatMap((p) =>
    Array.from({ length: (p.rank ?? 0) - (p.elementWords === undefined ? 0 : 1) }, (_, dim) => ({
      name: unique(`${p.name}_shape${dim}`),
      sourceName: `${p.sourceName}.shape[${dim}]`,
      type: 'i32' as const,
      isArray: false,
      shapeOf: { array: p.name, dim },
    })),
  );
}
