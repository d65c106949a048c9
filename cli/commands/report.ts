import { access, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseProfileYaml, type Profile } from '../../core/index.js';
import type { Command } from '../command.js';
import { EXIT, UserError, write, type CliIo } from '../io.js';
import { renderHtml } from '../report/html.js';
import { reportLog } from '../report/reportLog.js';
import { formatReport } from '../report/terminal.js';

const USAGE = `Usage: baglam report LOG.jsonl --profile PROFILE.yaml [--json] [--html FILE]

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

async function loadProfile(path: string, name: string): Promise<Profile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UserError(`cannot read the profile ${name}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return parseProfileYaml(text, name);
}

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
  const profile = await loadProfile(resolve(io.cwd, options.profile), options.profile);
  const logPath = resolve(io.cwd, options.log);
  try {
    await access(logPath);
  } catch (error) {
    throw new UserError(`cannot read the log ${options.log}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const summary = await reportLog(logPath, options.log, profile);
  if (options.json) write(io.stdout, JSON.stringify(summary, null, 2));
  else write(io.stdout, formatReport(summary));
  if (options.html !== undefined) {
    await writeFile(resolve(io.cwd, options.html), renderHtml(summary), 'utf8');
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
