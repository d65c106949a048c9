import { annotation } from '../../regressions/reporters/github.js';
import { escapeXml as xml } from '../../regressions/reporters/xml.js';
import type { StepReport } from './steps.js';

const MARK: Record<StepReport['status'], string> = { passed: 'PASS', failed: 'FAIL', error: 'ERROR' };

const TITLES: Record<StepReport['step'], string> = {
  report: 'Where the window goes (request logs)',
  properties: 'Contracts and profile health (properties)',
  regressions: 'Regression suites and pruning experiments',
  bench: 'Performance of the packing loop (ratios to a reference task)',
};

/** 0 all passed, 1 a check failed, 2 a step could not check. Errors outrank failures: a gate that did not look has not passed. */
export function gateExitCode(steps: readonly StepReport[]): 0 | 1 | 2 {
  if (steps.some((s) => s.status === 'error')) return 2;
  return steps.some((s) => s.status === 'failed') ? 1 : 0;
}

/**
 * The readable report comes in pieces, so the gate can print each step's
 * section as soon as it is known: a heading, each step's heading and body,
 * then one summary line per step.
 */
export function gateHeading(configFile: string): string {
  return `baglam gate — ${configFile}\n\n`;
}

export function stepHeading(step: StepReport['step']): string {
  const title = TITLES[step];
  return `━━ ${title} ${'━'.repeat(Math.max(3, 72 - title.length))}`;
}

export function stepBody(report: StepReport): string {
  return `${report.body.trimEnd()}\n\n`;
}

export function gateSummary(steps: readonly StepReport[]): string {
  const out = ['━━ Summary ' + '━'.repeat(62)];
  const width = Math.max(...steps.map((s) => s.step.length));
  for (const s of steps) out.push(`  ${MARK[s.status].padEnd(5)}  ${s.step.padEnd(width)}  ${s.headline}`);
  const code = gateExitCode(steps);
  out.push('', code === 0 ? 'gate passed' : code === 1 ? 'gate FAILED' : 'gate could not check everything (configuration)');
  return out.join('\n');
}

export function gateJson(steps: readonly StepReport[], configFile: string): string {
  return JSON.stringify(
    {
      config: configFile,
      exitCode: gateExitCode(steps),
      steps: steps.map((s) => ({ step: s.step, status: s.status, headline: s.headline, failures: s.failures, result: s.json })),
    },
    null,
    2,
  );
}

/** JUnit XML: one `<testsuite>` per step. */
export function gateJunit(steps: readonly StepReport[]): string {
  const failures = (s: StepReport): number => s.tests.filter((t) => t.failure !== undefined).length + (s.status === 'error' ? 1 : 0);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const total = steps.reduce((n, s) => n + s.tests.length + (s.status === 'error' ? 1 : 0), 0);
  lines.push(`<testsuites name="baglam gate" tests="${total}" failures="${steps.reduce((n, s) => n + failures(s), 0)}">`);
  for (const s of steps) {
    lines.push(`  <testsuite name="${xml(s.step)}" tests="${s.tests.length + (s.status === 'error' ? 1 : 0)}" failures="${failures(s)}">`);
    if (s.status === 'error') {
      lines.push(`    <testcase classname="${xml(s.step)}" name="configuration">`, `      <failure message="${xml(s.headline)}">${xml(s.body)}</failure>`, '    </testcase>');
    }
    for (const t of s.tests) {
      const open = `    <testcase classname="${xml(s.step)}" name="${xml(t.name)}"`;
      if (t.failure === undefined) lines.push(`${open}/>`);
      else lines.push(`${open}>`, `      <failure message="${xml(t.failure.split('\n')[0]!)}">${xml(t.failure)}</failure>`, '    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}

/** `::error file=…,line=…::…` lines for GitHub Actions, one per failure. */
export function gateAnnotations(steps: readonly StepReport[]): string[] {
  return steps.flatMap((s) =>
    s.failures.map((f) => annotation(f.at, f.title, f.replay === undefined ? f.message : `${f.message}\nreplay: ${f.replay}`)),
  );
}
