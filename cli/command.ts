import type { CliIo } from './io.js';

/** One `baglam` subcommand. `run` gets the arguments after its name and returns the exit code. */
export interface Command {
  name: string;
  /** One line for `baglam --help`. */
  summary: string;
  /** Full usage text for `baglam NAME --help`. */
  usage: string;
  run(args: string[], io: CliIo): Promise<number>;
}
