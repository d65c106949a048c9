import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContextOverflowError, assemble } from '../core/assemble.js';
import { SUMMARY_KEYS, emptyContent, historyCost, parseSummary, renderSummary, type SummaryInput } from '../core/compact/index.js';
import type { DropEntry } from '../core/dropLog.js';
import { resolveProfile, type Profile } from '../core/profile.js';
import { validateRequest, isTrimNoteTurn, type Request, type Turn } from '../core/request.js';
import { createTokenizer } from '../core/tokenizer.js';
import { compactHistory, type CompactHistoryOptions, type CompactHistoryResult, type FallbackReason } from '../compaction/compactHistory.js';
import { extractiveSummarizer, type Summarizer } from '../compaction/summarizer.js';
import { history, noteTurn } from './arbitraries/history.js';
import { fragment } from './arbitraries/text.js';
import { deepFreeze } from './deepFreeze.js';
import { mutantCompactHistory, type CompactionDefect } from './mutants/mutantCompaction.js';
import { replayLine } from './runner.js';
import { currentTarget, settings } from './test-helpers/expectProperty.js';

/**
 * History compaction, contracts K1–K5 (docs/contracts.md), as properties of `compactHistory`
 * over generated conversations, profiles and summarizers; each property is
 * also run on a mutant that breaks exactly its rule, and must catch it.
 *
 * `compactHistory` is async, so these run through `fc.check` with async
 * properties (the shared runner's `checkProperty` is synchronous); seed,
 * run count and replay path are the suite's own (`BAGLAM_SEED`,
 * `BAGLAM_RUNS`, `BAGLAM_PATH`).
 */

/** The properties run on any of the same shape. */
type AnyAsync = fc.IAsyncPropertyWithHooks<[Scenario, string]>;

type Compact = (request: Request, profile: Profile, summarizer: Summarizer, options?: CompactHistoryOptions) => Promise<CompactHistoryResult>;

type SummarizerKind = 'extractive' | 'small' | 'verbose';
type FailureKind = 'throws' | 'rejects' | 'timeout' | 'blank' | 'empty-lists' | 'prose' | 'unknown-key' | 'apology' | 'error-body' | 'refusal-item';

const EXPECTED: Record<FailureKind, FallbackReason> = {
  throws: 'threw', rejects: 'threw', timeout: 'timeout', blank: 'empty', 'empty-lists': 'empty', prose: 'malformed',
  'unknown-key': 'malformed', apology: 'error-text', 'error-body': 'error-text', 'refusal-item': 'error-text',
};

function summarizerOf(kind: SummarizerKind | FailureKind): Summarizer {
  const answer = (value: (input: SummaryInput) => unknown): Summarizer => ({ name: kind, summarize: (input) => Promise.resolve(value(input)) });
  const first = (input: SummaryInput): number => input.turns[0]?.n ?? 1;
  switch (kind) {
    case 'extractive': return extractiveSummarizer;
    case 'small': return answer((input) => ({ ...emptyContent(), constraints: [{ text: 'Türkçe yaz, kısa tut.', turns: [first(input)] }] }));
    case 'verbose': return answer((input) => ({ ...emptyContent(), decisions: input.turns.map((t) => ({ text: `Ayrıntılı madde ${'uzun '.repeat(60)}`, turns: [t.n] })) }));
    case 'throws': return { name: kind, summarize: () => { throw new Error('boom'); } };
    case 'rejects': return { name: kind, summarize: () => Promise.reject(new Error('503 Service Unavailable')) };
    case 'timeout': return { name: kind, summarize: () => new Promise(() => undefined) };
    case 'blank': return answer(() => ' \n');
    case 'empty-lists': return answer(() => emptyContent());
    case 'prose': return answer(() => 'Kullanıcı kısa ve Türkçe yanıt istiyor.');
    case 'unknown-key': return answer((input) => ({ ...emptyContent(), notes: [{ text: 'x', turns: [first(input)] }] }));
    case 'apology': return answer(() => "I'm sorry, I can't summarize this conversation.");
    case 'error-body': return answer(() => '{"error":{"message":"Rate limit reached for requests"}}');
    case 'refusal-item': return answer((input) => ({ ...emptyContent(), constraints: [{ text: 'As an AI language model, I cannot do that.', turns: [first(input)] }] }));
  }
}

const CONSTRAINTS = ['Türkçe yaz, kısa tut.', 'Tablo kullanma.', 'PDF olmasın.', 'Never cc the customer.', 'Lütfen resmi dil kullan.'];

/**
 * Every directive the generators plant in user turns, in its exact words:
 * the oracle of "never worse than the clamp" knows what the user said
 * without asking the summarizer what it recognised.
 */
const DIRECTIVES = [
  ...CONSTRAINTS, 'Bundan sonra saatleri UTC ile ver.', 'Always include the ticket number.', 'Müşteriye söz verme sakın.',
  'No refunds above $1,800.', 'Rapor bir sayfayı geçmemeli.', 'use Postgres instead of MySQL',
];

interface Scenario {
  request: Request;
  profile: Profile;
  keepRawTurns: number;
  previous: 'none' | 'own' | 'foreign';
}

const FOREIGN_SUMMARY = 'Elle yazılmış özet: müşteri resmi dil istiyor, sipariş SP-2026-0042.';

function ownSummary(language: 'tr' | 'en'): string {
  return renderSummary({
    covers: 7,
    language,
    content: { ...emptyContent(), constraints: [{ text: 'Önceki kısıt: yanıtlar beş maddeyi geçmesin.', turns: [2] }], identifiers: [{ text: 'INC-6458', turns: [3, 5] }] },
  });
}

/**
 * Conversations that look like support and ops chats — questions, long
 * answers, tool exchanges, now and then a rule or a pending step — with some
 * of the suite's adversarial text mixed in, so compaction has something to
 * compact and something to keep.
 */
function conversation(): fc.Arbitrary<Turn[]> {
  const n = fc.integer({ min: 1, max: 9_999 });
  const userTurn = fc.oneof(
    { weight: 4, arbitrary: n.map((i) => `${i % 9}. düğümde bağlantı havuzu doluluğu nedir, son bir saatte kaç zaman aşımı var?`) },
    { weight: 2, arbitrary: n.map((i) => `INC-${i} için son durumu özetler misin?`) },
    { weight: 1, arbitrary: fc.constantFrom('Peki neden?', 'Tamam, teşekkürler.', 'Can you check the last invoice?', 'Sounds good.') },
    { weight: 1, arbitrary: fc.constantFrom(...DIRECTIVES) },
    { weight: 1, arbitrary: n.map((i) => `CHG-${i} onayı Kerem Doğan'dan bekleniyor.`) },
    { weight: 1, arbitrary: fragment({ long: false }).map((t) => (t.trim() === '' ? 'metin' : t)) },
  );
  const answer = fc
    .tuple(n, fc.integer({ min: 1, max: 6 }))
    .map(([i, k]) => Array.from({ length: k }, (_, j) => `Düğüm ${(i + j) % 9}: havuz doluluğu %${(i * 7 + j) % 100}, son bir saatte ${(i + j) % 31} zaman aşımı; eşik aşılmadı ve işlem gerekmiyor.`).join(' '));
  const exchange = fc.oneof(
    { weight: 5, arbitrary: fc.tuple(userTurn, answer).map(([q, a]): Turn[] => [{ role: 'user', content: q }, { role: 'assistant', content: a }]) },
    {
      weight: 2,
      arbitrary: fc.tuple(n, answer, fc.boolean()).map(([i, a, between]): Turn[] => [
        { role: 'assistant', content: '', toolCalls: [{ id: `call-${i}`, name: 'olay_ara', arguments: `{"sorgu":"INC-${i}"}` }] },
        ...(between ? [{ role: 'user' as const, content: 'Bekliyorum.' }] : []),
        { role: 'tool', toolCallId: `call-${i}`, content: `INC-${i} | ödeme ağ geçidi | P2 | açık\n${a}` },
        { role: 'assistant', content: `INC-${i} hâlâ açık.` },
      ]),
    },
    { weight: 1, arbitrary: history({ long: false, maxEpisodes: 3 }) },
  );
  return fc.array(exchange, { minLength: 0, maxLength: 22 }).map((parts) => {
    // Turn and tool call ids must be unique in a history: drop the pieces' own, number the calls in order.
    let next = 0;
    const ids = new Map<string, string>();
    return parts.flat().map(({ id: _id, ...turn }) => turn as Turn).map((turn) => {
      if (turn.role === 'assistant' && turn.toolCalls !== undefined) {
        return { ...turn, toolCalls: turn.toolCalls.map((c) => { const id = `c${next++}`; ids.set(c.id, id); return { ...c, id }; }) };
      }
      if (turn.role === 'tool') return { ...turn, toolCallId: ids.get(turn.toolCallId) ?? turn.toolCallId };
      return turn;
    });
  });
}

function scenarios(): fc.Arbitrary<Scenario> {
  return fc
    .record({
      window: fc.integer({ min: 1_500, max: 8_000 }),
      answer: fc.integer({ min: 50, max: 300 }),
      historyShare: fc.integer({ min: 2, max: 12 }).map((n) => n / 20),
      protectedTurns: fc.constantFrom(0, 1, 2, 2, 3),
      maxHistoryTurns: fc.oneof(fc.constant(40), fc.integer({ min: 3, max: 20 })),
      template: fc.constantFrom('chat', 'chat', 'text') as fc.Arbitrary<'chat' | 'text'>,
      toolLines: fc.constantFrom(null, null, 1),
      first: fc.subarray(CONSTRAINTS, { minLength: 1 }),
      noted: fc.boolean(),
      turns: conversation(),
      keepRawTurns: fc.constantFrom(2, 2, 3, 5),
      previous: fc.constantFrom('none', 'none', 'own', 'foreign') as fc.Arbitrary<Scenario['previous']>,
    })
    .map((s) => {
      const profile = resolveProfile({
        window: s.window,
        output: { answer: s.answer },
        template: s.template,
        shares: { evidence: 0.2, history: s.historyShare },
        protectedTurns: s.protectedTurns,
        maxHistoryTurns: s.maxHistoryTurns,
        maxLines: { toolResults: s.toolLines },
      });
      const opening: Turn = { role: 'user', content: `${s.first.join(' ')} Müşterimiz Anadolu Lojistik (müşteri no 88123).` };
      const turns: Turn[] = [...(s.noted ? [noteTurn()] : []), opening, ...s.turns];
      const request: Request = {
        rules: [{ id: 'lang', text: 'Kullanıcının dilinde yanıt ver.' }],
        history: turns,
        question: 'Şimdi ne yapalım?',
        ...(s.previous === 'own' ? { summary: ownSummary('tr') } : s.previous === 'foreign' ? { summary: FOREIGN_SUMMARY } : {}),
      };
      return { request: deepFreeze(request), profile, keepRawTurns: s.keepRawTurns, previous: s.previous };
    });
}

/** History drops `assemble` makes for the share or the turn cap (the ladder's `budget` drops are another matter). */
function shareDrops(request: Request, profile: Profile): DropEntry[] {
  try {
    return assemble(request, profile).dropLog.filter((d) => d.section === 'history' && d.reason !== 'budget');
  } catch (error) {
    if (error instanceof ContextOverflowError) return error.dropLog.filter((d) => d.section === 'history' && d.reason !== 'budget');
    throw error;
  }
}

const normal = fc.constantFrom<SummarizerKind>('extractive', 'extractive', 'small', 'verbose');

function propertyK1(compact: Compact): fc.IAsyncPropertyWithHooks<[Scenario, SummarizerKind]> {
  return fc.asyncProperty(scenarios(), normal, async (s, kind) => {
    const tokenizer = createTokenizer(s.profile.encoding);
    const cost = historyCost(s.request, s.profile, tokenizer);
    const needed = cost.groups.length > 0 && !cost.fits;
    // Counted as assemble counts: whenever assemble would cut history for the share
    // or the cap, compaction triggers; when it fits, assemble cuts nothing. (The
    // converse can fail only where assemble's floor keeps an oversized last turn.)
    const drops = shareDrops(s.request, s.profile);
    if (drops.length > 0) expect(needed).toBe(true);
    if (!needed) expect(drops).toEqual([]);
    const result = await compact(s.request, s.profile, summarizerOf(kind), { keepRawTurns: s.keepRawTurns });
    expect(result.outcome.kind === 'not-needed').toBe(!needed);
    if (!needed) expect(result.request).toBe(s.request);
  });
}

function propertyK2(compact: Compact): fc.IAsyncPropertyWithHooks<[Scenario, SummarizerKind]> {
  return fc.asyncProperty(scenarios(), normal, async (s, kind) => {
    const result = await compact(s.request, s.profile, summarizerOf(kind), { keepRawTurns: s.keepRawTurns });
    if (result.outcome.kind !== 'compacted') return;
    const all = s.request.history!;
    const k = result.outcome.compactedTurns;
    // The oldest range goes; the newest turns stay, untouched.
    expect(k).toBeGreaterThan(0);
    expect(result.request.history).toEqual(all.slice(k));
    // Never a tool result without its call, never a call whose result went into the summary.
    validateRequest(result.request);
    const tail = all.slice(k).filter((t) => !isTrimNoteTurn(t));
    expect(tail.length).toBeGreaterThanOrEqual(s.keepRawTurns);
    const tokenizer = createTokenizer(s.profile.encoding);
    const tailGroups = historyCost(result.request, s.profile, tokenizer).groups.length;
    expect(tailGroups).toBeGreaterThanOrEqual(Math.max(1, s.profile.protectedTurns));
    const cut = historyCost(s.request, s.profile, tokenizer).groups.some((group) => group[0]! < k && group[group.length - 1]! >= k);
    expect(cut, 'a tool group straddles the cut').toBe(false);
  });
}

function propertyK3(compact: Compact): fc.IAsyncPropertyWithHooks<[Scenario, SummarizerKind]> {
  return fc.asyncProperty(scenarios(), normal, async (s, kind) => {
    const result = await compact(s.request, s.profile, summarizerOf(kind), { keepRawTurns: s.keepRawTurns });
    if (result.outcome.kind !== 'compacted') return;
    expectReplaced(s, result);
    // The conversation goes on: the same turns again, then the next compaction must keep this one's items.
    const grown: Request = { ...result.request, history: [...result.request.history!, ...s.request.history!.filter((t) => !isTrimNoteTurn(t))] };
    const again = await compact(deepFreeze(renumberCalls(grown)), s.profile, summarizerOf(kind), { keepRawTurns: s.keepRawTurns });
    if (again.outcome.kind !== 'compacted') return;
    expectReplaced({ ...s, request: grown, previous: 'own' }, again);
  });
}

/** Tool call ids must stay unique when a history is appended to itself. */
function renumberCalls(request: Request): Request {
  let next = 0;
  const ids = new Map<string, string>();
  const history = request.history!.map((turn): Turn => {
    if (turn.role === 'assistant' && turn.toolCalls !== undefined) {
      return { ...turn, toolCalls: turn.toolCalls.map((c) => { const id = `r${next++}`; ids.set(c.id, id); return { ...c, id }; }) };
    }
    if (turn.role === 'tool') return { ...turn, toolCallId: ids.get(turn.toolCallId) ?? turn.toolCallId };
    return turn;
  });
  return { ...request, history };
}

/** K3 for one compaction of `s.request` into `result`. */
function expectReplaced(s: Scenario, result: CompactHistoryResult): void {
  if (result.outcome.kind !== 'compacted') return;
  const text = result.request.summary!;
  const parsed = parseSummary(text);
  expect(parsed, 'the summary is one block baglam can read back').toBeDefined();
  expect(text.match(/^(?:Önceki turların özeti|Summary of earlier turns) \(/gmu)).toHaveLength(1);
  const before = s.previous === 'own' ? parseSummary(s.request.summary!)! : undefined;
  expect(parsed!.covers).toBe((before?.covers ?? 0) + result.outcome.compactedTurns);
  if (s.previous === 'foreign') expect(parsed!.carried).toBe(FOREIGN_SUMMARY);
  // The previous summary is an input: none of its items is lost while the summary fits as merged. A
  // summary that had to shrink gives up its lowest items first: a constraint only once nothing below
  // the constraints (decisions, rejected options, open questions, identifiers) is left.
  const below = ['decisions', 'rejected', 'openQuestions', 'identifiers'] as const;
  const shrunkToRules = below.every((key) => parsed!.content[key].length === 0);
  for (const key of SUMMARY_KEYS) {
    for (const item of before?.content[key] ?? []) {
      const kept = parsed!.content[key].find((i) => i.text === item.text);
      if (result.outcome.shrunk > 0 && (key !== 'constraints' || shrunkToRules)) continue;
      expect(kept, `${key}: ${item.text}`).toBeDefined();
      expect(kept!.turns).toEqual(expect.arrayContaining(item.turns));
    }
  }
}

function propertyK4(compact: Compact): fc.IAsyncPropertyWithHooks<[Scenario, FailureKind]> {
  const failures = fc.constantFrom<FailureKind>(...(Object.keys(EXPECTED) as FailureKind[]));
  return fc.asyncProperty(scenarios(), failures, async (s, kind) => {
    const result = await compact(s.request, s.profile, summarizerOf(kind), { keepRawTurns: s.keepRawTurns, timeoutMs: 5 });
    expect(result.outcome.kind).not.toBe('compacted');
    // Nothing is written: the very request comes back, and assemble clamps it with the trim note.
    expect(result.request).toBe(s.request);
    if (result.outcome.kind === 'fell-back' && result.outcome.reason !== 'too-large') {
      expect(result.outcome.reason).toBe(EXPECTED[kind]);
    }
  });
}

function propertyK5(compact: Compact): fc.IAsyncPropertyWithHooks<[Scenario, SummarizerKind]> {
  return fc.asyncProperty(scenarios(), normal, async (s, kind) => {
    const result = await compact(s.request, s.profile, summarizerOf(kind), { keepRawTurns: s.keepRawTurns });
    if (result.outcome.kind !== 'compacted') return;
    const after = historyCost(result.request, s.profile, createTokenizer(s.profile.encoding));
    expect(after.fits).toBe(true);
    expect(result.outcome.historyTokens.after).toBe(after.total);
    expect(after.total).toBeLessThanOrEqual(result.outcome.share);
    expect(shareDrops(result.request, s.profile)).toEqual([]);
  });
}

/**
 * Never worse than the clamp: every directive the user gave in a turn the
 * plain clamp would have kept (`assemble` on the request as given, no
 * compaction) reaches the model after compaction — in the summary or in the
 * raw tail of the assembled prompt. Read off the prompt's messages, with
 * nothing of `core/compact` in the check.
 */
function propertyNeverWorseThanClamp(compact: Compact): fc.IAsyncPropertyWithHooks<[Scenario, SummarizerKind]> {
  return fc.asyncProperty(scenarios(), fc.constant<SummarizerKind>('extractive'), async (s, kind) => {
    let clampKept: number[];
    try {
      clampKept = assemble(s.request, s.profile).kept.history;
    } catch (error) {
      if (error instanceof ContextOverflowError) return; // no prompt without compaction: nothing to be worse than
      throw error;
    }
    const history = s.request.history!;
    const said = clampKept.flatMap((i) => (history[i]!.role === 'user' ? DIRECTIVES.filter((d) => history[i]!.content.includes(d)) : []));
    if (said.length === 0) return;
    const result = await compact(s.request, s.profile, summarizerOf(kind), { keepRawTurns: s.keepRawTurns });
    const assembled = assemble(result.request, s.profile);
    const prompt = assembled.template === 'chat' ? assembled.messages.map((m) => m.content).join('\n') : assembled.text;
    for (const directive of said) expect(prompt, directive).toContain(directive);
  });
}

async function check(property: AnyAsync, path: string | undefined): Promise<fc.RunDetails<[Scenario, string]>> {
  return fc.check(property, { seed: settings.seed, numRuns: settings.numRuns, ...(path === undefined ? {} : { path }), endOnFailure: false });
}

/** Holds on the real `compactHistory`; a failure prints the counterexample and the line that replays it. */
async function expectHolds(property: AnyAsync): Promise<void> {
  // Read before the first await: the test it names is the one running now.
  const target = currentTarget();
  const details = await check(property, settings.path);
  if (!details.failed) return;
  throw new Error(
    [
      `Property failed after ${details.numRuns} run(s): ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
      `Counterexample: ${details.counterexample === null ? '(none)' : fc.stringify(details.counterexample)}`,
      `Seed ${details.seed}, path ${details.counterexamplePath ?? ''}. Replay with:`,
      `  ${replayLine({ seed: details.seed, path: details.counterexamplePath ?? '' }, target)}`,
    ].join('\n'),
  );
}

/** Fails on the mutant: the proof that the property can fail. */
async function expectCaught(property: AnyAsync): Promise<void> {
  const details = await check(property, undefined);
  expect(details.failed, 'the mutant survived: the property cannot tell it from the real compactHistory').toBe(true);
}

const cases: [string, (compact: Compact) => AnyAsync, CompactionDefect[]][] = [
  ['K1 compacts only when assemble would cut history', (c) => propertyK1(c) as unknown as AnyAsync, ['compacts-every-turn']],
  ['K2 the oldest range, whole tool groups, at least keepRawTurns raw', (c) => propertyK2(c) as unknown as AnyAsync, ['splits-tool-pairs', 'one-raw-turn']],
  ['K3 one summary block, replaced, the previous one an input', (c) => propertyK3(c) as unknown as AnyAsync, ['appends-summary', 'forgets-previous']],
  ['K4 a failed summarizer never writes a summary', (c) => propertyK4(c) as unknown as AnyAsync, ['writes-failures']],
  ['K5 summary and raw tail fit the history share', (c) => propertyK5(c) as unknown as AnyAsync, ['ignores-budget']],
  ['never worse than the clamp: directives of turns the clamp keeps reach the model', (c) => propertyNeverWorseThanClamp(c) as unknown as AnyAsync, ['keeps-first-rules-only']],
];

describe('history compaction (K1–K5, never worse than the clamp)', () => {
  for (const [name, property, defects] of cases) {
    it(name, () => expectHolds(property(compactHistory)));
    for (const defect of defects) {
      it(`${name.startsWith('K') ? name.slice(0, 2) : 'never worse than the clamp'} catches the mutant that ${defect.replace(/-/g, ' ')}`, () => expectCaught(property(mutantCompactHistory(defect))));
    }
  }
});
