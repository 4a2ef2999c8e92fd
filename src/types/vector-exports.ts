/** The public names of vectors, matrices and structs (re-exported by the package root as tt.*). */
export type { CompositeArrayParam, CompositeArrayView } from './element.js';
export type { FieldArrays, StructType, StructValue, ValueOf } from './struct.js';
export {
  type AnyVec,
  type Mat,
  type MatrixType,
  mat2f,
  mat3f,
  mat4f,
  type Vec2,
  type Vec3,
  type Vec4,
  type VectorType,
  vec2d,
  vec2f,
  vec2i,
  vec2u,
  vec3d,
  vec3f,
  vec3i,
  vec3u,
  vec4d,
  vec4f,
  vec4i,
  vec4u,
} from './vector.js';
export { clamp, cross, distance, dot, length, mix, normalize } from './vector-fns.js';
