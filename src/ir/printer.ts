/** A readable text form of the IR, used for dumps (TUTTI_DUMP_IR) and snapshot tests. */
import type { Expr, IRFunction, IRType, KernelIR, Stmt } from './nodes.js';

function expr<T extends IRType>(e: Expr<T>): string {
  switch (e.kind) {
    case 'const':
      return `${typeof e.value === 'number' && Object.is(e.value, -0) ? '-0' : String(e.value)}:${e.type}`;
    case 'index':
      return `idx${e.dim}`;
    case 'groupId':
      return `${e.which}${e.dim}`;
    case 'param':
      return `%${e.name}`;
    case 'local':
      return `$${e.name}`;
    case 'load':
      return `${e.array}[${expr(e.index)}]${e.checked ? '!' : ''}:${e.type}`;
    case 'length':
      return `len(${e.array})`;
    case 'dimcheck':
      return `dim(${expr(e.index)} < %${e.extent})${e.checked ? '!' : ''}`;
    case 'unary':
      return `${e.op}:${e.type}(${expr(e.arg)})`;
    case 'binary':
      return `${e.op}:${e.type}(${expr(e.left)}, ${expr(e.right)})`;
    case 'logical':
      return `${e.op}(${expr(e.left)}, ${expr(e.right)})`;
    case 'cond':
      return `(${expr(e.test)} ? ${expr(e.consequent)} : ${expr(e.alternate)}):${e.type}`;
    case 'call':
      return `${e.fn}:${e.type}(${e.args.map(expr).join(', ')})`;
    case 'cast':
      return `${e.type}(${expr(e.arg)})`;
    case 'atomic':
      return `atomic.${e.op}${e.checked ? '!' : ''}:${e.type}(${e.array}[${expr(e.index)}]${e.args.map((a) => `, ${expr(a)}`).join('')})`;
    case 'helper':
      return `call ${e.name}:${e.type}(${e.args.map(expr).join(', ')})`;
    case 'hook':
      return `hook ${[e.hook, ...e.path].join('.')}:${e.type}(${e.args.map(expr).join(', ')})`;
    case 'let':
      return `(let $${e.name} = ${expr(e.value)} in ${expr(e.body)}):${e.type}`;
  }
}

function block<T extends IRType>(stmts: readonly Stmt<T>[], indent: string, out: string[]): void {
  for (const s of stmts) stmt(s, indent, out);
}

function stmt<T extends IRType>(s: Stmt<T>, ind: string, out: string[]): void {
  switch (s.kind) {
    case 'assign':
      out.push(`${ind}$${s.name} = ${expr(s.value)}`);
      break;
    case 'store':
      out.push(`${ind}${s.array}[${expr(s.index)}]${s.checked ? '!' : ''} = ${expr(s.value)}`);
      break;
    case 'expr':
      out.push(`${ind}${expr(s.expr)}`);
      break;
    case 'if':
      out.push(`${ind}if ${expr(s.test)} {`);
      block(s.consequent, `${ind}  `, out);
      if (s.alternate.length) {
        out.push(`${ind}} else {`);
        block(s.alternate, `${ind}  `, out);
      }
      out.push(`${ind}}`);
      break;
    case 'loop':
      if (s.testAtEnd) out.push(`${ind}do {`);
      else out.push(`${ind}loop ${s.test ? `while ${expr(s.test)}` : 'forever'} {`);
      block(s.body, `${ind}  `, out);
      if (s.update.length) {
        out.push(`${ind}} continuing {`);
        block(s.update, `${ind}  `, out);
      }
      out.push(s.testAtEnd && s.test ? `${ind}} while ${expr(s.test)}` : `${ind}}`);
      break;
    case 'break':
    case 'continue':
    case 'barrier':
      out.push(`${ind}${s.kind}`);
      break;
    case 'fence':
      out.push(`${ind}fence ${s.scope}`);
      break;
    case 'return':
      out.push(`${ind}return${s.value ? ` ${expr(s.value)}` : ''}`);
      break;
  }
}

function fn<T extends IRType>(f: IRFunction<T>, out: string[]): void {
  out.push(`fn ${f.name}(${f.params.map((p) => `$${p.name}: ${p.type}`).join(', ')}) -> ${f.returnType} {`);
  for (const l of f.locals) out.push(`  var $${l.name}: ${l.type}`);
  block(f.body, '  ', out);
  out.push('}');
}

export function printKernel<T extends IRType>(k: KernelIR<T>): string {
  const out: string[] = [];
  for (const f of k.functions) fn(f, out);
  const params = k.params.map((p) => `%${p.name}: ${p.isArray ? `${p.type}[]` : p.type}`).join(', ');
  const wg = k.workgroup ? ` workgroup=[${k.workgroup.join(', ')}]${k.groupLoops ? ' group-loops' : ''}` : '';
  out.push(
    `kernel ${k.name}[rank ${k.rank}](${params}) float=${k.options.floatType}${k.options.unsafe ? ' unsafe' : ''}${wg} {`,
  );
  for (const a of k.shared ?? []) out.push(`  shared ${a.name}: ${a.type}[${a.length}]`);
  for (const l of k.locals) out.push(`  var $${l.name}: ${l.type}`);
  block(k.body, '  ', out);
  out.push('}');
  return out.join('\n');
}
