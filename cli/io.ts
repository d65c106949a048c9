/** What a command may touch of the outside world; tests pass their own. */
export interface CliIo {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream;
  stdin?: NodeJS.ReadableStream;
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
}

/** Exit codes, the same for every command. */
export const EXIT = {
  /** Everything held. */
  ok: 0,
  /** A check, case or experiment failed. */
  failed: 1,
  /** Bad configuration or usage: nothing was checked. */
  usage: 2,
} as const;

/**
 * An error the user can fix (a bad flag, a missing file, a malformed profile):
 * printed without a stack trace, and the process exits with `exitCode`.
 */
export class UserError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number = EXIT.usage) {
    super(message);
    this.name = 'UserError';
    this.exitCode = exitCode;
  }
}

export function write(stream: NodeJS.WritableStream, text: string): void {
  stream.write(text.endsWith('\n') ? text : `${text}\n`);
}
