/**
 * `tutti order FILE --emit | --check`: FILE is an order in accelpy's text format (or a .js/.mjs
 * module exporting order definitions). --emit prints the generated glue of every native section
 * for one argument signature; --check builds every section whose compiler exists (through the
 * compile cache) and reports the others with the reason. No device is probed.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderGlue } from '../orders/glue.js';
import { renderWgslGlue } from '../orders/glue-wgsl.js';
import { modelOf } from '../orders/models.js';
import { type Order, order } from '../orders/order.js';
import { checkNative } from '../orders/prepare.js';
import { type ArgSig, sectionSig } from '../orders/signature.js';
import type { OrderDefinition } from '../orders/spec.js';
import { CommandError, EXIT_FAILED, EXIT_OK, type Io, parse, UsageError } from './io.js';

const OPTIONS = {
  emit: { type: 'boolean' },
  check: { type: 'boolean' },
  dtype: { type: 'string' },
  rank: { type: 'string' },
  arg: { type: 'string', multiple: true },
} as const;

function isDefinition(v: unknown): v is OrderDefinition {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Partial<Record<keyof OrderDefinition, unknown>>;
  return Array.isArray(d.inputs) && Array.isArray(d.outputs) && typeof d.sections === 'object';
}

async function loadOrders(file: string): Promise<Order[]> {
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) throw new CommandError(`no such file: ${file}`);
  if (/\.(m?js|cjs)$/.test(file)) {
    let mod: Record<string, unknown>;
    try {
      mod = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
    } catch (e) {
      throw new CommandError(`cannot import ${file}: ${e instanceof Error ? e.message : String(e)}`);
    }
    const defs = Object.entries(mod).filter(([, v]) => isDefinition(v));
    if (!defs.length)
      throw new CommandError(`${file} exports no order definitions ({ inputs, outputs, sections })`);
    return defs.map(([k, v]) => order(v as OrderDefinition, { name: (v as OrderDefinition).name ?? k }));
  }
  return [order(readFileSync(file, 'utf8'), { name: basename(file).replace(/\.[^.]*$/, '') })];
}

function signatureFor(o: Order, values: Record<string, unknown>): ArgSig[] {
  const dtype = typeof values.dtype === 'string' ? values.dtype : 'f32';
  const rank = Number(typeof values.rank === 'string' ? values.rank : '1');
  if (!Number.isInteger(rank) || rank < 1 || rank > 3) throw new UsageError('--rank must be 1, 2 or 3');
  const per = new Map<string, { dtype: string; rank: number }>();
  for (const a of (values.arg as string[] | undefined) ?? []) {
    const m = /^([A-Za-z_]\w*)=([a-z0-9]+)(?::([123]))?$/.exec(a);
    if (!m?.[1] || !m[2]) throw new UsageError(`--arg '${a}' must look like NAME=DTYPE or NAME=DTYPE:RANK`);
    per.set(m[1], { dtype: m[2], rank: Number(m[3] ?? rank) });
  }
  const sig = (name: string, role: 'in' | 'out'): ArgSig => ({
    name,
    role,
    dtype: per.get(name)?.dtype ?? dtype,
    rank: per.get(name)?.rank ?? rank,
  });
  return [...o.inputs.map((n) => sig(n, 'in')), ...o.outputs.map((n) => sig(n, 'out'))];
}

function describeSig(sig: readonly ArgSig[]): string {
  return sig
    .map((a) => `${a.name}: ${a.dtype}[rank ${a.rank}]${a.role === 'out' ? ' (out)' : ''}`)
    .join(', ');
}

export async function orderCommand(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, OPTIONS, true);
  const [file, ...extra] = positionals;
  if (!file || extra.length) throw new UsageError('expected one FILE');
  if (!values.emit && !values.check) throw new UsageError('choose --emit or --check');
  let failed = 0;
  for (const o of await loadOrders(file)) {
    const sig = signatureFor(o, values);
    io.out(`order '${o.name}' (${describeSig(sig)})\n`);
    for (const s of o.sections) {
      const model = modelOf(s.model);
      if (typeof s.body !== 'string') {
        io.out(`  [${s.model}] a tutti kernel: runs on any device (see tutti compile)\n`);
        continue;
      }
      if (model.language === 'wgsl') {
        const rank = Math.max(...sig.map((a) => a.rank));
        if (values.emit) {
          const glue = renderWgslGlue(o.name, sig, s.body, rank);
          io.out(`// ---- [${s.model}] WGSL (section starts at line ${glue.bodyLine}) ----\n${glue.source}`);
        }
        if (values.check)
          io.out(`  [${s.model}] compiled when run, by the webgpu device (not checked here)\n`);
        continue;
      }
      if (values.emit) {
        const glue = renderGlue(
          model,
          sectionSig(sig, s.argnames),
          s.body,
          o.name,
          s.options,
          o.fortranShape,
        );
        io.out(
          `// ---- [${s.model}] ${glue.file} (section starts at line ${glue.bodyLine}) ----\n${glue.source}`,
        );
      }
      if (values.check) {
        const r = await checkNative(o.name, model, s, sig, o.fortranShape);
        if (r.ok) io.out(`  [${s.model}] ok${r.cached ? ' (cached)' : ''}: ${r.path}\n`);
        else {
          const built = /failed to compile/.test(r.reason);
          if (built) failed++;
          io.out(`  [${s.model}] ${built ? 'FAILED' : 'skipped'}: ${r.reason.replace(/\n/g, '\n    ')}\n`);
        }
      }
    }
  }
  return failed ? EXIT_FAILED : EXIT_OK;
}
