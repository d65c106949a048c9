import { Readable, Writable } from 'node:stream';
import type { CliIo } from '../io.js';
import { main } from '../main.js';

/** A writable stream that keeps what is written, for in-process CLI tests. */
export function capture(isTTY = false): { stream: Writable & { isTTY?: boolean }; text: () => string } {
  let out = '';
  const stream: Writable & { isTTY?: boolean } = new Writable({
    write(chunk, _encoding, done) {
      out += String(chunk);
      done();
    },
  });
  if (isTTY) stream.isTTY = true;
  return { stream, text: () => out };
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunCliOptions {
  cwd: string;
  env?: Readonly<Record<string, string | undefined>>;
  /** Text on standard input. */
  stdin?: string;
  /** Make standard error look like a terminal (progress bars). */
  ttyStderr?: boolean;
}

/** Runs `baglam ARGV…` in process, the way `bin.ts` does, and collects what it printed. */
export async function runCli(argv: readonly string[], options: RunCliOptions): Promise<CliRun> {
  const stdout = capture();
  const stderr = capture(options.ttyStderr === true);
  const io: CliIo = {
    stdout: stdout.stream,
    stderr: stderr.stream,
    ...(options.stdin === undefined ? {} : { stdin: Readable.from([options.stdin]) }),
    cwd: options.cwd,
    env: options.env ?? {},
  };
  const code = await main(argv, io);
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}
