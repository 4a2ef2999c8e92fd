/** One WGSL helper function of the prelude: its text and the helpers it calls. */
export interface Helper {
  readonly deps: readonly string[];
  readonly code: string;
}

/** `v` rounded to f32, as a WGSL f32 literal (finite, normal or zero). */
export function f32c(v: number): string {
  const f = Math.fround(v);
  return `${String(f)}f`;
}

/** `v` split into two f32 literals whose sum is `v` to about 48 bits: `[hi, lo]`. */
export function f32pair(v: number): [string, string] {
  const hi = Math.fround(v);
  return [f32c(hi), f32c(v - hi)];
}
