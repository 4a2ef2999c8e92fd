/** `tt.struct(fields)`: a struct type, its layout checked and frozen (see types/struct.ts). */
import { KernelDefinitionError } from '../errors/errors.js';
import { newTypedArray } from '../types/dtype.js';
import {
  type FieldArrays,
  type Fields,
  type StructElem,
  type StructType,
  structLayout,
} from '../types/struct.js';

export function struct<F extends Fields>(fields: F): StructType<F, StructElem<F>> {
  if (typeof fields !== 'object' || fields === null) {
    throw new KernelDefinitionError(
      'KERNEL_BAD_STRUCT',
      'tt.struct takes an object of fields: { pos: tt.vec3f, … }',
    );
  }
  const l = structLayout(fields);
  if (typeof l === 'string') throw new KernelDefinitionError('KERNEL_BAD_STRUCT', `tt.struct: ${l}`);
  const { layout, elem, words } = l;
  const count = (data: ArrayLike<number>): number => {
    if (data.length % words !== 0) {
      throw new KernelDefinitionError(
        'KERNEL_BAD_STRUCT',
        `tt.struct: ${data.length} words are not a whole number of structs of ${words} words`,
      );
    }
    return data.length / words;
  };
  const unpack = (data: ArrayLike<number>): FieldArrays<F, StructElem<F>> => {
    const n = count(data);
    const out: Record<string, ArrayLike<number>> = {};
    for (const f of layout) {
      const a = newTypedArray(elem, n * f.words);
      for (let k = 0; k < n; k++)
        for (let w = 0; w < f.words; w++) a[k * f.words + w] = data[k * words + f.offset + w] ?? 0;
      out[f.name] = a;
    }
    // Built field by field from the layout, which has exactly F's keys.
    return out as unknown as FieldArrays<F, StructElem<F>>;
  };
  const pack = (src: { readonly [K in keyof F]: ArrayLike<number> }) => {
    const byName = src as Readonly<Record<string, ArrayLike<number>>>;
    const first = layout[0];
    const n = first ? Math.floor((byName[first.name]?.length ?? 0) / first.words) : 0;
    const a = newTypedArray(elem, n * words);
    for (const f of layout) {
      const v = byName[f.name];
      if (!v || v.length !== n * f.words) {
        throw new KernelDefinitionError(
          'KERNEL_BAD_STRUCT',
          `pack: field '${f.name}' must hold ${n * f.words} numbers (${n} structs × ${f.words})`,
        );
      }
      for (let k = 0; k < n; k++)
        for (let w = 0; w < f.words; w++) a[k * words + f.offset + w] = v[k * f.words + w] ?? 0;
    }
    return a;
  };
  // pack builds arrays of the struct's word type, StructElem<F> (which TS cannot relate to `elem`).
  return Object.freeze({
    kind: 'struct',
    fields,
    layout,
    elem,
    words,
    unpack,
    pack,
  }) as unknown as StructType<F, StructElem<F>>; // the frozen object is the struct type its fields describe
}
