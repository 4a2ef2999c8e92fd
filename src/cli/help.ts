/** --help texts, one per command. */
import { BACKEND_IDS } from '../backends/registry.js';

export const HELP: Readonly<Record<string, string>> = {
  main: `tutti — write a compute kernel once in TypeScript, run it on every device.

Usage: tutti <command> [options]

Commands:
  devices                 every device, available or not (with the reason), and its capabilities
  config                  the effective settings and where each came from
  cache list|info|clear   the compile cache
  compile FILE            print a kernel's generated source (or IR) for a backend
  order FILE              an order's generated glue (--emit) or a build of every section (--check)
  bench                   run the benchmark suite (dist/bench/run.js)
  demo                    run the demo (dist/demo/demo.js)

Options:
  -h, --help              help (also: tutti <command> --help)
  -v, --version           tutti's version

Exit codes: 0 success, 1 the command failed, 2 bad usage.`,
  devices: `Usage: tutti devices [--json]

Lists every device tutti knows, in preference order: available ones with their capabilities
(f64, atomics, largest range and buffer), unavailable ones with the reason.

Options:
  --json        machine-readable output
  -h, --help    this help`,
  config: `Usage: tutti config [--json]

Prints the effective settings and where each value came from (default, config file, environment
variable, configure()). An invalid setting is reported with its key and source (exit code 1).

Options:
  --json        machine-readable output
  -h, --help    this help`,
  cache: `Usage: tutti cache <list|info|clear> [--json] [--kind KIND]

  list          every entry: kind, key, size, last use, what it was built for
  info          directory, entry count, total size, size cap
  clear         remove every entry (or only those of --kind)

Options:
  --json        machine-readable output
  --kind KIND   only entries of this kind (e.g. native), for list and clear
  -h, --help    this help`,
  compile: `Usage: tutti compile FILE [--kernel NAME] [--backend ID] [--emit] [--ir] [--emit-lib DIR]

Imports FILE (a built .js module exporting kernels made with tt.kernel) and prints the source the
backend generates for the kernel exported as NAME (needed when FILE exports several kernels).

Options:
  --kernel NAME  the export holding the kernel
  --backend ID   backend or device selector (default js): ${BACKEND_IDS.join(', ')}, …
  --emit         print the generated source (the default)
  --ir           print the kernel's IR
  --emit-lib DIR write the kernel as a C library: DIR/libNAME.so, NAME.h, NAME.c and a Python
                 ctypes module NAME.py (the native backend's code, with its bounds checks)
  -h, --help     this help`,
  bench: `Usage: tutti bench [ARGS…]

Runs the benchmark suite (node dist/bench/run.js ARGS…; build first with npm run build).`,
  demo: `Usage: tutti demo [ARGS…]

Runs the demo (node dist/demo/demo.js ARGS…; build first with npm run build).`,
  order: `Usage: tutti order FILE (--emit | --check) [--dtype NAME] [--rank N] [--arg NAME=DTYPE[:RANK]]…

FILE is an order in accelpy's text format (set_argnames(...) then [model] sections), or a .js/.mjs
module exporting order definitions ({ inputs, outputs, sections }).

Options:
  --emit        print the generated glue of every native section
  --check       build every section whose compiler exists (through the compile cache) and report
                the others with the reason; exit 1 if a section fails to compile
  --dtype NAME  element type of every array for the glue (default f32)
  --rank N      rank of every array (default 1)
  --arg A=T:R   dtype and rank of one array, e.g. --arg u=f64:2
  -h, --help    this help`,
};
