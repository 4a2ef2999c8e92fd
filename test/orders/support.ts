/** Shared by the order tests: which compilers exist here, and a skip that prints why. */
import { it } from 'vitest';
import { modelOf } from '../../src/orders/models.js';
import { compilerFor } from '../../src/orders/toolchains.js';

/** Why `model` cannot build here, or undefined when its compiler exists. */
export function missingCompiler(model: string): string | undefined {
  const c = compilerFor(modelOf(model));
  return 'missing' in c ? c.missing : undefined;
}

/** `it` when the model's compiler exists, else a skipped test that says why. */
export function itBuilds(model: string, name: string, fn: () => Promise<void>): void {
  const why = missingCompiler(model);
  if (why) {
    console.info(`order test '${name}' skipped: ${why}`);
    it.skip(`${name} — skipped: ${why}`, fn);
  } else it(name, fn);
}
