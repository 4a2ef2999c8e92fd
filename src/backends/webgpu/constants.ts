/// <reference types="@webgpu/types" />
/**
 * WebGPU's flag values (fixed by the spec). Spelled out here so the backend needs neither the
 * browser's globals nor the `webgpu` package's `globals` object.
 */
export const BufferUsage = {
  MAP_READ: 0x0001,
  COPY_SRC: 0x0004,
  COPY_DST: 0x0008,
  UNIFORM: 0x0040,
  STORAGE: 0x0080,
  QUERY_RESOLVE: 0x0200,
} as const;

export const MapMode = { READ: 0x0001 } as const;

export const ShaderStage = { COMPUTE: 0x4 } as const;

/** Adapters that are software rasterisers (Dawn reports llvmpipe with isFallbackAdapter false). */
export const SOFTWARE_ADAPTER = /llvmpipe|lavapipe|swiftshader|softpipe/i;
