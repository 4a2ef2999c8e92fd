/**
 * Structs in kernels (issue 28 items 2 and 4): tt.struct arrays with field reads and writes,
 * whole-struct copies, struct locals and helpers, equal to a plain-JS reference on every device;
 * the host layout (words per struct, field offsets) and unpack/pack; coded errors.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');
const f = Math.fround;

const Particle = tt.struct({ pos: tt.vec3f, vel: tt.vec3f, mass: tt.f32 });

/** A particle step: gravity, integration, a bounce on the floor, written with vec3f structs. */
const step = tt.kernel({ p: tt.arrayOf(Particle), dt: tt.f32 }, (i, { p, dt }) => {
  const a = tt.vec3f(0, -9.81, 0);
  p[i].vel = p[i].vel.add(a.mul(dt));
  p[i].pos = p[i].pos.add(p[i].vel.mul(dt));
  if (p[i].pos.y < 0) {
    p[i].pos.y = -p[i].pos.y;
    p[i].vel.y *= -0.5;
  }
});

function stepReference(words: Float32Array, dt: number) {
  const w = Float32Array.from(words);
  const fdt = f(dt);
  for (let k = 0; k < w.length; k += 7) {
    const av = [0, f(-9.81), 0];
    for (let c = 0; c < 3; c++) w[k + 3 + c] = f((w[k + 3 + c] ?? 0) + f((av[c] ?? 0) * fdt));
    for (let c = 0; c < 3; c++) w[k + c] = f((w[k + c] ?? 0) + f((w[k + 3 + c] ?? 0) * fdt));
    if ((w[k + 1] ?? 0) < 0) {
      w[k + 1] = -(w[k + 1] ?? 0);
      w[k + 4] = f((w[k + 4] ?? 0) * -0.5);
    }
  }
  return w;
}

/** An N-body step over an array of structs, with a helper taking the array and two indices. */
const pull = (p: tt.CompositeArrayView<typeof Particle>, i: number, j: number) => {
  const d = p[j].pos.sub(p[i].pos);
  const r2 = tt.dot(d, d) + 0.01;
  return d.mul(p[j].mass / (Math.sqrt(r2) * r2));
};
const nbody = tt.kernel(
  { p: tt.arrayOf(Particle), out: tt.arrayOf(Particle), dt: tt.f32 },
  (i, { p, out, dt }) => {
    let acc = tt.vec3f(0, 0, 0);
    for (let j = 0; j < p.length; j++) acc = acc.add(pull(p, i, j));
    const me = p[i];
    me.vel = me.vel.add(acc.mul(dt));
    me.pos = me.pos.add(me.vel.mul(dt));
    out[i] = me;
  },
  { helpers: { pull } },
);

function nbodyReference(words: Float32Array, dt: number) {
  const n = words.length / 7;
  const out = new Float32Array(words.length);
  const fdt = f(dt);
  const at = (k: number) => words[k] ?? 0;
  for (let i = 0; i < n; i++) {
    const acc = [0, 0, 0];
    for (let j = 0; j < n; j++) {
      const d = [0, 1, 2].map((c) => f(at(7 * j + c) - at(7 * i + c)));
      const [dx = 0, dy = 0, dz = 0] = d;
      const r2 = f(f(f(f(dx * dx) + f(dy * dy)) + f(dz * dz)) + f(0.01));
      const s = f(at(7 * j + 6) / f(f(Math.sqrt(r2)) * r2));
      for (let c = 0; c < 3; c++) acc[c] = f((acc[c] ?? 0) + f((d[c] ?? 0) * s));
    }
    const vel = [0, 1, 2].map((c) => f(at(7 * i + 3 + c) + f((acc[c] ?? 0) * fdt)));
    const pos = [0, 1, 2].map((c) => f(at(7 * i + c) + f((vel[c] ?? 0) * fdt)));
    out.set([...pos, ...vel, at(7 * i + 6)], 7 * i);
  }
  return out;
}

/** Whole-struct copies (reversed order), struct locals and a helper returning a struct. */
const Pair = tt.struct({ a: tt.vec2f, b: tt.f32 });
const swapped = (s: tt.StructValue<typeof Pair.fields>) => {
  const t = s;
  t.a = tt.vec2f(s.a.y, s.a.x);
  return t;
};
const copies = tt.kernel(
  { src: tt.arrayOf(Pair), dst: tt.arrayOf(Pair) },
  (i, { src, dst }) => {
    dst[i] = src[src.length - 1 - i];
    const s = swapped(dst[i]);
    s.b += 1;
    dst[i] = s;
  },
  { helpers: { swapped } },
);

const particles = (n: number) =>
  Float32Array.from({ length: 7 * n }, (_, k) => f(k % 7 === 6 ? 1 + (k % 3) : Math.cos(k * 0.37) * 2));

describe.each(available.map((d) => ({ id: d.id, device: d })))('structs on $id', ({ device }) => {
  it('a particle step with vec3f structs equals the plain-JS reference', async () => {
    const n = 37;
    const words = particles(n);
    const want = stepReference(words, 0.05);
    // A copy: tt.array may share the TypedArray with the device (zero-copy on CPUs).
    const p = tt.array(Float32Array.from(words), { device, shape: [n, 7] });
    await step.launch(n, { p, dt: 0.05 });
    expect(Array.from(await p.read())).toEqual(Array.from(want));
  });

  it('an N-body step over an array of structs, through a helper taking the array', async () => {
    const n = 19;
    const words = particles(n);
    const out = tt.zeros([n], Particle, { device });
    await nbody.launch(n, { p: tt.array(words, { device, shape: [n, 7] }), out, dt: 0.01 });
    expect(Array.from(await out.read())).toEqual(Array.from(nbodyReference(words, 0.01)));
  });

  it('copies whole structs and returns them from helpers', async () => {
    const n = 5;
    const src = Float32Array.from({ length: 3 * n }, (_, k) => k);
    const dst = tt.zeros([n], Pair, { device });
    await copies.launch(n, { src: tt.array(src, { device }), dst });
    const want = Array.from({ length: n }, (_, i) => {
      const j = n - 1 - i;
      return [src[3 * j + 1], src[3 * j], (src[3 * j + 2] ?? 0) + 1];
    }).flat();
    expect(Array.from(await dst.read())).toEqual(want);
  });
});

describe('structs on the host', () => {
  it('lays fields out in order without padding; unpack and pack convert per field', () => {
    expect(Particle.words).toBe(7);
    expect(Particle.layout.map((x) => [x.name, x.offset, x.words])).toEqual([
      ['pos', 0, 3],
      ['vel', 3, 3],
      ['mass', 6, 1],
    ]);
    const a = tt.zeros([4], Particle, { device: 'js' });
    expect(a.shape).toEqual([4, 7]);
    expect(a.dtype).toBe('f32');
    const words = particles(2);
    const fields = Particle.unpack(words);
    expect(Array.from(fields.mass)).toEqual([words[6], words[13]]);
    expect(Array.from(fields.vel)).toEqual(Array.from([...words.slice(3, 6), ...words.slice(10, 13)]));
    expect(Array.from(Particle.pack(fields))).toEqual(Array.from(words));
  });

  it('refuses fields of different word types and non-types (KERNEL_BAD_STRUCT)', () => {
    expect(() => tt.struct({ a: tt.f32, id: tt.i32 })).toThrow(
      expect.objectContaining({
        code: 'KERNEL_BAD_STRUCT',
        message: expect.stringMatching(/field 'id' has i32 words/),
      }),
    );
    expect(() => tt.struct({ a: 3 as unknown as typeof tt.f32 })).toThrow(
      expect.objectContaining({ code: 'KERNEL_BAD_STRUCT' }),
    );
  });
});

describe('structs: bad inputs are coded errors with line:col', () => {
  const caught = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return e;
    }
    throw new Error('expected an error');
  };

  it('a field that does not exist, with the closest name', () => {
    const e = caught(() =>
      tt.kernel({ p: tt.arrayOf(Particle), o: tt.arrayOf(tt.f32) }, (i, { p, o }) => {
        o[i] = (p[i] as unknown as { mas: number }).mas;
      }),
    );
    expect(e).toMatchObject({ name: 'KernelTypeError', code: 'KERNEL_UNKNOWN_FIELD', kernelLine: 2 });
    expect((e as Error).message).toMatch(/has no field 'mas'[\s\S]*did you mean 'mass'/);
  });

  it('assigning a struct of another type, and a struct where a number is needed', () => {
    const other = caught(() =>
      tt.kernel({ p: tt.arrayOf(Particle), q: tt.arrayOf(Pair) }, (i, { p, q }) => {
        p[i] = q[i] as unknown as (typeof p)[number];
      }),
    );
    expect(other).toMatchObject({ code: 'KERNEL_VECTOR_MISMATCH', kernelLine: 2 });
    const scalar = caught(() =>
      tt.kernel({ p: tt.arrayOf(Particle), o: tt.arrayOf(tt.f32) }, (i, { p, o }) => {
        o[i] = p[i].pos as unknown as number;
      }),
    );
    expect(scalar).toMatchObject({ code: 'KERNEL_VECTOR_AS_SCALAR', kernelLine: 2 });
  });

  it('a vector helper inside ?: and an early return are KERNEL_HELPER_PLACEMENT', () => {
    const twice = (v: tt.Vec3<'f32'>) => v.mul(2);
    const inCond = caught(() =>
      tt.kernel(
        { p: tt.arrayOf(Particle), o: tt.arrayOf(tt.f32) },
        (i, { p, o }) => {
          o[i] = i > 0 ? twice(p[i].pos).x : 0;
        },
        { helpers: { twice } },
      ),
    );
    expect(inCond).toMatchObject({ code: 'KERNEL_HELPER_PLACEMENT', kernelLine: 2 });
    const early = (v: tt.Vec3<'f32'>) => {
      if (v.x > 0) return v;
      return v.neg();
    };
    const e = caught(() =>
      tt.kernel(
        { p: tt.arrayOf(Particle) },
        (i, { p }) => {
          p[i].pos = early(p[i].pos);
        },
        { helpers: { early } },
      ),
    );
    expect(e).toMatchObject({ code: 'KERNEL_HELPER_PLACEMENT' });
  });

  it('a recursive vector helper is KERNEL_RECURSION', () => {
    const down = (v: tt.Vec3<'f32'>): tt.Vec3<'f32'> => down(v);
    expect(
      caught(() =>
        tt.kernel(
          { p: tt.arrayOf(Particle) },
          (i, { p }) => {
            p[i].pos = down(p[i].pos);
          },
          { helpers: { down } },
        ),
      ),
    ).toMatchObject({ code: 'KERNEL_RECURSION' });
  });
});
