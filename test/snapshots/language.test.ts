/**
 * File snapshots of the code every backend generates for the kernel-language features of issue 28
 * (shaped arrays, private arrays, launch offsets, vectors, matrices, structs, 64-bit integers): JavaScript,
 * C (OpenMP), CUDA C, WGSL and wasm text, the checked kernel, its fast variant where hoisting applies, and the
 * offset variant. WebGPU refuses 64-bit integers, so the i64 kernels have no WGSL snapshot.
 */
import { describe, expect, it } from 'vitest';
import { renderC } from '../../src/backends/c/render-kernel.js';
import { cudaDialect } from '../../src/backends/cuda/dialect-cuda.js';
import { renderJs } from '../../src/backends/js/render.js';
import { openmpDialect } from '../../src/backends/native/dialect-openmp.js';
import { buildModule } from '../../src/backends/wasm/module.js';
import { loadBinaryen } from '../../src/backends/wasm/types.js';
import { renderWgsl } from '../../src/backends/webgpu/render.js';
import type * as tt from '../../src/index.js';
import type { KernelIR } from '../../src/ir/nodes.js';
import { hoistRangeChecks } from '../../src/passes/hoist-range-checks.js';
import { offsetVariant } from '../../src/runtime/offset.js';
import { affine, collatz, mix } from '../language/int64-kernels.js';
import { LANGUAGE_KERNELS } from '../language/kernels.js';
import { VECTOR_KERNELS } from '../language/vector-kernels.js';

const binaryen = await loadBinaryen();

const RENDERERS: readonly { ext: string; comment: string; render: (ir: KernelIR) => string }[] = [
  { ext: 'js', comment: '//', render: (ir) => renderJs(ir) },
  { ext: 'c', comment: '//', render: (ir) => renderC(ir, openmpDialect) },
  { ext: 'cu', comment: '//', render: (ir) => renderC(ir, cudaDialect) },
  { ext: 'wgsl', comment: '//', render: (ir) => renderWgsl(ir, 64).code },
  { ext: 'wat', comment: ';;', render: (ir) => buildModule(binaryen, ir, { simd: true, shared: true }).text },
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const INT64_KERNELS: { name: string; kernel: () => tt.Kernel; noWgsl?: true }[] = [
  { name: 'i64 collatz', kernel: () => collatz, noWgsl: true },
  { name: 'i64 wrapping mix', kernel: () => mix, noWgsl: true },
  { name: 'u64 affine with a bigint helper', kernel: () => affine, noWgsl: true },
];

const KERNELS: { name: string; kernel: () => tt.Kernel; noWgsl?: true }[] = [
  ...LANGUAGE_KERNELS,
  ...VECTOR_KERNELS,
  ...INT64_KERNELS,
];

describe.each(KERNELS)('generated code of language/$name', ({ name, kernel, noWgsl }) => {
  const k = kernel();
  const hoisted = hoistRangeChecks(k.ir);
  const variants: [string, KernelIR][] = [['checked', k.ir]];
  if (hoisted) variants.push(['fast (hoisted range checks)', hoisted.fast]);
  variants.push(['offset', offsetVariant(k.ir)]);
  const renderers = RENDERERS.filter((r) => !(noWgsl && r.ext === 'wgsl'));
  it.each(renderers.map((r) => ({ ext: r.ext, r })))('$ext', async ({ r }) => {
    const text = variants.map(([label, ir]) => `${r.comment} ==== ${label} ====\n${r.render(ir)}`).join('\n');
    await expect(text).toMatchFileSnapshot(`__snapshots__/language/${slug(name)}.${r.ext}`);
  });
});
