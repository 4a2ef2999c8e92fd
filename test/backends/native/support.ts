/** Shared by the native backend tests: is native available here, and a js-vs-native runner. */
import { describe } from 'vitest';
import * as tt from '../../../src/index.js';

export const nativeDevice = tt.devices().find((d) => d.backend === 'native');
export const nativeAvailable = nativeDevice?.available === true;
export const skipReason = nativeDevice?.reason ?? 'the native backend is not registered';
if (!nativeAvailable) console.info(`native backend tests skipped: ${skipReason}`);

/** `describe` when native can run here, else a skipped describe that says why. */
export function describeNative(name: string, fn: () => void): void {
  if (nativeAvailable) describe(name, fn);
  else describe.skip(`${name} — skipped: ${skipReason}`, fn);
}

export { bits, type Host, runOn } from '../../support/run.js';
