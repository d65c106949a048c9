import { dirname, relative } from 'node:path';
import type { SourcePosition } from '../../core/index.js';
import { WorkloadMismatchError, checkPerformance, formatRatio, readBaseline, remeasured, type TaskVerdict } from '../../bench/index.js';
import { benchGate, benchUpdateLine, loadLogWorkload } from '../benchWorkload.js';
import { formatText, runSuites, summarize, SuiteConfigError, toJsonReport } from '../../regressions/index.js';
import type { CliIo } from '../io.js';
import { loadProfile, sourcedUserError } from '../loadFiles.js';
import { readInput } from '../readInput.js';
import { checkBaseline, formatBaselineCheck, parseBaseline, type BaselineCheck } from '../report/baseline.js';
import { reportLog } from '../report/reportLog.js';
import { formatReport } from '../report/terminal.js';
import { checkReplayLine } from '../checkReplayLine.js';
import { plural } from '../plural.js';
import { shellWord } from '../../properties/shellWord.js';
import { contractLines } from '../contractLines.js';
import { contractWords } from '../../properties/contracts.js';
import type { GateConfig, GateStep } from './config.js';

/** One thing that went wrong, placed where a person (or GitHub) can find it. */
export interface GateFailure {
  title: string;
  message: string;
  at?: SourcePosition;
  /** The command that replays it. */
  replay?: string;
}

/** A JUnit test case. */
export interface GateTest {
  name: string;
  failure?: string;
}

/**
 * What one step found. `error` means it could not check (bad configuration,
 * no baseline): the gate then exits 2, as every baglam command does.
 */
export interface StepReport {
  step: GateStep;
  status: 'passed' | 'failed' | 'error';
  headline: string;
  /** The step's readable report. */
  body: string;
  failures: GateFailure[];
  tests: GateTest[];
  json: unknown;
}

/** Paths in reports are relative to the config's folder: short, and the same on every machine. */
function shown(config: GateConfig, path: string): string {
  return relative(dirname(config.file), path) || '.';
}

/** A step that could not run at all (a bad file): the error, placed. */
function errorReport(step: GateStep, error: unknown): StepReport {
  const placed = sourcedUserError(error);
  if (!(placed instanceof Error)) throw error;
  return {
    step, status: 'error', headline: placed.message, body: placed.message,
    failures: [{ title: `baglam gate: ${step}`, message: placed.message }], tests: [], json: { error: placed.message },
  };
}

export async function reportStep(config: GateConfig, io: CliIo): Promise<StepReport> {
  const bodies: string[] = [];
  const summaries: unknown[] = [];
  const failures: GateFailure[] = [];
  const tests: GateTest[] = [];
  let inconclusive: string | undefined;
  let checked = 0;
  try {
    for (const target of config.reports) {
      const profile = await loadProfile(target.profile, io);
      const name = shown(config, target.log);
      const summary = (await reportLog(target.log, io, name, profile)).summary();
      // The command that prints this section alone, as it runs where the gate was run.
      const here = (path: string): string => shellWord(relative(io.cwd, path) || path);
      const lines = [`npx baglam report ${here(target.log)} --profile ${here(target.profile)}`, formatReport(summary)];
      let check: BaselineCheck | undefined;
      if (target.baseline !== null) {
        const baselineName = shown(config, target.baseline);
        check = checkBaseline(summary, parseBaseline((await readInput(target.baseline, io)).text, baselineName));
        checked++;
        lines.push('', formatBaselineCheck(check, baselineName));
        if (check.status === 'inconclusive') inconclusive ??= `${name}: ${check.reason}`;
        for (const f of check.failures) failures.push({ title: `baglam report: ${name} against ${baselineName}`, message: f.message });
      }
      summaries.push(check === undefined ? summary : { ...summary, baseline: check });
      bodies.push(lines.join('\n'));
      tests.push({
        name: `report ${name}`,
        ...(check !== undefined && check.status !== 'passed'
          ? { failure: check.status === 'failed' ? check.failures.map((f) => f.message).join('\n') : `inconclusive: ${check.reason}` }
          : {}),
      });
    }
  } catch (error) {
    return errorReport('report', error);
  }
  const measured = `${plural(config.reports.length, 'request log')} measured`;
  if (inconclusive !== undefined) {
    return { step: 'report', status: 'error', headline: `${measured}; a baseline could not be compared (${inconclusive})`, body: bodies.join('\n\n'), failures: [{ title: 'baglam report', message: inconclusive }], tests, json: summaries };
  }
  return {
    step: 'report',
    status: failures.length > 0 ? 'failed' : 'passed',
    headline: checked === 0 ? measured : `${measured}, ${checked} against a baseline: ${plural(failures.length, 'number')} beyond tolerance`,
    body: bodies.join('\n\n'), failures, tests, json: summaries,
  };
}

export async function propertiesStep(config: GateConfig, io: CliIo): Promise<StepReport> {
  // Loaded on demand: fast-check is only needed here.
  const { checkProfile } = await import('../../properties/checkProfile.js');
  const { runSettings } = await import('../../properties/runner.js');
  const settings = runSettings({
    BAGLAM_SEED: String(config.properties.seed),
    BAGLAM_RUNS: String(config.properties.runs),
    ...io.env,
    BAGLAM_PATH: undefined,
  });
  const lines: string[] = [];
  const failures: GateFailure[] = [];
  const tests: GateTest[] = [];
  const json: unknown[] = [];
  let held = 0;
  const replays = new Map<object, string>();
  for (const file of config.profiles) {
    let profile;
    try {
      profile = await loadProfile(file, io);
    } catch (error) {
      return errorReport('properties', error);
    }
    const name = shown(config, file);
    const results = checkProfile(profile, settings);
    lines.push(`${name} (${profile.name}: window ${profile.window}, ${profile.encoding}, ${profile.template.kind})`);
    for (const r of results) {
      const testName = `${name} ${r.id}`;
      if (r.outcome.status === 'held') {
        held++;
        tests.push({ name: testName });
        continue;
      }
      // Run where the gate was run: the profile's path from there, not from the config's folder.
      const replay = checkReplayLine(relative(io.cwd, file) || file, r.id, r.outcome, ['npx', 'baglam']);
      replays.set(r, replay);
      failures.push({ title: `baglam check: ${name} ${r.id}`, message: `${contractWords(r.contracts)}: ${r.title}: ${r.outcome.reason}`, replay });
      tests.push({ name: testName, failure: `${r.outcome.reason}\nreplay: ${replay}` });
    }
    lines.push(...contractLines(results, (r) => (r.outcome.status === 'failed' ? [r.outcome.reason, `replay: ${replays.get(r)}`] : [])));
    json.push({ profile: name, results: results.map((r) => ({ id: r.id, contract: r.contract, contracts: r.contracts, meaning: contractWords(r.contracts), ...r.outcome })) });
  }
  return {
    step: 'properties',
    status: failures.length === 0 ? 'passed' : 'failed',
    headline: `${held} held, ${failures.length} failed (seed ${settings.seed}, ${plural(settings.numRuns, 'case')} each)`,
    body: lines.join('\n'), failures, tests, json,
  };
}

export async function regressionsStep(config: GateConfig, io: CliIo): Promise<StepReport> {
  let results;
  try {
    results = await runSuites(config.regressions, { cwd: dirname(config.file), mode: 'replay', env: io.env });
  } catch (error) {
    if (!(error instanceof SuiteConfigError)) throw error;
    const failures = error.errors.map((e) => ({ title: 'baglam regress: bad suite', message: e.detail, ...(e.source === undefined ? {} : { at: e.source }) }));
    return {
      step: 'regressions', status: 'error', headline: plural(error.errors.length, 'configuration error'),
      body: error.errors.map((e) => e.message).join('\n'), failures, tests: [], json: { errors: error.errors.map((e) => e.message) },
    };
  }
  const summary = summarize(results);
  const failures: GateFailure[] = [];
  const tests: GateTest[] = [];
  for (const s of results) {
    for (const c of s.cases) {
      const failure = c.failures.map((f) => `${f.label} on ${f.requestId}: ${f.actual}`).join('\n');
      tests.push({ name: `${s.name} ${c.id}`, ...(c.status === 'failed' ? { failure } : {}) });
      for (const f of c.failures) failures.push({ title: `baglam regress: ${s.name} / ${c.id}`, message: `${f.label} on ${f.requestId}: ${f.actual}`, at: f.at });
    }
    for (const e of s.experiments) {
      const failure = e.failures.concat(e.reasons).join('\n');
      tests.push({ name: `${s.name} experiment ${e.id}`, ...(e.status === 'failed' ? { failure } : {}) });
      if (e.status === 'failed') failures.push({ title: `baglam regress: ${s.name} / experiment ${e.id}`, message: failure, at: e.at });
    }
  }
  return {
    step: 'regressions',
    status: summary.passed ? 'passed' : 'failed',
    headline:
      `${plural(summary.casesPassed, 'case')} passed, ${summary.casesFailed} failed; ${plural(summary.experiments, 'experiment')}: ` +
      `${summary.safe} safe, ${summary.unsafe} unsafe, ${summary.inconclusive} inconclusive, ${summary.experimentsFailed} failed`,
    body: formatText(results, { relativeTo: io.cwd }),
    failures, tests, json: toJsonReport(results),
  };
}

function verdictLine(v: TaskVerdict): string {
  switch (v.state) {
    case 'ok':
      return `  ok      ${v.task}: ratio ${formatRatio(v.ratio)} (baseline ${formatRatio(v.baseline)}, ×${v.change.toFixed(2)})${remeasured(v)}`;
    case 'slower':
      return `  SLOWER  ${v.task}: ratio ${formatRatio(v.ratio)} (baseline ${formatRatio(v.baseline)}, ×${v.change.toFixed(2)})${remeasured(v)}`;
    case 'no-baseline':
      return `  ?       ${v.task}: ratio ${formatRatio(v.ratio)}, no baseline`;
    case 'too-few-samples':
      return `  ?       ${v.task}: too few samples (${v.samples} < ${v.needed})`;
    case 'cannot-judge':
      return `  ?       ${v.task}: cannot judge: ${v.reason}`;
  }
}

export async function benchStep(config: GateConfig, io: CliIo): Promise<StepReport> {
  const bench = config.bench!;
  let baseline;
  let workload;
  try {
    baseline = await readBaseline(bench.baseline);
    workload = bench.workload === undefined ? undefined : await loadLogWorkload(bench.workload, io);
  } catch (error) {
    return errorReport('bench', error);
  }
  const gate = benchGate(bench.mode, workload);
  const name = shown(config, bench.baseline);
  const cannotCheck = (message: string): StepReport => ({
    step: 'bench', status: 'error', headline: message, body: message, failures: [{ title: 'baglam bench', message }], tests: [], json: { error: message },
  });
  const update = benchUpdateLine(io.cwd, bench.mode, bench.baseline, bench.workload);
  if (baseline === undefined || baseline.configs[gate.name] === undefined) {
    return cannotCheck(`no ${gate.name} baseline in ${name}: take one with \`${update}\``);
  }
  let run;
  try {
    run = checkPerformance(gate, baseline);
  } catch (error) {
    if (!(error instanceof WorkloadMismatchError)) throw error;
    return cannotCheck(`${name}: ${error.message}; re-take it with \`${update}\``);
  }
  const slower = run.result.verdicts.filter((v) => v.state === 'slower');
  const unjudged = run.result.verdicts.filter((v) => v.state !== 'ok' && v.state !== 'slower');
  const lines = run.result.verdicts.map(verdictLine);
  for (const t of run.result.notGated) lines.push(`  -       ${t.task}: ratio ${formatRatio(t.ratio)}, not gated (under 10 µs a call, here or in the baseline: noise)`);
  if (!run.result.environmentMatches) {
    const e = baseline.environment;
    lines.push(`  note: baseline taken on ${e.cpu} (${e.cores} cores), Node ${e.node}; ratios still apply, with more noise`);
  }
  return {
    step: 'bench',
    // The gate's own exit code decides: a run that judged no task (every one too fast to gate) is no pass.
    status: run.result.exitCode === 1 ? 'failed' : run.result.exitCode === 2 ? 'error' : 'passed',
    headline: `${plural(run.result.verdicts.length - slower.length - unjudged.length, 'task')} within ×${gate.tolerance} of the baseline ratio, ${slower.length} slower` +
      (unjudged.length > 0 ? `, ${unjudged.length} not judged` : '') +
      ` (${gate.name}, on ${bench.workload === undefined ? "baglam's synthetic workload, not your requests" : run.workload})`,
    body: lines.join('\n'),
    failures: [...slower, ...unjudged].map((v) => ({ title: `baglam bench: ${v.task}`, message: verdictLine(v).trim() })),
    tests: run.result.verdicts.map((v) => ({ name: `bench ${v.task}`, ...(v.state === 'ok' ? {} : { failure: verdictLine(v).trim() }) })),
    json: { workload: run.workload, config: gate.name, ...run.result },
  };
}
