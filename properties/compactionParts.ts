import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import type { CompactionOptions, CompactionOptionsInput } from '../core/compact/options.js';
import type { CompactionPlan, PreviousSummary } from '../core/compact/plan.js';
import type { HistoryCost } from '../core/compact/historyCost.js';
import type { SummaryList } from '../core/compact/fitSummary.js';
import type { Summary, SummaryContent, SummaryInput, SummaryItem } from '../core/compact/summary.js';
import type { Profile } from '../core/profile.js';
import type { Request, Turn } from '../core/request.js';
import type { Tokenizer } from '../core/tokenizer.js';
import { englishText } from './arbitraries/englishText.js';
import { turkishText } from './arbitraries/turkishText.js';
import { profileShape } from './arbitraries/profile.js';
import { request as requests } from './arbitraries/request.js';
import { isBaglamError } from './errorShape.js';
import {
  referenceClampStart, referenceCompacted, referenceFit, referenceHistoryCost, referenceMergeContent, referenceOptions, referencePlan,
  referenceSummaryTurns, referenceWithout, type ReferencePrevious,
} from './reference/compactionPlan.js';
import { referenceProfile } from './reference/profile.js';
import { referenceCosts } from './reference/assembly.js';
import { NOTE_UNIT, summaryUnit } from './reference/prompt.js';
import { noteTurn } from './arbitraries/history.js';
import { LISTS, summaryReadBack, summaryText } from './reference/summaryText.js';
import { readable, summaries } from './summaryText.js';

/** The pieces of compaction under test: `core/compact/`'s, or broken ones (properties/mutants/). */
export interface CompactionParts {
  historyCost(request: Request, profile: Profile, tokenizer: Tokenizer): HistoryCost;
  clampStart(request: Request, cost: HistoryCost, profile: Profile, tokenizer: Tokenizer): number;
  planCompaction(request: Request, profile: Profile, tokenizer: Tokenizer, options: CompactionOptions): CompactionPlan;
  summaryInputFor(request: Request, previous: PreviousSummary, cut: number): SummaryInput;
  compactedRequest(request: Request, cut: number, summary: string): Request;
  resolveCompactionOptions(input?: CompactionOptionsInput): CompactionOptions;
  mergeContent(previous: SummaryContent, next: SummaryContent): SummaryContent;
  isContentEmpty(content: SummaryContent): boolean;
  fitSummary(summary: Summary, budget: number, cost: (text: string) => number, isProtected?: (key: SummaryList, item: SummaryItem) => boolean): Summary | undefined;
  protectedOnly(summary: Summary, isProtected: (key: SummaryList, item: SummaryItem) => boolean): Summary;
}

function fail(message: string): never {
  throw new Error(message);
}

function show(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v instanceof Set ? [...v] : v));
}

function same(what: string, actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) fail(`${what}: got ${show(actual)}, expected ${show(expected)}`);
}

/**
 * A counter the planning is handed as its tokenizer: code points, cheap and
 * exact, so a case is many groups and still fast. Planning only adds what
 * its tokenizer counts; which tokenizer is not part of its promises.
 */
const codePoints = (text: string): number => [...text].length;
function counter(profile: Profile): Tokenizer {
  return { name: 'code points', encoding: profile.encoding, count: codePoints, countWithin: (text) => codePoints(text) };
}

/** A request and a profile whose history share is somewhere from far under the history's size to over it. */
export interface PlanCase {
  request: Request;
  profile: Profile;
  options: CompactionOptions;
  /** The summary baglam wrote that `request.summary` holds, if it holds one. */
  written?: Summary;
}

const EN_LINE = /^[a-z' .?!-]*$/iu;

/** Where a case sits: anywhere; no turn to fold; its history's share exactly what the history takes, or what the smallest tail takes beside an empty summary (less one, at times). */
type Edge = 'none' | 'empty' | 'fits' | 'tail';

function edgeShare(request: Request, profile: Profile, options: CompactionOptions, written: Summary | undefined, edge: 'fits' | 'tail'): number | undefined {
  const cost = referenceHistoryCost(request, profile, codePoints);
  if (edge === 'fits') return cost.total;
  const n = cost.groups.length;
  let smallest = -1;
  for (let g = n - 1, turns = 0; g >= 0; g--) {
    turns += cost.groups[g]!.length;
    if (turns >= options.keepRawTurns && n - g >= Math.max(1, profile.protectedTurns)) {
      smallest = g;
      break;
    }
  }
  if (smallest <= 0) return undefined;
  const language = options.language === 'auto' ? written!.language : options.language;
  const empty = summaryText({ covers: (written?.covers ?? 0) + 1, language, content: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] } });
  const bare = referenceCosts(request, profile, codePoints).message('system') + codePoints(summaryUnit(empty)) + (cost.noted ? codePoints(NOTE_UNIT) : 0);
  return cost.groupTokens.slice(smallest).reduce((sum, t) => sum + t, bare);
}

/** The profile with a window whose history share is exactly `share` tokens, when one is near. */
function atShare(profile: Profile, share: number): Profile {
  const h = profile.shares.history;
  const reserve = profile.output.answer + profile.output.reasoning;
  if (h === 0 || share < 1) return profile;
  for (let budget = Math.max(1, Math.floor(share / h) - 2); budget <= Math.ceil(share / h) + 3; budget++) {
    if (Math.floor(budget * h) === share) return { ...profile, window: budget + reserve };
  }
  return profile;
}

function planCases(): fc.Arbitrary<PlanCase> {
  return fc
    .record({
      request: requests({ long: false, maxEpisodes: 10 }),
      // Older plain turns before the generated ones: enough groups to fold.
      lead: fc.array(
        fc.record({ role: fc.constantFrom('user', 'assistant', 'user', 'system', 'calls') as fc.Arbitrary<'user' | 'assistant' | 'system' | 'calls'>, content: fc.oneof(englishText(10), turkishText(10)) })
          // An assistant turn with an empty list of tool calls calls nothing.
          .map(({ role, content }): Turn => (role === 'calls' ? { role: 'assistant', content, toolCalls: [] } : { role, content })),
        { minLength: 2, maxLength: 10 },
      ),
      // An earlier summary's verbatim lines in the order a reader finds them, which need not be their turns' order.
      reverseSaid: fc.boolean(),
      summary: fc.constantFrom('none', 'none', 'caller', 'written', 'written', 'written'),
      written: summaries().filter(readable),
      shape: profileShape(),
      scale: fc.oneof({ weight: 4, arbitrary: fc.double({ min: 0.6, max: 1.02, noNaN: true }) }, { weight: 1, arbitrary: fc.double({ min: 0.02, max: 2, noNaN: true }) }),
      keepRawTurns: fc.oneof(fc.constant(2), fc.integer({ min: 2, max: 7 })),
      tailShare: fc.constantFrom(0.01, 0.2, 0.35, 0.5, 0.8, 0.99),
      summaryShare: fc.constantFrom(0.1, 0.5, 0.9),
      language: fc.constantFrom('auto', 'auto', 'en', 'tr') as fc.Arbitrary<CompactionOptions['language']>,
      edge: fc.constantFrom<Edge>('none', 'none', 'none', 'empty', 'fits', 'tail', 'tail'),
      delta: fc.constantFrom(-1, 0, 0),
    })
    .map(({ request, lead, reverseSaid, summary, written: drawnSummary, shape, scale, keepRawTurns, tailShare, summaryShare, language, edge, delta }): PlanCase => {
      const written = reverseSaid && drawnSummary.said !== undefined ? { ...drawnSummary, said: [...drawnSummary.said].reverse() } : drawnSummary;
      const { summary: _drop, ...given } = request;
      const rest: Request = edge === 'empty' ? { ...given, history: lead.length % 2 === 0 ? [] : [noteTurn()] } : { ...given, history: [...lead, ...(given.history ?? [])] };
      const text = summary === 'none' ? undefined : summary === 'caller' ? 'keep it short' : summaryText(written);
      const withSummary: Request = text === undefined ? rest : { ...rest, summary: text };
      const size = (withSummary.history ?? []).reduce((sum, turn) => sum + codePoints(turn.content) + 8, codePoints(text ?? '') + 200);
      const historyShare = shape.shares?.history ?? 0.3;
      const budget = historyShare === 0 ? 1000 : Math.max(1, Math.round((size * scale) / historyShare));
      let profile = referenceProfile({ ...shape, window: budget + shape.output.answer + shape.output.reasoning });
      const fixed = language === 'auto' && summary !== 'written' ? 'en' : language;
      const options = { keepRawTurns, tailShare, summaryShare, language: edge === 'fits' || edge === 'tail' ? fixed : language };
      if (edge === 'fits' || edge === 'tail') {
        const share = edgeShare(withSummary, profile, options, summary === 'written' ? written : undefined, edge);
        if (share !== undefined) profile = atShare(profile, share + delta);
      }
      return summary === 'written' ? { request: withSummary, profile, options, written } : { request: withSummary, profile, options };
    });
}

/** K3's reading of the earlier summary: a summary baglam wrote reads back; anything else is carried; none is none. */
function expectedPrevious(c: PlanCase, detected: PreviousSummary['language']): ReferencePrevious {
  const text = c.request.summary;
  const empty = { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] };
  const language = c.options.language === 'auto' ? detected : c.options.language;
  if (text === undefined) return { covers: 0, content: empty, language };
  if (c.written === undefined) return { covers: 0, content: empty, carried: text, language };
  // baglam's own summary reads back whole, in the language it was written in unless the options fix one.
  const back = summaryReadBack(c.written);
  return c.options.language === 'auto' ? back : { ...back, language: c.options.language };
}

/**
 * The language a conversation is detected as, where the documented rule
 * decides it alone: no letter in what users wrote is English; Turkish-only
 * letters at least half a percent of them is Turkish. Otherwise the words
 * decide (`undefined`: not checked here).
 */
function documentedLanguage(history: readonly Turn[]): PreviousSummary['language'] | undefined {
  const user = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const letters = user.reduce((sum, text) => sum + (text.match(/\p{L}/gu) ?? []).length, 0);
  const turkish = user.reduce((sum, text) => sum + [...text].filter((ch) => 'çğıöşüÇĞİÖŞÜ'.includes(ch)).length, 0);
  if (letters === 0) return 'en';
  if (turkish / letters >= 0.005) return 'tr';
  return user.every((text) => EN_LINE.test(text)) && user.some((text) => /\bthe\b/u.test(text)) ? 'en' : undefined;
}

/**
 * K1: the history's cost is what `assemble` counts (summary and trim note
 * in one head message, every tool group with its message overheads, the
 * share of the budget rounded down, the cap), and whether it fits; the
 * plain clamp's window starts where the reference clamp starts it.
 */
export function propertyHistoryCostCounted(parts: CompactionParts): fc.IPropertyWithHooks<[PlanCase]> {
  return fc.property(planCases(), (c) => {
    // The case, the same history with no summary and nothing cut before, and cut before; each also with a share that
    // holds exactly the newest one or two groups beside a summary and a trim note (where the clamp's edge is).
    const { summary: _s, historyTrimmed: _t, ...plain } = c.request;
    const clean: Request = { ...plain, history: (c.request.history ?? []).filter((turn) => !(turn.role === 'system' && turn.content === NOTE_TEXT)) };
    for (const request of [c.request, clean, { ...clean, historyTrimmed: true }]) {
      checkCost(parts, request, c.profile);
      const cost = referenceHistoryCost(request, c.profile, codePoints);
      const head = referenceCosts(request, c.profile, codePoints).head(true);
      for (const k of [1, 2]) {
        if (cost.groups.length <= k) continue;
        checkCost(parts, request, atShare(c.profile, head + cost.groupTokens.slice(-k).reduce((sum, t) => sum + t, 0)));
      }
      // The turn cap exactly the history's groups, and one under, with a share that holds the whole history: a
      // history at its cap fits, one over it does not.
      const n = cost.groups.length;
      if (n > 0) {
        const roomy = atShare(c.profile, cost.total);
        for (const cap of [n, n - 1]) if (cap >= 1) checkCost(parts, request, { ...roomy, maxHistoryTurns: cap });
      }
    }
  });
}

const NOTE_TEXT = noteTurn().content;

/** A lone surrogate: with the `u` flag a pair is one code point, so only a half alone matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function checkCost(parts: CompactionParts, request: Request, profile: Profile): void {
  const tokenizer = counter(profile);
  // The written summaries are drawn with lone surrogates too (the summary reader's own edge), which no request may
  // hold (docs/profiles-and-requests.md): `historyCost` refuses such a request by its field, as `assemble` does, and
  // the cost is checked on the same summary with each half-pair replaced.
  if (request.summary !== undefined && LONE_SURROGATE.test(request.summary)) {
    let error: unknown;
    try {
      parts.historyCost(request, profile, tokenizer);
    } catch (caught) {
      error = caught;
    }
    const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
    same('a request whose summary holds a lone surrogate is refused by its field', { code, path }, { code: 'INVALID_INPUT', path: ['summary'] });
    request = { ...request, summary: request.summary.replace(new RegExp(LONE_SURROGATE.source, 'gu'), '\uFFFD') };
  }
  const cost = parts.historyCost(request, profile, tokenizer);
  same('history cost', cost, referenceHistoryCost(request, profile, codePoints));
  same('the clamp\'s first kept turn', parts.clampStart(request, cost, profile, tokenizer), referenceClampStart(request, profile, codePoints));
}

/**
 * K1, K2, K3: whether and where a compaction cuts (the reference's cuts,
 * its refusals word for word), the earlier summary read back (or carried),
 * the turns a summarizer is handed for each cut, and the request written
 * with a summary in place of the range.
 */
export function propertyPlanAsDocumented(parts: CompactionParts): fc.IPropertyWithHooks<[PlanCase]> {
  return fc.property(planCases(), (c) => {
    checkPlan(parts, c);
    for (const variant of edgeVariants(c)) checkPlan(parts, variant);
  });
}

/**
 * The case moved onto the plan's edges, where a comparison that is off by one
 * shows: the history's share exactly what the history takes, or what the
 * smallest tail takes beside an empty summary, and one under; `tailShare`
 * making the preferred tail's token or group target exactly what the tail
 * one group longer than the smallest takes.
 */
function edgeVariants(c: PlanCase): PlanCase[] {
  const out: PlanCase[] = [];
  const fixed = c.options.language === 'auto' && c.written === undefined ? { ...c.options, language: 'en' as const } : c.options;
  const base = { ...c, options: fixed };
  for (const edge of ['fits', 'tail'] as const) {
    const share = edgeShare(base.request, base.profile, base.options, base.written, edge);
    if (share === undefined) continue;
    for (const delta of [0, -1]) out.push({ ...base, profile: atShare(base.profile, share + delta) });
  }
  const cost = referenceHistoryCost(base.request, base.profile, codePoints);
  const n = cost.groups.length;
  const tail = out.length > 0 ? out[out.length - 2]! : undefined;
  if (tail !== undefined && n > 2) {
    const share = referenceHistoryCost(tail.request, tail.profile, codePoints).share * 2;
    const roomy = atShare(tail.profile, share);
    const total = (from: number): number => cost.groupTokens.slice(from).reduce((sum, t) => sum + t, 0);
    // The tails of one, two and three groups: near where a preferred tail ends.
    for (let g = n - 1; g >= Math.max(1, n - 3); g--) {
      const tokens = (total(g) + 0.5) / Math.floor((roomy.window - roomy.output.answer - roomy.output.reasoning) * roomy.shares.history);
      const groups = (n - g + 0.5) / roomy.maxHistoryTurns;
      for (const tailShare of [tokens, groups]) if (tailShare > 0 && tailShare < 1) out.push({ ...tail, profile: roomy, options: { ...tail.options, tailShare } });
    }
  }
  return out;
}

function checkPlan(parts: CompactionParts, c: PlanCase): void {
  {
    // A request with no history: nothing to hand a summarizer, nothing left raw.
    const bare: Request = { question: c.request.question };
    const none: PreviousSummary = { covers: 0, content: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language: 'en' };
    same('request with no history compacted', parts.compactedRequest(bare, 0, 'S'), referenceCompacted(bare, 0, 'S'));
    same('summary input of no history', parts.summaryInputFor(bare, none, 0), { turns: [], previous: none.content, language: 'en', maxTurn: 0, later: [] });
  }
  {
    const tokenizer = counter(c.profile);
    const plan = parts.planCompaction(c.request, c.profile, tokenizer, c.options);
    same('the plan\'s cost', plan.cost, referenceHistoryCost(c.request, c.profile, codePoints));
    const history = c.request.history ?? [];
    // The previous summary is read whenever a compaction is planned; its language is checked where the rule decides it.
    const previewLanguage = plan.kind === 'compact' ? plan.previous.language : 'en';
    const detected = documentedLanguage(history) ?? previewLanguage;
    const previous = expectedPrevious(c, detected);
    const empty = summaryText({ covers: previous.covers + 1, language: previous.language, content: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] } });
    const expected = referencePlan(c.request, c.profile, codePoints, c.options, empty);
    same('plan kind', plan.kind, expected.kind);
    if (plan.kind === 'too-large' && expected.kind === 'too-large') same('too-large detail', plan.detail, expected.detail);
    if (plan.kind !== 'compact' || expected.kind !== 'compact') return;
    same('cuts', plan.cuts, expected.cuts);
    same('previous summary', plan.previous, previous);
    for (const cut of plan.cuts) {
      const input = parts.summaryInputFor(c.request, plan.previous, cut);
      const carried = (previous.said ?? [])
        .map((item) => ({ n: Math.max(...item.turns), role: 'user' as const, text: item.text }))
        .sort((a, b) => a.n - b.n);
      same(`summary input at ${cut}`, input, {
        turns: [...carried, ...referenceSummaryTurns(history, 0, cut, previous.covers)],
        previous: previous.content,
        ...(previous.carried === undefined ? {} : { carried: previous.carried }),
        language: previous.language,
        maxTurn: previous.covers + cut,
        later: referenceSummaryTurns(history, cut, history.length, previous.covers),
      });
      same(`request compacted at ${cut}`, parts.compactedRequest(c.request, cut, 'S'), referenceCompacted(c.request, cut, 'S'));
    }
  }
}

/** Option values at and around every edge, of every type. */
function optionValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 5, arbitrary: valid },
    { weight: 3, arbitrary: fc.constantFrom(0, 1, 2, 3, -1, 1.5, 2.5, 0.5, 0.35, 1e-9, 0.999999, Number.NaN, Infinity, -Infinity, 1e21) },
    { weight: 1, arbitrary: fc.constantFrom('2', '0.5', 'auto', 'en', 'tr', 'EN', 'fr', '', null, true, [2], {}) },
  );
}

/** Each documented value and each edge, alone: cheap enough to check at every run. */
const OPTION_EDGES: Record<string, unknown>[] = [
  ...['auto', 'tr', 'en', 'TR', ''].map((language) => ({ language })),
  ...[2, 1, 3, 2.5].map((keepRawTurns) => ({ keepRawTurns })),
  ...[0, 1, 0.35, 1e-9, 0.999999, Number.NaN, Infinity, '0.5'].flatMap((v) => [{ tailShare: v }, { summaryShare: v }]),
];

/**
 * The options (docs/compaction.md): defaults `keepRawTurns` 2, `tailShare`
 * 0.35, `summaryShare` 0.5, `language` auto; a whole number ≥ 2, fractions
 * strictly between 0 and 1, one of auto/tr/en; anything else refused as
 * INVALID_INPUT naming the first bad field (in that order) with the value.
 */
export function propertyOptionsResolved(parts: CompactionParts): fc.IPropertyWithHooks<[Record<string, unknown>, boolean]> {
  const input = fc.record(
    {
      keepRawTurns: optionValue(fc.integer({ min: 2, max: 50 })),
      tailShare: optionValue(fc.double({ min: 0.001, max: 0.999, noNaN: true })),
      summaryShare: optionValue(fc.double({ min: 0.001, max: 0.999, noNaN: true })),
      language: optionValue(fc.constantFrom('auto', 'tr', 'en')),
    },
    { requiredKeys: [] },
  );
  return fc.property(input, fc.boolean(), (raw, omit) => {
    const all = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
    // The whole input, then each field alone: every field's edges are met at a few runs.
    for (const given of [all, ...Object.entries(all).map(([k, v]) => ({ [k]: v })), ...OPTION_EDGES]) checkOptions(parts, given, omit);
  });
}

function checkOptions(parts: CompactionParts, given: Record<string, unknown>, omit: boolean): void {
  {
    const expected = referenceOptions(given);
    let actual: CompactionOptions | undefined;
    let error: unknown;
    try {
      actual = omit && Object.keys(given).length === 0 ? parts.resolveCompactionOptions() : parts.resolveCompactionOptions(given as CompactionOptionsInput);
    } catch (e) {
      error = e;
    }
    if (expected.ok) {
      if (actual === undefined) fail(`refused ${show(given)}: ${String(error)}`);
      same('resolved options', actual, expected.options);
      return;
    }
    if (actual !== undefined) fail(`accepted ${show(given)} as ${show(actual)}; ${expected.field} is out of range`);
    if (!isBaglamError(error) || error.code !== 'INVALID_INPUT') fail(`refusal of ${show(given)} is not INVALID_INPUT: ${String(error)}`);
    same('refused field', error.path, [expected.field]);
    const value = String(given[expected.field]);
    if (!error.message.startsWith(`${expected.field}: `) || !error.message.endsWith(`got ${value}`)) fail(`message ${JSON.stringify(error.message)} does not name ${expected.field} and ${value}`);
  }
}

/**
 * Auto language, where only the letters decide: the share of Turkish-only
 * letters in what users wrote, at and around half a percent; what
 * assistants write does not count; a fixed language wins.
 */
export function propertyLanguageByLetters(parts: CompactionParts): fc.IPropertyWithHooks<[number, number, number, boolean, 'letters' | 'none' | 'ascii']> {
  const kinds = fc.constantFrom<'letters' | 'none' | 'ascii'>('letters', 'letters', 'none', 'ascii');
  return fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: -2, max: 2 }), fc.integer({ min: 0, max: 3 }), fc.boolean(), kinds, (turkish, drawn, split, echo, kind) => {
    // The drawn distance from the edge, then the edge itself and one letter either side of it.
    for (const offset of [drawn, 0, -1, 1]) languageCase(parts, turkish, offset, split, echo, kind);
  });
}

function languageCase(parts: CompactionParts, turkish: number, offset: number, split: number, echo: boolean, kind: 'letters' | 'none' | 'ascii'): void {
  {
    const plain = 200 * turkish + offset - turkish - 9;
    const letters = 'ğüşıöçĞÜŞİÖÇ';
    const marks = [...letters].slice(0, turkish).join('');
    const xs = 'x'.repeat(plain);
    const at = Math.min(split * 50, plain);
    const said: Turn[] = [
      { role: 'user', content: '42 — 7?' },
      { role: 'user', content: `${xs.slice(0, at)} the.` },
      { role: 'assistant', content: echo ? 'ğüşıöç ğüşıöç ğüşıöç' : 'ok' },
      { role: 'user', content: `${xs.slice(at)} ${marks}` },
      { role: 'assistant', content: 'fine '.repeat(80) },
      { role: 'assistant', content: 'fine' },
      { role: 'user', content: 'the end' },
    ];
    // Users who wrote no letter at all: English, whatever the assistant wrote. Users who wrote Turkish words without
    // Turkish letters (docs/compaction.md: "bu arada cuma gunleri deploy yok"): Turkish, whatever the letters say.
    const history = kind === 'none'
      ? said.map((turn) => (turn.role === 'user' ? { ...turn, content: '42 — 7?' } : turn))
      : kind === 'ascii' ? said.map((turn) => (turn.role === 'user' ? { ...turn, content: 'bu arada cuma gunleri deploy yok' } : turn)) : said;
    const profile = referenceProfile({ window: 700, output: { answer: 100 }, shares: { history: 0.4, evidence: 0.1 }, protectedTurns: 1 });
    const all = plain + 3 + turkish + 6; // = 200 × turkish + offset
    const expected = kind === 'none' ? 'en' : kind === 'ascii' || turkish * 200 >= all ? 'tr' : 'en';
    for (const language of ['auto', 'tr', 'en'] as const) {
      const plan = parts.planCompaction({ question: 'q', history }, profile, counter(profile), { keepRawTurns: 2, tailShare: 0.35, summaryShare: 0.5, language });
      if (plan.kind !== 'compact') fail(`expected a compaction, got ${plan.kind}`);
      same(`language (${language})`, plan.previous.language, language === 'auto' ? expected : language);
    }
  }
}

/**
 * Auto language where the words decide (users wrote no Turkish-only
 * letter): each user turn is a text of its own, so a space after every
 * turn changes nothing (the last word of one turn never runs into the
 * first of the next). Words drawn from both languages' short function words
 * and plain words, a few to a turn, so the words at the turns' edges often
 * decide the lean. The oracle is the same plan on the same history with a
 * space after each user turn.
 */
export function propertyLanguageTurnsApart(parts: CompactionParts): fc.IPropertyWithHooks<[string[][]]> {
  const word = fc.constantFrom('bu', 've', 'yok', 'var', 'icin', 'the', 'and', 'is', 'to', 'deploy', 'cuma', 'plan', 'ok');
  const turnWords = fc.array(fc.array(word, { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 4 });
  const profile = referenceProfile({ window: 700, output: { answer: 100 }, shares: { history: 0.4, evidence: 0.1 }, protectedTurns: 1 });
  return fc.property(turnWords, (said) => {
    const language = (end: string): unknown => {
      const history: Turn[] = [
        ...said.map((w): Turn => ({ role: 'user', content: w.join(' ') + end })),
        { role: 'assistant', content: 'fine '.repeat(80) },
        { role: 'assistant', content: 'fine' },
        { role: 'user', content: '42' },
      ];
      const plan = parts.planCompaction({ question: 'q', history }, profile, counter(profile), { keepRawTurns: 2, tailShare: 0.35, summaryShare: 0.5, language: 'auto' });
      if (plan.kind !== 'compact') fail(`expected a compaction, got ${plan.kind}`);
      return plan.previous.language;
    };
    same(`language of ${JSON.stringify(said.map((w) => w.join(' ')))} (each turn apart)`, language(''), language(' '));
  });
}

/** K3's merge: the earlier list first, a repeated text one item with both turns, the latest mark unless restated after it. */
export function propertyMergeAsDocumented(parts: CompactionParts): fc.IPropertyWithHooks<[Summary, Summary, number]> {
  return fc.property(summaries(), summaries(), fc.nat({ max: 4 }), (a, b, overlap) => {
    // Some of the later items repeat earlier texts, with other turns and marks.
    const later = structuredClone(b.content);
    for (const key of LISTS) {
      a.content[key].slice(0, overlap).forEach((item, i) => later[key].splice(i % (later[key].length + 1), 0, { ...structuredClone(b.content[key][0] ?? item), text: item.text }));
    }
    const earlier = structuredClone(a.content);
    const merged = parts.mergeContent(a.content, later);
    same('merged content', merged, referenceMergeContent(earlier, later));
    same('inputs untouched', a.content, earlier);
    same('empty', parts.isContentEmpty(merged), LISTS.every((key) => merged[key].length === 0));
    same('empty content', parts.isContentEmpty({ constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }), true);
  });
}

/** A summary to shrink, a budget from nothing to all of it, and which items are protected (by a bit pattern). */
function fitCases(): fc.Arbitrary<[Summary, number, boolean[]]> {
  // The budget's place between what the protected items alone take and the whole: -1 and 2 are one under the first and
  // exactly the whole (its edges), anything between a fraction of the way.
  const place = fc.oneof(fc.constantFrom(-1, 0, 2, 3), fc.integer({ min: 0, max: 100 }).map((t) => (t + 0.5) / 101));
  return fc.tuple(summaries(), place, fc.array(fc.boolean(), { maxLength: 30 }));
}

/**
 * K5's shrink order (docs/compaction.md, `fitSummary`): a summary that
 * fits comes back as it is; else the fewest items off the bottom of the
 * order that make it fit — superseded items, earlier verbatim lines,
 * identifiers, open questions, rejected, decisions, constraints, each list
 * from its end — protected items never; `undefined` when even all the
 * others gone is too long. `protectedOnly` is the summary with its
 * protected items alone.
 */
export function propertyShrinkOrder(parts: CompactionParts): fc.IPropertyWithHooks<[[Summary, number, boolean[]]]> {
  return fc.property(fitCases(), ([summary, drawn, flags]) => {
    // The drawn budget, then each edge: one under the protected items, exactly them, exactly the whole, one over.
    for (const fraction of [drawn, -1, 0, 2, 3]) checkFit(parts, summary, fraction, flags);
  });
}

function checkFit(parts: CompactionParts, summary: Summary, fraction: number, flags: boolean[]): void {
  {
    const all = [...LISTS.flatMap((key) => summary.content[key]), ...(summary.said ?? [])];
    const protectedSet = new Set(all.filter((_, i) => flags[i] === true));
    // Protected as an item of its own list only: the list each item is asked about must be its own.
    const listOf = new Map<SummaryItem, SummaryList>([...LISTS.flatMap((key) => summary.content[key].map((item) => [item, key] as const)), ...(summary.said ?? []).map((item) => [item, 'said'] as const)]);
    // Asked about the summary's own items only (its type: a list's name and an item of it), in `fitSummary` and
    // `protectedOnly` alike: a summary without a `said` section has no verbatim line to ask about.
    const isProtected = (list: SummaryList, item: SummaryItem): boolean => {
      if (!listOf.has(item)) fail(`isProtected asked about ${show(item)}, no item of the summary`);
      return protectedSet.has(item) && listOf.get(item) === list;
    };
    const full = codePoints(summaryText(summary));
    const alone = referenceWithout(summary, new Set(all.filter((item) => !protectedSet.has(item))));
    // From one under what the protected items alone take (nothing fits) to one over the whole (it fits as it is).
    const least = codePoints(summaryText(alone));
    const budget = Number.isInteger(fraction) ? [least - 1, least, full, full + 1][[-1, 0, 2, 3].indexOf(fraction)]! : least - 1 + Math.round((full - least + 2) * fraction);
    const before = structuredClone(summary);
    const fitted = parts.fitSummary(summary, budget, codePoints, isProtected);
    const expected = referenceFit(summary, budget, (s) => codePoints(summaryText(s)), isProtected);
    same(`fitted summary within ${budget} of ${full}`, fitted, expected);
    if (fitted !== undefined && codePoints(summaryText(fitted)) > budget) fail('the fitted summary is over its budget');
    same('protected only', parts.protectedOnly(summary, isProtected), alone);
    same('the summary untouched', summary, before);
    if (full <= budget && fitted !== summary) fail('a summary that fits is not given back as it is');
    // Without a protection argument nothing is protected.
    same('no protection', parts.fitSummary(summary, budget, codePoints), referenceFit(summary, budget, (s) => codePoints(summaryText(s)), () => false));
  }
}

