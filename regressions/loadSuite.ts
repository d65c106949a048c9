import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import {
  BaglamError, decodeText, parseYamlSource, resolveProfile, validateRequest, withSource, type FieldPath, type Locate, type Profile,
} from '../core/index.js';
import { canonicalJson } from '../core/render.js';
import { isRecord } from '../core/load/describeValue.js';
import { fsReason } from '../files/fileError.js';
import { readCase, type CaseDraft } from './caseSpec.js';
import { applyExperiment, matchesAny, mergeProfile, readExperiment, type ExperimentDraft } from './experiment.js';
import { loadRequests } from './loadRequests.js';
import { checkPartEdits, checkPromptParts, readPartRules, type PartRule } from './promptParts.js';
import { allAssertions, readPrices, type PriceTable } from './answerAssertions.js';
import { readGraderSpec, readProviderSpec, type ProviderSpec } from './providerSpec.js';
import { isSampled, suiteForProvider } from './suiteForProvider.js';
import { placedUnder, SpecReader } from './specReader.js';
import { readDefaults, withDefaults } from './suiteDefaults.js';
import { alphaAtLook, samplesNeededForSafe } from './statistics/index.js';
import type { CaseSpec, ExperimentSpec, ModelCheck, Suite, VerdictSettings } from './suite.js';

const TOP_KEYS = [
  'name', 'description', 'defaults', 'profile', 'requests', 'promptParts', 'provider', 'providers', 'grader', 'prices', 'verdict', 'cases', 'experiments',
];

export interface LoadOptions {
  /** Relative suite paths are read from here. */
  cwd: string;
}

/** `tr-ops.suite.yaml` → `tr-ops`. */
function suiteName(file: string): string {
  return basename(file).replace(/(\.suite)?\.ya?ml$/, '');
}

async function readText(abs: string, reader: SpecReader, path: FieldPath, what: string, shown: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(abs);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return reader.fail(path, code === 'ENOENT' ? `no ${what} ${shown}` : `cannot read ${what} ${shown}: ${fsReason(error)}`);
  }
  return decodeText(bytes, shown);
}

async function loadProfile(
  value: unknown, reader: SpecReader, locate: Locate, dir: { shown: string; abs: string },
): Promise<{ profile: Profile; input: Record<string, unknown> }> {
  if (typeof value === 'string') {
    const shown = join(dir.shown, value);
    const text = await readText(resolve(dir.abs, value), reader, ['profile'], 'profile file', shown);
    const source = parseYamlSource(text, shown);
    const profile = withSource(() => resolveProfile(source.value), source.locate);
    return { profile, input: source.value as Record<string, unknown> };
  }
  if (!isRecord(value)) reader.fail(['profile'], 'must be a path to a profile file or an inline profile mapping');
  return { profile: withSource(() => resolveProfile(value), placedUnder(locate, ['profile'])), input: value };
}

function idPattern(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\?]/g, '\\$&').replace(/\*/g, '.*')}$`);
}

function resolveCase(
  draft: CaseDraft, suite: Pick<Suite, 'requests' | 'profileInput' | 'provider'>, reader: SpecReader, locate: Locate, index: number,
): CaseSpec {
  let requestIds = suite.requests.map((r) => r.id);
  if (draft.requestPatterns.length > 0) {
    // Patterns add in order; a pattern starting with `!` takes its matches out again.
    const wanted = new Set<string>();
    for (const pattern of draft.requestPatterns) {
      const exclude = pattern.value.startsWith('!');
      const re = idPattern(exclude ? pattern.value.slice(1) : pattern.value);
      const matched = suite.requests.filter((r) => re.test(r.id));
      if (matched.length === 0) reader.fail(pattern.path, `no request of the suite has an id matching "${pattern.value}"`);
      for (const r of matched) {
        if (exclude) wanted.delete(r.id);
        else wanted.add(r.id);
      }
    }
    requestIds = requestIds.filter((id) => wanted.has(id));
    if (requestIds.length === 0) reader.fail(draft.requestPatterns[0]!.path, 'the patterns leave no request to run the case on');
  }
  const profileInput = draft.profilePatch === null ? suite.profileInput : mergeProfile(suite.profileInput, draft.profilePatch);
  const profile = withSource(() => resolveProfile(profileInput), placedUnder(locate, ['cases', index, 'profile']));
  const { requestPatterns: _patterns, profilePatch: _patch, model: check, ...rest } = draft;
  // One answer at temperature 0 is taken as deterministic; anything else varies and is judged on pass counts.
  const model: ModelCheck | null = check === null ? null : { ...check, sampled: isSampled(check.repeat, suite.provider) };
  return { ...rest, model, requestIds, profile, profileInput };
}

/**
 * Checks that an experiment changes something (compared with the originals,
 * not guessed from its spec), that each id or phrase it names exists in some
 * request, and that the changed requests and profiles are still valid.
 */
function resolveExperiment(
  draft: ExperimentDraft, index: number, suite: Pick<Suite, 'requests' | 'profileInput' | 'profile' | 'cases' | 'promptParts'>, locate: Locate,
): ExperimentSpec {
  const requests = suite.requests.map((r) => r.request);
  const parts: readonly PartRule[] = suite.promptParts;
  for (const target of [...draft.removals, ...draft.replacements]) {
    if (!matchesAny(requests, target, parts)) {
      const what = 'find' in target ? `the phrase ${JSON.stringify(target.find)}` : `${target.section.replace(/s$/, '')} "${target.id}"`;
      throw new BaglamError('PARSE_ERROR', `no request of the suite has ${what}: the change would do nothing`, ['experiments', index], target.at);
    }
  }
  if (parts.length > 0) {
    checkPartEdits(suite.requests, parts, [
      ...draft.removals.filter((r) => r.section !== 'tools'),
      ...draft.replacements.flatMap((r) => (r.kind === 'item' ? [r] : [])),
    ]);
  }
  let changed = false;
  draft.replacements.forEach((replacement) => {
    const one = { removals: [], replacements: [replacement] };
    for (const request of requests) {
      try {
        validateRequest(applyExperiment(request, one, parts));
      } catch (error) {
        throw new BaglamError('PARSE_ERROR', `the replacement leaves an invalid request: ${(error as BaglamError).detail ?? String(error)}`, [], replacement.at);
      }
    }
  });
  for (const request of requests) {
    if (canonicalJson(applyExperiment(request, draft, parts)) !== canonicalJson(request)) changed = true;
  }
  const patchAt: Locate = placedUnder(locate, ['experiments', index, 'profile']);
  const patched = (input: Record<string, unknown>): Profile =>
    draft.profilePatch === null ? resolveProfile(input) : withSource(() => resolveProfile(mergeProfile(input, draft.profilePatch!)), patchAt);
  const profile = patched(suite.profileInput);
  if (canonicalJson(profile) !== canonicalJson(suite.profile)) changed = true;
  const caseProfiles = new Map<string, Profile>();
  for (const c of suite.cases) {
    const p = patched(c.profileInput);
    if (canonicalJson(p) !== canonicalJson(c.profile)) changed = true;
    caseProfiles.set(c.id, p);
  }
  if (!changed) {
    throw new BaglamError('PARSE_ERROR', 'the experiment changes nothing: every request and profile is the same as without it', ['experiments', index], draft.at);
  }
  return { ...draft, profile, caseProfiles };
}

function readVerdictSettings(value: unknown, reader: SpecReader): VerdictSettings {
  if (value === undefined) return { alpha: 0.05, delta: 0.1 };
  const spec = reader.record(value, ['verdict'], ['alpha', 'delta']);
  return {
    alpha: spec.alpha === undefined ? 0.05 : reader.number(spec.alpha, ['verdict', 'alpha'], 0.0001, 0.5, false),
    delta: spec.delta === undefined ? 0.1 : reader.number(spec.delta, ['verdict', 'delta'], 0.01, 0.5, false),
  };
}

/**
 * Refuses an experiment that can never come out `safe`: its sampled model
 * checks give fewer samples per arm (every request of every sampled case,
 * × repeat) than the exact test needs to show non-inferiority at the first
 * look even when every answer passes. Controls (`expect: unsafe`) are left
 * alone: a drop can be shown with fewer samples.
 */
function checkSampleSize(experiment: ExperimentSpec, cases: readonly CaseSpec[], settings: VerdictSettings, on: string): void {
  if (experiment.expect?.verdict === 'unsafe') return;
  const sampled = cases.filter((c) => c.model?.sampled === true);
  if (sampled.length === 0) return;
  const perArm = sampled.reduce((n, c) => n + c.requestIds.length * c.model!.repeat, 0);
  const firstLook = alphaAtLook(settings.alpha, 1);
  const needed = samplesNeededForSafe(firstLook, settings.delta);
  if (perArm >= needed) return;
  const parts = sampled.map((c) => `${c.id}: ${c.requestIds.length} request${c.requestIds.length === 1 ? '' : 's'} × repeat ${c.model!.repeat}`).join('; ');
  throw new BaglamError(
    'PARSE_ERROR',
    `experiment "${experiment.id}" can never be judged safe${on}: its sampled model checks give at most ${perArm} answer${perArm === 1 ? '' : 's'} per arm (${parts}), ` +
      `and safe needs at least ${needed} per arm at α ${settings.alpha} (α/2 = ${firstLook} at the first look) and δ ${settings.delta}, even if every answer passes. ` +
      'Raise repeat or run the checks on more requests; or, for a deterministic model, use repeat: 1 with temperature: 0',
    [], experiment.expect?.at ?? experiment.at,
  );
}

/**
 * Reads, validates and resolves one suite file. Every problem is a
 * `BaglamError` with the `file:line:col` of the field (in the suite, or in
 * the profile or request file it names).
 */
export async function loadSuite(file: string, options: LoadOptions): Promise<Suite> {
  const abs = resolve(options.cwd, file);
  let bytes: Buffer;
  try {
    bytes = await readFile(abs);
  } catch (error) {
    throw new BaglamError('PARSE_ERROR', `cannot read the suite: ${fsReason(error)}`, [], { file, line: 1, col: 1 });
  }
  const text = decodeText(bytes, file);
  const { value, locate } = parseYamlSource(text, file);
  const reader = new SpecReader(locate);
  const top = reader.record(value, [], TOP_KEYS, ['profile', 'requests', 'cases']);
  const dir = { shown: dirname(file), abs: dirname(abs) };

  const defaults = await readDefaults(top.defaults, reader, locate, dir.abs);
  const loadedProfile = await loadProfile(top.profile, reader, locate, dir);
  let { profile, input: profileInput } = loadedProfile;
  if (defaults.profilePatch !== null) {
    profileInput = mergeProfile(profileInput, defaults.profilePatch);
    profile = withSource(() => resolveProfile(profileInput), placedUnder(locate, ['defaults', 'profile']));
  }
  const requests = (await loadRequests(top.requests, reader, locate, dir)).map((r) => ({ ...r, request: withDefaults(r.request, defaults.fixed) }));
  const promptParts = top.promptParts === undefined ? [] : readPartRules(top.promptParts, ['promptParts'], reader);
  if (promptParts.length > 0) checkPromptParts(requests, promptParts);
  const providers = readProviders(top, reader, dir.abs, defaults.params);
  const provider = providers[0] ?? null;
  const verdict = readVerdictSettings(top.verdict, reader);
  if (defaults.params !== null && provider === null) reader.fail(['defaults', 'params'], 'provider parameters need a `provider:` in the suite');
  const grader = top.grader === undefined ? null : readGraderSpec(top.grader, ['grader'], reader, dir.abs);
  const prices: PriceTable = top.prices === undefined ? new Map() : readPrices(top.prices, ['prices'], reader);

  const caseList = reader.list(top.cases, ['cases']);
  if (caseList.length === 0) reader.fail(['cases'], 'list at least one case');
  const cases: CaseSpec[] = [];
  const caseIds = new Set<string>();
  for (let i = 0; i < caseList.length; i++) {
    const draft = await readCase(caseList[i], ['cases', i], reader, dir.abs, defaults);
    if (caseIds.has(draft.id)) reader.fail(['cases', i, 'id'], `duplicate case id "${draft.id}"`);
    caseIds.add(draft.id);
    if (draft.model !== null && provider === null) reader.fail(['cases', i, 'model'], 'a model check needs a `provider:` in the suite');
    cases.push(resolveCase(draft, { requests, profileInput, provider }, reader, locate, i));
  }

  for (const a of allAssertions([...cases.flatMap((c) => c.model?.assertions ?? []), ...(defaults.model?.assertions ?? [])])) {
    if (a.kind === 'graded' && grader === null) throw new BaglamError('PARSE_ERROR', 'a graded assertion needs a `grader:` in the suite (the model that judges it)', [], a.at);
    if (a.kind === 'cost' && prices.size === 0) throw new BaglamError('PARSE_ERROR', 'a cost assertion needs `prices:` in the suite (US dollars per million tokens, per model)', [], a.at);
  }
  if (grader !== null && !cases.some((c) => c.model !== null && allAssertions(c.model.assertions).some((a) => a.kind === 'graded'))) {
    reader.fail(['grader'], 'no case has a `graded:` assertion for it to judge');
  }

  if (defaults.model !== null && !cases.some((c) => c.model !== null)) {
    reader.fail(['defaults', 'model'], 'applies to cases with a `model:` check, and no case has one (write `model: {}` on a case to run the defaults\' assertions)');
  }

  const experiments: ExperimentSpec[] = [];
  if (top.experiments !== undefined) {
    const list = reader.list(top.experiments, ['experiments']);
    const ids = new Set<string>();
    list.forEach((item, i) => {
      const draft = readExperiment(item, ['experiments', i], reader);
      if (ids.has(draft.id)) reader.fail(['experiments', i, 'id'], `duplicate experiment id "${draft.id}"`);
      ids.add(draft.id);
      const experiment = resolveExperiment(draft, i, { requests, profileInput, profile, cases, promptParts }, locate);
      const verdicts = experiment.expect?.verdicts ?? null;
      if (verdicts !== null) {
        for (const id of Object.keys(verdicts)) {
          if (!providers.some((p) => p.label === id)) {
            reader.fail(['experiments', i, 'expect', 'verdict', id], `no provider of the suite has the id "${id}" (${providers.map((p) => p.label).join(', ') || 'the suite has none'})`);
          }
        }
      }
      experiments.push(experiment);
    });
  }

  const suite: Suite = {
    file,
    name: top.name === undefined ? suiteName(file) : reader.string(top.name, ['name']),
    description: reader.optionalString(top.description, ['description']),
    profile,
    profileInput,
    requests,
    promptParts,
    cases,
    experiments,
    provider,
    providers,
    grader,
    prices,
    verdict,
  };
  // Sampling follows each provider's temperature: a suite must be able to come out safe on every one.
  for (const p of providers.length === 0 ? [null] : providers) {
    const view = p === null ? suite : suiteForProvider(suite, p);
    for (const e of view.experiments) checkSampleSize(e, view.cases, verdict, p === null || providers.length === 1 ? '' : ` on provider ${p.label}`);
  }
  return suite;
}

/** `provider:` (one) or `providers:` (a list, each with its own id): every case and experiment runs on each. */
function readProviders(top: Record<string, unknown>, reader: SpecReader, dir: string, params: Record<string, unknown> | null): ProviderSpec[] {
  if (top.provider !== undefined && top.providers !== undefined) reader.fail(['providers'], 'give `provider:` or `providers:`, not both');
  if (top.provider !== undefined) return [readProviderSpec(top.provider, ['provider'], reader, dir, params)];
  if (top.providers === undefined) return [];
  const list = reader.list(top.providers, ['providers']);
  if (list.length === 0) reader.fail(['providers'], 'list at least one provider');
  const out: ProviderSpec[] = [];
  list.forEach((item, i) => {
    const spec = readProviderSpec(item, ['providers', i], reader, dir, params);
    if (out.some((p) => p.label === spec.label)) {
      reader.fail(['providers', i], `two providers are named "${spec.label}": give each an \`id\` (it names its results and its cassette folder)`);
    }
    out.push(spec);
  });
  return out;
}
