import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BaselineError, QUICK_GATE, WorkloadMismatchError, refuseOtherWorkload, REFERENCE_TASK, SCALING, asciiChart, baselineEntry, formatRatio, checkPerformance, currentEnvironment,
  exponents, formatMs, growthVersusNLogN, quadraticPacker, readBaseline, remeasured, runGateMeasurement, runScaling, updateBaseline,
  type Baseline, type GateConfig, type GateResult, type Measurement, type ScalingSeries, type TaskVerdict,
} from '../../bench/index.js';
import { benchGate, benchUpdateLine, loadLogWorkload, type WorkloadFiles } from '../benchWorkload.js';
import type { Command } from '../command.js';
import { findGateConfig, loadGateConfig, type GateConfig as ProjectConfig } from '../gate/config.js';
import { EXIT, UserError, write, type CliIo } from '../io.js';
import { sourcedUserError } from '../loadFiles.js';
import { bundledPath } from '../paths.js';
import { plural } from '../plural.js';
import { table } from '../table.js';

const USAGE = `Usage: baglam bench [--quick] [--check | --update | --self-test] [--scaling] [--json]
                    [--baseline FILE] [--workload LOG --profile PROFILE]

Benchmarks the packing loop (tinybench): selectChunks on pre-counted
candidates, clampHistory, assemble warm and cold, budgetReport, and beside
them, in the same run, a reference task (one exact tokenizer pass over the
same text). Each task runs in several rounds, in a seeded shuffled order;
its ratio to the reference of the same round is the number that is compared.

What is packed: baglam's own synthetic workload, unless --workload (or
bench.workload in baglam.config.yaml) names a log of your requests; then an
evenly spread sample of it (at most 50 requests, about 1 MB) under your
profile, so the ratios track the packing of your prompts. A baseline
remembers its workload; one taken on another is refused (exit 2).

  (no flag)     measure and print median, p99, samples and ratio per task
  --check       compare each ratio with the baseline; exit 1 on a slowdown
                beyond the configuration's tolerance
  --update      measure and rewrite this configuration's baseline entry
  --self-test   run the quick gate on the unchanged packer and on one with an
                O(n²) step; exit 0 when the first passes and the second fails
  --quick       the quick configuration (a few seconds: what CI runs);
                default: the standard request (about half a minute)
  --scaling     also run the scaling series (candidates 100 → 100 000,
                turns 10 → 10 000; a few minutes) with a chart
  --json        print JSON instead of tables
  --baseline F  the baseline file. Default: bench.baseline of the
                baglam.config.yaml in this folder or above; without one,
                --check and --self-test read the baseline shipped with
                baglam (bench/baseline.json of the package, taken on
                baglam's synthetic workload) and --update asks for a file
  --workload L  a JSONL log of your requests (one request, or one
  --profile P   {"request": …, "response": …} entry, a line) and the profile
                to pack them under. Default: bench.workload and bench.profile
                of baglam.config.yaml

Exit codes: 0 within tolerance (or measured without --check), 1 a task got
slower, 2 bad usage, no baseline for this configuration or workload, too few
samples, a ratio that cannot be judged, or no task slow enough to gate.`;

function measurementTable(measurement: Measurement, result?: GateResult): string {
  const rows = measurement.tasks.map((task) => {
    const verdict = result?.verdicts.find((v) => v.task === task.name);
    const row = [task.name, formatMs(task.median), formatMs(task.p99), String(task.samples), task.name === REFERENCE_TASK ? '1' : formatRatio(task.ratio)];
    if (result !== undefined) {
      const notGated = result.notGated.some((t) => t.task === task.name);
      row.push(verdict !== undefined ? verdictText(verdict) : notGated ? 'not gated (under 10 µs a call, here or in the baseline)' : '');
    }
    return row;
  });
  const headers = ['task', 'median', 'p99', 'samples', 'ratio to reference'];
  if (result !== undefined) headers.push('vs baseline');
  return table(headers, rows, ['left', 'right', 'right', 'right', 'right', 'left']);
}

function verdictText(verdict: TaskVerdict): string {
  switch (verdict.state) {
    case 'ok':
      return `ok (×${verdict.change.toFixed(2)} of ${formatRatio(verdict.baseline)}${remeasured(verdict)})`;
    case 'slower':
      return `SLOWER ×${verdict.change.toFixed(2)} (baseline ${formatRatio(verdict.baseline)}${remeasured(verdict)})`;
    case 'no-baseline':
      return 'no baseline (run --update)';
    case 'too-few-samples':
      return `too few samples (${verdict.samples} < ${verdict.needed})`;
    case 'cannot-judge':
      return `cannot judge: ${verdict.reason}`;
  }
}

function scalingTable(series: readonly ScalingSeries[]): string {
  const rows = series.map((s) => [
    `${s.task} (${s.axis})`,
    s.points.map((p) => `${p.n}: ${formatMs(p.median)}`).join(', '),
    exponents(s.points).map((e) => e.toFixed(2)).join(' '),
    growthVersusNLogN(s.points).toFixed(2),
  ]);
  return table(['task', 'median per size', 'log-log slopes', 'growth ÷ n log n'], rows, ['left', 'left', 'left', 'right']);
}

function gateSummary(config: GateConfig, result: GateResult, baseline: Baseline | undefined): string {
  const lines: string[] = [];
  if (!result.environmentMatches && baseline !== undefined) {
    const b = baseline.environment;
    lines.push(`note: the baseline was taken on ${b.cpu} (${b.cores} cores), Node ${b.node}; ratios still apply, with more noise.`);
  }
  const slower = result.verdicts.filter((v) => v.state === 'slower').map((v) => v.task);
  if (result.exitCode === 0) lines.push(`gate ${config.name}: every task within ×${config.tolerance} of its baseline ratio`);
  else if (result.exitCode === 1) lines.push(`gate ${config.name}: slower than the baseline beyond ×${config.tolerance}: ${slower.join(', ')}`);
  else if (result.verdicts.length === 0) lines.push(`gate ${config.name}: no task was slow enough to gate: nothing was judged`);
  else lines.push(`gate ${config.name}: could not judge every task (see the table)`);
  return lines.join('\n');
}

/** A `BaselineError` (unreadable, not a baseline, an absurd ratio) as the user's error: exit 2, one line naming the file. */
async function asUserError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BaselineError) throw new UserError(error.message);
    throw error;
  }
}

function loadBaseline(file: string, shown: string = file): Promise<Baseline | undefined> {
  return asUserError(() => readBaseline(file, shown));
}

/** Where the bench reads and writes its baseline and what it packs: flags, else the project's config. */
interface BenchSetup {
  baseline: { file: string; from: 'flag' | 'config' | 'package' } | undefined;
  workload: WorkloadFiles | undefined;
}

async function benchSetup(values: { baseline?: string; workload?: string; profile?: string }, io: CliIo): Promise<BenchSetup> {
  if ((values.workload === undefined) !== (values.profile === undefined)) {
    throw new UserError(`--workload and --profile go together: the log's requests are packed under the profile\n\n${USAGE}`);
  }
  const configFile = findGateConfig(io.cwd);
  let project: ProjectConfig['bench'] = null;
  if (configFile !== undefined) {
    try {
      project = (await loadGateConfig(configFile, io.cwd)).bench;
    } catch (error) {
      throw sourcedUserError(error);
    }
  }
  const workload = values.workload !== undefined ? { log: resolve(io.cwd, values.workload), profile: resolve(io.cwd, values.profile!) } : project?.workload;
  const baseline =
    values.baseline !== undefined ? { file: resolve(io.cwd, values.baseline), from: 'flag' as const }
    : project !== null ? { file: project.baseline, from: 'config' as const }
    : workload === undefined ? { file: bundledPath('bench', 'baseline.json'), from: 'package' as const }
    // baglam's own baseline was taken on its synthetic workload: useless for a team's.
    : undefined;
  return { baseline, workload };
}

export const bench: Command = {
  name: 'bench',
  summary: 'benchmark the packing loop; --check gates regressions against the baseline',
  usage: USAGE,
  async run(args, io: CliIo) {
    let parsed;
    try {
      parsed = parseArgs({
        args,
        options: {
          quick: { type: 'boolean', default: false },
          check: { type: 'boolean', default: false },
          update: { type: 'boolean', default: false },
          'self-test': { type: 'boolean', default: false },
          scaling: { type: 'boolean', default: false },
          json: { type: 'boolean', default: false },
          baseline: { type: 'string' },
          workload: { type: 'string' },
          profile: { type: 'string' },
        },
      });
    } catch (error) {
      throw new UserError(`${(error as Error).message}\n\n${USAGE}`);
    }
    const { values } = parsed;
    const modes = [values.check, values.update, values['self-test']].filter(Boolean).length;
    if (modes > 1) throw new UserError(`--check, --update and --self-test exclude each other\n\n${USAGE}`);
    const mode = values.quick ? 'quick' : 'full';
    const setup = await benchSetup(values, io);
    const log = (line: string): void => {
      if (!values.json) write(io.stderr, line);
    };
    const shown = (file: string): string => relative(io.cwd, file) || file;
    // The line that takes a baseline here: into the project, never into baglam's own package.
    const updateLine = (): string => {
      const file = setup.baseline !== undefined && setup.baseline.from !== 'package' ? setup.baseline.file : resolve(io.cwd, 'bench-baseline.json');
      return benchUpdateLine(io.cwd, mode, file, setup.workload);
    };
    const needBaseline = (): { file: string; from: string } => {
      if (setup.baseline !== undefined) return setup.baseline;
      throw new UserError(`no baseline file for this workload: pass --baseline FILE (or set bench.baseline in baglam.config.yaml); take it with ${updateLine()}`);
    };

    if (values['self-test']) {
      const { file } = needBaseline();
      const baseline = await loadBaseline(file, shown(file));
      if (baseline?.configs[QUICK_GATE.name] === undefined) throw new UserError(`${shown(file)}: no "${QUICK_GATE.name}" entry; take it with ${benchUpdateLine(io.cwd, 'quick', file, undefined)}`);
      log('self-test: the quick gate on the unchanged packer …');
      const plain = judged(() => checkPerformance(QUICK_GATE, baseline), shown(file), updateLine);
      log('self-test: the quick gate on a packer with an O(n²) step …');
      const slowed = judged(() => checkPerformance(QUICK_GATE, baseline, quadraticPacker), shown(file), updateLine);
      const ok = plain.result.exitCode === 0 && slowed.result.exitCode === 1;
      if (values.json) {
        write(io.stdout, JSON.stringify({ ok, unchanged: plain.result, quadratic: slowed.result }, null, 2));
      } else {
        write(io.stdout, `unchanged packer:\n${measurementTable(plain.measurement, plain.result)}\n${gateSummary(QUICK_GATE, plain.result, baseline)}\n`);
        write(io.stdout, `packer with an O(n²) step:\n${measurementTable(slowed.measurement, slowed.result)}\n${gateSummary(QUICK_GATE, slowed.result, baseline)}\n`);
        write(io.stdout, ok ? 'self-test: the gate passes the unchanged tree and fails the slowed one' : 'self-test: FAILED (the gate did not tell the two apart)');
      }
      return ok ? EXIT.ok : EXIT.failed;
    }

    let file: string | undefined;
    let baseline: Baseline | undefined;
    if (values.update) {
      const target = needBaseline();
      if (target.from === 'package') {
        throw new UserError(`--update writes the baseline into your project: pass --baseline FILE (or set bench.baseline in baglam.config.yaml), e.g. ${updateLine()}`);
      }
      file = target.file;
      // Read before measuring: a baseline that cannot be read is an error now, not an
      // empty start that would drop the other configuration's entry.
      baseline = await loadBaseline(file, shown(file));
    } else if (values.check) {
      file = needBaseline().file;
      baseline = await loadBaseline(file, shown(file));
      if (baseline?.configs[mode] === undefined) {
        throw new UserError(`${shown(file)}: no baseline for the "${mode}" configuration; take one with ${updateLine()}`);
      }
    }
    const workload = setup.workload === undefined ? undefined : await loadLogWorkload(setup.workload, io);
    const config = benchGate(mode, workload);
    if (values.check) judged(() => refuseOtherWorkload(config, baseline), shown(file!), updateLine);
    log(`bench ${config.name}: ${config.measure.rounds} rounds …`);
    const run = values.check ? judged(() => checkPerformance(config, baseline), shown(file!), updateLine) : { ...runGateMeasurement(config), result: undefined };
    const series = values.scaling ? runScaling(SCALING, log) : undefined;

    if (values.update) {
      // Read again under a lock and written atomically: a concurrent update's entry is kept.
      const target = file!;
      const entry = baselineEntry(run.workload, run.workloadHash, run.measurement);
      const written = await asUserError(() => updateBaseline(target, config.name, entry, currentEnvironment(), shown(target)));
      if (written.removed.length > 0) {
        write(io.stderr, `note: removed ${plural(written.removed.length, 'temp file')} an interrupted update of ${shown(target)} left: ${written.removed.join(', ')}`);
      }
    }

    if (values.json) {
      write(io.stdout, JSON.stringify({
        config: config.name,
        workload: run.workload,
        workloadHash: run.workloadHash,
        environment: currentEnvironment(),
        tasks: run.measurement.tasks,
        orders: run.measurement.orders,
        ...(run.result === undefined ? {} : { gate: run.result }),
        ...(series === undefined ? {} : { scaling: series.map((s) => ({ ...s, growthVersusNLogN: growthVersusNLogN(s.points) })) }),
      }, null, 2));
    } else {
      write(io.stdout, `${config.name} workload (${run.workload}), ${config.measure.rounds} rounds, ratios are medians over rounds:`);
      write(io.stdout, measurementTable(run.measurement, run.result));
      if (run.result !== undefined) write(io.stdout, gateSummary(config, run.result, baseline));
      if (values.update) write(io.stdout, `baseline "${config.name}" written to ${shown(file!)}`);
      if (series !== undefined) {
        write(io.stdout, `\nscaling (medians):\n${scalingTable(series)}\n`);
        for (const axis of ['candidates', 'turns'] as const) {
          write(io.stdout, `growing ${axis}:\n${asciiChart(series.filter((s) => s.axis === axis))}\n`);
        }
      }
    }
    return run.result?.exitCode ?? EXIT.ok;
  },
};

/** A check whose baseline was measured on another workload: exit 2, with the line that re-takes it. */
function judged<T>(check: () => T, file: string, updateLine: () => string): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof WorkloadMismatchError) throw new UserError(`${file}: ${error.message}; re-take it with ${updateLine()}`);
    throw error;
  }
}
