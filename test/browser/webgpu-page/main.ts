/**
 * The page of webgpu-conformance.test.ts, bundled by esbuild from the sources: runs conformance
 * cases on the browser's WebGPU device and publishes every output's bytes (compared in Node with
 * the js backend's) as `globalThis.tuttiConformance`.
 */
import * as tt from '../../../src/index.js';
import { CASES } from '../../conformance/cases.js';

interface CaseResult {
  readonly name: string;
  readonly outputs?: Record<string, { readonly type: string; readonly bytes: number[] }>;
  readonly error?: string;
  /** Milliseconds the case took in the page (compile included). */
  ms?: number;
}

interface PageResult {
  adapter?: string;
  details?: Readonly<Record<string, string | number | boolean>>;
  reason?: string;
  results: CaseResult[];
  error?: string;
}

const out: PageResult = { results: [] };
const wanted = new URLSearchParams(location.search).get('cases')?.split(',');

async function runCase(device: tt.Device, c: (typeof CASES)[number]): Promise<CaseResult> {
  const inputs = c.inputs();
  const args: Record<string, unknown> = {};
  const arrays: Record<string, tt.NDArray> = {};
  for (const [name, v] of Object.entries(inputs)) {
    if (typeof v === 'number' || typeof v === 'boolean') args[name] = v;
    else {
      // HostArray is a union of TypedArrays; tt.array's overloads take one at a time.
      arrays[name] = tt.array(v as Float32Array, { device });
      args[name] = arrays[name];
    }
  }
  try {
    await c.kernel().launch(c.range as number, args as never);
  } catch (e) {
    return { name: c.name, error: (e as { code?: string }).code ?? String(e) };
  }
  const outputs: Record<string, { type: string; bytes: number[] }> = {};
  for (const name of c.outputs) {
    const a = arrays[name];
    if (!a) continue;
    const host = await a.read();
    outputs[name] = {
      type: host.constructor.name,
      bytes: Array.from(new Uint8Array(host.buffer, host.byteOffset, host.byteLength)),
    };
  }
  for (const a of Object.values(arrays)) a.dispose();
  return { name: c.name, outputs };
}

try {
  await tt.init(['webgpu']);
  const gpu = tt.devices().find((d) => d.backend === 'webgpu');
  if (!gpu?.available) out.reason = gpu?.reason ?? 'no webgpu device';
  else {
    out.adapter = gpu.name;
    out.details = gpu.details;
    for (const c of CASES) {
      if (wanted && !wanted.includes(c.name)) continue;
      const t0 = performance.now();
      const r = await runCase(gpu, c);
      r.ms = Math.round(performance.now() - t0);
      out.results.push(r);
    }
  }
} catch (e) {
  out.error = e instanceof Error ? `${e.message}\n${e.stack}` : String(e);
}
(globalThis as { tuttiConformance?: PageResult }).tuttiConformance = out;
