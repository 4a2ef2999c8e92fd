/** Issue 18.11: a kernel with more arrays than koffi can pass is a clear KernelBuildError before building. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';

const native = tt.devices().find((d) => d.backend === 'native');

describe('native parameter limit', () => {
  it.skipIf(!native?.available)(
    `40 array parameters: KERNEL_TOO_MANY_PARAMS naming the limit${native?.available ? '' : ` (skipped: ${native?.reason ?? 'no native device'})`}`,
    async () => {
      const m = 40;
      const schema: Record<string, ReturnType<typeof tt.arrayOf>> = {};
      for (let q = 0; q < m; q++) schema[`a${q}`] = tt.arrayOf(tt.f32);
      const body = Array.from({ length: m }, (_, q) => `p.a${q}[i] = i;`).join('\n');
      const k = tt.kernel(schema, new Function(`return (i, p) => {\n${body}\n}`)(), { name: 'wide' });
      const args: Record<string, tt.NDArray> = {};
      for (let q = 0; q < m; q++) args[`a${q}`] = tt.array(new Float32Array(4), { device: 'native' });
      const err = await k.launch(4, args as never).catch((e: unknown) => e);
      expect(err).toMatchObject({ name: 'KernelBuildError', code: 'KERNEL_TOO_MANY_PARAMS' });
      expect(String((err as Error).message)).toContain('at most 64');
    },
  );
});
