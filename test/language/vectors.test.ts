/**
 * Vectors and matrices in kernels (issue 28 item 1): tt.vec3f & co. as array elements, locals and
 * helper values, their methods and tt's free functions, scalarised by the frontend, so every
 * device computes what the plain-JS reference computes (f32 rounding per operation).
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');
const f = Math.fround;
const N = 13;
const data = (seed: number, len: number) =>
  Float32Array.from({ length: len }, (_, k) => f(Math.sin(k * 1.7 + seed) * 3 + ((k * seed) % 5) * 0.25));

const ops = tt.kernel(
  {
    a: tt.arrayOf(tt.vec3f),
    b: tt.arrayOf(tt.vec3f),
    s: tt.arrayOf(tt.f32),
    o: tt.arrayOf(tt.vec3f),
    r: tt.arrayOf(tt.vec4f),
  },
  (i, { a, b, s, o, r }) => {
    const u = a[i];
    const v = b[i];
    const w = u.add(v).mul(s[i]).sub(v.div(2)).neg();
    const c = tt.cross(u, v);
    c.x += 1;
    const m = tt.mix(u, v, 0.25);
    const cl = tt.clamp(u, -1, 1);
    o[i] = w.add(c).add(tt.min(m, cl)).add(tt.max(u, v));
    r[i] = tt.vec4f(tt.dot(u, v), tt.length(u), tt.distance(u, v), tt.normalize(v).y);
  },
);

type V3 = [number, number, number];
const at = (x: Float32Array, i: number): V3 => [x[3 * i] ?? 0, x[3 * i + 1] ?? 0, x[3 * i + 2] ?? 0];
const zip = (p: V3, q: V3, op: (a: number, b: number) => number): V3 => [
  f(op(p[0], q[0])),
  f(op(p[1], q[1])),
  f(op(p[2], q[2])),
];
const dot3 = (p: V3, q: V3) => f(f(f(p[0] * q[0]) + f(p[1] * q[1])) + f(p[2] * q[2]));
const len3 = (p: V3) => f(Math.sqrt(dot3(p, p)));

function opsReference(a: Float32Array, b: Float32Array, s: Float32Array) {
  const o = new Float32Array(3 * N);
  const r = new Float32Array(4 * N);
  for (let i = 0; i < N; i++) {
    const u = at(a, i);
    const v = at(b, i);
    const si = s[i] ?? 0;
    const sv: V3 = [si, si, si];
    const two: V3 = [2, 2, 2];
    const w = zip(
      zip(
        zip(u, v, (x, y) => x + y),
        sv,
        (x, y) => x * y,
      ),
      zip(v, two, (x, y) => x / y),
      (x, y) => x - y,
    ).map((x) => -x) as V3;
    const c: V3 = [
      f(f(u[1] * v[2]) - f(u[2] * v[1])),
      f(f(u[2] * v[0]) - f(u[0] * v[2])),
      f(f(u[0] * v[1]) - f(u[1] * v[0])),
    ];
    c[0] = f(c[0] + 1);
    const t = f(0.25);
    const m = u.map((x, k) => f(f(x * f(1 - t)) + f((v[k] ?? 0) * t))) as V3;
    const cl = u.map((x) => Math.min(Math.max(x, -1), 1)) as V3;
    const out = zip(
      zip(
        zip(w, c, (x, y) => x + y),
        zip(m, cl, Math.min),
        (x, y) => x + y,
      ),
      zip(u, v, Math.max),
      (x, y) => x + y,
    );
    o.set(out, 3 * i);
    const d = zip(u, v, (x, y) => x - y);
    const lv = len3(v);
    r.set([dot3(u, v), len3(u), len3(d), f(v[1] / lv)], 4 * i);
  }
  return { o, r };
}

/** Integer vectors wrap like tt.i32(a op b); their division truncates like tt.i32(a / b). */
const ints = tt.kernel(
  { a: tt.arrayOf(tt.vec3i), b: tt.arrayOf(tt.vec3i), o: tt.arrayOf(tt.vec3i) },
  (i, { a, b, o }) => {
    o[i] = a[i]
      .mul(b[i])
      .add(tt.vec3i(1, 2, 3))
      .div(3)
      .sub(a[i].neg());
  },
);

/** Column-major matrices: m × v, m × m, transpose, columns. */
const mats = tt.kernel(
  { m: tt.arrayOf(tt.mat3f), v: tt.arrayOf(tt.vec3f), o: tt.arrayOf(tt.vec3f) },
  (i, { m, v, o }) => {
    const a = m[i];
    o[i] = a
      .mul(v[i])
      .add(a.mul(a).transpose().col(1))
      .add(tt.mat3f(1, 0, 0, 0, 2, 0, 0, 0, 3).mul(v[i]));
  },
);

function matsReference(m: Float32Array, v: Float32Array) {
  const o = new Float32Array(3 * N);
  const mv = (a: number[], x: number[]) =>
    [0, 1, 2].map((r) =>
      f(
        f(f((a[r] ?? 0) * (x[0] ?? 0)) + f((a[3 + r] ?? 0) * (x[1] ?? 0))) + f((a[6 + r] ?? 0) * (x[2] ?? 0)),
      ),
    );
  for (let i = 0; i < N; i++) {
    const a = Array.from(m.subarray(9 * i, 9 * i + 9));
    const x = Array.from(v.subarray(3 * i, 3 * i + 3));
    const aa = [0, 1, 2].flatMap((c) => mv(a, a.slice(3 * c, 3 * c + 3)));
    const col1OfT = [0, 1, 2].map((r) => aa[r * 3 + 1] ?? 0);
    const d = mv([1, 0, 0, 0, 2, 0, 0, 0, 3], x);
    const s1 = mv(a, x).map((y, k) => f(y + (col1OfT[k] ?? 0)));
    o.set(
      s1.map((y, k) => f(y + (d[k] ?? 0))),
      3 * i,
    );
  }
  return o;
}

/** An N-body step with vec3f arrays and a helper taking and returning vectors. */
const accel = (pi: tt.Vec3<'f32'>, pj: tt.Vec3<'f32'>, mj: number) => {
  const d = pj.sub(pi);
  const r2 = tt.dot(d, d) + 0.01;
  const inv = 1 / (Math.sqrt(r2) * r2);
  return d.mul(mj * inv);
};
const nbody = tt.kernel(
  {
    pos: tt.arrayOf(tt.vec3f),
    vel: tt.arrayOf(tt.vec3f),
    mass: tt.arrayOf(tt.f32),
    outPos: tt.arrayOf(tt.vec3f),
    outVel: tt.arrayOf(tt.vec3f),
    dt: tt.f32,
  },
  (i, { pos, vel, mass, outPos, outVel, dt }) => {
    const pi = pos[i];
    let acc = tt.vec3f(0);
    for (let j = 0; j < pos.length; j++) acc = acc.add(accel(pi, pos[j], mass[j]));
    const v = vel[i].add(acc.mul(dt));
    outVel[i] = v;
    outPos[i] = pi.add(v.mul(dt));
  },
  { helpers: { accel } },
);

function nbodyReference(pos: Float32Array, vel: Float32Array, mass: Float32Array, dt: number) {
  const n = mass.length;
  const outPos = new Float32Array(3 * n);
  const outVel = new Float32Array(3 * n);
  const fdt = f(dt);
  for (let i = 0; i < n; i++) {
    const pi = at(pos, i);
    let acc: V3 = [0, 0, 0];
    for (let j = 0; j < n; j++) {
      const d = zip(at(pos, j), pi, (x, y) => x - y);
      const r2 = f(dot3(d, d) + f(0.01));
      const inv = f(1 / f(f(Math.sqrt(r2)) * r2));
      const s = f((mass[j] ?? 0) * inv);
      acc = zip(acc, d.map((x) => f(x * s)) as V3, (x, y) => x + y);
    }
    const v = zip(at(vel, i), acc.map((x) => f(x * fdt)) as V3, (x, y) => x + y);
    outVel.set(v, 3 * i);
    outPos.set(
      zip(pi, v.map((x) => f(x * fdt)) as V3, (x, y) => x + y),
      3 * i,
    );
  }
  return { outPos, outVel };
}

/** Helpers taking arrays (read and write) are expanded per call. */
const sumOf = (arr: Float32Array, from: number, n: number) => {
  let s = 0;
  for (let k = 0; k < n; k++) s += arr[from + k];
  return s;
};
const put = (arr: Float32Array, k: number, v: number) => {
  arr[k] = v;
  return v;
};
const arrays = tt.kernel(
  { x: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) },
  (i, { x, o }) => {
    put(o, i, sumOf(x, i, 3) * 2);
  },
  { helpers: { sumOf, put } },
);

/** Assignments that read what they overwrite: rotations of an element and of a local. */
const rotate = tt.kernel({ a: tt.arrayOf(tt.vec3f) }, (i, { a }) => {
  a[i] = tt.vec3f(a[i].y, a[i].z, a[i].x);
  let v = a[i];
  v = tt.vec3f(v.z, v.x, v.y).add(v);
  a[i].z = v.x;
});

/** A private array passed to helpers (expanded per call) that fill and sum it. */
const fill = (t: Float32Array, v: number) => {
  for (let k = 0; k < t.length; k++) t[k] = v * k;
  return t.length;
};
const privateArg = tt.kernel(
  { x: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) },
  (i, { x, o }) => {
    const t = new Float32Array(4);
    fill(t, x[i]);
    o[i] = sumOf(t, 0, 4);
  },
  { helpers: { fill, sumOf } },
);

describe.each(available.map((d) => ({ id: d.id, device: d })))('vectors on $id', ({ device }) => {
  it('methods and free functions equal the plain-JS reference', async () => {
    const [a, b, s] = [data(1, 3 * N), data(2, 3 * N), data(3, N)];
    const o = tt.zeros([N], tt.vec3f, { device });
    const r = tt.zeros([N], tt.vec4f, { device });
    expect(o.shape).toEqual([N, 3]);
    await ops.launch(N, {
      a: tt.array(a, { device }),
      b: tt.array(b, { device }),
      s: tt.array(s, { device }),
      o,
      r,
    });
    const want = opsReference(a, b, s);
    expect(Array.from(await o.read())).toEqual(Array.from(want.o));
    expect(Array.from(await r.read())).toEqual(Array.from(want.r));
  });

  it('an assignment that reads what it overwrites reads it all first', async () => {
    const a = data(10, 3 * N);
    const arr = tt.array(Float32Array.from(a), { device });
    await rotate.launch(N, { a: arr });
    const want = Array.from({ length: N }, (_, i) => {
      const [x = 0, y = 0, z = 0] = a.subarray(3 * i, 3 * i + 3);
      const r = [y, z, x];
      const v = [f((r[2] ?? 0) + (r[0] ?? 0)), f((r[0] ?? 0) + (r[1] ?? 0)), f((r[1] ?? 0) + (r[2] ?? 0))];
      return [r[0], r[1], v[0]];
    }).flat();
    expect(Array.from(await arr.read())).toEqual(want);
  });

  it('integer vectors wrap and truncate as tt.i32 does', async () => {
    const a = Int32Array.from({ length: 3 * N }, (_, k) => (k * 2654435761) | 0);
    const b = Int32Array.from({ length: 3 * N }, (_, k) => k * 7 - 20);
    const o = tt.zeros([N], tt.vec3i, { device });
    await ints.launch(N, { a: tt.array(a, { device }), b: tt.array(b, { device }), o });
    const want = Array.from(
      a,
      (x, k) => (((((((x * (b[k] ?? 0)) | 0) + ((k % 3) + 1)) | 0) / 3) | 0) - -x) | 0,
    );
    expect(Array.from(await o.read())).toEqual(want);
  });

  it('matrices (column-major) times vectors and matrices', async () => {
    const [m, v] = [data(4, 9 * N), data(5, 3 * N)];
    const o = tt.zeros([N], tt.vec3f, { device });
    await mats.launch(N, { m: tt.array(m, { device }), v: tt.array(v, { device }), o });
    expect(Array.from(await o.read())).toEqual(Array.from(matsReference(m, v)));
  });

  it('an N-body step with vec3f and a vector helper equals the plain-JS reference', async () => {
    const n = 24;
    const [pos, vel, mass] = [data(6, 3 * n), data(7, 3 * n), data(8, n).map((x) => Math.abs(x) + 0.5)];
    const outPos = tt.zeros([n], tt.vec3f, { device });
    const outVel = tt.zeros([n], tt.vec3f, { device });
    const arr = (x: Float32Array) => tt.array(x, { device });
    await nbody.launch(n, { pos: arr(pos), vel: arr(vel), mass: arr(mass), outPos, outVel, dt: 0.01 });
    const want = nbodyReference(pos, vel, mass, 0.01);
    expect(Array.from(await outPos.read())).toEqual(Array.from(want.outPos));
    expect(Array.from(await outVel.read())).toEqual(Array.from(want.outVel));
  });

  it('helpers read and write the arrays they are passed', async () => {
    const x = data(9, N + 2);
    const o = tt.zeros([N], tt.f32, { device });
    await arrays.launch(N, { x: tt.array(x, { device }), o });
    const want = Array.from({ length: N }, (_, i) =>
      f(f(f(f(x[i] ?? 0) + (x[i + 1] ?? 0)) + (x[i + 2] ?? 0)) * 2),
    );
    expect(Array.from(await o.read())).toEqual(want);
    const p = tt.zeros([N], tt.f32, { device });
    await privateArg.launch(N, { x: tt.array(x, { device }), o: p });
    const sums = Array.from({ length: N }, (_, i) => {
      const v = x[i] ?? 0;
      return f(f(f(0 + f(v * 1)) + f(v * 2)) + f(v * 3));
    });
    expect(Array.from(await p.read())).toEqual(sums);
  });
});

describe('vectors on the host', () => {
  it('tt.vec3f values compute componentwise in f32, like kernels', () => {
    const a = tt.vec3f(1, 2, 3);
    const b = tt.vec3f(0.1, 0.2, 0.3);
    expect(a.add(b).x).toBe(f(1 + f(0.1)));
    expect(tt.dot(a, b)).toBe(dot3([1, 2, 3], [f(0.1), f(0.2), f(0.3)]));
    expect(tt.cross(a, b).z).toBe(f(f(1 * f(0.2)) - f(2 * f(0.1))));
    expect(tt.length(tt.vec2f(3, 4))).toBe(5);
    expect(tt.vec3i(7, -7, 1).div(2).x).toBe(3);
    expect(tt.mat2f(1, 2, 3, 4).mul(tt.vec2f(1, 1)) as unknown as tt.Vec2<'f32'>).toMatchObject({
      x: 4,
      y: 6,
    });
  });
});

describe('vectors: bad inputs are coded errors with line:col', () => {
  const caught = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e;
    }
    throw new Error('expected an error');
  };
  const schema = { a: tt.arrayOf(tt.vec3f), o: tt.arrayOf(tt.f32) };

  it('a constructor with the wrong number of components', () => {
    const e = caught(() =>
      tt.kernel(schema, (i, { o }) => {
        const v = (tt.vec3f as unknown as (...x: number[]) => tt.Vec3<'f32'>)(1, 2);
        o[i] = v.x;
      }),
    );
    expect(e).toMatchObject({ code: 'KERNEL_VECTOR_ARITY', kernelLine: 2 });
    expect((e as Error).message).toMatch(/vec3f takes 3 components .*got 2/);
  });

  it('mixing a vec3f with a vec2f', () => {
    const e = caught(() =>
      tt.kernel(schema, (i, { a, o }) => {
        const w = a[i].add(tt.vec2f(1, 2) as unknown as tt.Vec3<'f32'>);
        o[i] = w.x;
      }),
    );
    expect(e).toMatchObject({ code: 'KERNEL_VECTOR_MISMATCH', kernelLine: 2 });
    expect((e as Error).message).toMatch(/vec3f and vec2f do not mix/);
  });

  it('a component or method the type does not have, with the closest name', () => {
    const field = caught(() =>
      tt.kernel(schema, (i, { a, o }) => {
        o[i] = (a[i] as unknown as { q: number }).q;
      }),
    );
    expect(field).toMatchObject({ code: 'KERNEL_UNKNOWN_FIELD', kernelLine: 2 });
    const method = caught(() =>
      tt.kernel(schema, (i, { a, o }) => {
        o[i] = (a[i] as unknown as { ad(x: number): { x: number } }).ad(1).x;
      }),
    );
    expect(method).toMatchObject({ code: 'KERNEL_UNKNOWN_METHOD', kernelLine: 2 });
    expect((method as Error).message).toMatch(/did you mean 'add'/);
  });

  it('a vector where a number is needed', () => {
    const e = caught(() =>
      tt.kernel(schema, (i, { a, o }) => {
        o[i] = a[i] as unknown as number;
      }),
    );
    expect(e).toMatchObject({ code: 'KERNEL_VECTOR_AS_SCALAR', kernelLine: 2 });
  });
});
