/**
 * Bad program specs are refused at definition with exported error classes, stable codes and the
 * line:col in the function concerned; runs that cannot finish fail with a documented limit, never
 * hang; haltEarly, sync calls, declared bounds, initialize and finalize behave as documented.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const state = { out: tt.arrayOf(tt.u32), next: tt.arrayOf(tt.u32), n: tt.u32 };
const one = { v: tt.u32 };

function refused(f: () => unknown): tt.TuttiError {
  try {
    f();
  } catch (e) {
    if (e instanceof tt.TuttiError) return e;
    throw e;
  }
  throw new Error('expected the spec to be refused');
}

const TYPES = [
  (s: tt.ProgramSpec, t?: tt.ProgramTuning) => new tt.EventProgram(s, t),
  (s: tt.ProgramSpec, t?: tt.ProgramTuning) => new tt.AsyncProgram(s, t),
];

describe('bad specs are refused at definition (tt.programSpec)', () => {
  it('an unknown function in prog.async', () => {
    const spec = () =>
      tt.programSpec({
        state,
        functions: {
          f: tt.asyncFn(one, ({ v }, { out }, prog) => {
            out[0] = v;
            prog.async.nope(v);
          }),
        },
      });
    {
      const e = refused(spec);
      expect(e).toBeInstanceOf(tt.ProgramSpecError);
      expect(e.code).toBe('PROGRAM_UNKNOWN_FUNCTION');
      expect((e as tt.ProgramSpecError).line).toBe(3);
      expect(e.message).toContain("'nope'");
    }
  });

  it('a wrong argument count', () => {
    const spec = () =>
      tt.programSpec({
        state,
        functions: {
          f: tt.asyncFn(one, ({ v }, _s, prog) => {
            if (v > 1) prog.async.f(v, 2);
          }),
        },
      });
    const e = refused(spec);
    expect(e.code).toBe('PROGRAM_ARG_COUNT');
    expect((e as tt.ProgramSpecError).line).toBe(2);
  });

  it('a float passed for an integer argument', () => {
    const spec = () =>
      tt.programSpec({
        state,
        functions: {
          f: tt.asyncFn(one, ({ v }, _s, prog) => {
            if (v > 1) prog.async.f(v * 0.5);
          }),
        },
      });
    const e = refused(spec);
    expect(e).toBeInstanceOf(tt.ProgramSpecError);
    expect(e.code).toBe('PROGRAM_ARG_TYPE');
    expect(e.message).toContain('tt.u32');
  });

  it('recursion through prog.sync', () => {
    const spec = () =>
      tt.programSpec({
        state,
        functions: {
          a: tt.asyncFn(one, ({ v }, _s, prog) => {
            if (v > 0) prog.sync.b(v - 1);
          }),
          b: tt.asyncFn(one, ({ v }, _s, prog) => {
            if (v > 0) prog.sync.a(v - 1);
          }),
        },
      });
    {
      const e = refused(spec);
      expect(e.code).toBe('PROGRAM_SYNC_RECURSION');
      expect(e.message).toMatch(/a -> b -> a|b -> a -> b/);
    }
  });

  it('an async call in a loop without a declared bound', () => {
    const body = ({ v }: { v: number }, _s: tt.ProgramState, prog: tt.ProgramHandle) => {
      for (let k = tt.u32(0); k < v; k++) prog.async.leaf(k);
    };
    const leaf = tt.asyncFn(one, ({ v }, { out }) => {
      Atomics.add(out, 0, v);
    });
    const bad = () => tt.programSpec({ state, functions: { fan: tt.asyncFn(one, body), leaf } });
    const e = refused(bad);
    expect(e.code).toBe('PROGRAM_UNBOUNDED_CALLS');
    expect(e.message).toContain('maxCalls');
    const ok = () =>
      tt.programSpec({
        state,
        functions: { fan: tt.asyncFn(one, body, { maxCalls: { leaf: 8 } }), leaf },
      });
    expect(() => new tt.EventProgram(ok())).not.toThrow();
  });

  it('a program call used as a value, and unknown prog members', () => {
    const asValue = () =>
      tt.programSpec({
        state,
        functions: {
          f: tt.asyncFn(one, ({ v }, { out }, prog) => {
            out[0] = prog.async.f(v) as unknown as number;
          }),
        },
      });
    expect(refused(asValue).code).toBe('PROGRAM_BAD_CALL');
    // In a test or an argument too: refused where written, never a hook node left for the verifier.
    const fns = [
      tt.asyncFn(one, ({ v }, _s, prog) => {
        if (prog.async.f(v) as unknown as boolean) return;
      }),
      tt.asyncFn(one, ({ v }, { out }, prog) => {
        while (prog.async.f(v) as unknown as boolean) out[0] = v;
      }),
      tt.asyncFn(one, ({ v }, _s, prog) => {
        prog.async.f(prog.async.f(v) as unknown as number);
      }),
    ];
    for (const f of fns) {
      const e = refused(() => tt.programSpec({ state, functions: { f } }));
      expect(e).toBeInstanceOf(tt.ProgramSpecError);
      expect(e.code).toBe('PROGRAM_BAD_CALL');
    }
    const member = () =>
      tt.programSpec({
        state,
        functions: {
          f: tt.asyncFn(one, ({ v: _v }, _s, prog) => {
            (prog as unknown as { later: { f(x: number): void } }).later.f(1);
          }),
        },
      });
    expect(refused(member).code).toBe('PROGRAM_UNKNOWN_CALL');
  });

  it('malformed specs', () => {
    expect(refused(() => tt.programSpec({ state, functions: {} })).code).toBe('PROGRAM_BAD_SPEC');
    expect(
      refused(() => tt.programSpec({ state: { __x: tt.u32 }, functions: { f: tt.asyncFn(one, () => {}) } }))
        .code,
    ).toBe('PROGRAM_BAD_SPEC');
    const e = refused(() =>
      tt.programSpec({
        state,
        functions: { f: tt.asyncFn({ v: tt.u32 }, () => {}, { maxCalls: { g: 1 } }) },
      }),
    );
    expect(e).toBeInstanceOf(tt.ProgramDefinitionError);
    expect(e.code).toBe('PROGRAM_UNKNOWN_FUNCTION');
  });
});

describe.each(['js', 'cpu'])('program runs on %s', (dev) => {
  it.each([0, 1])('a makeWork that never returns false hits maxPasses (type %i)', async (t) => {
    const spec = tt.programSpec({
      state,
      functions: { f: tt.asyncFn(one, () => {}) },
      makeWork: () => true,
    });
    const make = TYPES[t] as (typeof TYPES)[number];
    const p = make(spec, { maxPasses: 5, cyclesPerDispatch: 100 });
    const out = tt.zeros([1], tt.u32, { device: dev });
    const next = tt.zeros([1], tt.u32, { device: dev });
    await expect(p.run({ out, next, n: 1 }, { device: dev })).rejects.toMatchObject({
      code: 'PROGRAM_MAX_PASSES',
    });
  });

  it.each([0, 1])(
    'a tree of calls with capacity 1 grows its buffers and loses nothing (type %i)',
    async (t) => {
      // Each call of `split` with depth d schedules two calls of depth d-1; leaves count into out[0].
      const spec = tt.programSpec({
        state,
        functions: {
          split: tt.asyncFn({ d: tt.u32 }, ({ d }, { out }, prog) => {
            if (d === 0) {
              Atomics.add(out, 0, 1);
              return;
            }
            prog.async.split(d - 1);
            prog.async.split(d - 1);
          }),
        },
        initialize: (_s, prog) => {
          prog.async.split(7);
        },
      });
      const make = TYPES[t] as (typeof TYPES)[number];
      const p = make(spec, { capacity: 1, stackSize: 1, workers: 4, cyclesPerDispatch: 4 });
      const out = tt.zeros([1], tt.u32, { device: dev });
      const next = tt.zeros([1], tt.u32, { device: dev });
      const r = await p.run({ out, next, n: 0 }, { device: dev });
      expect((await out.read())[0]).toBe(128);
      expect(r.calls.split).toBe(255);
      expect(r.grows).toBeGreaterThan(0);
      // AsyncProgram: the host dealt the fan-out to idle workers between dispatches.
      if (t === 1) expect(r.rebalances).toBeGreaterThan(0);
    },
  );

  it.each([0, 1])('sync calls run inline; haltEarly stops; finalize runs (type %i)', async (t) => {
    const spec = tt.programSpec({
      state,
      functions: {
        count: tt.asyncFn({ v: tt.u32 }, ({ v }, _s, prog) => {
          prog.sync.bump(v);
          if (v >= 20) {
            prog.haltEarly();
            return;
          }
          prog.async.count(v + 1);
        }),
        bump: tt.asyncFn({ v: tt.u32 }, ({ v }, { out }) => {
          for (let k = 0; k < 100; k++) {
            if (k === 3) {
              Atomics.add(out, 0, 1);
              return;
            }
          }
          out[1] = v;
        }),
      },
      initialize: (_s, prog) => {
        prog.async.count(0);
      },
      finalize: ({ out }) => {
        out[2] = 7;
      },
    });
    const make = TYPES[t] as (typeof TYPES)[number];
    const p = make(spec);
    const out = tt.zeros([3], tt.u32, { device: dev });
    const next = tt.zeros([1], tt.u32, { device: dev });
    const r = await p.run({ out, next, n: 0 }, { device: dev });
    const o = await out.read();
    expect(Array.from(o)).toEqual([21, 0, 7]);
    expect(r.halted).toBe(true);
    expect(r.calls.count).toBe(21);
  });

  it('a declared bound that is exceeded fails the run (PROGRAM_BOUND_EXCEEDED)', async () => {
    const spec = tt.programSpec({
      state,
      functions: {
        fan: tt.asyncFn(
          one,
          ({ v }, _s, prog) => {
            for (let k = tt.u32(0); k < v; k++) prog.async.leaf(k);
          },
          { maxCalls: { leaf: 2 } },
        ),
        leaf: tt.asyncFn(one, ({ v }, { out }) => {
          Atomics.add(out, 0, v);
        }),
      },
      initialize: (_s, prog) => {
        prog.async.fan(5);
      },
    });
    for (const make of TYPES) {
      const out = tt.zeros([1], tt.u32, { device: dev });
      const next = tt.zeros([1], tt.u32, { device: dev });
      await expect(make(spec).run({ out, next, n: 0 }, { device: dev })).rejects.toMatchObject({
        code: 'PROGRAM_BOUND_EXCEEDED',
      });
    }
  });
});
