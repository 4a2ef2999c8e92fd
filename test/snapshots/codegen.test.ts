/**
 * File snapshots of the code every backend generates for every conformance kernel and demo
 * workload: JavaScript, C (native, OpenMP dialect), CUDA C, WGSL and wasm text. Rendering needs
 * no device, so these run everywhere; a renderer refactor must leave them byte-identical, and a
 * deliberate codegen change updates them (`npx vitest run test/snapshots -u`) in its own commit.
 * Each file holds the fully checked kernel and, where hoisting applies, the fast variant.
 */
import { describe, expect, it } from 'vitest';
import { WORKLOADS } from '../../demo/workloads.js';
import { renderC } from '../../src/backends/c/render-kernel.js';
import { cudaDialect } from '../../src/backends/cuda/dialect-cuda.js';
import { renderJs } from '../../src/backends/js/render.js';
import { openmpDialect } from '../../src/backends/native/dialect-openmp.js';
import { buildModule } from '../../src/backends/wasm/module.js';
import { loadBinaryen } from '../../src/backends/wasm/types.js';
import { renderWgsl } from '../../src/backends/webgpu/render.js';
import type * as tt from '../../src/index.js';
import { usesF64 } from '../../src/ir/analysis.js';
import type { KernelIR } from '../../src/ir/nodes.js';
import { hoistRangeChecks } from '../../src/passes/hoist-range-checks.js';
import { deviceFence } from '../../src/runtime/fences.js';
import { CASES } from '../conformance/cases.js';

const binaryen = await loadBinaryen();

/** One renderer per snapshot file kind; `null` where the backend refuses the kernel (no f64 on WebGPU). */
const RENDERERS: readonly { ext: string; comment: string; render: (ir: KernelIR) => string | null }[] = [
  { ext: 'js', comment: '//', render: (ir) => renderJs(ir) },
  { ext: 'c', comment: '//', render: (ir) => renderC(ir, openmpDialect) },
  { ext: 'cu', comment: '//', render: (ir) => renderC(ir, cudaDialect) },
  {
    ext: 'wgsl',
    comment: '//',
    render: (ir) =>
      usesF64(ir)
        ? null
        : deviceFence(ir)
          ? '// refused: the kernel uses tt.fence() (WGSL has no device-scope fence)\n'
          : renderWgsl(ir, 64).code,
  },
  {
    ext: 'wat',
    comment: ';;',
    render: (ir) => buildModule(binaryen, ir, { simd: true, shared: true }).text,
  },
];

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function snapshotText(k: tt.Kernel, r: (typeof RENDERERS)[number]): string {
  const hoisted = hoistRangeChecks(k.ir);
  const variants: [string, KernelIR][] = [['checked', k.ir]];
  if (hoisted) variants.push(['fast (hoisted range checks)', hoisted.fast]);
  const parts: string[] = [];
  for (const [label, ir] of variants) {
    const code = r.render(ir);
    parts.push(`${r.comment} ==== ${label} ====\n${code ?? `${r.comment} refused: the kernel uses f64\n`}`);
  }
  return parts.join('\n');
}

const KERNELS: { group: string; name: string; kernel: () => tt.Kernel }[] = [
  ...CASES.map((c) => ({ group: 'conformance', name: c.name, kernel: c.kernel })),
  ...WORKLOADS.map((w) => ({ group: 'workloads', name: w.name, kernel: () => w.kernel })),
];

describe.each(KERNELS)('generated code of $group/$name', ({ group, name, kernel }) => {
  const k = kernel();
  it.each(RENDERERS.map((r) => ({ ext: r.ext, r })))('$ext', async ({ r }) => {
    await expect(snapshotText(k, r)).toMatchFileSnapshot(`__snapshots__/${group}/${slug(name)}.${r.ext}`);
  });
});
