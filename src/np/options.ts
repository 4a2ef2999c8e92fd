/** Options objects of tt.np: checked by the one checker (unknown keys refused with did-you-mean). */
import { ArrayOpError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import { placement } from '../runtime/create.js';
import type { Device } from '../runtime/device.js';
import type { Queue } from '../runtime/queue.js';
import type { DeviceSelector } from '../runtime/select.js';
import { type DTypeArg, npDTypeArg } from './dtypes.js';
import { type NpDType, refuseMissingType } from './promote.js';

export interface CreateOptions {
  /** tt.f32, 'i32', tt.bool …; each function says its default. */
  readonly dtype?: DTypeArg;
  /** A device or selector; default the configured device ('auto'). */
  readonly device?: DeviceSelector;
  /** A queue of the device. */
  readonly queue?: Queue<Device>;
}

export function checkNpOptions(op: string, opts: unknown, known: readonly string[]): void {
  checkOptionKeys(opts, {
    api: op,
    known,
    example: `{ ${known[0] ?? 'dtype'}: … }`,
    error: (_m, detail) => new ArrayOpError('OP_BAD_ARGUMENT', op, detail),
  });
}

const CREATE_KEYS = ['dtype', 'device', 'queue'] as const;

/** The checked dtype (or `fallback`) and placement of a creation call. */
export function createSpec(
  op: string,
  opts: CreateOptions | undefined,
  fallback: NpDType,
  extra: readonly string[] = [],
): { dtype: NpDType; queue: Queue<Device> } {
  checkNpOptions(op, opts, [...CREATE_KEYS, ...extra]);
  const dtype = opts?.dtype === undefined ? fallback : npDTypeArg(op, opts.dtype);
  const { queue } = placement({ device: opts?.device, queue: opts?.queue });
  refuseMissingType(op, dtype, queue.device, 'the dtype');
  return { dtype, queue };
}
