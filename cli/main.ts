import { readFileSync } from 'node:fs';
import { BaglamError } from '../core/index.js';
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
    if (error instanceof UserError) {
      write(io.stderr, `baglam ${name}: ${error.message}`);
      return error.exitCode;
    }
    if (error instanceof BaglamError && error.code !== 'CONTEXT_OVERFLOW' && error.code !== 'VERIFY_MISMATCH') {
      write(io.stderr, `baglam ${name}: ${error.message}`);
      return EXIT.usage;
    }
    throw error;
  }
}
