import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeFileAtomic } from '../../files/atomicWrite.js';
import { checkOutputPath, type InputPath } from '../../files/outputPath.js';
import type { Command } from '../command.js';
import { CONFIG_FILE, findGateConfig, loadGateConfig, type GateConfig, type GateStep } from '../gate/config.js';
import { gateAnnotations, gateExitCode, gateHeading, gateJson, gateJunit, gateSummary, stepBody, stepHeading } from '../gate/report.js';
import { benchStep, propertiesStep, regressionsStep, reportStep, type StepReport } from '../gate/steps.js';
import { UserError, write, type CliIo } from '../io.js';
import { sourcedUserError } from '../loadFiles.js';

const USAGE = `Usage: baglam gate [--config FILE] [--json] [--junit FILE]

Runs everything ${CONFIG_FILE} asks for, in one report:

  report       per-section token percentiles of request logs (informational)
  properties   baglam's contracts and profile-health properties per profile
  regressions  regression suites and pruning experiments (replayed cassettes)
  bench        the packing loop's ratios against the committed baseline

The config is found in the working directory or the nearest folder above it.

  --config FILE  use this config instead
  --json         print the results as JSON
  --junit FILE   also write JUnit XML to FILE

Under GitHub Actions (GITHUB_ACTIONS=true) failures are also printed as
::error annotations. BAGLAM_SEED and BAGLAM_RUNS override the config's
property seed and run count.

Exit codes: 0 everything held, 1 a check failed, 2 bad configuration or
usage, or a step could not check (for example no bench baseline).`;

async function runStep(step: GateConfig['steps'][number], config: GateConfig, io: CliIo): Promise<StepReport> {
  switch (step) {
    case 'report':
      return reportStep(config, io);
    case 'properties':
      return propertiesStep(config, io);
    case 'regressions':
      return regressionsStep(config, io);
    case 'bench':
      return benchStep(config, io);
  }
}

/** For --json: standard output is the JSON alone, so progress goes to standard error. */
async function runQuietly(runOrder: readonly GateStep[], config: GateConfig, io: CliIo): Promise<Map<GateStep, StepReport>> {
  const reports = new Map<GateStep, StepReport>();
  for (const step of runOrder) {
    io.stderr.write(`baglam gate: ${step}…\n`);
    reports.set(step, await runStep(step, config, io));
  }
  return reports;
}

/**
 * Prints the report as it is made, on standard output alone: each step's
 * heading when it starts, its body as soon as it and every step before it
 * are done, in the config's order. A reader (or a CI log) sees where the
 * gate is instead of a long silence and then everything at once.
 */
async function runAndPrint(runOrder: readonly GateStep[], config: GateConfig, io: CliIo, shownFile: string): Promise<Map<GateStep, StepReport>> {
  const reports = new Map<GateStep, StepReport>();
  const headed = new Set<GateStep>();
  let printed = 0;
  write(io.stdout, gateHeading(shownFile));
  if (runOrder[0] !== config.steps[0]) {
    write(io.stdout, 'The packing loop is measured first, on a fresh heap; its section comes in its place below.\n\n');
  }
  for (const step of runOrder) {
    if (config.steps[printed] === step) {
      write(io.stdout, stepHeading(step));
      headed.add(step);
    }
    reports.set(step, await runStep(step, config, io));
    for (let next = config.steps[printed]; next !== undefined && reports.has(next); next = config.steps[++printed]) {
      if (!headed.has(next)) write(io.stdout, stepHeading(next));
      write(io.stdout, stepBody(reports.get(next)!));
    }
  }
  return reports;
}

/** Every file the gate reads, named relative to the working directory. */
function gateInputs(config: GateConfig, cwd: string): InputPath[] {
  const paths = [
    config.file,
    ...config.reports.flatMap((r) => [r.log, r.profile]),
    ...config.profiles,
    ...config.regressions,
    ...(config.bench === null ? [] : [config.bench.baseline]),
  ];
  return paths.map((path) => ({ path, shown: relative(cwd, path) || path }));
}

export const gate: Command = {
  name: 'gate',
  summary: `run the whole CI gate configured in ${CONFIG_FILE}`,
  usage: USAGE,
  async run(args, io) {
    let values;
    try {
      ({ values } = parseArgs({
        args,
        allowPositionals: false,
        strict: true,
        options: { config: { type: 'string' }, json: { type: 'boolean', default: false }, junit: { type: 'string' } },
      }));
    } catch (error) {
      throw new UserError(`${(error as Error).message}\n\n${USAGE}`);
    }
    const file = values.config === undefined ? findGateConfig(io.cwd) : resolve(io.cwd, values.config);
    if (file === undefined) throw new UserError(`no ${CONFIG_FILE} in ${io.cwd} or any folder above it (or pass --config FILE)`);
    let config: GateConfig;
    try {
      config = await loadGateConfig(file, io.cwd);
    } catch (error) {
      throw sourcedUserError(error);
    }
    // Before any step runs: a JUnit path that cannot be written, or that is one of the gate's inputs, is refused now.
    if (values.junit !== undefined) await checkOutputPath(resolve(io.cwd, values.junit), values.junit, gateInputs(config, io.cwd));
    // The bench step runs first, whatever its place in the report: its ratios
    // are baselined in a fresh process, and the heap the other steps leave
    // behind makes the garbage collector cost more (cold `assemble` measured
    // ×1.5 of its baseline after them, ×0.9–1.0 before).
    const runOrder = [...config.steps].sort((a, b) => Number(b === 'bench') - Number(a === 'bench'));
    const shownFile = relative(io.cwd, file) || file;
    const reports = values.json ? await runQuietly(runOrder, config, io) : await runAndPrint(runOrder, config, io, shownFile);
    const steps = config.steps.map((step) => reports.get(step)!);
    write(io.stdout, values.json ? gateJson(steps, shownFile) : gateSummary(steps));
    // Annotations first: they must reach the log even if the JUnit file then cannot be written.
    if (io.env.GITHUB_ACTIONS === 'true') {
      const annotations = gateAnnotations(steps);
      if (annotations.length > 0) write(values.json ? io.stderr : io.stdout, annotations.join('\n'));
    }
    if (values.junit !== undefined) await writeFileAtomic(resolve(io.cwd, values.junit), gateJunit(steps), { shown: values.junit });
    return gateExitCode(steps);
  },
};
