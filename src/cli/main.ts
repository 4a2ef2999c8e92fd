#!/usr/bin/env node
/** The `tutti` command: dispatches to one file per command; `main(argv, io)` is what tests call. */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tuttiVersion } from '../cache/key.js';
import { TuttiError } from '../errors/errors.js';
import { releaseApi } from './api.js';
import { cacheCommand } from './cmd-cache.js';
import { compileCommand } from './cmd-compile.js';
import { configCommand } from './cmd-config.js';
import { devicesCommand } from './cmd-devices.js';
import { orderCommand } from './cmd-order.js';
import { runScript } from './cmd-script.js';
import { HELP } from './help.js';
import { CommandError, EXIT_FAILED, EXIT_OK, EXIT_USAGE, type Io, processIo, UsageError } from './io.js';

type Command = (args: readonly string[], io: Io) => number | Promise<number>;

const COMMANDS: Readonly<Record<string, Command>> = {
  devices: devicesCommand,
  config: configCommand,
  cache: cacheCommand,
  compile: compileCommand,
  bench: (args) => runScript('bench', args),
  demo: (args) => runScript('demo', args),
  order: orderCommand,
};

const wantsHelp = (args: readonly string[]) => args.includes('--help') || args.includes('-h');

/** Runs the CLI with `argv` (without node and script); returns the exit code. */
export async function main(argv: readonly string[], io: Io = processIo): Promise<number> {
  const [name, ...args] = argv;
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      io.out(`${HELP.main}\n`);
      return name === undefined ? EXIT_USAGE : EXIT_OK;
    }
    if (name === '--version' || name === '-v') {
      io.out(`${tuttiVersion()}\n`);
      return EXIT_OK;
    }
    const command = COMMANDS[name];
    if (!command) throw new UsageError(`unknown command '${name}'`);
    const scriptArgs = name === 'bench' || name === 'demo';
    if (wantsHelp(args) && !(scriptArgs && args[0] !== '--help' && args[0] !== '-h')) {
      io.out(`${HELP[name] ?? HELP.main}\n`);
      return EXIT_OK;
    }
    return await command(args, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`tutti: ${e.message}\nRun 'tutti ${name && COMMANDS[name] ? `${name} ` : ''}--help' for usage.`);
      return EXIT_USAGE;
    }
    if (e instanceof CommandError || e instanceof TuttiError) {
      io.err(`tutti: ${e.message}`);
      return EXIT_FAILED;
    }
    io.err(`tutti: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return EXIT_FAILED;
  }
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  const code = await main(process.argv.slice(2));
  await releaseApi();
  process.exitCode = code;
}
