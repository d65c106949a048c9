import { parseArgs } from 'node:util';
import { compactHistory, type CompactionOutcome } from '../../compaction/compactHistory.js';
import { httpSummarizer } from '../../compaction/modelSummarizer.js';
import { extractiveSummarizer, type Summarizer } from '../../compaction/summarizer.js';
import type { Command } from '../command.js';
import { parseCommandArgs, requestAndProfile } from '../commandArgs.js';
import { EXIT, UserError, write, type CliIo } from '../io.js';
import { plural } from '../plural.js';
import { loadProfile, loadRequest } from '../loadFiles.js';

const USAGE = `Usage: baglam compact REQUEST --profile PROFILE [options]

Compacts the request's history when it is over its share (contracts K1–K5,
docs/contracts.md#history-compaction):
the oldest turns are replaced by one summary at the head of history that
keeps the user's constraints, decisions, rejected options, identifiers and
open questions with their turn numbers; the newest turns stay raw. Prints
history tokens before and after, and the summary.

  REQUEST              a request file, YAML or JSON (- reads standard input)
  --profile, -p P      the profile, YAML or JSON
  --json               print { outcome, request } as JSON; the request is
                       the compacted one, and baglam assemble - reads it:
                       baglam compact R -p P --json | baglam assemble - -p P
  --keep-raw N         the newest turns that stay raw (default 2, at least 2)
  --endpoint URL       summarize with a model over an OpenAI-compatible
                       endpoint (…/v1) instead of the embedded extractive
                       summarizer; needs --model
  --model M            the (cheap) model for --endpoint
  --api-key-env VAR    the environment variable holding the endpoint's key
  --timeout-ms N       how long the summarizer may take (default 30000)

Exit codes: 0 compacted, or not needed; 1 the summarizer failed or the
result would not fit, nothing was written (the reason is printed; assemble
will clamp the history with the trim note); 2 bad usage, profile or request.`;

const SEE_HELP = 'Run `baglam compact --help` for usage.';

interface Options {
  requestPath: string;
  profilePath: string;
  json: boolean;
  keepRawTurns: number | undefined;
  timeoutMs: number | undefined;
  endpoint: string | undefined;
  model: string | undefined;
  apiKeyEnv: string | undefined;
}

function wholeNumber(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UserError(`${flag} must be a whole number, got "${value}"\n${SEE_HELP}`);
  return Number(value);
}

function parseOptions(args: string[]): Options {
  const { values, positionals } = parseCommandArgs(SEE_HELP, () =>
    parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        profile: { type: 'string', short: 'p' },
        json: { type: 'boolean', default: false },
        'keep-raw': { type: 'string' },
        'timeout-ms': { type: 'string' },
        endpoint: { type: 'string' },
        model: { type: 'string' },
        'api-key-env': { type: 'string' },
      },
    }),
  );
  const { requestPath, profilePath } = requestAndProfile(positionals, values.profile, SEE_HELP);
  if (values.endpoint !== undefined && values.model === undefined) throw new UserError(`--endpoint needs --model\n${SEE_HELP}`);
  if (values.endpoint === undefined && (values.model !== undefined || values['api-key-env'] !== undefined)) {
    throw new UserError(`--model and --api-key-env go with --endpoint\n${SEE_HELP}`);
  }
  return {
    requestPath,
    profilePath,
    json: values.json === true,
    keepRawTurns: wholeNumber(values['keep-raw'], '--keep-raw'),
    timeoutMs: wholeNumber(values['timeout-ms'], '--timeout-ms'),
    endpoint: values.endpoint,
    model: values.model,
    apiKeyEnv: values['api-key-env'],
  };
}

function summarizerFor(options: Options, io: CliIo): Summarizer {
  if (options.endpoint === undefined) return extractiveSummarizer;
  let apiKey: string | undefined;
  if (options.apiKeyEnv !== undefined) {
    apiKey = io.env[options.apiKeyEnv];
    if (apiKey === undefined || apiKey === '') throw new UserError(`--api-key-env: the environment variable ${options.apiKeyEnv} is not set`);
  }
  return httpSummarizer({ baseUrl: options.endpoint, model: options.model!, ...(apiKey === undefined ? {} : { apiKey }) });
}

function describeOutcome(outcome: CompactionOutcome): string {
  switch (outcome.kind) {
    case 'not-needed':
      return `not needed: the history takes ${outcome.historyTokens} tokens of its ${outcome.share}-token share`;
    case 'fell-back':
      return (
        `fell back (${outcome.reason}): ${outcome.detail}\n` +
        `nothing was written; assemble will clamp the history (${outcome.historyTokens} tokens, share ${outcome.share}) with the trim note`
      );
    case 'compacted':
      return (
        `compacted ${plural(outcome.compactedTurns, 'turn')} into the summary; ${outcome.rawTurns} stay${outcome.rawTurns === 1 ? 's' : ''} raw (${outcome.summarizer}, ` +
        `${plural(outcome.attempts, 'call')})\n` +
        `history tokens: ${outcome.historyTokens.before} → ${outcome.historyTokens.after} (share ${outcome.share})`
      );
  }
}

export const compact: Command = {
  name: 'compact',
  summary: "compact a request's history into a summary that keeps the user's constraints",
  usage: USAGE,
  async run(args, io) {
    const options = parseOptions(args);
    const profile = await loadProfile(options.profilePath, io);
    const request = await loadRequest(options.requestPath, io);
    const { request: result, outcome } = await compactHistory(request, profile, summarizerFor(options, io), {
      ...(options.keepRawTurns === undefined ? {} : { keepRawTurns: options.keepRawTurns }),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
    if (options.json) {
      write(io.stdout, JSON.stringify({ outcome, request: result }, null, 2));
    } else {
      const summary = outcome.kind === 'compacted' ? `\n\n── summary ──\n${result.summary!}` : '';
      write(io.stdout, `${describeOutcome(outcome)}${summary}`);
    }
    return outcome.kind === 'fell-back' ? EXIT.failed : EXIT.ok;
  },
};
