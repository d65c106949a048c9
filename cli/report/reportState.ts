import { BaglamError, promptBudget, resolveProfile, type FieldPath, type SectionTokens } from '../../core/index.js';
import { parseYamlSource } from '../../core/load/yamlSource.js';
import { withSource } from '../../core/load/sourceError.js';
import {
  LISTED_REQUESTS, OTHER_HISTOGRAMS, ROW_KEYS, SECTION_KEYS, STATE_FORMAT, STATE_VERSION, type HistogramKey, type ReportState,
} from './aggregate.js';
import { MAX_BINS, type FixedPartBin, type FixedPartOfLog } from './fixedPartSeries.js';
import type { HistogramPairs } from './histogram.js';
import { jsonWithRows } from './jsonWithRows.js';
import { compareListed, type ListedRequest } from './topRequests.js';
import { checkKeys, isRecord } from '../fieldChecks.js';

/**
 * A report's state as a file: what `--save-state` writes and `--merge`
 * reads. Written by baglam, but read from anywhere (a CI artifact, another
 * machine), so it is checked as strictly as any input: unknown keys, counts
 * that are not whole numbers, histograms out of order, and totals that do
 * not add up are refused with their `file:line:col`.
 */

const KEYS = [
  'format', 'version', 'logs', 'profile', 'trimmed', 'exhausted', 'histograms', 'dropReasons', 'finishReasons',
  'largestOverflows', 'largestRequests', 'fixedPart',
];
const LISTED_KEYS = ['log', 'line', 'id', 'tokens', 'sections'];
const FIXED_KEYS = ['log', 'linesPerBin', 'bins'];
/** A fixed-part bin on file: `[index, count, rules, tools, examples, format, min, max]`. */
const BIN_FIELDS = 8;
const HISTOGRAM_KEYS: readonly HistogramKey[] = [...ROW_KEYS, ...OTHER_HISTOGRAMS];

function fail(path: FieldPath, detail: string): never {
  throw new BaglamError('INVALID_INPUT', detail, path);
}

function whole(value: unknown, path: FieldPath, min = 0): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) fail(path, `must be a whole number ≥ ${min}`);
  return value;
}

function pairs(value: unknown, path: FieldPath): HistogramPairs {
  if (!Array.isArray(value)) fail(path, 'must be a list of [value, count] pairs');
  let previous = -1;
  return value.map((pair, i): [number, number] => {
    if (!Array.isArray(pair) || pair.length !== 2) fail([...path, i], 'must be a [value, count] pair');
    const v = whole(pair[0], [...path, i, 0]);
    if (v <= previous) fail([...path, i, 0], 'values must be in ascending order, each once');
    previous = v;
    return [v, whole(pair[1], [...path, i, 1], 1)];
  });
}

function counts(value: unknown, path: FieldPath): Record<string, number> {
  if (!isRecord(value)) fail(path, 'must be a mapping of name to count');
  const out: Record<string, number> = {};
  for (const key of Object.keys(value).sort()) out[key] = whole(value[key], [...path, key], 1);
  return out;
}

function text(value: unknown, path: FieldPath): string {
  if (typeof value !== 'string') fail(path, 'must be a string');
  return value;
}

function listedRequest(value: unknown, path: FieldPath): ListedRequest {
  if (!isRecord(value)) fail(path, 'must be a mapping of log, line, id, tokens and sections');
  checkKeys(value, LISTED_KEYS, path);
  if (!isRecord(value.sections)) fail([...path, 'sections'], 'must be a mapping of section to tokens');
  checkKeys(value.sections, SECTION_KEYS, [...path, 'sections']);
  const sections = {} as SectionTokens;
  for (const key of SECTION_KEYS) sections[key] = whole(value.sections[key], [...path, 'sections', key]);
  return {
    log: text(value.log, [...path, 'log']),
    line: whole(value.line, [...path, 'line'], 1),
    id: value.id === null ? null : text(value.id, [...path, 'id']),
    tokens: whole(value.tokens, [...path, 'tokens']),
    sections,
  };
}

/**
 * The `LISTED_REQUESTS` largest of `count` requests, largest first; each on
 * its side of the budget (`overflows`: over it).
 */
function listedRequests(value: unknown, path: FieldPath, count: number, budget: number, overflows: boolean): ListedRequest[] {
  if (!Array.isArray(value)) fail(path, 'must be a list of requests');
  const list = value.map((item, i) => listedRequest(item, [...path, i]));
  if (list.length !== Math.min(count, LISTED_REQUESTS)) {
    fail(path, `lists ${list.length} requests; ${count} were counted, so it must list ${Math.min(count, LISTED_REQUESTS)}`);
  }
  list.forEach((request, i) => {
    if (overflows ? request.tokens <= budget : request.tokens > budget) {
      fail([...path, i, 'tokens'], `${request.tokens} is ${overflows ? 'within' : 'over'} the budget of ${budget}`);
    }
    if (i > 0 && compareListed(list[i - 1]!, request) > 0) fail([...path, i], 'requests must be listed largest first');
  });
  return list;
}

function fixedBin(value: unknown, path: FieldPath): FixedPartBin {
  if (!Array.isArray(value) || value.length !== BIN_FIELDS) fail(path, 'must be [index, count, rules, tools, examples, format, min, max]');
  const [index, count, rules, tools, examples, format, min, max] = value.map((v, i) => whole(v, [...path, i], i === 1 ? 1 : 0)) as [
    number, number, number, number, number, number, number, number,
  ];
  if (index >= MAX_BINS) fail([...path, 0], `a log has at most ${MAX_BINS} bins`);
  if (min > max) fail([...path, 6], `min ${min} is more than max ${max}`);
  const sum = rules + tools + examples + format;
  if (sum < min * count || sum > max * count) fail(path, `${count} ${count === 1 ? 'request' : 'requests'} of ${min} to ${max} tokens cannot add up to ${sum}`);
  return { index, count, rules, tools, examples, format, min, max };
}

function fixedPart(value: unknown, path: FieldPath): FixedPartOfLog[] {
  if (!Array.isArray(value)) fail(path, 'must be a list of logs');
  const seen = new Set<string>();
  return value.map((item, i): FixedPartOfLog => {
    const at = [...path, i];
    if (!isRecord(item)) fail(at, 'must be a mapping of log, linesPerBin and bins');
    checkKeys(item, FIXED_KEYS, at);
    const log = text(item.log, [...at, 'log']);
    if (seen.has(log)) fail([...at, 'log'], `"${log}" is listed twice`);
    seen.add(log);
    const linesPerBin = whole(item.linesPerBin, [...at, 'linesPerBin'], 1);
    if ((linesPerBin & (linesPerBin - 1)) !== 0) fail([...at, 'linesPerBin'], 'must be a power of two');
    if (!Array.isArray(item.bins)) fail([...at, 'bins'], 'must be a list of bins');
    let previous = -1;
    const bins = item.bins.map((bin, j) => {
      const parsed = fixedBin(bin, [...at, 'bins', j]);
      if (parsed.index <= previous) fail([...at, 'bins', j, 0], 'bins must be in ascending order, each once');
      previous = parsed.index;
      return parsed;
    });
    return { log, linesPerBin, bins };
  });
}

const total = (p: HistogramPairs): number => p.reduce((n, [, c]) => n + c, 0);
const sum = (p: HistogramPairs): number => p.reduce((n, [v, c]) => n + v * c, 0);
const added = (r: Record<string, number>): number => Object.values(r).reduce((n, c) => n + c, 0);

/** Validates a parsed state; field errors name their path. */
export function resolveReportState(value: unknown): ReportState {
  if (!isRecord(value)) fail([], 'a report state must be a mapping (written by baglam report --save-state)');
  checkKeys(value, KEYS, []);
  if (value.format !== STATE_FORMAT) fail(['format'], `must be "${STATE_FORMAT}": this is not a baglam report state`);
  if (value.version !== STATE_VERSION) fail(['version'], `must be ${STATE_VERSION} (this baglam reads version ${STATE_VERSION})`);
  if (!Array.isArray(value.logs) || value.logs.length === 0) fail(['logs'], 'must be a non-empty list of log names');
  const logs = value.logs.map((log, i) => (typeof log === 'string' ? log : fail(['logs', i], 'must be a string')));
  let profile;
  try {
    profile = resolveProfile(value.profile);
  } catch (error) {
    if (error instanceof BaglamError && error.source === undefined) throw new BaglamError(error.code, error.detail, ['profile', ...error.path]);
    throw error;
  }
  if (!isRecord(value.histograms)) fail(['histograms'], 'must be a mapping');
  checkKeys(value.histograms, HISTOGRAM_KEYS, ['histograms']);
  const histograms = {} as Record<HistogramKey, HistogramPairs>;
  for (const key of HISTOGRAM_KEYS) histograms[key] = pairs(value.histograms[key], ['histograms', key]);
  const state: ReportState = {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    logs,
    profile,
    trimmed: whole(value.trimmed, ['trimmed']),
    exhausted: whole(value.exhausted, ['exhausted']),
    histograms,
    dropReasons: counts(value.dropReasons, ['dropReasons']),
    finishReasons: counts(value.finishReasons, ['finishReasons']),
    largestOverflows: listedRequests(value.largestOverflows, ['largestOverflows'], total(histograms.overBy), promptBudget(profile), true),
    largestRequests: listedRequests(value.largestRequests, ['largestRequests'], total(histograms.total), promptBudget(profile), false),
    fixedPart: fixedPart(value.fixedPart, ['fixedPart']),
  };
  // Every assembled request adds one value to each row and each drop histogram.
  const assembled = total(histograms.total);
  for (const key of [...ROW_KEYS, 'droppedChunks', 'droppedTurns'] as const) {
    if (total(histograms[key]) !== assembled) fail(['histograms', key], `counts ${total(histograms[key])} requests, the total row ${assembled}`);
  }
  if (state.trimmed > assembled) fail(['trimmed'], `${state.trimmed} is more than the ${assembled} assembled requests`);
  if (state.exhausted > assembled) fail(['exhausted'], `${state.exhausted} is more than the ${assembled} assembled requests`);
  if (added(state.dropReasons) !== sum(histograms.droppedChunks)) {
    fail(['dropReasons'], `add up to ${added(state.dropReasons)}, the dropped-chunk histogram to ${sum(histograms.droppedChunks)}`);
  }
  const binned = state.fixedPart.reduce((n, log) => n + log.bins.reduce((m, bin) => m + bin.count, 0), 0);
  if (binned !== assembled) fail(['fixedPart'], `counts ${binned} requests, the total row ${assembled}`);
  if (added(state.finishReasons) !== total(histograms.completion)) {
    fail(['finishReasons'], `add up to ${added(state.finishReasons)}, the completion histogram counts ${total(histograms.completion)} responses`);
  }
  return state;
}

/** Parses a state file; errors carry `file:line:col`. */
export function parseReportState(text: string, file: string): ReportState {
  const source = parseYamlSource(text, file);
  return withSource(() => resolveReportState(source.value), source.locate);
}

/**
 * One histogram a line: small (a few thousand distinct token counts per row
 * even for a million requests); a fixed-part bin a line, as an array.
 */
export function formatReportState(state: ReportState): string {
  const { histograms, fixedPart: logs, ...rest } = state;
  const head = {
    ...rest,
    fixedPart: logs.map(({ log, linesPerBin, bins }) => ({
      log, linesPerBin, bins: bins.map((b) => [b.index, b.count, b.rules, b.tools, b.examples, b.format, b.min, b.max]),
    })),
  };
  // A list of numbers on one line. A JSON string never holds a raw line
  // break, so the pattern, which needs one, cannot match inside an id.
  const compact = (json: string): string => json.replace(/\[\n\s*(\d+(?:,\n\s*\d+)*)\n\s*\]/g, (_, list: string) => `[${list.split(/,\n\s*/).join(', ')}]`);
  return compact(jsonWithRows(head, 'histograms', histograms, HISTOGRAM_KEYS));
}
