import { spawn, type ChildProcess } from 'node:child_process';
import { createLimiter } from './limiter.js';
import { DEFAULT_MAX_OUTPUT_BYTES, formatBytes, type CallOptions, type Completion, type CompletionParams, type Payload, type Provider } from './provider.js';
import { ProviderError } from './providerError.js';

/**
 * The variables every command gets from the environment, when its
 * environment is not given whole: enough to find programs, a home, a locale,
 * a time zone and a temp folder (Windows needs SYSTEMROOT and COMSPEC to
 * start most programs). Nothing else unless named in `passEnv`: API keys and
 * tokens stay with baglam, and cannot end up in what a command prints.
 */
export const BASE_ENV = [
  'PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TZ', 'TMPDIR',
  'TEMP', 'TMP', 'SYSTEMROOT', 'COMSPEC', 'PATHEXT', 'WINDIR', 'USERPROFILE',
] as const;

/** The environment of a command: `BASE_ENV` and the `passEnv` names, read from `source`; unset ones are left out. */
export function commandEnvironment(
  source: Readonly<Record<string, string | undefined>>, passEnv: readonly string[] = [],
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of [...BASE_ENV, ...passEnv]) {
    const value = source[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

export interface CommandProviderOptions {
  /** Program and arguments; run without a shell, so nothing is re-split or expanded. */
  command: readonly string[];
  /** Working directory of the command. */
  cwd: string;
  /** Default 60 000 ms; then the command and everything it started are killed and the call fails. */
  timeoutMs?: number;
  /**
   * `json` (default): stdout is `{"text": …, "finishReason"?: …, "usage"?: …, "model"?: …}`;
   * `usage` as `{promptTokens, completionTokens}` or OpenAI's `{prompt_tokens, completion_tokens}`.
   * `text`: stdout is the answer itself, finish reason `stop`.
   */
  output?: 'json' | 'text';
  /**
   * The command's whole environment. Default: `commandEnvironment(process.env,
   * passEnv)`, the base set and the names in `passEnv` only.
   */
  env?: Readonly<Record<string, string | undefined>>;
  /** Variables passed besides `BASE_ENV` when `env` is not given. */
  passEnv?: readonly string[];
  /** Commands running at once. Default 4. */
  concurrency?: number;
  /** The most bytes read of the command's standard output; past it the command is killed (`TOO_LARGE`). Default 16 MiB. */
  maxOutputBytes?: number;
}

/** The end of the command's stderr kept for error messages, however much it writes. */
const STDERR_TAIL = 4096;

function parseJsonReply(stdout: string, name: string): Completion {
  let reply: unknown;
  try {
    reply = JSON.parse(stdout);
  } catch {
    throw new ProviderError('BAD_RESPONSE', `${name} printed no JSON reply: ${JSON.stringify(stdout.slice(0, 120))}`);
  }
  const r = reply as { text?: unknown; finishReason?: unknown; finish_reason?: unknown; model?: unknown; usage?: Record<string, unknown> | null };
  if (typeof r?.text !== 'string') throw new ProviderError('BAD_RESPONSE', `${name}'s reply has no "text" string`);
  const finish = r.finishReason ?? r.finish_reason;
  return {
    ...(typeof r.model === 'string' && r.model !== '' ? { model: r.model } : {}),
    text: r.text,
    finishReason: typeof finish === 'string' ? finish : 'stop',
    usage: readUsage(r.usage, name),
  };
}

/**
 * Usage as baglam spells it (`promptTokens`, `completionTokens`) or as
 * OpenAI does (`prompt_tokens`, `completion_tokens`): a wrapper that passes
 * an SDK's response through needs no renaming. Anything else there is a
 * mistake worth a failed call, not usage silently dropped.
 */
function readUsage(usage: Record<string, unknown> | null | undefined, name: string): Completion['usage'] {
  if (usage === undefined || usage === null) return null;
  const prompt = usage.promptTokens ?? usage.prompt_tokens;
  const completion = usage.completionTokens ?? usage.completion_tokens;
  const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
  if (!count(prompt) || !count(completion)) {
    throw new ProviderError('BAD_RESPONSE', `${name}'s reply has a "usage" without whole token counts (promptTokens and completionTokens, or prompt_tokens and completion_tokens): ${JSON.stringify(usage).slice(0, 120)}`);
  }
  return { promptTokens: prompt, completionTokens: completion };
}

/**
 * Commands still running, by process group. Each command runs in a group of
 * its own, so a timeout kills it and whatever it started (a child that keeps
 * stdout open would otherwise hold the run). Being its own group, it no
 * longer gets the Ctrl-C meant for baglam: while any runs, baglam's exit and
 * its SIGINT and SIGTERM kill their groups first.
 */
const running = new Set<number>();

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
}

function killAll(): void {
  for (const pid of running) killGroup(pid);
}

function onSignal(signal: NodeJS.Signals): void {
  killAll();
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  // Then die of the same signal, as if it had not been caught.
  process.kill(process.pid, signal);
}

function track(pid: number): void {
  if (running.size === 0) {
    process.on('exit', killAll);
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  running.add(pid);
}

function untrack(pid: number): void {
  running.delete(pid);
  if (running.size === 0) {
    process.off('exit', killAll);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * A model behind a command: `{"payload": …, "params": …}` as JSON on stdin,
 * the reply on stdout. For wrappers around tools the runner does not speak
 * (a CLI, a script that calls an SDK), and for deterministic stand-ins.
 *
 * The command runs with an explicit environment (`BASE_ENV` plus `passEnv`),
 * in its own process group, which is killed on timeout, on the caller's
 * abort, and when stdout passes `maxOutputBytes`.
 */
export function commandProvider(options: CommandProviderOptions): Provider {
  const [program, ...args] = options.command;
  if (program === undefined) throw new RangeError('command provider: the command is empty');
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxOutputBytes = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const env = options.env ?? commandEnvironment(process.env, options.passEnv);
  const name = `command ${JSON.stringify(program)}`;
  const limit = createLimiter(options.concurrency ?? 4);
  return {
    kind: 'command',
    complete(payload: Payload, params: CompletionParams, callOptions: CallOptions = {}): Promise<Completion> {
      const signal = callOptions.signal;
      return limit(() => new Promise((resolve, reject) => {
        if (signal?.aborted === true) {
          reject(new ProviderError('ABORTED', `${name} was not started: the call was stopped`));
          return;
        }
        let child: ChildProcess;
        try {
          child = spawn(program, args, { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
        } catch (error) {
          reject(new ProviderError('COMMAND_FAILED', `${name} could not start: ${(error as Error).message}`));
          return;
        }
        const stdout: Buffer[] = [];
        let stdoutBytes = 0;
        let stderr = '';
        let settled = false;
        const finish = (error: ProviderError | undefined, value?: Completion): void => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          if (child.pid !== undefined) untrack(child.pid);
          if (error !== undefined) reject(error);
          else resolve(value!);
        };
        /** Kills the group and stops listening: a grandchild holding the pipes must not hold the call. */
        const stop = (error: ProviderError): void => {
          if (child.pid !== undefined) killGroup(child.pid);
          child.stdout?.destroy();
          child.stderr?.destroy();
          finish(error);
        };
        const timer = setTimeout(() => stop(new ProviderError('TIMEOUT', `${name} gave no reply within ${timeoutMs} ms and was killed`)), timeoutMs);
        const onAbort = (): void => stop(new ProviderError('ABORTED', `${name} was killed: the call was stopped`));
        signal?.addEventListener('abort', onAbort, { once: true });
        if (child.pid !== undefined) track(child.pid);
        child.stdout!.on('data', (data: Buffer) => {
          stdoutBytes += data.length;
          if (stdoutBytes > maxOutputBytes) {
            stop(new ProviderError('TOO_LARGE', `${name} printed more than ${formatBytes(maxOutputBytes)} (maxOutputBytes) and was killed`));
            return;
          }
          stdout.push(data);
        });
        child.stderr!.on('data', (data: Buffer) => {
          stderr = (stderr + data.toString('utf8')).slice(-STDERR_TAIL);
        });
        // A command that exits without reading stdin makes the write fail (EPIPE); its exit status tells the story.
        child.stdin!.on('error', () => undefined);
        child.on('error', (error) => finish(new ProviderError('COMMAND_FAILED', `${name} could not start: ${error.message}`)));
        child.on('close', (code, sig) => {
          const err = stderr.trim().slice(-300);
          if (code !== 0) {
            finish(new ProviderError('COMMAND_FAILED', `${name} exited with ${code ?? sig}${err === '' ? '' : `: ${err}`}`));
            return;
          }
          const out = Buffer.concat(stdout).toString('utf8');
          try {
            finish(undefined, options.output === 'text' ? { text: out, finishReason: 'stop', usage: null } : parseJsonReply(out, name));
          } catch (error) {
            finish(error as ProviderError);
          }
        });
        child.stdin!.end(JSON.stringify({ payload, params }));
      }));
    },
  };
}
