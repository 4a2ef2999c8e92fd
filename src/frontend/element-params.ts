/**
 * Schema parameters whose elements are vectors, matrices or structs (`tt.arrayOf(tt.vec3f)`,
 * `tt.arrayOf(Particle)`): their frontend element types, and the checks of their declarations.
 */
import { KernelDefinitionError } from '../errors/errors.js';
import type { Schema } from '../types/schema.js';
import { type CompositeType, fieldInfo } from '../types/struct.js';
import { type ValueType, valueTypeOf, wordsOf } from './value-type.js';

function elementOf(t: unknown): CompositeType | undefined {
  if (typeof t !== 'object' || t === null) return undefined;
  const el = (t as { element?: unknown }).element;
  return el === undefined ? undefined : (el as CompositeType);
}

/** Refuses a composite element that is no type, and composite scalars. */
export function checkElementParam(kernel: string, name: string, t: unknown): void {
  const kind = (t as { kind?: unknown } | null)?.kind;
  if (kind === 'vector' || kind === 'matrix' || kind === 'struct') {
    throw new KernelDefinitionError(
      'KERNEL_BAD_SCHEMA',
      `kernel '${kernel}': parameter '${name}' is a single ${kind}; pass its components as scalars (tt.f32 each) or an array of one: tt.arrayOf(…)`,
    );
  }
  const el = elementOf(t);
  if (el === undefined) return;
  const info = fieldInfo(el);
  if (typeof info === 'string') {
    throw new KernelDefinitionError(
      'KERNEL_BAD_SCHEMA',
      `kernel '${kernel}': the elements of '${name}' ${info}`,
    );
  }
}

/** The words per element of `tt.arrayOf(T, rank)` with T a vector, matrix or struct; else undefined. */
export function shapedElementWords(t: unknown): number | undefined {
  const el = elementOf(t);
  if (el === undefined || (t as { rank?: unknown }).rank === undefined) return undefined;
  return wordsOf(valueTypeOf(el));
}

/** The element type of every array of vectors/structs in the schema, by parameter name. */
export function elementTypes(schema: Schema): Map<string, ValueType> {
  const m = new Map<string, ValueType>();
  for (const [k, t] of Object.entries(schema)) {
    const el = elementOf(t);
    if (el) m.set(k, valueTypeOf(el));
  }
  return m;
}
