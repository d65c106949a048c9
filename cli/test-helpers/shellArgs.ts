import { execFile } from 'node:child_process';

/**
 * The arguments a POSIX shell gives `baglam` when it runs `line` (a printed
 * replay line, `baglam …` or `npx baglam …`): the shell itself does the
 * quoting, so a test checks what a user who pastes the line gets.
 */
export function shellArgs(line: string): Promise<string[]> {
  const script = `baglam() { printf '%s\\0' "$@"; }; npx() { "$@"; }; ${line}`;
  return new Promise((resolve, reject) => {
    execFile('sh', ['-c', script], { timeout: 10_000 }, (error, stdout) => {
      if (error !== null) reject(error);
      else resolve(stdout.split('\0').slice(0, -1));
    });
  });
}
