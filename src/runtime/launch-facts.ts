/**
 * What a kernel's launches need that depends only on the kernel, or on the kernel and the device
 * (issue 31.1): worked out at the first launch (the first on each device) and kept on the kernel,
 * so a launch loop walks no IR, filters no parameter list and looks up no IR key. Nothing here
 * depends on a launch's arguments; what does (range checks, placement) stays in launch-args.ts.
 */
import type { Executable } from '../backends/backend.js';
import { hasLoops } from '../ir/analysis.js';
import type { IRParam, KernelIR } from '../ir/nodes.js';
import type { HoistedKernel } from '../passes/hoist-range-checks.js';
import { type CompileMemo, compileIn, compileMemo } from './compile-service.js';
import { usesFloatAtomics } from './deterministic.js';
import type { Device } from './device.js';
import { offsetVariant } from './offset.js';
import { printParams, visibleParams } from './print.js';
import { pollingVariant } from './timeout.js';

/** The facts of one kernel on one device. */
export interface DeviceFacts {
  /** The kernel's types passed the device (device-types.ts; a refusal is checked again each time). */
  typesAccepted: boolean;
  /** Its g.shared arrays and sub-group size passed the device (workgroup.ts). */
  groupsAccepted: boolean;
  /** Each compiled variant's IR and compile memo, at `fast | poll << 1 | offset << 2`. */
  readonly variants: ({ readonly ir: KernelIR; readonly memo: CompileMemo } | undefined)[];
  /** The `serial` of the device these facts are of (see LaunchFacts.last). */
  readonly serial: number;
}

/** The facts of one kernel: its own, made when first asked, and those of each device it ran on. */
export class LaunchFacts {
  /** The parameters launch() takes: all but the hidden print arrays. */
  readonly visible: readonly IRParam[];
  /** The hidden print-array parameters (none unless the kernel calls console.log). */
  readonly printParams: readonly IRParam[];
  private loopsFound: boolean | undefined;
  private floatAtomicsFound: boolean | undefined;
  private readonly byDevice = new WeakMap<Device, DeviceFacts>();
  /**
   * The facts of the last device asked for (a launch loop asks for the same one every time). They
   * name their device by its serial number, so a kernel never keeps a device alive (a dropped
   * sub-device is collected while the kernel lives; the WeakMap holds facts only while their device
   * lives), and a hit costs one comparison (a WeakRef's deref() cost ~20 ns).
   */
  private last: DeviceFacts | undefined;

  constructor(
    private readonly ir: KernelIR,
    private readonly hoisted: HoistedKernel | null,
  ) {
    this.visible = visibleParams(ir);
    this.printParams = printParams(ir);
  }

  /** Whether the kernel or a helper loops (a launch with a timeout then runs the polling variant). */
  get loops(): boolean {
    this.loopsFound ??= hasLoops(this.ir);
    return this.loopsFound;
  }

  /** Whether the kernel does float atomics (deterministic mode then runs it in order). */
  get floatAtomics(): boolean {
    this.floatAtomicsFound ??= usesFloatAtomics(this.ir);
    return this.floatAtomicsFound;
  }

  on(device: Device): DeviceFacts {
    const last = this.last;
    if (last !== undefined && last.serial === device.serial) return last;
    let facts = this.byDevice.get(device);
    if (!facts) {
      facts = { typesAccepted: false, groupsAccepted: false, variants: [], serial: device.serial };
      this.byDevice.set(device, facts);
    }
    this.last = facts;
    return facts;
  }

  /**
   * The executable of a variant on `device` (the kernel's types already accepted there): the
   * fully checked kernel or the fast one (hoisted checks), polling or not, offset or not.
   */
  compile(device: Device, fast: boolean, poll: boolean, offset: boolean): Promise<Executable> {
    const facts = this.on(device);
    const slot = (fast && this.hoisted ? 1 : 0) | (poll ? 2 : 0) | (offset ? 4 : 0);
    let variant = facts.variants[slot];
    if (!variant) {
      const base = fast && this.hoisted ? this.hoisted.fast : this.ir;
      const shifted = offset ? offsetVariant(base) : base;
      const ir = poll ? pollingVariant(shifted) : shifted;
      variant = { ir, memo: compileMemo(device.impl(), ir) };
      facts.variants[slot] = variant;
    }
    return compileIn(variant.memo, device.impl(), variant.ir, device.id);
  }
}
