/**
 * A whole kernel -> one C translation unit: dialect header, JS-semantics prelude, helper
 * functions, the per-item function (the kernel body; `return` ends the item), and the dialect's
 * exported entry point that runs the launch range.
 */
import type { IRFunction, KernelIR } from '../../ir/nodes.js';
import type { CDialect, EntryParam } from './dialect.js';
import { A, commentText, ctype, F, N, P, V } from './names.js';
import { prelude } from './prelude.js';
import { ERR, ExprRenderer, literal } from './render-expr.js';
import { StmtRenderer } from './render-stmt.js';

/** The exported symbol of every generated translation unit. */
export const ENTRY_NAME = 'tutti_kernel';

/** The entry point's parameters: n0 n1 n2 threads err, then per IR param (arrays: data, length). */
export function entryParams(k: KernelIR): EntryParam[] {
  const out: EntryParam[] = [];
  const scalar = (name: string, c: string) => out.push({ decl: `${c} ${name}`, name, ffiType: c });
  for (const n of ['n0', 'n1', 'n2', 'tt_threads']) scalar(n, 'int32_t');
  out.push({ decl: `int32_t *${ERR}`, name: ERR, ffiType: 'int32_t *' });
  for (const p of k.params) {
    if (p.isArray) {
      out.push({ decl: `${ctype(p.type)} *${A(p.name)}`, name: A(p.name), ffiType: `${ctype(p.type)} *` });
      scalar(N(p.name), 'int64_t');
    } else {
      scalar(P(p.name), p.type === 'bool' ? 'int32_t' : ctype(p.type));
    }
  }
  return out;
}

function itemParams(k: KernelIR): string[] {
  const out = ['int32_t i0', 'int32_t i1', 'int32_t i2'];
  for (const p of k.params) {
    if (p.isArray) out.push(`${ctype(p.type)} *${A(p.name)}`, `int64_t ${N(p.name)}`);
    else out.push(`${ctype(p.type)} ${P(p.name)}`);
  }
  out.push(`int32_t *${ERR}`);
  return out;
}

function itemArgs(k: KernelIR): string[] {
  const out = ['i0', 'i1', 'i2'];
  for (const p of k.params) {
    if (p.isArray) out.push(A(p.name), N(p.name));
    else out.push(P(p.name));
  }
  out.push(ERR);
  return out;
}

function helperSignature(d: CDialect, f: IRFunction): string {
  const ps = f.params.map((p) => `${ctype(p.type)} ${V(p.name)}`).join(', ');
  return `${d.fnQualifier} ${ctype(f.returnType)} ${F(f.name)}(${ps || 'void'})`;
}

/** The C source of kernel `k` for dialect `d`. */
export function renderC(k: KernelIR, d: CDialect): string {
  const x = new ExprRenderer(d);
  const s = StmtRenderer.forKernel(d, x, k);
  const out: string[] = [];
  out.push(
    `/* tutti kernel '${commentText(k.name)}', rank ${k.rank}, dialect ${d.id}: generated, do not edit. */`,
  );
  out.push(`/* bounds checks: ${k.options.unsafe ? 'off (unsafe)' : 'on'} */`);
  out.push(d.header());
  out.push(prelude(d));
  if (k.functions.length) {
    out.push('', '/* helper functions */');
    for (const f of k.functions) out.push(`${helperSignature(d, f)};`);
    for (const f of k.functions) {
      out.push(`${helperSignature(d, f)} {`);
      s.declare(f.locals, '  ', out);
      const zero = `return ${literal(d, f.returnType, 0)};`;
      s.block(f.body, '  ', zero, out);
      out.push(`  ${zero}`, '}');
    }
  }
  out.push('', '/* one work item: the kernel body; `return` ends this item only */');
  out.push(`${d.fnQualifier} void tt_item(${itemParams(k).join(', ')}) {`);
  out.push('  (void)i0; (void)i1; (void)i2;');
  s.declare(k.locals, '  ', out);
  s.block(k.body, '  ', 'return;', out);
  out.push('}', '');
  out.push(
    d.entry(
      { kernel: k, params: entryParams(k), itemCall: `tt_item(${itemArgs(k).join(', ')})` },
      ENTRY_NAME,
    ),
  );
  return `${out.join('\n')}\n`;
}
