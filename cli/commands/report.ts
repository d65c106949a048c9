import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Command } from '../command.js';
import { EXIT, UserError, write, type CliIo } from '../io.js';
import { readJsonlLines } from '../jsonlLines.js';
import { loadProfile, sourcedUserError } from '../loadFiles.js';
import { STDIN_NAME, resolveInputPath } from '../readInput.js';
import { renderHtml } from '../report/html.js';
import { reportLog } from '../report/reportLog.js';
import { formatReport } from '../report/terminal.js';

const USAGE = `Usage: baglam report LOG.jsonl --profile PROFILE.yaml [--json] [--html FILE]
       baglam report - --profile PROFILE.yaml   (the log on standard input)

Assembles every request of a JSONL log (one {"request": …, "response": …}
a line; see fixtures/README.md) under the profile and reports, over the
requests, per-section token percentiles (p50/p90/p99/max), the overflow
rate, dropped chunks per request, the share of the output reserve actually
used and the truncated-answer rate (finish_reason "length").

The log is streamed: memory stays bounded however long it is.

Options:
  --profile FILE  the profile (YAML or JSON) to assemble under; required
  --json          print the report as JSON instead of a table
  --html FILE     also write a self-contained HTML page with charts

Exit codes: 0 done, 2 bad usage, a bad profile or a malformed line (file:line:col).`;

function parse(args: string[]): { log: string; profile: string; json: boolean; html: string | undefined } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { profile: { type: 'string' }, json: { type: 'boolean' }, html: { type: 'string' } },
    });
  } catch (error) {
    throw new UserError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new UserError(`expected one log file, got ${positionals.length}\n\n${USAGE}`);
  if (values.profile === undefined) throw new UserError(`--profile is required\n\n${USAGE}`);
  return { log: positionals[0]!, profile: values.profile, json: values.json === true, html: values.html };
}

export async function runReport(args: string[], io: CliIo): Promise<number> {
  const options = parse(args);
  const profile = await loadProfile(options.profile, io);
  let summary;
  try {
    summary = await reportLog(readJsonlLines(options.log, io), options.log === '-' ? STDIN_NAME : options.log, profile);
  } catch (error) {
    throw sourcedUserError(error);
  }
  if (options.json) write(io.stdout, JSON.stringify(summary, null, 2));
  else write(io.stdout, formatReport(summary));
  if (options.html !== undefined) {
    await writeFile(resolveInputPath(options.html, io), renderHtml(summary), 'utf8');
    // Keep stdout pure JSON under --json.
    write(options.json ? io.stderr : io.stdout, `wrote the HTML report to ${options.html}`);
  }
  return EXIT.ok;
}

export const report: Command = {
  name: 'report',
  summary: 'per-section token percentiles, overflow and truncation rates of a request log',
  usage: USAGE,
  run: runReport,
};
