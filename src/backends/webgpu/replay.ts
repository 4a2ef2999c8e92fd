/// <reference types="@webgpu/types" />
/**
 * Graph replay on webgpu (BackendDevice.replay, for tt.capture): every captured launch is one
 * dispatch in one compute pass of one command buffer, submitted once, with the pipeline and bind
 * group set only where they change. Each launch gets a uniform block and bind group (shared by the
 * launches of identical arguments), made once per list (the runtime keeps the list while the arrays'
 * buffers and the scalars stay the same). A checked kernel's error words are read once after the
 * submission: an out-of-bounds access is reported for that kernel's first launch in the graph
 * (launches of one kernel share its error buffer). Launches with a timeout run one by one.
 */
import { KernelExecutionError } from '../../errors/errors.js';
import type { ReplayLaunch } from '../backend.js';
import { flushBatch } from './batch.js';
import { type GpuContext, throwIfUnusable } from './context.js';
import { type GpuDispatch, GpuExecutable } from './executable.js';

const prepared = new WeakMap<readonly ReplayLaunch[], readonly GpuDispatch[]>();

/** Records the dispatches, setting pipeline and bind group only where they change. */
function encode(pass: GPUComputePassEncoder, dispatches: readonly GpuDispatch[]): void {
  let pipeline: GPUComputePipeline | undefined;
  let group: GPUBindGroup | undefined;
  for (const d of dispatches) {
    if (d.pipeline !== pipeline) {
      pipeline = d.pipeline;
      pass.setPipeline(pipeline);
    }
    if (d.bindGroup !== group) {
      group = d.bindGroup;
      // each replayed dispatch's uniform block is a buffer of its own, at offset 0
      pass.setBindGroup(0, group, [0]);
    }
    pass.dispatchWorkgroups(d.x, d.y, d.z);
  }
}

export async function gpuReplay(ctx: GpuContext, launches: readonly ReplayLaunch[]): Promise<void> {
  const exes: GpuExecutable[] = [];
  for (const l of launches) {
    if (!(l.exe instanceof GpuExecutable) || l.req.timeoutMs) {
      for (const { exe, req } of launches) await exe.run(req);
      return;
    }
    exes.push(l.exe);
  }
  throwIfUnusable(ctx, 'a graph replay on webgpu');
  const device = ctx.device;
  flushBatch(device);
  device.pushErrorScope('validation');
  let failed: unknown;
  const checks: { exe: GpuExecutable; staging: GPUBuffer; launch: ReplayLaunch }[] = [];
  try {
    let dispatches = prepared.get(launches);
    if (!dispatches) {
      const shared = new Map<string, GPUBindGroup>();
      dispatches = launches.map((l, i) => (exes[i] as GpuExecutable).prepareDispatch(l.req, shared));
      prepared.set(launches, dispatches);
    }
    const enc = device.createCommandEncoder();
    const pass = enc.beginComputePass();
    encode(pass, dispatches);
    pass.end();
    const seen = new Set<GpuExecutable>();
    for (const [i, exe] of exes.entries()) {
      const launch = launches[i];
      if (seen.has(exe) || !launch) continue;
      seen.add(exe);
      const staging = exe.copyErrors(enc);
      if (staging) checks.push({ exe, staging, launch });
    }
    device.queue.submit([enc.finish()]);
  } catch (e) {
    failed = e;
  }
  const err = await device.popErrorScope();
  if (err || failed !== undefined) for (const c of checks) c.staging.destroy();
  if (err) {
    throw new KernelExecutionError(
      'WEBGPU_VALIDATION_ERROR',
      `a graph replay on webgpu: WebGPU rejected it: ${err.message}`,
    );
  }
  if (failed !== undefined) throw failed;
  const outcomes = await Promise.allSettled(checks.map((c) => c.exe.checkErrors(c.staging, c.launch.req)));
  for (const o of outcomes) if (o.status === 'rejected') throw o.reason;
}
