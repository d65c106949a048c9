import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { BaglamError, type FieldPath } from '../../core/index.js';
import { parseYamlSource } from '../../core/load/yamlSource.js';
import { describeType } from '../../core/load/describeValue.js';
import { placeError } from '../../core/load/sourceError.js';
import { readTextFile } from '../../files/readText.js';
import { checkKeys, isRecord } from '../fieldChecks.js';

export const CONFIG_FILE = 'baglam.config.yaml';

export type GateStep = 'report' | 'properties' | 'regressions' | 'bench';
export const GATE_STEPS: readonly GateStep[] = ['report', 'properties', 'regressions', 'bench'];

/**
 * A request log to report on. Without a baseline the report is
 * informational (it never fails the gate, bad input aside); with one, a
 * footprint grown beyond the baseline's tolerances fails it.
 */
export interface ReportTarget {
  log: string;
  profile: string;
  /** A committed baseline (`baglam report --baseline FILE --update`) the report must stay within, or null. */
  baseline: string | null;
}

/**
 * `baglam.config.yaml`, resolved: every path absolute, every default filled.
 * One file tells the gate what to check, so a team's CI step is one line.
 */
export interface GateConfig {
  /** The config file itself. */
  file: string;
  /** Request logs whose per-section distribution the report step prints. */
  reports: ReportTarget[];
  /** Profiles whose contracts and health the property step checks. */
  profiles: string[];
  properties: {
    /** Runs per property and profile. Default 100. */
    runs: number;
    /** Seed; `BAGLAM_SEED` overrides it. Default 42. */
    seed: number;
  };
  /** Regression suites: files or folders. */
  regressions: string[];
  bench: {
    /** The committed baseline the bench step compares against. */
    baseline: string;
    /** `quick` takes a few seconds, `full` about half a minute. Default quick. */
    mode: 'quick' | 'full';
    /**
     * The team's own requests as the workload (a request log and its
     * profile); without it the bench packs baglam's synthetic workload.
     */
    workload?: { log: string; profile: string };
  } | null;
  /** Which steps run, in this order. Default: every step that has something to check. */
  steps: GateStep[];
}

const KEYS = ['reports', 'profiles', 'properties', 'regressions', 'bench', 'steps'];

function fail(path: FieldPath, detail: string): BaglamError {
  return new BaglamError('INVALID_INPUT', detail, path);
}

/** One existing file or folder, relative to the config's folder. */
function onePath(value: unknown, path: FieldPath, base: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw fail(path, 'must be a non-empty path');
  const full = isAbsolute(value) ? value : resolve(base, value);
  if (!existsSync(full)) throw fail(path, `no such file or folder: ${value}`);
  return full;
}

function paths(value: unknown, path: FieldPath, base: string): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [onePath(value, path, base)];
  if (!Array.isArray(value)) throw fail(path, 'must be a path or a list of paths');
  return value.map((item, i) => onePath(item, [...path, i], base));
}

function wholeNumber(value: unknown, path: FieldPath, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw fail(path, `must be a whole number ≥ ${min}`);
  }
  return value;
}

/** Validates a parsed config; paths resolve against the config file's folder. */
export function resolveGateConfig(value: unknown, file: string): GateConfig {
  if (!isRecord(value)) throw fail([], `the config must be a mapping, got ${describeType(value)}`);
  checkKeys(value, KEYS, []);
  const base = dirname(file);
  const reportsInput = value.reports ?? [];
  if (!Array.isArray(reportsInput)) throw fail(['reports'], 'must be a list of { log, profile, baseline? }');
  const reports = reportsInput.map((item, i): ReportTarget => {
    if (!isRecord(item)) throw fail(['reports', i], 'must be a mapping with log and profile (and optionally baseline)');
    checkKeys(item, ['log', 'profile', 'baseline'], ['reports', i]);
    return {
      log: onePath(item.log, ['reports', i, 'log'], base),
      profile: onePath(item.profile, ['reports', i, 'profile'], base),
      baseline: item.baseline === undefined ? null : onePath(item.baseline, ['reports', i, 'baseline'], base),
    };
  });
  const profiles = paths(value.profiles, ['profiles'], base);
  const propertiesInput = value.properties ?? {};
  if (!isRecord(propertiesInput)) throw fail(['properties'], 'must be a mapping');
  checkKeys(propertiesInput, ['runs', 'seed'], ['properties']);
  const regressions = paths(value.regressions, ['regressions'], base);
  let bench: GateConfig['bench'] = null;
  if (value.bench !== undefined) {
    if (!isRecord(value.bench)) throw fail(['bench'], 'must be a mapping');
    checkKeys(value.bench, ['baseline', 'mode', 'workload', 'profile'], ['bench']);
    const baseline = value.bench.baseline;
    if (typeof baseline !== 'string') throw fail(['bench', 'baseline'], 'must be the path of the baseline file');
    const mode = value.bench.mode ?? 'quick';
    if (mode !== 'quick' && mode !== 'full') throw fail(['bench', 'mode'], 'must be quick or full');
    bench = { baseline: isAbsolute(baseline) ? baseline : resolve(base, baseline), mode };
    if (value.bench.workload !== undefined || value.bench.profile !== undefined) {
      const missing = value.bench.workload === undefined ? 'workload' : value.bench.profile === undefined ? 'profile' : undefined;
      if (missing !== undefined) {
        throw fail(['bench', missing === 'workload' ? 'profile' : 'workload'], `needs bench.${missing} too: the bench packs the log's requests under that profile`);
      }
      bench.workload = {
        log: onePath(value.bench.workload, ['bench', 'workload'], base),
        profile: onePath(value.bench.profile, ['bench', 'profile'], base),
      };
    }
  }
  const configured: GateStep[] = [
    ...(reports.length > 0 ? (['report'] as const) : []),
    ...(profiles.length > 0 ? (['properties'] as const) : []),
    ...(regressions.length > 0 ? (['regressions'] as const) : []),
    ...(bench !== null ? (['bench'] as const) : []),
  ];
  let steps = configured;
  if (value.steps !== undefined) {
    if (!Array.isArray(value.steps) || value.steps.length === 0) throw fail(['steps'], `must be a non-empty list of ${GATE_STEPS.join(', ')}`);
    steps = value.steps.map((step, i) => {
      if (!GATE_STEPS.includes(step as GateStep)) throw fail(['steps', i], `must be one of ${GATE_STEPS.join(', ')}`);
      if (!configured.includes(step as GateStep)) throw fail(['steps', i], `step "${String(step)}" has nothing configured to check`);
      return step as GateStep;
    });
  }
  if (steps.length === 0) throw fail([], 'nothing to check: configure reports, profiles, regressions or bench');
  return {
    file,
    reports,
    profiles,
    properties: {
      runs: wholeNumber(propertiesInput.runs, ['properties', 'runs'], 100, 1),
      seed: wholeNumber(propertiesInput.seed, ['properties', 'seed'], 42, 0),
    },
    regressions,
    bench,
    steps,
  };
}

/**
 * Parses a config text; errors carry `shown:line:col`. `file` (absolute)
 * is where relative paths in it start from; `shown` is the file as the
 * user knows it (relative to where they ran baglam).
 */
export function parseGateConfig(text: string, file: string, shown = file): GateConfig {
  const source = parseYamlSource(text, shown);
  try {
    return resolveGateConfig(source.value, file);
  } catch (error) {
    throw placeError(error, source.locate);
  }
}

/** The config in `cwd` or the nearest folder above it. */
export function findGateConfig(cwd: string): string | undefined {
  let dir = resolve(cwd);
  for (;;) {
    const candidate = join(dir, CONFIG_FILE);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Reads the config `file`; its errors name it relative to `cwd`, where the user ran baglam. */
export async function loadGateConfig(file: string, cwd: string): Promise<GateConfig> {
  const absolute = resolve(cwd, file);
  const shown = relative(cwd, absolute) || absolute;
  return parseGateConfig(await readTextFile(absolute, shown), absolute, shown);
}
