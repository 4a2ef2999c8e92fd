/**
 * The launch that fails the launch-wide range test (`bok`, range-checks.ts) runs in a function of
 * its own, `tt_fallback`, so the kernel function holds only the in-range launch's code.
 *
 * Why: V8 sizes a function's tier-up budgets by its bytecode length — the feedback vector comes
 * after 8 × length bytes of bytecode ran, and once the function is marked for optimisation each
 * step of on-stack-replacement (OSR) urgency after 500 × length more. durbin's kernel function held
 * its block loop and fully checked copies too (11.9 kB of bytecode against the plain loop's 0.2 kB),
 * so a one-item launch of ~0.4 ms ran interpreted for most of its first three launches (20-80 ms
 * each on a loaded machine) where the plain function compiled in its first. A function V8 never
 * calls costs nothing; one that a launch does call tiers up on its own.
 *
 * The fallback gets what the kernel function computed before the test (unboxed scalars, per-launch
 * arrays, launch invariants) as arguments, and declares the one-item flag itself when it uses it.
 */
import type { KernelIR } from '../../ir/nodes.js';
import { A, P } from './render-expr.js';

const NAME = 'tt_fallback';

/** The fallback's parameters: the launch extents, the kernel's parameters, per-launch arrays, invariants. */
function fallbackArgs(k: KernelIR, invariants: number): string[] {
  const params = k.params.map((p) => (p.isArray ? A(p.name) : P(p.name)));
  const arrays = [...(k.shared ?? []), ...(k.private ?? [])].map((a) => A(a.name));
  const h = Array.from({ length: invariants }, (_, j) => `h${j}`);
  return ['n0', 'n1', 'n2', ...params, ...arrays, ...h];
}

/** The call that ends the kernel function, and the fallback function made of `body` (its lines). */
export function launchFallback(
  k: KernelIR,
  invariants: number,
  body: readonly string[],
  declarations: readonly string[],
): { readonly call: string; readonly fn: readonly string[] } {
  const args = fallbackArgs(k, invariants).join(', ');
  return {
    call: `  return ${NAME}(${args});`,
    fn: [`function ${NAME}(${args}) {`, ...declarations, ...body, '}'],
  };
}
