/** `tutti compile FILE --kernel NAME --backend ID --emit|--ir`: a kernel's generated source or IR. */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ownModule } from '../config/own-module.js';
import type { KernelIR } from '../ir/nodes.js';
import { backendIds } from '../runtime/devices.js';
import { loadApi } from './api.js';
import { CommandError, type Io, parse, UsageError } from './io.js';

const OPTIONS = {
  kernel: { type: 'string' },
  backend: { type: 'string' },
  emit: { type: 'boolean' },
  ir: { type: 'boolean' },
  'emit-lib': { type: 'string' },
} as const;

/** What the command needs of a kernel (duck-typed: FILE may have loaded its own copy of tutti). */
interface KernelLike {
  printIR(): string;
  generatedSource(device: string): Promise<string>;
  /** The typed IR (--emit-lib renders the library from it). */
  readonly ir?: unknown;
}

function isKernel(v: unknown): v is KernelLike {
  if (typeof v !== 'object' || v === null) return false;
  const k = v as Partial<Record<keyof KernelLike, unknown>>;
  return typeof k.printIR === 'function' && typeof k.generatedSource === 'function';
}

const FAMILIES = ['cpu', 'gpu', 'auto'];

function checkBackend(selector: string): void {
  const id = selector.split(':')[0] ?? selector;
  const known = backendIds();
  if (!known.includes(id) && !FAMILIES.includes(id)) {
    throw new CommandError(
      `unknown backend '${selector}'; known backends: ${[...known, ...FAMILIES].join(', ')}`,
    );
  }
}

const TYPESCRIPT = /\.(ts|mts|cts|tsx)$/;

type TsImport = (specifier: string, parentURL: string) => Promise<unknown>;

/** tsx's `tsImport`, resolved from the user's file (their project's tsx), if they have it. */
function findTsImport(file: string): TsImport | undefined {
  try {
    const api = createRequire(file)('tsx/esm/api') as { tsImport?: unknown };
    return typeof api.tsImport === 'function' ? (api.tsImport as TsImport) : undefined;
  } catch {
    return undefined;
  }
}

/** Node 20 cannot import TypeScript: use the project's tsx, or say exactly what works. */
async function importTypeScript(file: string, io: Io, argv: readonly string[]): Promise<unknown> {
  const tsImport = findTsImport(file);
  if (tsImport) return tsImport(pathToFileURL(file).href, pathToFileURL(file).href);
  const cli = relative(io.cwd, fileURLToPath(new URL('./main.js', import.meta.url)));
  throw new CommandError(
    `cannot import ${file}: Node ${process.version} cannot load TypeScript by itself, and no 'tsx' package ` +
      `was found from that file. Either install tsx in your project (npm install --save-dev tsx) and run the ` +
      `same command again, or run: npx tsx ${cli} compile ${argv.join(' ')}` +
      ' — or compile the file with tsc and pass the emitted .js',
  );
}

async function importFile(file: string, io: Io, argv: readonly string[]): Promise<Record<string, unknown>> {
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) throw new CommandError(`no such file: ${file}`);
  try {
    try {
      return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    } catch (e) {
      // Under tsx, or a Node that strips types, the plain import already worked.
      const unknownExtension = e instanceof Error && 'code' in e && e.code === 'ERR_UNKNOWN_FILE_EXTENSION';
      if (!TYPESCRIPT.test(file) || !unknownExtension) throw e;
      return (await importTypeScript(file, io, argv)) as Record<string, unknown>;
    }
  } catch (e) {
    if (e instanceof CommandError) throw e;
    throw new CommandError(`cannot import ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function pickKernel(file: string, mod: Record<string, unknown>, name: string | undefined): KernelLike {
  const kernels = Object.keys(mod).filter((k) => isKernel(mod[k]));
  if (name !== undefined) {
    const k = mod[name];
    if (isKernel(k)) return k;
    throw new CommandError(
      `kernel '${name}' not found in ${file}; exported kernels: ${kernels.join(', ') || '(none)'}`,
    );
  }
  const only = kernels.length === 1 ? mod[kernels[0] ?? ''] : undefined;
  if (isKernel(only)) return only;
  if (kernels.length === 0) throw new CommandError(`${file} exports no kernels (made with tt.kernel)`);
  throw new UsageError(
    `${file} exports several kernels (${kernels.join(', ')}); choose one with --kernel NAME`,
  );
}

export async function compileCommand(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, OPTIONS, true);
  const [fileArg, ...extra] = positionals;
  if (fileArg === undefined) throw new UsageError('missing FILE: tutti compile FILE --kernel NAME');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  const backend = typeof values.backend === 'string' ? values.backend : 'js';
  await loadApi();
  checkBackend(backend);
  const file = resolve(io.cwd, fileArg);
  const mod = await importFile(file, io, args);
  const k = pickKernel(file, mod, typeof values.kernel === 'string' ? values.kernel : undefined);
  const lib = values['emit-lib'];
  if (typeof lib === 'string') return emitLib(k, resolve(io.cwd, lib), io);
  if (values.ir) io.out(`${k.printIR().trimEnd()}\n`);
  if (values.emit || !values.ir) io.out(`${(await k.generatedSource(backend)).trimEnd()}\n`);
  return 0;
}

/** `--emit-lib DIR`: the kernel as a C library, its header and a Python module (library-bindings.ts). */
async function emitLib(k: KernelLike, dir: string, io: Io): Promise<number> {
  const ir = k.ir as KernelIR | undefined;
  if (typeof ir?.name !== 'string')
    throw new CommandError('this kernel object has no IR to build a library from');
  const name = ir.name.replace(/[^A-Za-z0-9_]/g, '_').replace(/^(?=\d)/, 'k');
  const { emitLibrary } = await ownModule(() => import('../backends/native/library-bindings.js'));
  const paths = await emitLibrary(ir, dir, name);
  for (const [what, path] of Object.entries(paths)) io.out(`${what.padEnd(8)} ${path}\n`);
  return 0;
}
