import fc from 'fast-check';
import type { AssembledContext } from '../core/assemble.js';
import type { AssemblyCache } from '../core/assemblyCache.js';
import type { Profile } from '../core/profile.js';
import type { Chunk, Request } from '../core/request.js';
import type { Encoding, Tokenizer } from '../core/tokenizer.js';
import { SCORES } from './arbitraries/chunks.js';
import { loneSurrogateText } from './arbitraries/loneSurrogateText.js';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import { isBaglamError } from './errorShape.js';
import type { Implementation } from './implementation.js';
import { referenceBudget } from './reference/profile.js';
import { plural } from '../cli/plural.js';

/** Everything an assembly gives, as a comparable value: the context, or the error with its code, path and data. */
function observe(impl: Implementation, scenario: Scenario): unknown {
  try {
    return { ok: impl.assemble(scenario.request, scenario.profile) };
  } catch (error) {
    if (!isBaglamError(error)) throw error;
    return { error: { ...error, name: error.name, message: error.message } };
  }
}

/**
 * C1: deep-equal copies of the same input give deep-equal output — the
 * context, or the error (code, message, field, drop log, sections). Run twice in a
 * row, so state carried between calls (a cache that remembers a wrong
 * count) shows.
 */
export function propertyDeterministic(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario, string | undefined]> {
  // Now and then the question carries a lone surrogate: the refusal must be as deterministic as a result.
  return fc.property(scenarios, fc.option(loneSurrogateText(), { freq: 8 }).map((t) => t ?? undefined), (scenario, broken) => {
    const input: Scenario = broken === undefined ? scenario : { ...scenario, request: { ...scenario.request, question: broken } };
    const first = JSON.stringify(observe(impl, structuredClone(input)));
    const second = JSON.stringify(observe(impl, structuredClone(input)));
    if (first !== second) throw new Error(`two runs on deep-equal input differ:\n${first}\n${second}`);
  });
}

/**
 * C1, ties: permuting the candidates (equal scores are common in the
 * generators) or the keys of tool schemas changes nothing but the `index`
 * fields that point back into the request.
 */
export function propertyPermutationInvariant(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario, number[]]> {
  return fc.property(scenarios, fc.array(fc.nat(), { maxLength: 16 }), (scenario, swaps) => {
    const chunks = [...(scenario.request.chunks ?? [])];
    if (chunks.length < 2) return;
    // A shuffle built from generated swaps: it shrinks towards "no swap".
    swaps.forEach((s, i) => {
      const a = i % chunks.length;
      const b = s % chunks.length;
      [chunks[a], chunks[b]] = [chunks[b]!, chunks[a]!];
    });
    const permuted: Scenario = { profile: scenario.profile, request: { ...scenario.request, chunks } };
    const strip = (value: unknown): string =>
      JSON.stringify(value, (key, v: unknown) => (key === 'index' || key === 'message' ? undefined : v));
    const a = observe(impl, scenario) as { ok?: { dropLog: unknown[] }; error?: { dropLog?: unknown[] } };
    const b = observe(impl, permuted) as typeof a;
    // The drop log lists chunks in order of consideration, which is score order: it must not change either.
    if (strip(a) !== strip(b)) throw new Error(`permuting the chunks changed the result:\n${strip(a)}\n${strip(b)}`);
  });
}

/** An edit a caller makes in place, on the request it keeps, between two calls. */
export type Edit =
  | { kind: 'chunk-text'; at: number; how: 'append' | 'long' | 'copy'; of: number }
  | { kind: 'chunk-score'; at: number; score: number }
  | { kind: 'chunk-meta'; at: number; value: string | undefined }
  /** The chunk replaced by an equal copy, and the old object then edited. */
  | { kind: 'chunk-replaced'; at: number }
  | { kind: 'chunk-pushed'; of: number; score: number }
  | { kind: 'chunk-removed'; at: number }
  | { kind: 'turn-text'; at: number }
  /** The turn replaced by an equal copy, and the old object then edited. */
  | { kind: 'turn-replaced'; at: number }
  | { kind: 'question' }
  /** A rule's or an example's text edited in place: the fixed part a memo keeps by object. */
  | { kind: 'fixed-text'; part: 'rules' | 'examples'; at: number }
  /** A rule, tool or example taken out of its list in place. */
  | { kind: 'fixed-removed'; part: 'rules' | 'tools' | 'examples'; at: number }
  /** A tool loses a key in place: the object then has fewer keys than the one remembered. */
  | { kind: 'tool-key-removed'; at: number; key: 'description' | 'parameters' | 'last' }
  | { kind: 'format' };

/** How an earlier call's profile differs from the one under test. */
export interface ProfileVariant {
  /** The prompt budget, per mille of the one under test. */
  budgetPerMille: number;
  template: 'same' | 'chat' | 'text';
  encoding: 'same' | Encoding;
  maxLines: 'same' | { chunks: number | null; toolResults: number | null };
  maxMetaChars: 'same' | number;
  chunkThreshold: 'same' | number;
}

/** Selection's own arguments, for a `selectChunks` call on the request's candidate list. */
export interface SelectCall {
  share: number;
  threshold: number;
  encoding: Encoding;
  maxMetaChars: number;
  maxLines: number | null;
  exactDropCounts: boolean;
}

/** One thing a long-lived process does before the call under test. */
export type EarlierStep =
  | { kind: 'assemble'; profile: ProfileVariant; exactDropCounts: boolean }
  | { kind: 'select'; call: SelectCall }
  | { kind: 'edit'; edit: Edit };

/** The call under test: `assemble` under the scenario's profile, or `selectChunks` on its candidates. */
export type CallUnderTest = { kind: 'assemble'; exactDropCounts: boolean } | { kind: 'select'; call: SelectCall };

// Named so the API page prints it as written: an inline union is printed in the order its literal
// types were first met anywhere in the program, which any new module can move.
/** `shared`: every call uses the process's cache; `own`: they share one `AssemblyCache` of their own. */
export type CacheUse = 'shared' | 'own';

export interface AfterOtherCallsCase {
  scenario: Scenario;
  earlier: EarlierStep[];
  underTest: CallUnderTest;
  cache: CacheUse;
}

const ENCODINGS: readonly Encoding[] = ['o200k_base', 'cl100k_base'];
/** Mostly the default (bounds for what was never counted: where a remembered bound could show), sometimes every count exact. */
const exactDropCounts = fc.constantFrom(false, false, false, true);
const maxLines = fc.constantFrom<number | null>(null, null, 1, 2);

function selectCall(): fc.Arbitrary<SelectCall> {
  return fc.record({
    // A few shares recur, so calls under the same share and under another one are both common.
    share: fc.oneof(fc.constantFrom(0, 20, 60, 200, 1000), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 5000 })),
    threshold: fc.constantFrom(...SCORES, -1),
    encoding: fc.constantFrom(...ENCODINGS),
    maxMetaChars: fc.constantFrom(4, 120),
    maxLines,
    exactDropCounts,
  });
}

function edit(): fc.Arbitrary<Edit> {
  // Often the first item: the oldest turn is the one a tight budget never reads.
  const at = fc.oneof(fc.constant(0), fc.nat(15));
  return fc.oneof(
    fc.record({ kind: fc.constant('chunk-text' as const), at, how: fc.constantFrom('append' as const, 'long' as const, 'copy' as const), of: at }),
    fc.record({ kind: fc.constant('chunk-score' as const), at, score: fc.constantFrom(...SCORES) }),
    fc.record({ kind: fc.constant('chunk-meta' as const), at, value: fc.option(fc.constantFrom('2026-12-01', 'x'.repeat(200)), { nil: undefined }) }),
    fc.record({ kind: fc.constant('chunk-replaced' as const), at }),
    fc.record({ kind: fc.constant('chunk-pushed' as const), of: at, score: fc.constantFrom(...SCORES) }),
    fc.record({ kind: fc.constant('chunk-removed' as const), at }),
    fc.record({ kind: fc.constant('turn-text' as const), at }),
    fc.record({ kind: fc.constant('turn-replaced' as const), at }),
    fc.constant({ kind: 'question' as const }),
    fixedPartEdit(),
  );
}

/** An edit of the fixed part (rules, tools, examples, format), which the fixed-part memo remembers by content. */
function fixedPartEdit(): fc.Arbitrary<Edit> {
  const at = fc.oneof(fc.constant(0), fc.nat(15));
  return fc.oneof(
    fc.record({ kind: fc.constant('fixed-text' as const), part: fc.constantFrom('rules' as const, 'examples' as const), at }),
    fc.record({ kind: fc.constant('fixed-removed' as const), part: fc.constantFrom('rules' as const, 'tools' as const, 'examples' as const), at }),
    // Three times as often: a key removed, the last one above all, is the edit a memo comparing key by key can mistake for no edit.
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('tool-key-removed' as const), at, key: fc.constantFrom('description' as const, 'parameters' as const, 'last' as const) }) },
    fc.constant({ kind: 'format' as const }),
  );
}

/**
 * The fixed part edited in place between two calls under the same profile:
 * the first call leaves its fixed part in the memos, the edit changes the
 * objects the caller keeps, and the call under test must not be answered
 * from what the first call left.
 */
export function fixedPartEditCases(scenarios: ScenarioSource): fc.Arbitrary<AfterOtherCallsCase> {
  const same: ProfileVariant = { budgetPerMille: 1000, template: 'same', encoding: 'same', maxLines: 'same', maxMetaChars: 'same', chunkThreshold: 'same' };
  return fc.record({
    scenario: scenarios,
    earlier: fc
      .tuple(exactDropCounts, fc.array(fixedPartEdit(), { minLength: 1, maxLength: 3 }))
      .map(([exact, edits]): EarlierStep[] => [{ kind: 'assemble', profile: same, exactDropCounts: exact }, ...edits.map((e) => ({ kind: 'edit' as const, edit: e }))]),
    underTest: fc.record({ kind: fc.constant('assemble' as const), exactDropCounts }),
    cache: fc.constantFrom('shared' as const, 'own' as const),
  });
}

/** `'same'` three times in four: memos are kept per template and line limit, so calls that agree on them are what exercises them. */
function sameOr<T>(other: fc.Arbitrary<T>): fc.Arbitrary<'same' | T> {
  return fc.oneof({ weight: 3, arbitrary: fc.constant('same' as const) }, { weight: 1, arbitrary: other });
}

function profileVariant(): fc.Arbitrary<ProfileVariant> {
  return fc.record({
    // Smaller budgets leave old turns unread; larger ones prove bounds under more room. Both are what a leaking memo would show later.
    budgetPerMille: fc.oneof(fc.integer({ min: 100, max: 1000 }), fc.integer({ min: 1000, max: 4000 })),
    template: sameOr(fc.constantFrom('chat' as const, 'text' as const)),
    encoding: sameOr(fc.constantFrom(...ENCODINGS)),
    maxLines: sameOr(fc.record({ chunks: maxLines, toolResults: maxLines })),
    maxMetaChars: sameOr(fc.constantFrom(4, 120)),
    chunkThreshold: sameOr(fc.constantFrom(...SCORES)),
  });
}

/** Scenarios with the calls a process makes before the call under test. */
export function afterOtherCallsCases(scenarios: ScenarioSource): fc.Arbitrary<AfterOtherCallsCase> {
  const step: fc.Arbitrary<EarlierStep> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('assemble' as const), profile: profileVariant(), exactDropCounts }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('select' as const), call: selectCall() }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('edit' as const), edit: edit() }) },
  );
  const underTest: fc.Arbitrary<CallUnderTest> = fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('assemble' as const), exactDropCounts }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('select' as const), call: selectCall() }) },
  );
  return fc.record({
    scenario: scenarios,
    earlier: fc.array(step, { minLength: 2, maxLength: 8 }),
    underTest,
    cache: fc.constantFrom('shared' as const, 'own' as const),
  });
}

/** The same profile under another window, template, encoding or limit: an input for an earlier call, resolved as that call's implementation resolves profiles. */
function variantOf(impl: Implementation, profile: Profile, v: ProfileVariant): Profile {
  const reserve = profile.output.answer + profile.output.reasoning;
  return impl.resolveProfile({
    ...profile,
    window: reserve + Math.max(1, Math.floor((referenceBudget(profile) * v.budgetPerMille) / 1000)),
    ...(v.template === 'same' ? {} : { template: v.template }),
    ...(v.encoding === 'same' ? {} : { encoding: v.encoding }),
    ...(v.maxLines === 'same' ? {} : { maxLines: v.maxLines }),
    ...(v.maxMetaChars === 'same' ? {} : { maxMetaChars: v.maxMetaChars }),
    ...(v.chunkThreshold === 'same' ? {} : { chunkThreshold: v.chunkThreshold }),
  });
}

/** Applies `edit` to `request` in place; `n` keeps added ids and texts unique. */
function applyEdit(request: Request, edit: Edit, n: number): void {
  const chunks = request.chunks;
  const history = request.history;
  const chunk = (at: number): Chunk | undefined => (chunks === undefined || chunks.length === 0 ? undefined : chunks[at % chunks.length]);
  switch (edit.kind) {
    case 'chunk-text': {
      const c = chunk(edit.at);
      if (c === undefined) return;
      c.text = edit.how === 'append' ? `${c.text} ek ${n}` : edit.how === 'long' ? `${c.text} ${'uzun metin '.repeat(60)}` : chunk(edit.of)!.text;
      return;
    }
    case 'chunk-score': {
      const c = chunk(edit.at);
      if (c !== undefined) c.score = edit.score;
      return;
    }
    case 'chunk-meta': {
      const c = chunk(edit.at);
      if (c === undefined) return;
      if (edit.value === undefined) delete c.meta;
      else if (c.meta === undefined) c.meta = { date: edit.value };
      else c.meta.date = edit.value;
      return;
    }
    case 'chunk-replaced': {
      const c = chunk(edit.at);
      if (c === undefined) return;
      chunks![chunks!.indexOf(c)] = structuredClone(c);
      c.text = `DETACHED ${n} ${'eski nesne '.repeat(30)}`;
      c.score = 1;
      if (c.meta !== undefined) c.meta.date = 'DETACHED';
      return;
    }
    case 'chunk-pushed': {
      const c = chunk(edit.of);
      if (c === undefined) return;
      chunks!.push({ ...structuredClone(c), id: `pushed-${n}`, score: edit.score });
      return;
    }
    case 'chunk-removed': {
      const c = chunk(edit.at);
      if (c !== undefined) chunks!.splice(chunks!.indexOf(c), 1);
      return;
    }
    case 'turn-text':
    case 'turn-replaced': {
      if (history === undefined || history.length === 0) return;
      const i = edit.at % history.length;
      const turn = history[i]!;
      if (edit.kind === 'turn-text') {
        turn.content = `${turn.content} ek ${n}`;
        return;
      }
      history[i] = structuredClone(turn);
      turn.content = `DETACHED ${n} ${'eski tur '.repeat(30)}`;
      return;
    }
    case 'question':
      request.question = `${request.question} ek ${n}`;
      return;
    case 'fixed-text': {
      const list = request[edit.part];
      if (list === undefined || list.length === 0) return;
      const item = list[edit.at % list.length]!;
      item.text = `${item.text} ek ${n}`;
      return;
    }
    case 'fixed-removed': {
      const list = request[edit.part];
      if (list !== undefined && list.length > 0) list.splice(edit.at % list.length, 1);
      return;
    }
    case 'tool-key-removed': {
      const tools = request.tools;
      if (tools === undefined || tools.length === 0) return;
      const tool = tools[edit.at % tools.length]!;
      const keys = Object.keys(tool);
      // Never the name: a tool without one is refused, which no memo could hide.
      const key = edit.key === 'last' ? keys.filter((k) => k !== 'name').at(-1) : edit.key;
      if (key !== undefined) delete (tool as unknown as Record<string, unknown>)[key];
      return;
    }
    case 'format':
      request.format = `${request.format ?? ''} ek ${n}`;
      return;
  }
}

/** The payload's messages (or its text) as named sections, for `budgetReport`. */
function payloadSections(result: AssembledContext): Record<string, string> {
  if (result.template === 'text') return { text: result.text };
  return Object.fromEntries(result.messages.map((m, i) => [`${i}:${m.role}`, m.content]));
}

/** What a call gives, as text: the result, or the error with its code, path and data. */
function observed(run: () => unknown): string {
  try {
    return JSON.stringify({ ok: run() });
  } catch (error) {
    if (!isBaglamError(error)) throw error;
    return JSON.stringify({ error: { ...error, name: error.name, message: error.message } });
  }
}

/** Where two texts first differ, with some context, for the failure message. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 120);
  return `after the same ${i} characters:\n  warm:  …${a.slice(from, i + 120)}\n  fresh: …${b.slice(from, i + 120)}`;
}

/**
 * C1, whatever was called before: a process makes arbitrary earlier calls
 * (the same request under other windows, templates, encodings, line limits
 * and thresholds; `selectChunks` on its candidate list with other shares;
 * `exactDropCounts` both ways) and edits the same objects in place between
 * them (texts, scores, metadata, pushed and removed chunks, a chunk or turn
 * replaced by an equal copy and the old object then edited). Then the call
 * under test, `assemble` (with the budget report of its payload) or
 * `selectChunks`, must give exactly — every field, as JSON, or the same
 * error with its data — what a fresh computation gives: the same call on a deep copy,
 * with a new `AssemblyCache` and a tokenizer that remembers no count.
 * Caches may change speed, never output.
 */
export function propertyDeterministicAfterOtherCalls(
  impl: Implementation,
  scenarios: ScenarioSource,
  cases: fc.Arbitrary<AfterOtherCallsCase> = afterOtherCallsCases(scenarios),
): fc.IPropertyWithHooks<[AfterOtherCallsCase]> {
  const forgetful = (encoding: Encoding): Tokenizer => impl.unmemoisedTokenizer(encoding);
  return fc.property(cases, ({ scenario, earlier, underTest, cache: mode }) => {
    // The generated value stays as generated (shrinking replays it); the process works on a copy it owns.
    const request = structuredClone(scenario.request);
    const profile = scenario.profile;
    const cache = mode === 'own' ? impl.newCache() : undefined;
    const withCache = <T extends object>(options: T): T => (cache === undefined ? options : { ...options, cache });
    const select = (candidates: readonly Chunk[], call: SelectCall, tokenizer: Tokenizer, own: AssemblyCache | undefined): unknown =>
      impl.selectChunks(candidates, call.share, call.threshold, tokenizer, {
        maxMetaChars: call.maxMetaChars, maxLines: call.maxLines, exactDropCounts: call.exactDropCounts, ...(own === undefined ? {} : { cache: own }),
      });
    earlier.forEach((step, n) => {
      switch (step.kind) {
        case 'assemble':
          // Earlier calls may overflow or refuse an edited request: only what they leave behind matters.
          observed(() => impl.assemble(request, variantOf(impl, profile, step.profile), withCache({ exactDropCounts: step.exactDropCounts })));
          return;
        case 'select':
          observed(() => select(request.chunks ?? [], step.call, impl.tokenizer(step.call.encoding), cache));
          return;
        case 'edit':
          applyEdit(request, step.edit, n);
          return;
      }
    });
    const copy = structuredClone(request);
    let warm: string;
    let fresh: string;
    if (underTest.kind === 'assemble') {
      const options = { exactDropCounts: underTest.exactDropCounts };
      // The result, and the budget report of what it sends.
      const reported = (result: AssembledContext, tokenizer: Tokenizer): unknown => ({ result, report: impl.budgetReport(payloadSections(result), tokenizer) });
      warm = observed(() => reported(impl.assemble(request, profile, withCache(options)), impl.tokenizer(profile.encoding)));
      const forgets = forgetful(profile.encoding);
      fresh = observed(() => reported(impl.assemble(copy, profile, { ...options, tokenizer: forgets, cache: impl.newCache() }), forgets));
    } else {
      const call = underTest.call;
      warm = observed(() => select(request.chunks ?? [], call, impl.tokenizer(call.encoding), cache));
      fresh = observed(() => select(copy.chunks ?? [], call, forgetful(call.encoding), impl.newCache()));
    }
    if (warm !== fresh) {
      throw new Error(`${underTest.kind} after ${plural(earlier.length, 'earlier step')} differs from a fresh computation on a deep copy, ${firstDifference(warm, fresh)}`);
    }
  });
}
