import { parseArgs } from 'node:util';
import type { Command } from '../command.js';
import { EXIT, UserError, write, type CliIo } from '../io.js';
import { loadProfile, sourcedUserError } from '../loadFiles.js';
import { STDIN_NAME, readInput, resolveInputPath } from '../readInput.js';
import type { ReportAccumulator } from '../report/aggregate.js';
import { baselineOf, checkBaseline, formatBaseline, formatBaselineCheck, parseBaseline, DEFAULT_TOLERANCE } from '../report/baseline.js';
import { renderHtml } from '../report/html.js';
import { mergeStates } from '../report/mergeStates.js';
import type { LineCrash } from '../report/reportBatch.js';
import { reportLog } from '../report/reportLog.js';
import { formatReportState } from '../report/reportState.js';
import { formatReport } from '../report/terminal.js';
import { writeFileAtomic } from '../../files/atomicWrite.js';
import { FileError } from '../../files/fileError.js';
import { checkOutputPath, type InputPath } from '../../files/outputPath.js';

const USAGE = `Usage: baglam report LOG.jsonl --profile PROFILE.yaml [options]
       baglam report - --profile PROFILE.yaml [options]   (the log on standard input)
       baglam report --merge STATE.json… [options]        (shards saved with --save-state)

Assembles every request of a JSONL log (one {"request": …, "response": …}
a line; format: docs/reports.md) under the profile and reports, over the
requests, per-section token percentiles (p50/p90/p99/max), the overflow
rate, dropped chunks per request, the share of the output reserve actually
used and the truncated-answer rate (finish_reason "length").

The log is streamed: memory stays bounded however long it is. Large logs
are assembled on every core (worker threads).

Options:
  --profile FILE     the profile (YAML or JSON) to assemble under; required with a log
  --json             print the report as JSON instead of a table
  --html FILE        also write a self-contained HTML page with charts
  --jobs N           threads that assemble requests (default: every core, for
                     a log over 8 MiB; given, it holds for any log)
  --save-state FILE  also write the report's exact state, for --merge
  --merge            read report states (--save-state files) instead of a log
                     and report them as one: shards of a log reported on
                     several machines give the report one run would
  --baseline FILE    compare the footprint with a committed baseline and fail
                     (exit 1) when a section's p50/p90/p99, the fixed part or
                     the overflow rate grew beyond the baseline's tolerances
  --update           with --baseline: write this report as the new baseline

Output files are written whole or not at all (a temp file, then renamed),
and never over a file the command reads.

Exit codes: 0 done, 1 beyond the baseline's tolerance, 2 bad usage, a bad
profile, state or baseline, a malformed line (file:line:col), a baseline
that cannot be compared (inconclusive), an output that cannot be written,
or a line baglam failed on (named on stderr; the others are still reported).`;

interface ReportArgs {
  inputs: string[];
  merge: boolean;
  profile: string | undefined;
  json: boolean;
  html: string | undefined;
  jobs: number | undefined;
  saveState: string | undefined;
  baseline: string | undefined;
  update: boolean;
}

function parse(args: string[]): ReportArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        profile: { type: 'string' }, json: { type: 'boolean' }, html: { type: 'string' }, jobs: { type: 'string' },
        'save-state': { type: 'string' }, merge: { type: 'boolean' }, baseline: { type: 'string' }, update: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UserError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const merge = values.merge === true;
  if (merge) {
    if (positionals.length === 0) throw new UserError(`--merge needs one or more state files\n\n${USAGE}`);
    if (values.profile !== undefined) throw new UserError(`--merge takes the profile from the states; leave out --profile\n\n${USAGE}`);
  } else {
    if (positionals.length !== 1) throw new UserError(`expected one log file, got ${positionals.length}\n\n${USAGE}`);
    if (values.profile === undefined) throw new UserError(`--profile is required\n\n${USAGE}`);
  }
  let jobs: number | undefined;
  if (values.jobs !== undefined) {
    jobs = Number(values.jobs);
    if (!Number.isSafeInteger(jobs) || jobs < 1) throw new UserError(`--jobs must be a whole number ≥ 1, got ${values.jobs}\n\n${USAGE}`);
  }
  if (values.update === true && values.baseline === undefined) throw new UserError(`--update needs --baseline FILE\n\n${USAGE}`);
  return {
    inputs: positionals, merge, profile: values.profile, json: values.json === true, html: values.html, jobs,
    saveState: values['save-state'], baseline: values.baseline, update: values.update === true,
  };
}

async function accumulate(options: ReportArgs, io: CliIo, onCrash: (crash: LineCrash) => void): Promise<ReportAccumulator> {
  if (options.merge) return mergeStates(options.inputs, io);
  const profile = await loadProfile(options.profile!, io);
  const log = options.inputs[0]!;
  try {
    return await reportLog(log, io, log === '-' ? STDIN_NAME : log, profile, {
      onCrash,
      ...(options.jobs === undefined ? {} : { jobs: options.jobs, parallelFromBytes: 0 }),
    });
  } catch (error) {
    throw sourcedUserError(error);
  }
}

/** Compares with (or, with `--update`, rewrites) the baseline; the exit code. */
async function baselineStep(options: ReportArgs, accumulator: ReportAccumulator, io: CliIo, out: NodeJS.WritableStream): Promise<number> {
  const file = options.baseline!;
  const path = resolveInputPath(file, io);
  const summary = accumulator.summary();
  let existing;
  try {
    existing = parseBaseline((await readInput(file, io)).text, file);
  } catch (error) {
    const missing = error instanceof FileError && error.code === 'ENOENT';
    // No baseline yet is fine when taking one; anything else is the user's to fix.
    if (missing && !options.update) throw new UserError(`${file}: no baseline yet; take one by adding --update`);
    if (!missing) throw sourcedUserError(error);
  }
  if (options.update) {
    let baseline;
    try {
      baseline = baselineOf(summary, existing?.tolerance ?? DEFAULT_TOLERANCE);
    } catch (error) {
      throw new UserError(`${file}: ${(error as Error).message}`);
    }
    await writeFileAtomic(path, formatBaseline(baseline), { shown: file });
    write(out, `wrote the baseline to ${file}`);
    return EXIT.ok;
  }
  const check = checkBaseline(summary, existing!);
  write(out, formatBaselineCheck(check, file));
  return check.status === 'passed' ? EXIT.ok : check.status === 'failed' ? EXIT.failed : EXIT.usage;
}

/**
 * Refuses, before anything is read, an output that cannot be written or
 * that is one of the files the command reads (`--html` onto its own log
 * destroyed the log). `--baseline` with `--update` rewrites its own input
 * on purpose, so it is not checked against itself.
 */
async function checkOutputs(options: ReportArgs, io: CliIo): Promise<void> {
  const inputs: InputPath[] = options.inputs.filter((p) => p !== '-').map((p) => ({ path: resolveInputPath(p, io), shown: p }));
  if (options.profile !== undefined) inputs.push({ path: resolveInputPath(options.profile, io), shown: options.profile });
  const readOnly = options.baseline !== undefined && !options.update ? [{ path: resolveInputPath(options.baseline, io), shown: options.baseline }] : [];
  for (const output of [options.html, options.saveState]) {
    if (output !== undefined) await checkOutputPath(resolveInputPath(output, io), output, [...inputs, ...readOnly]);
  }
  if (options.baseline !== undefined && options.update) await checkOutputPath(resolveInputPath(options.baseline, io), options.baseline, inputs);
}

export async function runReport(args: string[], io: CliIo): Promise<number> {
  const options = parse(args);
  await checkOutputs(options, io);
  // A line baglam fails on is named and skipped: the report of the others is still printed, and the exit is 2.
  let crashes = 0;
  const onCrash = (crash: LineCrash): void => {
    crashes++;
    write(io.stderr, `${crash.file}:${crash.line}: skipped: baglam failed on this request (${crash.message}); a bug in baglam, please report it`);
  };
  const accumulator = await accumulate(options, io, onCrash);
  const summary = accumulator.summary();
  if (options.json) write(io.stdout, JSON.stringify(summary, null, 2));
  else write(io.stdout, formatReport(summary));
  // Keep stdout pure JSON under --json.
  const notes = options.json ? io.stderr : io.stdout;
  if (options.html !== undefined) {
    await writeFileAtomic(resolveInputPath(options.html, io), renderHtml(summary, accumulator.detail()), { shown: options.html });
    write(notes, `wrote the HTML report to ${options.html}`);
  }
  if (options.saveState !== undefined) {
    await writeFileAtomic(resolveInputPath(options.saveState, io), formatReportState(accumulator.toState()), { shown: options.saveState });
    write(notes, `wrote the report state to ${options.saveState}`);
  }
  const exit = options.baseline === undefined ? EXIT.ok : await baselineStep(options, accumulator, io, notes);
  return crashes > 0 ? EXIT.usage : exit;
}

export const report: Command = {
  name: 'report',
  summary: 'per-section token percentiles, overflow and truncation rates of a request log',
  usage: USAGE,
  run: runReport,
};
