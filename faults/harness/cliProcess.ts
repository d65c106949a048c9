import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { transformWithOxc } from 'vite';

/** The repository root (this file is faults/harness/cliProcess.ts). */
export const ROOT = resolve(import.meta.dirname, '..', '..');

/** The source folders the `baglam` command is built from. */
const SOURCES = ['index.ts', 'core', 'properties', 'regressions', 'providers', 'compaction', 'bench', 'cli', 'fixtures', 'files', 'otel'];

function sourceFiles(path: string, out: string[]): void {
  const abs = join(ROOT, path);
  // A folder this tree does not have (the table also runs against older trees, to measure them).
  if (!existsSync(abs)) return;
  if (statSync(abs).isFile()) {
    if (path.endsWith('.ts') && !path.endsWith('.test.ts')) out.push(path);
    return;
  }
  for (const name of readdirSync(abs)) {
    if (name === 'node_modules' || name === 'test-helpers') continue;
    sourceFiles(join(path, name), out);
  }
}

/**
 * Writes each source file the `baglam` command is built from (`x.ts`, tests
 * and test helpers left out) as `x.js` at the same path under `out`: types
 * stripped, nothing checked (typecheck.slow.test.ts checks them). The same
 * JavaScript files, at the same paths, as tsc's build (tsconfig.build.json),
 * in a fraction of its time: tests that need a real process run this.
 */
export async function transpileSources(out: string): Promise<void> {
  const files: string[] = [];
  for (const path of SOURCES) sourceFiles(path, files);
  await Promise.all(files.map(async (file) => {
    const { code } = await transformWithOxc(await readFile(join(ROOT, file), 'utf8'), file, { sourcemap: false });
    const target = join(out, file.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, code);
  }));
}

let built: Promise<string> | undefined;

/**
 * The sources, transpiled once per test process into a scratch folder that
 * sees the repository's node_modules. A fault that kills or hangs a process
 * needs a real process; building with tsc would take far longer than the cases.
 */
export function buildCli(): Promise<string> {
  built ??= (async () => {
    const out = mkdtempSync(join(tmpdir(), 'baglam-fault-build-'));
    await transpileSources(out);
    // The CLI finds its package root by its package.json, and its imports by node_modules.
    copyFileSync(join(ROOT, 'package.json'), join(out, 'package.json'));
    symlinkSync(join(ROOT, 'node_modules'), join(out, 'node_modules'), 'dir');
    return out;
  })();
  return built;
}

/** Removes the build folder (the symlink is removed, not followed). */
export async function removeBuild(): Promise<void> {
  if (built === undefined) return;
  const dir = await built;
  rmSync(dir, { recursive: true, force: true });
  built = undefined;
}

/** A built module's absolute path, for child scripts that import baglam's own code. */
export async function builtModule(sourcePath: string): Promise<string> {
  return join(await buildCli(), sourcePath.replace(/\.ts$/, '.js'));
}

export interface ProcessRun {
  /** Exit code; null when the process ended by a signal or was stopped as hung. */
  exit: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** True when it was still running at the deadline (its process group was then killed). */
  hung: boolean;
  ms: number;
}

export interface ProcessOptions {
  cwd: string;
  /** The whole environment of the process: nothing is inherited unless given. */
  env?: Record<string, string>;
  stdin?: string | Buffer;
  /** Node flags (`--max-old-space-size=…`). */
  nodeArgs?: string[];
  /** Past this the run counts as hung. Default 30 s: a guard against hangs, generous on a loaded machine, never a speed check. */
  deadlineMs?: number;
  /** Called once the process is running (to close its stdout early, to watch it). */
  onSpawn?: (child: import('node:child_process').ChildProcess) => void;
  /** Runs the command through `bash -c 'PREFIX; exec node …'` (for `ulimit`). */
  shellPrefix?: string;
}

/** At most this much of each stream is kept: a runaway writer must not fill the test's memory. */
const KEEP_BYTES = 1 << 20;

/** The environment a child gets by default: enough for node to run, nothing secret. */
export function plainEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    LANG: 'C.UTF-8',
    // The test run's own temp folder (vitest.globalSetup.ts), so whatever a process leaves there is seen.
    ...(process.env.TMPDIR === undefined ? {} : { TMPDIR: process.env.TMPDIR }),
    ...extra,
  };
}

/**
 * Runs the built `baglam ARGV…` as a real process in its own process group,
 * so a deadline kills it and everything it started.
 */
export async function runProcess(argv: readonly string[], options: ProcessOptions): Promise<ProcessRun> {
  const bin = join(await buildCli(), 'cli', 'bin.js');
  return runNode([bin, ...argv], options);
}

/** Runs `node ARGS…` (a script of the test's own) the same way. */
export function runNode(args: readonly string[], options: ProcessOptions): Promise<ProcessRun> {
  const nodeArgs = [...(options.nodeArgs ?? []), ...args];
  const quoted = [process.execPath, ...nodeArgs].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const [command, commandArgs] = options.shellPrefix === undefined
    ? [process.execPath, nodeArgs]
    : ['/bin/bash', ['-c', `${options.shellPrefix}; exec ${quoted}`]];
  const started = performance.now();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: options.cwd,
      env: options.env ?? plainEnv(),
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    child.stdout.on('data', (d: Buffer) => {
      if (outBytes < KEEP_BYTES) out.push(d);
      outBytes += d.length;
    });
    child.stderr.on('data', (d: Buffer) => {
      if (errBytes < KEEP_BYTES) err.push(d);
      errBytes += d.length;
    });
    child.stdout.on('error', () => undefined);
    child.stdin.on('error', () => undefined);
    let hung = false;
    const killGroup = (): void => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      hung = true;
      killGroup();
    }, options.deadlineMs ?? 30_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (exit, signal) => {
      clearTimeout(timer);
      // Whatever the command left running in its group goes too.
      killGroup();
      resolvePromise({
        exit: hung ? null : exit,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        hung,
        ms: performance.now() - started,
      });
    });
    options.onSpawn?.(child);
    child.stdin.end(options.stdin ?? '');
  });
}

/** `path` relative to the repository, for messages. */
export function shownPath(path: string): string {
  return relative(ROOT, path);
}
