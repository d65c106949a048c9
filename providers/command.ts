import { spawn } from 'node:child_process';
import { createLimiter } from './limiter.js';
import type { Completion, CompletionParams, Payload, Provider } from './provider.js';
import { ProviderError } from './providerError.js';

export interface CommandProviderOptions {
  /** Program and arguments; run without a shell, so nothing is re-split or expanded. */
  command: readonly string[];
  /** Working directory of the command. */
  cwd: string;
  /** Default 60 000 ms; then the command is killed and the call fails. */
  timeoutMs?: number;
  /**
   * `json` (default): stdout is `{"text": …, "finishReason"?: …, "usage"?: …, "model"?: …}`;
   * `usage` as `{promptTokens, completionTokens}` or OpenAI's `{prompt_tokens, completion_tokens}`.
   * `text`: stdout is the answer itself, finish reason `stop`.
   */
  output?: 'json' | 'text';
  /** Environment of the command; default the runner's own. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Commands running at once. Default 4. */
  concurrency?: number;
}

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
 * A model behind a command: `{"payload": …, "params": …}` as JSON on stdin,
 * the reply on stdout. For wrappers around tools the runner does not speak
 * (a CLI, a script that calls an SDK), and for deterministic stand-ins.
 */
export function commandProvider(options: CommandProviderOptions): Provider {
  const [program, ...args] = options.command;
  if (program === undefined) throw new RangeError('command provider: the command is empty');
  const timeoutMs = options.timeoutMs ?? 60_000;
  const name = `command ${JSON.stringify(program)}`;
  const limit = createLimiter(options.concurrency ?? 4);
  return {
    kind: 'command',
    complete(payload: Payload, params: CompletionParams): Promise<Completion> {
      return limit(() => new Promise((resolve, reject) => {
        const child = spawn(program, args, {
          cwd: options.cwd,
          env: options.env ?? process.env,
          stdio: ['pipe', 'pipe', 'pipe'],
        });
        const stdout: Buffer[] = [];
        const stderr: Buffer[] = [];
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, timeoutMs);
        child.stdout.on('data', (data: Buffer) => stdout.push(data));
        child.stderr.on('data', (data: Buffer) => stderr.push(data));
        // A command that exits without reading stdin makes the write fail (EPIPE); its exit status tells the story.
        child.stdin.on('error', () => undefined);
        child.on('error', (error) => {
          clearTimeout(timer);
          reject(new ProviderError('COMMAND_FAILED', `${name} could not start: ${error.message}`));
        });
        child.on('close', (code, signal) => {
          clearTimeout(timer);
          const err = Buffer.concat(stderr).toString('utf8').trim().slice(-300);
          if (timedOut) {
            reject(new ProviderError('TIMEOUT', `${name} gave no reply within ${timeoutMs} ms and was killed`));
          } else if (code !== 0) {
            reject(new ProviderError('COMMAND_FAILED', `${name} exited with ${code ?? signal}${err === '' ? '' : `: ${err}`}`));
          } else {
            const out = Buffer.concat(stdout).toString('utf8');
            try {
              resolve(options.output === 'text' ? { text: out, finishReason: 'stop', usage: null } : parseJsonReply(out, name));
            } catch (error) {
              reject(error as Error);
            }
          }
        });
        child.stdin.end(JSON.stringify({ payload, params }));
      }));
    },
  };
}
