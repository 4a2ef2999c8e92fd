/**
 * Compile-time checks of vector and struct typing (`npm run typecheck` with tsconfig.examples.json
 * fails if an `@ts-expect-error` line is not an error): `p[i].pos.x` is typed, a field or method
 * that does not exist, or a vec2 mixed with a vec3, is a TypeScript error in the user's editor.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as tt from '../../src/index.js';

const Particle = tt.struct({ pos: tt.vec3f, vel: tt.vec3f, mass: tt.f32 });

function compileOnly(): void {
  tt.kernel({ p: tt.arrayOf(Particle), dt: tt.f32 }, (i, { p, dt }) => {
    expectTypeOf(p[i].pos.x).toEqualTypeOf<number>();
    expectTypeOf(p[i].mass).toEqualTypeOf<number>();
    expectTypeOf(p[i].vel.add(p[i].pos)).toEqualTypeOf<tt.Vec3<'f32'>>();
    p[i].pos = p[i].pos.add(p[i].vel.mul(dt));
    p[i].pos.y = tt.length(p[i].vel);
    // @ts-expect-error a field the struct does not have
    p[i].mas = 1;
    // @ts-expect-error a component a vec3 does not have
    p[i].pos.w = 1;
    // @ts-expect-error a method vectors do not have
    p[i].pos.ad(p[i].vel);
    // @ts-expect-error a vec2 added to a vec3
    p[i].pos = p[i].pos.add(tt.vec2f(1, 2));
    // @ts-expect-error an i32 vector mixed with an f32 one
    p[i].vel = p[i].vel.add(tt.vec3i(1, 2, 3));
    // @ts-expect-error a vec3 constructor with two numbers
    tt.vec3f(1, 2);
  });
  // arrays of vectors launch with NDArrays of their word type
  const k = tt.kernel({ v: tt.arrayOf(tt.vec3f) }, (i, { v }) => {
    v[i] = tt.normalize(v[i]);
  });
  void k.launch(3, { v: tt.zeros([3], tt.vec3f) });
  // @ts-expect-error an i32 array for an array of vec3f
  void k.launch(3, { v: tt.zeros([3], tt.vec3i) });
}

describe('vector and struct typing', () => {
  it('is checked by tsc (this file compiles only if the @ts-expect-error lines are errors)', () => {
    expect(typeof compileOnly).toBe('function');
    expect(Particle.words).toBe(7);
  });
});
