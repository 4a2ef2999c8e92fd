/** Kernels written with vectors, matrices and structs (issue 28 items 1, 2, 4), for the nvcc tests. */
import * as tt from '../../src/index.js';

const Particle = tt.struct({ pos: tt.vec3f, vel: tt.vec3f, mass: tt.f32 });
const pull = (p: tt.CompositeArrayView<typeof Particle>, i: number, j: number) => {
  const d = p[j].pos.sub(p[i].pos);
  const r2 = tt.dot(d, d) + 0.01;
  return d.mul(p[j].mass / (Math.sqrt(r2) * r2));
};

/** Shaped arrays of vectors and structs (issue 28 items 1-3): g[r][c].x, whole elements, g.shape[k]. */
export const shapedGrid = tt.kernel(
  { g: tt.arrayOf(tt.vec3f, 2), p: tt.arrayOf(Particle, 2), o: tt.arrayOf(tt.f32, 2), dt: tt.f32 },
  ([r, c], { g, p, o, dt }) => {
    const v = g[r][c];
    g[r][c] = tt.vec3f(v.x + 1, r, c);
    g[r][c].z += p[r][c].vel.y * p[r][c].mass;
    p[r][c].pos = p[r][c].pos.add(p[r][c].vel.mul(dt));
    p[r][c].mass = g.shape[0] * 10 + g.shape[1];
    o[r][c] = tt.length(g[r][c]) + p.length;
  },
);

export const VECTOR_KERNELS: { name: string; kernel: () => tt.Kernel }[] = [
  {
    name: 'vec3f methods and free functions',
    kernel: () =>
      tt.kernel(
        {
          a: tt.arrayOf(tt.vec3f),
          b: tt.arrayOf(tt.vec3f),
          o: tt.arrayOf(tt.vec3f),
          r: tt.arrayOf(tt.vec4f),
        },
        (i, { a, b, o, r }) => {
          const u = a[i];
          const v = b[i];
          const c = tt.cross(u, v);
          c.x += 1;
          o[i] = u
            .add(v)
            .mul(2)
            .sub(v.div(3))
            .neg()
            .add(c)
            .add(tt.mix(u, v, 0.5))
            .add(tt.clamp(u, -1, 1));
          r[i] = tt.vec4f(tt.dot(u, v), tt.length(u), tt.distance(u, v), tt.normalize(v).y);
        },
      ),
  },
  {
    name: 'integer vectors and matrices',
    kernel: () =>
      tt.kernel(
        {
          a: tt.arrayOf(tt.vec3i),
          m: tt.arrayOf(tt.mat3f),
          v: tt.arrayOf(tt.vec3f),
          o: tt.arrayOf(tt.vec3u),
        },
        (i, { a, m, v, o }) => {
          const w = a[i]
            .mul(a[i])
            .div(3)
            .sub(tt.vec3i(1, 2, 3));
          const x = m[i].mul(m[i]).transpose().mul(v[i]);
          o[i] = tt.vec3u(w.x, w.y, x.z);
        },
      ),
  },
  {
    name: 'particle step over structs',
    kernel: () =>
      tt.kernel({ p: tt.arrayOf(Particle), dt: tt.f32 }, (i, { p, dt }) => {
        p[i].vel = p[i].vel.add(tt.vec3f(0, -9.81, 0).mul(dt));
        p[i].pos = p[i].pos.add(p[i].vel.mul(dt));
        if (p[i].pos.y < 0) p[i].vel.y *= -0.5;
      }),
  },
  {
    name: 'n-body over structs with an array helper',
    kernel: () =>
      tt.kernel(
        { p: tt.arrayOf(Particle), out: tt.arrayOf(Particle), dt: tt.f32 },
        (i, { p, out, dt }) => {
          let acc = tt.vec3f(0);
          for (let j = 0; j < p.length; j++) acc = acc.add(pull(p, i, j));
          const me = p[i];
          me.vel = me.vel.add(acc.mul(dt));
          me.pos = me.pos.add(me.vel.mul(dt));
          out[i] = me;
        },
        { helpers: { pull } },
      ),
  },
  {
    name: 'shaped grids of vec3f and structs',
    kernel: () => shapedGrid,
  },
];
