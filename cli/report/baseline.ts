import { BaglamError, type FieldPath } from '../../core/index.js';
import { parseYamlSource } from '../../core/load/yamlSource.js';
import { withSource } from '../../core/load/sourceError.js';
import { ROW_KEYS, type ReportSummary, type RowKey } from './aggregate.js';
import { jsonWithRows } from './jsonWithRows.js';
import { ROW_LABELS, percent } from './terminal.js';
import { checkKeys, isRecord } from '../fieldChecks.js';

/**
 * A committed baseline of a request log's token footprint, and the check of
 * a new report against it (`baglam report --baseline FILE`, the gate's
 * `reports[].baseline`). The fixed part grows after every incident (a rule
 * here, an example there) and is paid again on every request; nobody notices
 * until the window is full. The check fails when a section's p50, p90 or p99,
 * the fixed part, or the overflow rate grew beyond the tolerances written in
 * the baseline file itself, so loosening one is a reviewed change too.
 */

export const BASELINE_FORMAT = 'baglam-report-baseline';
export const BASELINE_VERSION = 1;

/** The percentiles compared. */
export const COMPARED = ['p50', 'p90', 'p99'] as const;
type Compared = (typeof COMPARED)[number];

export interface Tolerance {
  /** Tokens the fixed part may grow by at each compared percentile. Default 50. */
  fixedTokens: number;
  /** Any other section may grow by this many tokens… Default 50. */
  sectionTokens: number;
  /** …or by this fraction of its baseline value, whichever is larger. Default 0.1. */
  sectionShare: number;
  /** How much the overflow rate may rise, as a fraction of requests (0.01 = one point). Default 0.01. */
  overflowRate: number;
}

export const DEFAULT_TOLERANCE: Tolerance = { fixedTokens: 50, sectionTokens: 50, sectionShare: 0.1, overflowRate: 0.01 };

export interface ReportBaseline {
  format: typeof BASELINE_FORMAT;
  version: typeof BASELINE_VERSION;
  /** The profile's name and encoding: token counts under another encoding are not comparable. */
  profile: { name: string; encoding: string };
  /** The log the baseline was taken from, and how many requests it had (for the reader). */
  log: string;
  requests: number;
  tolerance: Tolerance;
  overflowRate: number;
  /** Compared percentiles of each section row, over the assembled requests. */
  sections: Record<RowKey, Record<Compared, number>>;
}

/** One number that moved past its tolerance. */
export interface BaselineFailure {
  /** The row (`fixed`, `history`, …) or `overflowRate`. */
  row: RowKey | 'overflowRate';
  percentile: Compared | undefined;
  baseline: number;
  current: number;
  /** One sentence naming the section and by how much: "the fixed part grew by 300 tokens at p50 (…)". */
  message: string;
}

export type BaselineCheck =
  | { status: 'passed'; compared: number; failures: []; notes: string[] }
  | { status: 'failed'; compared: number; failures: BaselineFailure[]; notes: string[] }
  /** Nothing could be compared honestly (another encoding, no request fit): not a pass. */
  | { status: 'inconclusive'; compared: 0; failures: []; notes: string[]; reason: string };

const LABEL: Record<RowKey, string> = Object.fromEntries(
  ROW_LABELS.map(([key, label]) => [key, key === 'fixed' ? 'the fixed part' : key === 'evidenceMetadata' ? 'chunk tags+metadata' : label.trim()]),
) as Record<RowKey, string>;

/** A baseline from a report (`--update`); the tolerance is kept from the old baseline when there is one. */
export function baselineOf(summary: ReportSummary, tolerance: Tolerance = DEFAULT_TOLERANCE): ReportBaseline {
  if (summary.sections.total === null) {
    throw new BaglamError('INVALID_INPUT', 'no request of the log fit the budget: there is no footprint to take a baseline of');
  }
  const sections = {} as Record<RowKey, Record<Compared, number>>;
  for (const key of ROW_KEYS) {
    const p = summary.sections[key]!;
    sections[key] = { p50: p.p50, p90: p.p90, p99: p.p99 };
  }
  return {
    format: BASELINE_FORMAT,
    version: BASELINE_VERSION,
    profile: { name: summary.profile.name, encoding: summary.profile.encoding },
    log: summary.log,
    requests: summary.requests,
    tolerance,
    overflowRate: summary.overflow.rate,
    sections,
  };
}

/** Compares a report with a baseline; only growth fails (a smaller footprint is the point). */
export function checkBaseline(summary: ReportSummary, baseline: ReportBaseline): BaselineCheck {
  if (summary.profile.encoding !== baseline.profile.encoding) {
    const reason = `the baseline counts ${baseline.profile.encoding} tokens, this report ${summary.profile.encoding}: not comparable`;
    return { status: 'inconclusive', compared: 0, failures: [], notes: [], reason };
  }
  if (summary.sections.total === null) {
    return { status: 'inconclusive', compared: 0, failures: [], notes: [], reason: 'no request of the log fit the budget: no section to compare' };
  }
  const t = baseline.tolerance;
  const failures: BaselineFailure[] = [];
  const notes: string[] = [];
  let compared = 0;
  for (const row of ROW_KEYS) {
    const now = summary.sections[row]!;
    for (const p of COMPARED) {
      compared++;
      const before = baseline.sections[row][p];
      const current = now[p];
      const growth = current - before;
      const allowed = row === 'fixed' ? t.fixedTokens : Math.max(t.sectionTokens, t.sectionShare * before);
      if (growth > allowed) {
        const share = before > 0 ? ` (+${percent(growth / before)})` : '';
        const limit = row === 'fixed' ? `${t.fixedTokens} tokens` : `${Math.floor(allowed)} tokens`;
        failures.push({
          row, percentile: p, baseline: before, current,
          message: `${LABEL[row]} grew by ${growth} tokens at ${p}${share}: ${before} → ${current}, tolerance ${limit}`,
        });
      } else if (growth !== 0 && p === 'p50') {
        notes.push(`${LABEL[row]} ${growth > 0 ? 'grew' : 'shrank'} by ${Math.abs(growth)} tokens at p50 (${before} → ${current}), within tolerance`);
      }
    }
  }
  compared++;
  const rise = summary.overflow.rate - baseline.overflowRate;
  if (rise > t.overflowRate + 1e-12) {
    failures.push({
      row: 'overflowRate', percentile: undefined, baseline: baseline.overflowRate, current: summary.overflow.rate,
      message: `the overflow rate rose from ${percent(baseline.overflowRate)} to ${percent(summary.overflow.rate)}, tolerance +${percent(t.overflowRate)}`,
    });
  }
  return failures.length > 0 ? { status: 'failed', compared, failures, notes } : { status: 'passed', compared, failures: [], notes };
}

/** The check as lines for the terminal. */
export function formatBaselineCheck(check: BaselineCheck, file: string): string {
  switch (check.status) {
    case 'inconclusive':
      return `baseline ${file}: INCONCLUSIVE: ${check.reason}`;
    case 'passed':
      return [`baseline ${file}: passed (${check.compared} numbers within tolerance)`, ...check.notes.map((n) => `  ${n}`)].join('\n');
    case 'failed':
      return [
        `baseline ${file}: FAILED (${check.failures.length} of ${check.compared} numbers beyond tolerance)`,
        ...check.failures.map((f) => `  ${f.message}`),
        `  if the growth is intended, take a new baseline: add --update`,
      ].join('\n');
  }
}

function fail(path: FieldPath, detail: string): never {
  throw new BaglamError('INVALID_INPUT', detail, path);
}

function number(value: unknown, path: FieldPath, max = Number.POSITIVE_INFINITY): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) {
    fail(path, `must be a number from 0${max === Number.POSITIVE_INFINITY ? '' : ` to ${max}`}`);
  }
  return value;
}

function tokens(value: unknown, path: FieldPath): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) fail(path, 'must be a whole number of tokens ≥ 0');
  return value;
}

/** Validates a parsed baseline; a missing tolerance key takes its default. */
export function resolveBaseline(value: unknown): ReportBaseline {
  if (!isRecord(value)) fail([], 'a baseline must be a mapping (written by baglam report --baseline FILE --update)');
  checkKeys(value, ['format', 'version', 'profile', 'log', 'requests', 'tolerance', 'overflowRate', 'sections'], []);
  if (value.format !== BASELINE_FORMAT) fail(['format'], `must be "${BASELINE_FORMAT}": this is not a baglam report baseline`);
  if (value.version !== BASELINE_VERSION) fail(['version'], `must be ${BASELINE_VERSION}`);
  if (!isRecord(value.profile)) fail(['profile'], 'must be a mapping with name and encoding');
  checkKeys(value.profile, ['name', 'encoding'], ['profile']);
  const { name, encoding } = value.profile;
  if (typeof name !== 'string') fail(['profile', 'name'], 'must be a string');
  if (typeof encoding !== 'string') fail(['profile', 'encoding'], 'must be a string');
  if (typeof value.log !== 'string') fail(['log'], 'must be a string');
  const toleranceInput = value.tolerance ?? {};
  if (!isRecord(toleranceInput)) fail(['tolerance'], 'must be a mapping');
  checkKeys(toleranceInput, Object.keys(DEFAULT_TOLERANCE), ['tolerance']);
  const tolerance = { ...DEFAULT_TOLERANCE };
  for (const key of Object.keys(DEFAULT_TOLERANCE) as (keyof Tolerance)[]) {
    if (toleranceInput[key] !== undefined) tolerance[key] = number(toleranceInput[key], ['tolerance', key], key === 'overflowRate' ? 1 : Number.POSITIVE_INFINITY);
  }
  if (!isRecord(value.sections)) fail(['sections'], 'must be a mapping of section to percentiles');
  checkKeys(value.sections, ROW_KEYS, ['sections']);
  const sections = {} as Record<RowKey, Record<Compared, number>>;
  for (const key of ROW_KEYS) {
    const row = value.sections[key];
    if (!isRecord(row)) fail(['sections', key], `must be a mapping with ${COMPARED.join(', ')}`);
    checkKeys(row, COMPARED, ['sections', key]);
    sections[key] = { p50: tokens(row.p50, ['sections', key, 'p50']), p90: tokens(row.p90, ['sections', key, 'p90']), p99: tokens(row.p99, ['sections', key, 'p99']) };
  }
  return {
    format: BASELINE_FORMAT,
    version: BASELINE_VERSION,
    profile: { name, encoding },
    log: value.log,
    requests: tokens(value.requests, ['requests']),
    tolerance,
    overflowRate: number(value.overflowRate, ['overflowRate'], 1),
    sections,
  };
}

/** Parses a baseline file; errors carry `file:line:col`. */
export function parseBaseline(text: string, file: string): ReportBaseline {
  const source = parseYamlSource(text, file);
  return withSource(() => resolveBaseline(source.value), source.locate);
}

/** The file as committed: JSON, one section a line, so a diff shows which section moved. */
export function formatBaseline(baseline: ReportBaseline): string {
  const { sections, ...rest } = baseline;
  return jsonWithRows(rest, 'sections', sections, ROW_KEYS);
}
