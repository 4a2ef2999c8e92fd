/**
 * Async programs on every available device under both program types: Collatz and the transport
 * toy against plain-JS references, the two types against each other (bit-identical for these
 * deterministic specs), and tiny buffer capacities (nothing lost).
 */
import { describe, expect, it } from 'vitest';
import {
  collatzReference,
  makeProgram,
  type ProgramType,
  runCollatz,
} from '../../examples/programs/collatz.js';
import {
  DEFAULT_TRANSPORT,
  runTransport,
  transportReference,
  transportSpec,
} from '../../examples/programs/transport.js';
import * as tt from '../../src/index.js';
import { reportMissingAdapters } from '../support/adapters.js';

const all = tt.devices();
const available = all.filter((d) => d.available);
const TYPES: ProgramType[] = ['event', 'async'];

// (no describe without a test: on a machine with every device, vitest fails an empty suite)
const unavailable = all.filter((x) => !x.available);
if (unavailable.length > 0) {
  describe('unavailable devices', () => {
    for (const d of unavailable) it.skip(`${d.id}: skipped — ${d.reason ?? 'unavailable'}`, () => {});
  });
}

reportMissingAdapters();

describe.each(available.map((d) => d.id))('programs on %s', (dev) => {
  const gpu = tt.device(dev).kind === 'gpu';
  it.each(TYPES)('Collatz under %s matches plain JS', async (type) => {
    const n = 500;
    const { out, report } = await runCollatz(type, dev, n);
    expect(Array.from(out)).toEqual(Array.from(collatzReference(n)));
    expect(report.calls.even + report.calls.odd).toBe(
      collatzReference(n).reduce((s, x) => s + x, 0) + n, // one call per step, plus the final one
    );
    expect(report.pending).toBe(0);
  });

  it('transport: both program types give the same tallies, matching plain JS', async () => {
    const p = { ...DEFAULT_TRANSPORT, n: 400 };
    const ev = await runTransport(makeProgram(transportSpec, 'event'), dev, p);
    const as = await runTransport(makeProgram(transportSpec, 'async'), dev, p);
    const plain = await runTransport(null, dev, p);
    expect(Array.from(as.tally)).toEqual(Array.from(ev.tally));
    expect(Array.from(as.bins)).toEqual(Array.from(ev.bins));
    expect(Array.from(plain.tally)).toEqual(Array.from(ev.tally));
    const ref = transportReference(p);
    const t = ev.tally;
    expect((t[0] ?? 0) + (t[1] ?? 0) + (t[2] ?? 0)).toBe(p.n);
    if (dev.startsWith('js')) {
      expect(Array.from(t)).toEqual(Array.from(ref.tally));
      expect(Array.from(ev.bins)).toEqual(Array.from(ref.bins));
    } else {
      // Math.log may differ by an ulp from JS's on other devices: a history can change.
      for (let k = 0; k < 4; k++)
        expect(Math.abs((t[k] ?? 0) - (ref.tally[k] ?? 0))).toBeLessThanOrEqual(p.n * 0.02 + 2);
    }
    expect(ev.report?.calls.collide).toBe(t[3]);
  });

  // Dawn's Vulkan adapter (SwiftShader) runs the cheaper subset: its many small waves cost 3x OpenGL ES's
  const second = tt.device(dev).details?.backend === 'vulkan';
  it.skipIf(second).each(TYPES)('capacities 1-4 under %s still complete correctly', async (type) => {
    const n = gpu ? 12 : 40;
    for (const cap of [1, 2, 3, 4]) {
      const tuning =
        type === 'event' ? { capacity: cap, makeWorkPerPass: cap } : { stackSize: cap, workers: gpu ? 8 : 2 };
      const { out } = await runCollatz(type, dev, n, tuning);
      expect(Array.from(out)).toEqual(Array.from(collatzReference(n)));
    }
  });
});
