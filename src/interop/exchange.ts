/** The array exchange's public names (re-exported by src/index.ts; docs/memory.md). */
export {
  type ArrayDescriptor,
  type DescriptorData,
  type DescriptorDevice,
  type DescriptorDType,
  type DescriptorOfOptions,
  descriptorOf,
} from './descriptor.js';
export { type FromDescriptorOptions, fromDescriptor } from './import.js';
export {
  descriptorOfJaxArray,
  fromJaxArray,
  type JaxArrayLike,
  type JaxLike,
  type ToJaxOptions,
  toJaxArray,
} from './jax.js';
export {
  descriptorOfTensor,
  fromTfjsTensor,
  type TfjsLike,
  type TfjsTensorLike,
  toTfjsTensor,
} from './tfjs.js';
