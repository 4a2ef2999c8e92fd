/**
 * IR -> one WGSL module with a single @compute entry point. The launch range is flattened and
 * dispatched as (x, y) workgroups (x at most 65535) and unflattened in the shader, `j` fastest.
 * Alongside the code: the binding layout and, per WGSL line, the kernel source location it came
 * from (to point shader errors at the kernel's line).
 */
import type { SourceLocation } from '../../errors/errors.js';
import type { IRFunction, KernelIR } from '../../ir/nodes.js';
import { type BindingLayout, bindingLayout } from './bindings.js';
import { Emitter } from './emitter.js';
import { ERROR_WORDS, flushFn } from './error-words.js';
import { loopCapDecls } from './loop-cap.js';
import { preludeFor, SPECIAL_FLOATS } from './prelude.js';
import { OOB_FN, renderAccessHelpers } from './render-access.js';
import { A, ExprRenderer, F, V } from './render-expr.js';
import { fallsThrough, StmtRenderer } from './render-stmt.js';
import {
  type AdapterSubgroups,
  hardwareSubgroupSize,
  SUBGROUP_DECLS,
  SUBGROUP_ENABLE,
  SUBGROUP_PARAMS,
  subgroupCheck,
} from './subgroups.js';
import { WATCHDOG_DECLS } from './watchdog.js';
import { wgslType, zero } from './wgsl-types.js';

export interface RenderedShader {
  readonly code: string;
  readonly layout: BindingLayout;
  readonly workgroupSize: number;
  /** Kernel source location of each WGSL line (index = line - 1), where known. */
  readonly lineLocs: readonly (SourceLocation | undefined)[];
}

function declareLocals(vars: IRFunction['locals'], ind: string, out: Emitter): void {
  for (const v of vars) out.push(`${ind}var ${V(v.name)}: ${wgslType(v.type)} = ${zero(v.type)};`);
}

function helper(f: IRFunction, x: ExprRenderer, out: Emitter, poll: boolean): void {
  const params = f.params.map((p) => `pv_${p.name}: ${wgslType(p.type)}`).join(', ');
  out.push(`fn ${F(f.name)}(${params}) -> ${wgslType(f.returnType)} {`);
  for (const p of f.params) out.push(`  var ${V(p.name)}: ${wgslType(p.type)} = pv_${p.name};`);
  declareLocals(f.locals, '  ', out);
  new StmtRenderer(x, out, 'return;', poll).block(f.body, '  ');
  if (fallsThrough(f.body)) out.push(`  return ${zero(f.returnType)};`);
  out.push('}');
  out.push('');
}

function indices(rank: number, out: Emitter): void {
  if (rank === 1) {
    out.push('  let i0 = i32(lin);');
  } else if (rank === 2) {
    out.push('  let i0 = i32(lin / U.n1);');
    out.push('  let i1 = i32(lin % U.n1);');
  } else {
    out.push('  let plane = U.n1 * U.n2;');
    out.push('  let i0 = i32(lin / plane);');
    out.push('  let i1 = i32((lin % plane) / U.n2);');
    out.push('  let i2 = i32(lin % U.n2);');
  }
}

/** The linear index of item (i0, i1, i2) in launch order, the last dimension fastest. */
function linearItem(rank: number): string {
  if (rank === 1) return 'u32(i0)';
  if (rank === 2) return 'u32(i0) * U.n1 + u32(i1)';
  return '(u32(i0) * U.n1 + u32(i1)) * U.n2 + u32(i2)';
}

const AXES = ['x', 'y', 'z'] as const;

/**
 * The entry point of a work-group kernel: one WebGPU workgroup per group, dimension rank-1 on x
 * (the fastest); a 1-D grid may be folded into (x, y) like plain launches.
 */
function groupMain(
  k: KernelIR,
  sizes: readonly number[],
  main: Emitter,
  cap: boolean,
  subgroupSize: number | undefined,
): void {
  const r = k.rank;
  const axis = (d: number) => AXES[r - 1 - d] ?? 'x';
  main.push(`@compute @workgroup_size(${[...sizes].reverse().join(', ')})`);
  main.push(
    'fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>, ' +
      '@builtin(local_invocation_index) lidx: u32, @builtin(num_workgroups) groups: vec3<u32>' +
      `${subgroupSize !== undefined ? `, ${SUBGROUP_PARAMS}` : ''}) {`,
  );
  if (cap) main.push('  tt_lid = lidx;');
  for (let d = 0; d < r; d++) main.push(`  let wg_groups${d} = i32(U.n${d} / ${sizes[d] ?? 1}u);`);
  if (r === 1) {
    main.push('  let gl = wid.y * groups.x + wid.x;');
    // A whole group past the end of a folded grid leaves at once: uniform, before any barrier.
    main.push('  if (gl >= u32(wg_groups0)) { return; }');
    main.push('  let wg_group0 = i32(gl);');
  } else for (let d = 0; d < r; d++) main.push(`  let wg_group${d} = i32(wid.${axis(d)});`);
  for (let d = 0; d < r; d++) {
    main.push(`  let wg_local${d} = i32(lid.${axis(d)});`);
    main.push(`  let i${d} = wg_group${d} * ${sizes[d] ?? 1} + wg_local${d};`);
  }
  for (let d = 0; d < r; d++)
    main.push(`  _ = wg_groups${d}; _ = wg_group${d}; _ = wg_local${d}; _ = i${d};`);
  if (subgroupSize !== undefined) for (const l of subgroupCheck(subgroupSize)) main.push(l);
}

/**
 * `loopCap`: the adapter cuts loops after 65 535 iterations (llvmpipe); loops then record their
 * exits and a cut loop makes the launch fail (loop-cap.ts). `exactDivSqrt`: the adapter's f32 `/` and
 * `sqrt` are not correctly rounded (hardware GPUs): they compute in integers instead (math-exact.ts).
 */
export function renderWgsl(
  k: KernelIR,
  defaultWorkgroupSize = 64,
  loopCap = false,
  exactDivSqrt = false,
  /** The adapter's hardware sub-groups (the `subgroups` feature), if it has them (subgroups.ts). */
  subgroups?: AdapterSubgroups,
): RenderedShader {
  const workgroupSize = k.workgroup ? k.workgroup.reduce((p, q) => p * q, 1) : defaultWorkgroupSize;
  const layout = bindingLayout(k, loopCap);
  const cap = loopCap && layout.errorBinding >= 0;
  const x = new ExprRenderer(k, layout, cap, exactDivSqrt);
  // the polling variant of a launch with a timeout (watchdog.ts)
  const poll = layout.uniforms.some((u) => u.source.kind === 'budget');

  const fns = new Emitter();
  for (const f of k.functions) helper(f, x, fns, poll);

  const main = new Emitter();
  const sgSize = hardwareSubgroupSize(k, subgroups);
  if (k.workgroup) groupMain(k, k.workgroup, main, cap, sgSize);
  else {
    main.push(`@compute @workgroup_size(${workgroupSize})`);
    main.push(
      'fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32, ' +
        '@builtin(num_workgroups) groups: vec3<u32>) {',
    );
    main.push(`  let lin = (wid.y * groups.x + wid.x) * ${workgroupSize}u + lid;`);
    main.push('  if (lin >= U.total) { return; }');
    if (cap) main.push('  tt_lid = lid;');
    indices(k.rank, main);
  }
  const flush = layout.errorBinding >= 0;
  // the item's key: its linear index in launch order (error-words.ts)
  if (flush) main.push(k.workgroup ? `  tt_key = ${linearItem(k.rank)};` : '  tt_key = lin;');
  declareLocals(k.locals, '  ', main);
  const ret = flush ? 'tt_flush(); return;' : 'return;';
  new StmtRenderer(x, main, ret, poll, sgSize !== undefined ? k.locals : undefined).block(k.body, '  ');
  if (flush && fallsThrough(k.body)) main.push('  tt_flush();');
  main.push('}');

  const head = new Emitter();
  if (sgSize !== undefined) head.push(SUBGROUP_ENABLE);
  head.push(`// kernel '${k.name}', generated by tutti's webgpu backend`);
  head.push('struct Uniforms {');
  for (const u of layout.uniforms) head.push(`  ${u.field}: ${u.wgsl},`);
  head.push('}');
  head.push('@group(0) @binding(0) var<uniform> U: Uniforms;');
  for (const a of layout.arrays) {
    if (a.workgroup) {
      const word = a.atomic && a.type === 'f32' ? 'u32' : wgslType(a.type);
      head.push(
        `var<${a.private ? 'private' : 'workgroup'}> ${A(a.name)}: array<${a.atomic ? `atomic<${word}>` : word}, ${a.workgroup.length}>;`,
      );
      continue;
    }
    // 8/16-bit elements, and f32 used atomically, live in (atomic) u32 words
    const word = a.storage === undefined && !(a.atomic && a.type === 'f32') ? wgslType(a.type) : 'u32';
    const t = a.atomic || (a.storage !== undefined && a.writable) ? `atomic<${word}>` : word;
    const mode = a.writable || a.atomic ? 'read_write' : 'read';
    head.push(`@group(0) @binding(${a.binding}) var<storage, ${mode}> ${A(a.name)}: array<${t}>;`);
  }
  if (sgSize !== undefined) for (const d of SUBGROUP_DECLS) head.push(d);
  if (layout.errorBinding >= 0) {
    head.push(
      `@group(0) @binding(${layout.errorBinding}) var<storage, read_write> tt_err: array<atomic<u32>, ${ERROR_WORDS}>;`,
    );
  }
  head.push('');
  const support = [
    SPECIAL_FLOATS,
    preludeFor(x.prelude, cap, exactDivSqrt),
    ...(layout.errorBinding >= 0 ? [OOB_FN] : []),
    ...(cap ? [loopCapDecls(workgroupSize)] : []),
    ...(poll ? [WATCHDOG_DECLS] : []),
    ...(layout.errorBinding >= 0 ? [flushFn(cap, poll)] : []),
    ...renderAccessHelpers(x.access, layout),
  ]
    .filter((s) => s.length > 0)
    .join('\n\n');
  for (const l of support.split('\n')) head.push(l);
  head.push('');

  const lines = [...head.lines, ...fns.lines, ...main.lines];
  return {
    code: `${lines.map((l) => l.text).join('\n')}\n`,
    layout,
    workgroupSize,
    lineLocs: lines.map((l) => l.loc),
  };
}
