import { readFileSync } from 'node:fs';
import { BaglamError } from '../core/index.js';
import { FileError } from '../files/fileError.js';
import { FileLockError } from '../files/fileLock.js';
import type { Command } from './command.js';
import { commands } from './commands/index.js';
import { EXIT, UserError, write, type CliIo } from './io.js';
import { bundledPath } from './paths.js';

/** The installed package's version, read from its own package.json (one source of truth). */
function version(): string {
  return (JSON.parse(readFileSync(bundledPath('package.json'), 'utf8')) as { version: string }).version;
}

function overview(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'baglam — assemble LLM context deterministically under a token budget, and prove it.',
    '',
    'Usage: baglam <command> [options]',
    '       baglam --version',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `baglam <command> --help` for a command\'s options.',
    'Exit codes: 0 all held, 1 a check failed, 2 bad configuration or usage.',
  ].join('\n');
}

/**
 * The whole CLI as a function of its inputs: arguments and streams in, exit
 * code out. `bin.ts` is the only file that touches `process`.
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    write(io.stdout, overview());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    write(io.stdout, version());
    return EXIT.ok;
  }
  const command: Command | undefined = commands.find((c) => c.name === name);
  if (command === undefined) {
    write(io.stderr, `baglam: unknown command "${name}"\n\n${overview()}`);
    return EXIT.usage;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    write(io.stdout, command.usage);
    return EXIT.ok;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    return reportFailure(name, error, io);
  }
}

/**
 * Whatever a command throws ends here, as one line on stderr and an exit
 * code, never a stack trace: the user's mistake (a flag, a file, a field)
 * says what and where, exit 2 (`UserError` may carry another code); anything
 * else is a bug in baglam, said so, exit 2, since nothing it was checking
 * can be trusted. `BAGLAM_DEBUG=1` adds the stack.
 */
function reportFailure(name: string, error: unknown, io: CliIo): number {
  let line: string;
  let exit: number = EXIT.usage;
  if (error instanceof UserError) {
    line = error.message;
    exit = error.exitCode;
  } else if (error instanceof FileError || error instanceof FileLockError) {
    line = error.message;
  } else if (error instanceof BaglamError && error.code !== 'CONTEXT_OVERFLOW' && error.code !== 'VERIFY_MISMATCH') {
    line = error.message;
  } else {
    const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    line = `internal error: ${what} (a bug in baglam; BAGLAM_DEBUG=1 shows where)`;
  }
  write(io.stderr, `baglam ${name}: ${line}`);
  if (io.env.BAGLAM_DEBUG === '1' && error instanceof Error && error.stack !== undefined) write(io.stderr, error.stack);
  return exit;
}
