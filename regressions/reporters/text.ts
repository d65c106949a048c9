import { isAbsolute, relative } from 'node:path';
import type { SourcePosition } from '../../core/index.js';
import { formatP } from '../experimentVerdict.js';
import type { CassetteReport, ExperimentResult, SuiteResult } from '../result.js';
import { summarize } from './summary.js';

export interface TextReportOptions {
  /** Case/request changes shown per experiment before "… and N more". Default 4. */
  maxChanges?: number;
  /** Show file paths relative to this folder (the caller's working directory); default: as they are. */
  relativeTo?: string;
}

/**
 * One report line stays one line: a line break or other control character
 * inside a request id or an answer (untrusted text) is shown escaped, so it
 * cannot start a line of its own, such as a `::error` workflow command a CI
 * runner would obey.
 */
function oneLine(line: string): string {
  return line.replace(/[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/g, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `12345` → `12 345`: thin groups read at a glance and do not depend on the locale. */
function n(value: number): string {
  const sign = value < 0 ? '−' : '';
  return sign + String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * A control experiment that did its job: it asked for `unsafe` and got it,
 * which shows the suite notices harm. That is good news, not an alarm.
 */
function controlHeld(e: ExperimentResult): boolean {
  return e.status === 'passed' && e.verdict === 'unsafe' && e.expected?.split(', ')[0] === 'unsafe';
}

/** ✓ for a `safe` that was asked for or informational, and for a control that came out unsafe as asked; `inconclusive` is never shown with a ✓. */
function mark(e: ExperimentResult): string {
  if (e.status === 'failed') return '✗';
  if (controlHeld(e)) return '✓';
  return e.verdict === 'safe' ? '✓' : e.verdict === 'unsafe' ? '!' : '?';
}

/** Reasons shown under a passing control: enough to see what it caught, not a wall of alarms. */
const CONTROL_REASONS = 2;

function experimentLines(e: ExperimentResult, maxChanges: number, where: (at: SourcePosition) => string): string[] {
  const s = e.savings;
  const control = controlHeld(e);
  // Capitals for an unsafe nobody asked for; a control's unsafe is the suite showing it notices harm.
  const word = e.verdict === 'unsafe' && !control ? 'UNSAFE' : e.verdict;
  const lines = [
    `  ${mark(e)} ${e.id}: ${word}` +
      `${e.expected === null ? '' : ` (expected ${e.expected})`}` +
      (control ? ', as a control: the suite notices this removal' : '') +
      ` — saves ${n(s.savedMedian)} tokens per request (median; ${n(s.savedTotal)} over ${s.requests} request${s.requests === 1 ? '' : 's'}, ${n(s.savedPer1000)} per 1 000 requests)`,
    `      fixed part ${n(s.fixedMedianBefore)} → ${n(s.fixedMedianBefore - s.savedMedian)} tokens (median); whole payload ${s.payloadDeltaMedian <= 0 ? '' : '+'}${n(s.payloadDeltaMedian)} (median); ${e.changes.length} case/request result${e.changes.length === 1 ? '' : 's'} changed`,
  ];
  if (e.description !== null) lines.splice(1, 0, `      ${e.description}`);
  for (const f of e.failures) lines.push(`      ✗ ${f}  (${where(e.at)})`);
  if (e.samples !== null) {
    const t = e.samples.pooled;
    lines.push(
      `      sampled answers (${e.samples.cells} case/request pair${e.samples.cells === 1 ? '' : 's'}): ${t.x0}/${t.n0} passed before, ${t.x1}/${t.n1} after; ` +
        `non-inferiority p ${formatP(e.samples.nonInferiorityP)} vs ${e.samples.alphaAtLook} (α ${e.samples.alpha} at look ${e.samples.look}, δ ${e.samples.delta})`,
    );
  }
  const label = control ? 'caught' : e.verdict === 'unsafe' ? 'unsafe' : 'inconclusive';
  const shown = control ? Math.min(CONTROL_REASONS, maxChanges) : maxChanges;
  for (const r of e.reasons.slice(0, shown)) lines.push(`      ${label}: ${r}`);
  if (e.reasons.length > shown) lines.push(`      … and ${e.reasons.length - shown} more reason${e.reasons.length - shown === 1 ? '' : 's'}`);
  for (const c of e.caveats) lines.push(`      note: ${c}`);
  // Flipped expectations are already listed as reasons; show what else moved.
  const changes = e.changes
    .map((c) => ({ ...c, notes: c.notes.filter((n) => !n.startsWith('expectation ') && !n.startsWith('model: ')) }))
    .filter((c) => c.notes.length > 0);
  for (const c of changes.slice(0, maxChanges)) lines.push(`      ${c.caseId} on ${c.requestId}: ${c.notes.join('; ')}`);
  if (changes.length > maxChanges) lines.push(`      … and ${changes.length - maxChanges} more changes (--json has them all)`);
  return lines;
}

/** What the run found in the cassette folder, in a few lines. */
function cassetteLines(c: CassetteReport, file: (path: string) => string): string[] {
  const out: string[] = [];
  const folder = file(c.folder);
  if (c.recorded > 0) out.push(`  recorded ${c.recorded} answer${c.recorded === 1 ? '' : 's'} into ${folder}`);
  if (c.migrated > 0) out.push(`  migrated ${c.migrated} version-1 cassette${c.migrated === 1 ? '' : 's'} in ${folder} into the current format`);
  if (c.legacy > 0) {
    out.push(`  ${c.legacy} cassette${c.legacy === 1 ? ' is' : 's are'} in the old format (version 1): --migrate-cassettes moves those this suite asks for into the current format, --prune deletes the rest`);
  }
  if (c.removedTempFiles.length > 0) {
    out.push(`  removed ${c.removedTempFiles.length} temp file${c.removedTempFiles.length === 1 ? '' : 's'} left by an interrupted recording: ${c.removedTempFiles.slice(0, 3).join(', ')}${c.removedTempFiles.length > 3 ? ', …' : ''}`);
  }
  for (const k of c.keptTempFiles.slice(0, 3)) out.push(`  a temp file left by an interrupted recording could not be deleted: ${k.file} (${k.reason})`);
  if (c.pruned.length > 0) out.push(`  pruned ${c.pruned.length} unused cassette${c.pruned.length === 1 ? '' : 's'}: ${c.pruned.slice(0, 3).join(', ')}${c.pruned.length > 3 ? ', …' : ''}`);
  if (c.unused.length > 0) {
    out.push(`  ${c.unused.length} cassette${c.unused.length === 1 ? ' was' : 's were'} not used by this run (left over from earlier prompts; --prune deletes them): ${c.unused.slice(0, 3).join(', ')}${c.unused.length > 3 ? ', …' : ''}`);
  }
  return out;
}

/** The terminal report: per suite, each case and experiment; failures with the expectation, the actual value and where it is written. */
export function formatText(results: readonly SuiteResult[], options: TextReportOptions = {}): string {
  const maxChanges = options.maxChanges ?? 4;
  const base = options.relativeTo;
  // Paths under the working directory read best relative to it; others stay whole.
  const file = (path: string): string => {
    if (base === undefined) return path;
    const rel = relative(base, path);
    return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
  };
  const where = (at: SourcePosition): string => `${file(at.file)}:${at.line}:${at.col}`;
  const out: string[] = [];
  for (const suite of results) {
    const passed = suite.cases.filter((c) => c.status === 'passed').length;
    out.push(
      `${suite.status === 'passed' ? '✓' : '✗'} ${suite.name}  ${file(suite.file)}`,
      `  ${suite.requests} request${suite.requests === 1 ? '' : 's'}; cases ${passed}/${suite.cases.length} passed` +
        `${suite.provider === null ? '' : `; model answers from ${suite.provider}`}`,
    );
    for (const c of suite.cases) {
      // What this run could not check is said under the case, passed or not: the ✓ covers the rest only.
      const notes = c.notes.slice(0, 3).map((note) => `      not checked ${note}`);
      if (c.status === 'passed') {
        out.push(`  ✓ ${c.id} (${c.checks} check${c.checks === 1 ? '' : 's'} on ${c.requests} request${c.requests === 1 ? '' : 's'})`, ...notes);
        continue;
      }
      out.push(`  ✗ ${c.id}  ${where(c.at)}`);
      for (const f of c.failures.slice(0, 6)) out.push(`      ${f.label} on ${f.requestId}: ${f.actual}  (${where(f.at)})`);
      if (c.failures.length > 6) out.push(`      … and ${c.failures.length - 6} more failures`);
      out.push(...notes);
    }
    if (suite.cassettes !== null) out.push(...cassetteLines(suite.cassettes, file));
    if (suite.experiments.length > 0) {
      out.push('  experiments:');
      for (const e of suite.experiments) out.push(...experimentLines(e, maxChanges, where));
    }
    out.push('');
  }
  const s = summarize(results);
  out.push(
    `${s.passed ? 'PASS' : 'FAIL'}: ${s.suites} suite${s.suites === 1 ? '' : 's'}; ` +
      `cases ${s.casesPassed} passed, ${s.casesFailed} failed; ` +
      `experiments ${s.safe} safe, ${s.unsafe} unsafe, ${s.inconclusive} inconclusive` +
      (s.experimentsFailed > 0 ? `, ${s.experimentsFailed} not as expected` : ''),
  );
  return out.map(oneLine).join('\n');
}
