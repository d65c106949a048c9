import { BaglamError, resolveProfile, type FieldPath } from '../../core/index.js';
import { parseYamlSource } from '../../core/load/yamlSource.js';
import { withSource } from '../../core/load/sourceError.js';
import {
  OTHER_HISTOGRAMS, ROW_KEYS, STATE_FORMAT, STATE_VERSION, type HistogramKey, type ReportState,
} from './aggregate.js';
import type { HistogramPairs } from './histogram.js';
import { jsonWithRows } from './jsonWithRows.js';
import { checkKeys, isRecord } from '../fieldChecks.js';

/**
 * A report's state as a file: what `--save-state` writes and `--merge`
 * reads. Written by baglam, but read from anywhere (a CI artifact, another
 * machine), so it is checked as strictly as any input: unknown keys, counts
 * that are not whole numbers, histograms out of order, and totals that do
 * not add up are refused with their `file:line:col`.
 */

const KEYS = ['format', 'version', 'logs', 'profile', 'trimmed', 'exhausted', 'histograms', 'dropReasons', 'finishReasons'];
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

/** One histogram a line: small (a few thousand distinct token counts per row even for a million requests). */
export function formatReportState(state: ReportState): string {
  const { histograms, ...rest } = state;
  return jsonWithRows(rest, 'histograms', histograms, HISTOGRAM_KEYS);
}
