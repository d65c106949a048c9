import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatHtml, formatJunit, formatText, githubAnnotations, githubConfigAnnotations, runSuites, summarize, SuiteConfigError, toJsonReport,
  type Progress, type ProviderMode,
} from '../../regressions/index.js';
import { CassetteFileError } from '../../providers/index.js';
import { writeFileAtomic } from '../../files/atomicWrite.js';
import { checkOutputPath } from '../../files/outputPath.js';
import type { Command } from '../command.js';
import { EXIT, UserError, write, type CliIo } from '../io.js';

const USAGE = `Usage: baglam regress SUITE… [--json] [--junit FILE] [--html FILE] [--record[=all] | --live | --migrate-cassettes] [--prune]

Runs YAML regression suites: each case's expectations about the assembled
context (and, with a provider, about the model's answers), then each
pruning experiment over every case, with its verdict — safe, unsafe or
inconclusive (evidence missing, stale or too thin) — and token savings.

SUITE is a suite file, or a folder searched for *.suite.yaml files.

  --json                print the results as JSON instead of the text report
  --junit FILE          also write JUnit XML to FILE
  --html FILE           also write a page showing, per experiment, the cases
                        whose answers or results changed: baseline and
                        experiment answers side by side, differences marked
  --record              ask the suite's live provider for the answers the
                        cassettes lack (never recorded, recorded for another
                        prompt, or fewer samples than repeat) and record them
  --record=all          ask again for every answer and record it
  --live                answer from the live provider, write nothing
                        (default: replay recorded cassettes; a missing one
                        fails its case and leaves verdicts inconclusive)
  --migrate-cassettes   move version-1 cassettes (one answer a file) into
                        the current format (one file per case and variant)
  --prune               delete cassette files and entries no suite of this
                        run used (they are listed either way); suites that
                        share a cassette folder must be pruned together

Under GitHub Actions (GITHUB_ACTIONS=true) failures are also printed as
::error annotations on the suite lines that state them.

Exit codes: 0 every case and experiment held, 1 one failed (an expected
verdict that came out inconclusive included), 2 bad configuration, usage,
or a corrupt cassette (nothing ran).`;

/** A one-line bar on a terminal, redrawn in place; nothing at all when output is not a TTY (CI logs stay clean). */
function progressBar(io: CliIo): ((p: Progress) => void) | undefined {
  const stream = io.stderr as NodeJS.WritableStream & { isTTY?: boolean };
  if (stream.isTTY !== true) return undefined;
  return (p) => {
    const width = 24;
    const filled = Math.round((width * p.done) / Math.max(1, p.total));
    const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${p.done}/${p.total} ${p.suite}`;
    stream.write(`\r${line.slice(0, 78).padEnd(78)}${p.done === p.total ? '\r'.padEnd(80) + '\r' : ''}`);
  };
}

export const regress: Command = {
  name: 'regress',
  summary: 'run YAML regression suites and pruning experiments',
  usage: USAGE,
  async run(args, io) {
    let parsed;
    // `--record=all` and `--record=missing` are spelled as one flag; parseArgs wants a boolean or a value, not both.
    const record = args.filter((a) => a === '--record=all' || a === '--record=missing');
    const rest = args.filter((a) => a !== '--record=all' && a !== '--record=missing');
    try {
      parsed = parseArgs({
        args: rest,
        allowPositionals: true,
        options: {
          json: { type: 'boolean', default: false },
          junit: { type: 'string' },
          html: { type: 'string' },
          record: { type: 'boolean', default: false },
          live: { type: 'boolean', default: false },
          prune: { type: 'boolean', default: false },
          'migrate-cassettes': { type: 'boolean', default: false },
        },
      });
    } catch (error) {
      throw new UserError(`${(error as Error).message}\n\n${USAGE}`);
    }
    const { values, positionals } = parsed;
    if (positionals.length === 0) throw new UserError(`name at least one suite file or folder\n\n${USAGE}`);
    const modes = [
      ...(values.record ? ['record' as const] : []),
      ...record.map((r) => (r === '--record=all' ? ('record-all' as const) : ('record' as const))),
      ...(values.live ? ['live' as const] : []),
      ...(values['migrate-cassettes'] ? ['migrate' as const] : []),
    ];
    if (modes.length > 1) throw new UserError('--record, --live and --migrate-cassettes exclude each other (--record is live and writes cassettes)');
    const mode: ProviderMode = modes[0] ?? 'replay';
    if (values.prune && mode === 'live') throw new UserError('--prune needs the cassettes: it cannot be used with --live');
    // Before anything runs: a JUnit or HTML path that cannot be written, or that is a suite, is refused now.
    for (const output of [values.junit, values.html]) {
      if (output !== undefined) await checkOutputPath(resolve(io.cwd, output), output, positionals.map((p) => ({ path: resolve(io.cwd, p), shown: p })));
    }
    const github = io.env.GITHUB_ACTIONS === 'true';
    // Annotations go where they do not break machine-readable output.
    const annotate = (lines: string[]): void => {
      if (lines.length > 0) write(values.json ? io.stderr : io.stdout, lines.join('\n'));
    };

    let results;
    try {
      const onProgress = values.json ? undefined : progressBar(io);
      results = await runSuites(positionals, { cwd: io.cwd, mode, env: io.env, prune: values.prune, ...(onProgress === undefined ? {} : { onProgress }) });
    } catch (error) {
      // A cassette that could not be deleted or rewritten (--prune, --migrate-cassettes): one line, like a bad suite.
      if (error instanceof CassetteFileError) {
        write(io.stderr, `baglam regress: ${error.message}`);
        return EXIT.usage;
      }
      if (!(error instanceof SuiteConfigError)) throw error;
      for (const e of error.errors) write(io.stderr, `baglam regress: ${e.message}`);
      if (github) annotate(githubConfigAnnotations(error.errors));
      return EXIT.usage;
    }

    write(io.stdout, values.json ? JSON.stringify(toJsonReport(results), null, 2) : formatText(results, { relativeTo: io.cwd }));
    // Annotations first: they must reach the log even if the JUnit file then cannot be written.
    if (github) annotate(githubAnnotations(results));
    if (values.junit !== undefined) await writeFileAtomic(resolve(io.cwd, values.junit), formatJunit(results), { shown: values.junit });
    if (values.html !== undefined) await writeFileAtomic(resolve(io.cwd, values.html), formatHtml(results), { shown: values.html });
    return summarize(results).passed ? EXIT.ok : EXIT.failed;
  },
};
