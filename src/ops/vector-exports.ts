/** The public names of vectors, matrices and structs (re-exported by the package root as tt.*). */
export type { CompositeArrayParam, CompositeArrayView } from '../types/element.js';
export type { FieldArrays, StructType, StructValue, ValueOf } from '../types/struct.js';
export type { AnyVec, Mat, MatrixType, Vec2, Vec3, Vec4, VectorType } from '../types/vector.js';
export {
  mat2f,
  mat3f,
  mat4f,
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
} from './host-vectors.js';
export { clamp, cross, distance, dot, length, mix, normalize } from './vector-fns.js';
