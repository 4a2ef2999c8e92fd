/**
 * tt.pipeline (issue 34, GT4Py's extensible pipeline): user transform and analysis passes placed
 * among the built-in ones, log points, the fingerprint that recompiles after a transform is added,
 * and the errors that name the pass.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const removers: (() => void)[] = [];
afterEach(() => {
  for (const r of removers.splice(0)) r();
});

/** A transform: every f32 constant 2 becomes 3 (something a test can see in results). */
const twoToThree: tt.UserPass = {
  name: 'two-to-three',
  after: 'fold-constants',
  run: (ir) => ({
    ...ir,
    body: tt.pipeline.walk.mapExprs(ir.body, (e) =>
      e.kind === 'const' && e.value === 2 ? { ...e, value: 3 } : e,
    ),
  }),
};

const src = (tag: number) => `(i, { x }) => { x[i] = x[i] * 2 + ${tag}; }`;

describe('tt.pipeline', () => {
  it('lists the passes in order, with a user pass where it was placed', () => {
    removers.push(tt.pipeline.add(twoToThree));
    const names = tt.pipeline.passes().map((p) => p.name);
    expect(names.slice(0, 4)).toEqual(['infer-types', 'sequence-effects', 'fold-constants', 'two-to-three']);
    expect(names).toContain('hoist-range-checks');
    expect(tt.pipeline.passes().find((p) => p.name === 'two-to-three')).toEqual({
      name: 'two-to-three',
      kind: 'transform',
      builtin: false,
    });
  });

  it('a transform changes the kernels compiled after it is added (the fingerprint includes it), and not after removal', async () => {
    // an f32 value: then 3 + tag rounds once in JS and in the f32 kernel alike (a random f64 tag made
    // the expected value differ from the kernel's by one ulp now and then)
    const tag = Math.fround(Math.random());
    const run = async () => {
      const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, src(tag));
      const x = tt.array(new Float32Array([1, 2]));
      await k.launch(2, { x });
      return Array.from(await x.read());
    };
    const plain = await run();
    const remove = tt.pipeline.add(twoToThree);
    const changed = await run();
    remove();
    const again = await run();
    expect(changed).toEqual(Array.from(new Float32Array([3 + tag, 6 + tag])));
    expect(plain).toEqual(Array.from(new Float32Array([2 + tag, 4 + tag])));
    expect(again).toEqual(plain);
  });

  it('an analysis pass sees typed IR and cannot change it; log points see the IR after a pass', () => {
    const seen: string[] = [];
    removers.push(
      tt.pipeline.add({
        name: 'count-stores',
        kind: 'analysis',
        before: 'bounds-checks',
        run: (ir) => {
          seen.push(`${ir.name}:${ir.body.filter((s) => s.kind === 'store').length}`);
          return { ...ir, body: [] };
        },
      }),
    );
    const dumps: string[] = [];
    removers.push(tt.pipeline.logPoint('bounds-checks', (ir, info) => dumps.push(`${info.pass} ${ir.name}`)));
    const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, src(Math.random()), { name: 'watched' });
    expect(seen).toEqual(['watched:1']);
    expect(dumps).toEqual(['bounds-checks watched']);
    expect(k.name).toBe('watched');
  });

  it('a pass that breaks the IR is PIPELINE_PASS_BROKE_IR naming it; one that throws is PIPELINE_PASS_FAILED', () => {
    removers.push(
      tt.pipeline.add({
        name: 'breaker',
        run: (ir) => ({ ...ir, body: [{ kind: 'assign', name: 'nowhere', value: ir.body.length } as never] }),
      }),
    );
    const err = (() => {
      try {
        tt.kernel({ x: tt.arrayOf(tt.f32) }, src(Math.random()));
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(tt.PipelineError);
    expect(err).toMatchObject({ code: 'PIPELINE_PASS_BROKE_IR', pass: 'breaker' });
    expect(String((err as Error).message)).toContain("tt.pipeline.remove('breaker')");
    tt.pipeline.remove('breaker');
    removers.length = 0;
    removers.push(
      tt.pipeline.add({
        name: 'thrower',
        run: () => {
          throw new Error('boom');
        },
      }),
    );
    expect(() => tt.kernel({ x: tt.arrayOf(tt.f32) }, src(Math.random()))).toThrow(
      expect.objectContaining({
        code: 'PIPELINE_PASS_FAILED',
        pass: 'thrower',
        message: expect.stringContaining('boom'),
      }),
    );
  });

  it('malformed passes and log points are PIPELINE_BAD_PASS with the fix', () => {
    const bad = (p: unknown) => () => tt.pipeline.add(p as tt.UserPass);
    expect(bad({ name: 'x', after: 'fold-constant', run: (ir: unknown) => ir })).toThrow(
      /no pass 'fold-constant' \(did you mean 'fold-constants'\?\)/,
    );
    expect(bad({ name: 'fold-constants', run: (ir: unknown) => ir })).toThrow(/exists already/);
    expect(bad({ name: 'y', run: 3 })).toThrow(/run must be a function/);
    expect(bad({ name: 'z', after: 'verify', before: 'verify', run: (ir: unknown) => ir })).toThrow(
      /not both/,
    );
    expect(bad({ name: 'w', run: (ir: unknown) => ir, afterr: 'verify' })).toThrow(
      expect.objectContaining({ code: 'PIPELINE_BAD_PASS' }),
    );
    expect(() => tt.pipeline.logPoint('infer-type', () => {})).toThrow(/did you mean 'infer-types'/);
    expect(() => tt.pipeline.remove('verify')).toThrow(/built-in passes cannot be removed/);
  });
});
