/// <reference types="@webgpu/types" />
/**
 * Shader compilation messages -> KernelBuildError naming the WGSL line and, where the line came
 * from a kernel statement, the kernel's own source line.
 */
import { KernelBuildError } from '../../errors/errors.js';
import type { RenderedShader } from './render.js';

export interface ShaderMessage {
  readonly message: string;
  readonly lineNum: number;
  readonly linePos: number;
}

export function shaderBuildError(
  kernel: string,
  shader: Pick<RenderedShader, 'code' | 'lineLocs'>,
  messages: readonly ShaderMessage[],
  cause?: unknown,
): KernelBuildError {
  const lines = shader.code.split('\n');
  const parts = messages.map((m) => {
    const loc = m.lineNum > 0 ? shader.lineLocs[m.lineNum - 1] : undefined;
    const where = m.lineNum > 0 ? `WGSL line ${m.lineNum}:${m.linePos}` : 'WGSL';
    const src = loc ? ` (kernel source line ${loc.line}:${loc.column})` : '';
    const text = m.lineNum > 0 ? `\n    ${(lines[m.lineNum - 1] ?? '').trim()}` : '';
    return `${where}${src}: ${m.message}${text}`;
  });
  return new KernelBuildError(
    'KERNEL_BUILD_FAILED',
    `kernel '${kernel}': the WebGPU shader was rejected:\n  ${parts.join('\n  ')}\n` +
      `  (this is a bug in tutti's WGSL generation unless the source was hand-written; inspect it with kernel.generatedSource('webgpu'))`,
    cause === undefined ? undefined : { cause },
  );
}
