import { parseArgs } from 'node:util';
import { assemble, ContextOverflowError, type AssembledContext, type DropEntry, type Profile, type SectionTokens } from '../../core/index.js';
import { formatAssembled, sectionTable } from '../assembledReport.js';
import type { Command } from '../command.js';
import { parseCommandArgs, requestAndProfile } from '../commandArgs.js';
import { EXIT, UserError, write } from '../io.js';
import { loadProfile, loadRequest } from '../loadFiles.js';
import { table } from '../table.js';

const USAGE = `Usage: baglam assemble REQUEST --profile PROFILE [--json] [--text] [--exact-drops]

Assembles one request under a profile and prints the context as it would be
sent (chat messages under role headers, or the plain text), then tokens per
section and every dropped item with its section, id, tokens and reason.

  REQUEST            a request file, YAML or JSON (- reads standard input);
                     history may be baglam turns, OpenAI chat messages or
                     Vercel AI SDK model messages; compact --json's output
                     and a request-log line are read for their request
  --profile, -p P    the profile, YAML or JSON
  --json             print the whole result as JSON instead
  --text             assemble with the plain-text template instead of the
                     profile's (one prompt string, no per-message overhead)
  --exact-drops      count every dropped item exactly; by default an item
                     that was never counted shows a proven lower bound (≥N),
                     or — for a chunk under the threshold

Exit codes: 0 assembled; 1 it does not fit even with everything droppable
dropped (the drop log and how far over are printed); 2 bad usage, profile or
request (reported as file:line:col).`;

const SEE_HELP = 'Run `baglam assemble --help` for usage.';

interface Options {
  requestPath: string;
  profilePath: string;
  json: boolean;
  text: boolean;
  exactDrops: boolean;
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
        text: { type: 'boolean', default: false },
        'exact-drops': { type: 'boolean', default: false },
      },
    }),
  );
  return {
    ...requestAndProfile(positionals, values.profile, SEE_HELP),
    json: values.json === true,
    text: values.text === true,
    exactDrops: values['exact-drops'] === true,
  };
}

/** The payload as a person reads it: each message under its role, or the text. */
function formatContext(result: AssembledContext): string {
  if (result.template === 'text') return `── text prompt ──\n${result.text.replace(/\n+$/, '')}`;
  // Trailing newlines are trimmed for display only; `--json` shows the exact text.
  return result.messages.map((m, i) => `── ${i + 1} ${m.role} ──\n${m.content.replace(/\n+$/, '')}`).join('\n\n');
}

/** Every dropped item, one row each (C4: nothing leaves without a trace). */
export function formatDropLog(dropLog: readonly DropEntry[]): string {
  if (dropLog.length === 0) return 'drop log: nothing dropped';
  const rows = dropLog.map((d) => [
    d.section,
    d.id,
    // A lower bound must not read as an exact count; a chunk under the
    // threshold is not counted at all (its bound is 0).
    d.exact ? String(d.tokens) : d.tokens > 0 ? `≥${d.tokens}` : '—',
    d.duplicateOf === undefined ? d.reason : `${d.reason} of ${d.duplicateOf}`,
  ]);
  return `drop log (${dropLog.length}):\n${table(['section', 'id', 'tokens', 'reason'], rows, ['left', 'left', 'right', 'left'])}`;
}

export const assembleCommand: Command = {
  name: 'assemble',
  summary: 'assemble one request under a profile; print the context, tokens per section and the drop log',
  usage: USAGE,
  async run(args, io) {
    const options = parseOptions(args);
    const loaded = await loadProfile(options.profilePath, io);
    const profile: Profile = options.text ? { ...loaded, template: { kind: 'text' } } : loaded;
    const request = await loadRequest(options.requestPath, io);

    let result: AssembledContext;
    try {
      result = assemble(request, profile, { verify: true, exactDropCounts: options.exactDrops });
    } catch (error) {
      if (!(error instanceof ContextOverflowError)) throw error;
      if (options.json) {
        const { code, tokens, budget, overBy, sections, dropLog } = error;
        write(io.stdout, JSON.stringify({ error: { code, tokens, budget, overBy, sections, dropLog } }, null, 2));
      } else {
        write(
          io.stdout,
          `does not fit: ${error.tokens} tokens with everything droppable dropped, ${error.overBy} over the budget of ${error.budget}\n\n` +
            `${sectionTable(error.sections, error.tokens, error.budget)}\n\n${formatDropLog(error.dropLog)}`,
        );
      }
      write(io.stderr, `baglam assemble: ${options.requestPath} is ${error.overBy} tokens over the budget`);
      return EXIT.failed;
    }

    if (options.json) {
      write(io.stdout, JSON.stringify(result, null, 2));
    } else {
      write(io.stdout, `${formatContext(result)}\n\n${formatAssembled(result)}\n\n${formatDropLog(result.dropLog)}`);
    }
    return EXIT.ok;
  },
};
