import fc from 'fast-check';
import { expect } from 'vitest';
import type { SummaryContent, SummaryInput } from '../../core/compact/index.js';
import type { Profile } from '../../core/profile.js';
import type { Request, Turn } from '../../core/request.js';
import type { CompactHistoryOptions, CompactHistoryResult, FallbackReason } from '../../compaction/compactHistory.js';
import { extractiveSummarizer, type Summarizer } from '../../compaction/summarizer.js';
import { history, noteTurn } from '../arbitraries/history.js';
import { fragment } from '../arbitraries/text.js';
import { deepFreeze } from '../deepFreeze.js';
import { referenceAssembly, referenceCosts } from '../reference/assembly.js';
import { isNoteTurn } from '../reference/noteTurn.js';
import { referenceProfile, referenceShare } from '../reference/profile.js';
import { summaryText } from '../reference/summaryText.js';
import { referenceEscapeText } from '../reference/escape.js';
import { readSummaryBlock } from '../reference/summaryBlock.js';
import type { CompactionDefect } from '../mutants/mutantCompaction.js';
import { replayLine } from '../runner.js';
import { currentTarget, settings } from './expectProperty.js';
import { plural } from '../../cli/plural.js';

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

/** A summary's lists, all empty (docs/compaction.md), written here rather than taken from core/. */
const emptyContent = (): SummaryContent => ({ constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] });

/** The properties run on any of the same shape. */
export type AnyAsync = fc.IAsyncPropertyWithHooks<[Scenario, string]>;

export type Compact = (request: Request, profile: Profile, summarizer: Summarizer, options?: CompactHistoryOptions) => Promise<CompactHistoryResult>;

type SummarizerKind = 'extractive' | 'small' | 'verbose' | 'bloated';
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
    // Three long items a turn: a summary of even a few turns outgrows a small share.
    case 'bloated': return answer((input) => ({ ...emptyContent(), decisions: input.turns.flatMap((t) => [1, 2, 3].map((j) => ({ text: `Ayrıntılı madde ${j} ${'uzun '.repeat(60)}`, turns: [t.n] }))) }));
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
  // A norm said right after turning someone's wish down, with no marker word: the rule is the clause after the "no".
  'Olmaz, ilk hafta herkes ofiste.', 'No, everyone flies economy.', 'Hayır, tüm ekip cuma günleri sahada.',
  // What we don't do, which a summarizer may file as a rejected option.
  'Müşteriye kargo ücretini iade etmiyoruz.', 'Hafta sonu teslimat yapmıyoruz, müşteri ne derse desin.', "We don't do same-day cancellations.",
  // A limit that a later value of the same kind (`LATER`) replaces in appearance only.
  "Oda başına 150 euro'yu geçmeyelim.", 'Keep the whole trip under €3,000.',
];

/** Rules in two sentences, which a summarizer may keep apart: they must reach the model whole, on one line. */
const TWO_SENTENCES = [
  'İndirim yok. Eski müşterilere bile.', 'No discounts. Not even for returning customers.', 'Hafta sonu kimseyi arama. Nöbetçi ekip dahil.',
  "Don't book anything yet. Wait for Tom's go-ahead.",
];

/**
 * Rules said in one clause with a value that a later turn (`LATER`) may
 * change: what must reach the model is the rule, whatever became of the
 * value.
 */
const WITH_VALUE: [said: string, binds: string][] = [
  ["Servis 08:30'da kalkıyor, kimseyi bekleme.", 'kimseyi bekleme'],
  ["Budget is $8k and don't touch the marketing line.", "don't touch the marketing line"],
];

/** Later statements of the same kind as a directive's value: another amount, another time. */
const LATER = ["servis 08:45'e alındı", "budget's $9k now", 'Kahvaltı kişi başı 20 euro.', 'The hotel alone is €1,100.'];

/**
 * Tool calls the user approves: settings of the kinds the directives hold (an
 * amount, a time, a count), some on keys or values that share a word with a
 * directive ("trip", "oda", "servis", "budget", "marketing"). Whether one
 * replaces a directive is the summarizer's judgement; the clamp shows the
 * directive and then the call either way.
 */
const CALLS: [name: string, args: string, report: string, touches: string][] = [
  ['book_hotel', '{"trip": "Lisbon", "total": "€3,400"}', 'Booked: €3,400 for the trip.', 'Keep the whole trip under €3,000.'],
  ['oda_ayir', '{"oda": "12", "tutar": "180 euro"}', 'Oda 12 ayrıldı, 180 euro.', "Oda başına 150 euro'yu geçmeyelim."],
  ['servis_guncelle', '{"servis": "sabah", "saat": "09:15"}', "Servis 09:15'e alındı.", "Servis 08:30'da kalkıyor, kimseyi bekleme."],
  ['set_budget', '{"budget": "marketing", "amount": "$9k"}', 'The marketing budget is $9k now.', "Budget is $8k and don't touch the marketing line."],
  ['pay_deposit', '{"venue": "Harbor Hall", "amount": "1,200"}', 'Paid the 1,200 deposit.', 'No refunds above $1,800.'],
  ['rapor_planla', '{"rapor": "haftalık", "sayfa": 3}', 'Haftalık rapor 3 sayfa olarak planlandı.', 'Rapor bir sayfayı geçmemeli.'],
];
const APPROVALS = ['ok do it', 'tamam yap', 'yes go ahead', 'evet onaylıyorum', 'olur, yap'];

/**
 * An assistant turn that repeats a directive the user gave before it
 * (`echoOf`): the clamp shows the directive through it, so compaction must
 * carry the directive when it folds the repetition. Filled in once the
 * conversation is whole.
 */
const ECHO = '\u0000echo';

function echoOf(directive: string): string {
  return `Dediğiniz gibi: «${directive}»`;
}

/**
 * Words for what users say that binds them and that no rule reads: a relative
 * change of someone's number, a wish, a preference asked, a correction, a
 * count without its noun — drawn as free text, Turkish and English mixed,
 * without the punctuation that would cut it in two (no commas, no dots, and
 * not the English "so" a clause may start with).
 */
const UNREAD_WORDS = [
  'one', 'more', 'for', 'the', 'intern', 'maybe', 'fewer', 'chairs', 'we', 'are', '14', 'now', 'keşke', 'raporlar', 'kısa', 'olsa',
  'stajyer', 'için', 'de', 'bir', 'tane', 'daha', 'olsun', 'could', 'skip', 'friday', 'this', 'time', 'cuma', 'gününü', 'atlasak',
  'mı', 'the', '12th', 'was', 'a', 'typo', 'otel', 'saatini', 'çekmiş', 'finance', 'only', 'takes', 'euros', 'three', 'names', 'tops',
];

/** A user turn that says something binding in words no rule reads, whole (the oracle looks for it verbatim), maybe as a question. */
function unreadDirective(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.array(fc.constantFrom(...UNREAD_WORDS), { minLength: 3, maxLength: 8 }), fc.integer({ min: 1, max: 9_999 }), fc.boolean())
    .map(([words, n, asks]) => `${words.join(' ')} k${n}${asks ? '?' : ''}`);
}

/** A user turn of `unreadDirective`'s. */
function isUnread(text: string): boolean {
  return /^(?:[\p{L}\p{N}]+ )+k\d+\??$/u.test(text);
}

/** The words a user turn says (or an assistant turn repeats) that the oracle of "never worse than the clamp" must find in the prompt. */
function saidIn(text: string): string[] {
  const echoed = /^Dediğiniz gibi: «(.*)»$/su.exec(text);
  if (echoed !== null) return saidIn(echoed[1]!);
  const unread = isUnread(text) ? [text.replace(/\?$/u, '')] : [];
  return [...[...DIRECTIVES, ...TWO_SENTENCES].filter((d) => text.includes(d)), ...WITH_VALUE.filter(([d]) => text.includes(d)).map(([, binds]) => binds), ...unread];
}

/** The constraints' heading in both languages (docs/compaction.md): the items a shrinking summary gives up last. */
const CONSTRAINT_HEADINGS = new Set(['Kısıtlar ve tercihler:', 'Constraints and preferences:']);
const VERBATIM_HEADINGS = new Set(['Kullanıcının bu turların son kısmında söyledikleri, aynen:', 'What the user said in the latest of these turns, verbatim:']);

interface Scenario {
  request: Request;
  profile: Profile;
  keepRawTurns: number;
  previous: 'none' | 'own' | 'foreign';
}

const FOREIGN_SUMMARY = 'Elle yazılmış özet: müşteri resmi dil istiyor, sipariş SP-2026-0042.';

function ownSummary(language: 'tr' | 'en'): string {
  return summaryText({
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
    { weight: 3, arbitrary: fc.constantFrom(...DIRECTIVES) },
    { weight: 1, arbitrary: fc.constantFrom(...TWO_SENTENCES) },
    { weight: 1, arbitrary: fc.constantFrom(...WITH_VALUE.map(([said]) => said)) },
    { weight: 1, arbitrary: fc.constantFrom(...LATER) },
    { weight: 2, arbitrary: unreadDirective() },
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
    {
      // The assistant proposes, the user approves (or approves and says a directive in the same turn), a call carries it
      // out; often right after the directive the call touches, so that both fall in the turns compaction folds.
      weight: 1,
      arbitrary: fc
        .tuple(n, fc.constantFrom(...CALLS), fc.constantFrom(...APPROVALS), fc.option(fc.constantFrom(...DIRECTIVES), { nil: undefined }), fc.boolean())
        .map(([i, [name, args, report, touches], approval, directive, before]): Turn[] => [
          ...(before ? [{ role: 'user' as const, content: touches }] : []),
          { role: 'assistant', content: 'Bunu yapayım mı? / Shall I go ahead?' },
          { role: 'user', content: directive === undefined ? approval : `${approval}. ${directive}` },
          { role: 'assistant', content: '', toolCalls: [{ id: `call-${i}`, name, arguments: args }] },
          { role: 'tool', toolCallId: `call-${i}`, content: '{"status":"OK"}' },
          { role: 'assistant', content: report },
        ]),
    },
    { weight: 2, arbitrary: fc.constant<Turn[]>([{ role: 'user', content: 'Buna nasıl dikkat ediyorsun?' }, { role: 'assistant', content: ECHO }]) },
    {
      // A directive, a stretch of questions long enough that the clamp may keep the repetition and not the directive.
      weight: 1,
      arbitrary: fc.tuple(unreadDirective(), fc.array(fc.tuple(n, answer), { minLength: 3, maxLength: 8 })).map(([directive, stretch]): Turn[] => [
        { role: 'user', content: directive },
        { role: 'assistant', content: 'Not aldım.' },
        ...stretch.flatMap(([i, a]): Turn[] => [{ role: 'user', content: `INC-${i} için son durumu özetler misin?` }, { role: 'assistant', content: a }]),
        { role: 'user', content: 'Buna nasıl dikkat ediyorsun?' },
        { role: 'assistant', content: ECHO },
      ]),
    },
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
      const profile = referenceProfile({
        window: s.window,
        output: { answer: s.answer },
        template: s.template,
        shares: { evidence: 0.2, history: s.historyShare },
        protectedTurns: s.protectedTurns,
        maxHistoryTurns: s.maxHistoryTurns,
        maxLines: { toolResults: s.toolLines },
      });
      const opening: Turn = { role: 'user', content: `${s.first.join(' ')} Müşterimiz Anadolu Lojistik (müşteri no 88123).` };
      // A repetition repeats a directive the user gave before it: the earliest first (the ones the clamp drops), in
      // words no rule reads first (the ones a summarizer does not keep), then any other, then the opening.
      const unread: string[] = [];
      const other: string[] = [];
      let echoes = 0;
      const turns: Turn[] = [...(s.noted ? [noteTurn()] : []), opening, ...s.turns].map((turn) => {
        if (turn.role === 'user' && turn !== opening && saidIn(turn.content).length > 0) (isUnread(turn.content) ? unread : other).push(turn.content);
        if (turn.role !== 'assistant' || turn.content !== ECHO) return turn;
        const earlier = unread.length > 0 ? unread : other;
        return { ...turn, content: echoOf(earlier.length === 0 ? opening.content : earlier[echoes++ % earlier.length]!) };
      });
      const request: Request = {
        rules: [{ id: 'lang', text: 'Kullanıcının dilinde yanıt ver.' }],
        history: turns,
        question: 'Şimdi ne yapalım?',
        ...(s.previous === 'own' ? { summary: ownSummary('tr') } : s.previous === 'foreign' ? { summary: FOREIGN_SUMMARY } : {}),
      };
      return { request: deepFreeze(request), profile, keepRawTurns: s.keepRawTurns, previous: s.previous };
    });
}

/** History drops the reference model of `assemble` makes for the share or the turn cap (the ladder's `budget` drops are another matter). */
function shareDrops(request: Request, profile: Profile): string[] {
  return referenceAssembly(request, profile, true).dropLog.filter((d) => d.section === 'history' && d.reason !== 'budget').map((d) => d.id);
}

/** What the history costs as the reference model counts it, and whether all of it fits its share and the turn cap. */
function historyTotal(request: Request, profile: Profile): { groups: number[][]; total: number; share: number; fits: boolean } {
  const costs = referenceCosts(request, profile);
  const total = costs.groups.reduce((n, g) => n + costs.groupCost(g), costs.head(costs.handedTrimmed));
  const share = referenceShare(profile, 'history');
  return { groups: costs.groups, total, share, fits: total <= share && costs.groups.length <= profile.maxHistoryTurns };
}

/** Every tool result's call is earlier in the history (C12): the cut never orphans a result. */
function expectWholeToolExchanges(history: readonly Turn[]): void {
  const calls = new Set<string>();
  for (const turn of history) {
    if (turn.role === 'assistant') for (const call of turn.toolCalls ?? []) calls.add(call.id);
    if (turn.role === 'tool') expect(calls.has(turn.toolCallId), `the result of ${turn.toolCallId} has no call before it`).toBe(true);
  }
}

const normal = fc.constantFrom<SummarizerKind>('extractive', 'extractive', 'small', 'verbose');

export function propertyK1(compact: Compact): fc.IAsyncPropertyWithHooks<[Scenario, SummarizerKind]> {
  return fc.asyncProperty(scenarios(), normal, async (s, kind) => {
    const cost = historyTotal(s.request, s.profile);
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

export function propertyK2(compact: Compact): fc.IAsyncPropertyWithHooks<[Scenario, SummarizerKind]> {
  return fc.asyncProperty(scenarios(), normal, async (s, kind) => {
    const result = await compact(s.request, s.profile, summarizerOf(kind), { keepRawTurns: s.keepRawTurns });
    if (result.outcome.kind !== 'compacted') return;
    const all = s.request.history!;
    const k = result.outcome.compactedTurns;
    // The oldest range goes; the newest turns stay, untouched.
    expect(k).toBeGreaterThan(0);
    expect(result.request.history).toEqual(all.slice(k));
    // Never a tool result without its call, never a call whose result went into the summary.
    expectWholeToolExchanges(result.request.history ?? []);
    const tail = all.slice(k).filter((t) => !isNoteTurn(t));
    expect(tail.length).toBeGreaterThanOrEqual(s.keepRawTurns);
    const tailGroups = historyTotal(result.request, s.profile).groups.length;
    expect(tailGroups).toBeGreaterThanOrEqual(Math.max(1, s.profile.protectedTurns));
    const cut = historyTotal(s.request, s.profile).groups.some((group) => group[0]! < k && group[group.length - 1]! >= k);
    expect(cut, 'a tool group straddles the cut').toBe(false);
  });
}

export function propertyK3(compact: Compact): fc.IAsyncPropertyWithHooks<[Scenario, SummarizerKind]> {
  return fc.asyncProperty(scenarios(), normal, async (s, kind) => {
    const result = await compact(s.request, s.profile, summarizerOf(kind), { keepRawTurns: s.keepRawTurns });
    if (result.outcome.kind !== 'compacted') return;
    expectReplaced(s, result);
    // The conversation goes on: the same turns again, then the next compaction must keep this one's items.
    const grown: Request = { ...result.request, history: [...result.request.history!, ...s.request.history!.filter((t) => !isNoteTurn(t))] };
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
  const parsed = readSummaryBlock(text);
  expect(parsed, 'the summary is one block in the documented format').toBeDefined();
  expect(text.match(/^(?:Önceki turların özeti|Summary of earlier turns) \(/gmu)).toHaveLength(1);
  const before = s.previous === 'own' ? readSummaryBlock(s.request.summary!)! : undefined;
  expect(parsed!.covers).toBe((before?.covers ?? 0) + result.outcome.compactedTurns);
  if (s.previous === 'foreign') expect(parsed!.carried).toBe(FOREIGN_SUMMARY);
  // The previous summary is an input: none of its items is lost while the summary fits as merged. A
  // summary that had to shrink gives up its lowest items first: a constraint only once nothing below
  // the constraints (decisions, rejected options, open questions, identifiers, an earlier compaction's
  // verbatim lines) is left; a line marked replaced goes before any of them. This compaction's verbatim lines (a line with a turn past the earlier
  // summary's) never shrink: the clamp shows those words, so an older rule goes before them.
  const ownLine = (heading: string, item: { turns: number[] }): boolean => VERBATIM_HEADINGS.has(heading) && item.turns.some((t) => t > (before?.covers ?? 0));
  const shrunkToRules = [...parsed!.sections].every(([heading, items]) => CONSTRAINT_HEADINGS.has(heading) || items.every((item) => ownLine(heading, item)));
  for (const [heading, items] of before?.sections ?? []) {
    for (const item of items) {
      // A line marked replaced is the first to go (docs/compaction.md, the shrink order).
      if (result.outcome.shrunk > 0 && (item.replaced || !CONSTRAINT_HEADINGS.has(heading) || shrunkToRules)) continue;
      const kept = parsed!.sections.get(heading)?.find((i) => i.text === item.text);
      expect(kept, `${heading} ${item.text}`).toBeDefined();
      expect(kept!.turns).toEqual(expect.arrayContaining(item.turns));
    }
  }
}

export function propertyK4(compact: Compact): fc.IAsyncPropertyWithHooks<[Scenario, FailureKind]> {
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

/**
 * K5 for the drawn summarizer and, in every case, for the one whose summary
 * outgrows the share (`bloated`): a compaction that never checks the budget
 * differs only where a summary does not fit, which the drawn summarizer
 * alone gave in about one case of thirty (a broken version that ignores the
 * budget escaped the default runs under one seed of five).
 */
export function propertyK5(compact: Compact): fc.IAsyncPropertyWithHooks<[Scenario, SummarizerKind]> {
  return fc.asyncProperty(scenarios(), normal, async (s, kind) => {
    for (const k of new Set<SummarizerKind>([kind, 'bloated'])) {
      const result = await compact(s.request, s.profile, summarizerOf(k), { keepRawTurns: s.keepRawTurns });
      if (result.outcome.kind !== 'compacted') continue;
      const after = historyTotal(result.request, s.profile);
      expect(after.fits, `${k}: the history fits its share after compaction`).toBe(true);
      expect(result.outcome.historyTokens.after).toBe(after.total);
      expect(after.total).toBeLessThanOrEqual(result.outcome.share);
      expect(shareDrops(result.request, s.profile)).toEqual([]);
    }
  });
}

/**
 * The headings whose items bind the model as the clamp's raw turns do (docs/compaction.md): the constraints, the
 * decisions, and the user's words verbatim. A rejected option or an open question says the words, not that they bind.
 */
const BINDING_HEADINGS = new Set([
  'Kısıtlar ve tercihler:', 'Constraints and preferences:', 'Alınan kararlar:', 'Decisions taken:',
  'Kullanıcının bu turların son kısmında söyledikleri, aynen:', 'What the user said in the latest of these turns, verbatim:',
]);

/**
 * Where a directive binds the model in a prompt: the text of one raw turn,
 * or one line of a binding section of the summary that no later turn is
 * said to have replaced — whole, never cut over two lines.
 */
function bindingTexts(request: Request, profile: Profile): { prompt: string; texts: string[] } {
  const assembled = referenceAssembly(request, profile, false);
  const { payload } = assembled;
  const prompt = payload.template === 'chat' ? payload.messages.map((m) => m.content).join('\n') : payload.text;
  const history = request.history ?? [];
  const raw = assembled.kind === 'overflow' ? [] : assembled.kept.history.map((i) => history[i]!.content);
  // The block as written, once its escaped text is seen in the prompt (a user's "<rules>" reaches the model as "&lt;rules>").
  const block = request.summary === undefined || !prompt.includes(referenceEscapeText(request.summary)) ? undefined : readSummaryBlock(request.summary);
  const lines = [...(block?.sections ?? [])].flatMap(([heading, items]) => (BINDING_HEADINGS.has(heading) ? items.filter((i) => i.replaced !== true).map((i) => i.text) : []));
  return { prompt, texts: [...raw, ...lines] };
}

/**
 * Never worse than the clamp: every directive the user gave in a turn the
 * plain clamp would have kept (the reference model of `assemble` on the
 * request as given, no compaction), and every directive an assistant turn
 * it keeps repeats, reaches the model after compaction as binding as the
 * clamp shows it — in a raw turn of the prompt the reference model
 * assembles from the compacted request, or whole in one line of the
 * summary's constraints, decisions or verbatim section that is not marked
 * replaced (a rejected option, an open question, a line marked superseded
 * or a directive cut over two lines does not count) — whichever summarizer
 * wrote the summary. The directives include free text that no rule reads
 * (`unreadDirective`), rules a summarizer may file as rejected options,
 * rules in two sentences, rules beside a value a later turn changes, and
 * repetitions by the assistant: the oracle knows them by how they were
 * generated, not by what the summarizer recognised. Read off the prompt,
 * with nothing of `core/compact` in the check.
 */
export function propertyNeverWorseThanClamp(compact: Compact): fc.IAsyncPropertyWithHooks<[[Scenario, SummarizerKind]]> {
  // Any summarizer: what the user said in the clamp's window reaches the model whatever the summarizer recognised. One
  // case in four draws the window's shapes whole (`windowWordsScenarios`).
  const cases = fc.oneof({ weight: 3, arbitrary: fc.tuple(scenarios(), normal) }, { weight: 1, arbitrary: windowWordsScenarios() });
  return fc.asyncProperty(cases, async ([s, kind]) => {
    const clamped = referenceAssembly(s.request, s.profile, false);
    // No prompt without compaction: nothing to be worse than.
    if (clamped.kind === 'overflow') return;
    const history = s.request.history!;
    const said = clamped.kept.history.flatMap((i) => (history[i]!.role === 'user' || history[i]!.role === 'assistant' ? saidIn(history[i]!.content) : []));
    if (said.length === 0) return;
    const result = await compact(s.request, s.profile, summarizerOf(kind), { keepRawTurns: s.keepRawTurns });
    const { texts } = bindingTexts(result.request, s.profile);
    for (const directive of said) expect(texts.some((text) => text.includes(directive)), `"${directive}" binds the model after compaction`).toBe(true);
  });
}

/** `min` to `max` exchanges of a question and an answer of `sentences` sentences. */
function questionExchanges(min: number, max: number, sentences: number): fc.Arbitrary<Turn[]> {
  return fc.array(fc.integer({ min: 1, max: 9_999 }), { minLength: min, maxLength: max }).map((ks) =>
    ks.flatMap((k): Turn[] => [
      { role: 'user', content: `INC-${k} için son durumu özetler misin?` },
      { role: 'assistant', content: Array.from({ length: sentences }, (_, j) => `Düğüm ${(k + j) % 9}: havuz doluluğu %${(k * 7 + j) % 100}, son bir saatte ${(k + j) % 31} zaman aşımı; işlem gerekmiyor.`).join(' ') },
    ]));
}

/**
 * The profile and first rules of the targeted repeated scenarios: a window of
 * 1 400–1 800 tokens with 40 % for history and no turn cap, measured so the
 * long exchanges outgrow the share before the rules they carry are said.
 */
function tightWindowSettings() {
  return {
    ...repeatedSettings(),
    window: fc.integer({ min: 1_400, max: 1_800 }),
    historyShare: fc.constant(0.4),
    maxHistoryTurns: fc.constant(40),
    first: fc.subarray(CONSTRAINTS, { minLength: 1 }),
  };
}

/**
 * The clamp's window holding, in the turns one compaction folds, a rule of
 * two sentences and a rule an approved call replaces in appearance, drawn
 * whole rather than left to chance: long exchanges first, so the
 * conversation outgrows the share; the two rules, the proposal, the
 * approval, the call; a few short exchanges, so the clamp still shows the
 * rules while compaction folds them. Left to `scenarios()`, a case held a
 * verbatim line of two sentences in about one of sixty and a rule a call
 * replaces in about one of ninety, and the broken versions that cut those
 * lines (`splits-the-window-turns`, `cuts-the-words-a-call-replaced`)
 * escaped the default runs under some seeds.
 */
function windowWordsScenarios(): fc.Arbitrary<[Scenario, SummarizerKind]> {
  return fc
    .record({
      ...tightWindowSettings(),
      before: questionExchanges(4, 6, 4),
      two: fc.constantFrom(...TWO_SENTENCES),
      call: fc.tuple(fc.integer({ min: 1, max: 9_999 }), fc.constantFrom(...CALLS), fc.constantFrom(...APPROVALS)),
      after: questionExchanges(1, 3, 1),
      kind: normal,
    })
    .map((s): [Scenario, SummarizerKind] => {
      const [i, [name, args, report, touches], approval] = s.call;
      return [repeatedScenario(s, [
        ...s.before,
        { role: 'user', content: s.two },
        { role: 'assistant', content: 'Not aldım.' },
        { role: 'user', content: touches },
        { role: 'assistant', content: 'Bunu yapayım mı? / Shall I go ahead?' },
        { role: 'user', content: approval },
        { role: 'assistant', content: '', toolCalls: [{ id: `call-${i}`, name, arguments: args }] },
        { role: 'tool', toolCallId: `call-${i}`, content: '{"status":"OK"}' },
        { role: 'assistant', content: report },
        ...s.after,
      ]), s.kind];
    });
}

/** Where a growing conversation is compacted: before a user turn, never while a tool call waits for its result. */
function growthPoints(history: readonly Turn[]): number[] {
  const points: number[] = [];
  const waiting = new Set<string>();
  history.forEach((turn, i) => {
    if (turn.role === 'user' && i > 0 && waiting.size === 0) points.push(i);
    if (turn.role === 'assistant') for (const call of turn.toolCalls ?? []) waiting.add(call.id);
    if (turn.role === 'tool') waiting.delete(turn.toolCallId);
  });
  return points;
}

/**
 * Conversations for compaction after compaction, drawn for the way a
 * repeated compaction loses what the whole conversation's clamp still shows:
 * a small share, so that a few exchanges overflow it and the conversation is
 * compacted many times; user turns that are mostly statements no rule reads
 * (`unreadDirective`), so that only a verbatim line carries them — first this
 * compaction's, then, once the next one folds their turn, an earlier
 * summary's; and answers long enough that an earlier summary takes a good
 * part of the share, so the state's own clamp starts later than the whole
 * conversation's. A summary earlier compactions wrote must carry those
 * lines, and a compaction must not take the state's clamp for the whole
 * conversation's. Small on purpose: each run compacts a dozen times or so in
 * a few milliseconds each (the general `scenarios()` took some 30 s at the
 * default runs for this property, and found the code before repeated
 * compaction kept those lines only after 155 runs).
 */
function repeatedScenarios(): fc.Arbitrary<Scenario> {
  const n = fc.integer({ min: 1, max: 9_999 });
  const answer = fc
    .tuple(n, fc.integer({ min: 1, max: 4 }))
    .map(([i, k]) => Array.from({ length: k }, (_, j) => `Düğüm ${(i + j) % 9}: havuz doluluğu %${(i * 7 + j) % 100}, son bir saatte ${(i + j) % 31} zaman aşımı; işlem gerekmiyor.`).join(' '));
  const userTurn = fc.oneof(
    { weight: 4, arbitrary: unreadDirective() },
    { weight: 1, arbitrary: fc.constantFrom(...DIRECTIVES, ...TWO_SENTENCES) },
    // A rule beside a value and a later value of the same kind: a summary may mark the rule replaced.
    { weight: 1, arbitrary: fc.constantFrom(...WITH_VALUE.map(([said]) => said), ...LATER) },
    { weight: 2, arbitrary: n.map((i) => `INC-${i} için son durumu özetler misin?`) },
  );
  const exchange = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(userTurn, answer).map(([q, a]): Turn[] => [{ role: 'user', content: q }, { role: 'assistant', content: a }]) },
    {
      weight: 1,
      arbitrary: fc.tuple(n, answer).map(([i, a]): Turn[] => [
        { role: 'user', content: `INC-${i} kaydına bakar mısın?` },
        { role: 'assistant', content: '', toolCalls: [{ id: `call-${i}`, name: 'olay_ara', arguments: `{"sorgu":"INC-${i}"}` }] },
        { role: 'tool', toolCallId: `call-${i}`, content: `INC-${i} | ödeme ağ geçidi | P2 | açık\n${a}` },
        { role: 'assistant', content: `INC-${i} hâlâ açık.` },
      ]),
    },
    {
      // A directive a call may replace, then, a few exchanges on or at once, the assistant proposes, the user approves,
      // a call carries it out: compaction after compaction folds the directive, then the call, while the whole
      // conversation's clamp may still show the directive's turn (it shows the directive, then the call).
      weight: 1,
      arbitrary: fc
        .tuple(n, fc.constantFrom(...CALLS), fc.constantFrom(...APPROVALS), fc.array(fc.tuple(n, answer), { maxLength: 10 }))
        .map(([i, [name, args, report, touches], approval, between]): Turn[] => [
          { role: 'user', content: touches },
          { role: 'assistant', content: 'Not aldım.' },
          ...between.flatMap(([k, a]): Turn[] => [{ role: 'user', content: `INC-${k} için son durumu özetler misin?` }, { role: 'assistant', content: a }]),
          { role: 'assistant', content: 'Bunu yapayım mı? / Shall I go ahead?' },
          { role: 'user', content: approval },
          { role: 'assistant', content: '', toolCalls: [{ id: `call-${i}`, name, arguments: args }] },
          { role: 'tool', toolCallId: `call-${i}`, content: '{"status":"OK"}' },
          { role: 'assistant', content: report },
        ]),
    },
  );
  return fc
    .record({ ...repeatedSettings(), first: fc.subarray(CONSTRAINTS, { minLength: 1 }), exchanges: fc.array(exchange, { minLength: 6, maxLength: 12 }) })
    .map((s) => repeatedScenario(s, s.exchanges.flat()));
}

/** The profile's settings of `repeatedScenarios`: a small share, compacted often. */
function repeatedSettings() {
  return {
    window: fc.integer({ min: 1_200, max: 2_400 }),
    historyShare: fc.integer({ min: 6, max: 10 }).map((k) => k / 20),
    protectedTurns: fc.constantFrom(0, 1, 2),
    maxHistoryTurns: fc.oneof(fc.constant(40), fc.integer({ min: 6, max: 16 })),
    template: fc.constantFrom('chat', 'chat', 'text') as fc.Arbitrary<'chat' | 'text'>,
    keepRawTurns: fc.constantFrom(2, 2, 3),
  };
}

/** A scenario of `repeatedScenarios`: the profile drawn, the user's first rules, then the turns. */
function repeatedScenario(
  s: { window: number; historyShare: number; protectedTurns: number; maxHistoryTurns: number; template: 'chat' | 'text'; keepRawTurns: number; first: string[] },
  exchanges: Turn[],
): Scenario {
  const profile = referenceProfile({
    window: s.window,
    output: { answer: 100 },
    template: s.template,
    shares: { evidence: 0.1, history: s.historyShare },
    protectedTurns: s.protectedTurns,
    maxHistoryTurns: s.maxHistoryTurns,
  });
  // Tool call ids must be unique in a history: numbered in order.
  let next = 0;
  const ids = new Map<string, string>();
  const turns = exchanges.map((turn): Turn => {
    if (turn.role === 'assistant' && turn.toolCalls !== undefined) {
      return { ...turn, toolCalls: turn.toolCalls.map((c) => { const id = `c${next++}`; ids.set(c.id, id); return { ...c, id }; }) };
    }
    if (turn.role === 'tool') return { ...turn, toolCallId: ids.get(turn.toolCallId) ?? turn.toolCallId };
    return turn;
  });
  const request: Request = {
    rules: [{ id: 'lang', text: 'Kullanıcının dilinde yanıt ver.' }],
    history: [{ role: 'user', content: `${s.first.join(' ')} Müşterimiz Anadolu Lojistik (müşteri no 88123).` }, { role: 'assistant', content: 'Not aldım.' }, ...turns],
    question: 'Şimdi ne yapalım?',
  };
  return { request: deepFreeze(request), profile, keepRawTurns: s.keepRawTurns, previous: 'none' };
}

/** The call that sets the value a rule's sentence states (the shuttle's time), with that rule. */
const CALL_REPLACES = CALLS.filter(([name]) => name === 'servis_guncelle');

/**
 * The mechanism of a rule an approved call replaces, compaction after
 * compaction, drawn whole in every such case rather than left to chance:
 * long exchanges first, so the conversation outgrows the share early; the
 * rule, read whole as a rule by the extractive summarizer; a few short
 * exchanges; the assistant proposes, the user approves, a call sets the
 * value the rule states; one to three short exchanges. It is compacted just
 * before the approval, which folds the rule (kept live and whole, with no
 * line of its own), and once more at the end, when the call replaces its
 * value while the whole conversation's clamp still shows the rule's turn:
 * the rule must come back as its turn's line. Left to the general
 * generator, the three came together so rarely that a broken version which
 * leaves such a rule marked (`keeps-a-rule-a-call-replaced-marked`) was
 * caught within the default runs under one seed of eleven.
 */
function callReplacesRuleScenarios(): fc.Arbitrary<[Scenario, SummarizerKind, 'every' | number[]]> {
  return fc
    .record({
      ...tightWindowSettings(),
      before: questionExchanges(4, 6, 4),
      call: fc.tuple(fc.integer({ min: 1, max: 9_999 }), fc.constantFrom(...CALL_REPLACES), fc.constantFrom(...APPROVALS)),
      between: questionExchanges(3, 4, 1),
      after: questionExchanges(1, 3, 1),
    })
    .map((s): [Scenario, SummarizerKind, 'every' | number[]] => {
      const [i, [name, args, report, touches], approval] = s.call;
      const scenario = repeatedScenario(s, [
        ...s.before,
        { role: 'user', content: touches },
        { role: 'assistant', content: 'Not aldım.' },
        ...s.between,
        { role: 'assistant', content: 'Bunu yapayım mı? / Shall I go ahead?' },
        { role: 'user', content: approval },
        { role: 'assistant', content: '', toolCalls: [{ id: `call-${i}`, name, arguments: args }] },
        { role: 'tool', toolCallId: `call-${i}`, content: '{"status":"OK"}' },
        { role: 'assistant', content: report },
        ...s.after,
      ]);
      // Compacted before the approval, then at the end (the property always compacts the whole conversation last).
      const history = scenario.request.history!;
      const approvalAt = history.findIndex((t) => t.role === 'user' && t.content === approval);
      return [scenario, 'extractive', [growthPoints(history).indexOf(approvalAt)]];
    });
}

/**
 * Never worse than the clamp, compaction after compaction: the conversation
 * is compacted as it grows — before every user turn, or at up to four of
 * them, then whole — each compaction reading the summary the one before wrote (K3), as
 * a deployment keeps it; and every directive the plain clamp of the whole
 * conversation (which was never compacted: the reference model of
 * `assemble` on its turns, no summary) keeps in a user turn binds the model
 * in the last compaction's prompt, read as
 * `propertyNeverWorseThanClamp` reads it. Earlier summaries take part of the
 * share, so the state's own clamp shows less than the whole conversation's:
 * that one is the one not to be worse than. Drawn by `repeatedScenarios`,
 * mostly with the summarizer that recognises nearly nothing (`small`): what
 * the user said then reaches the model through the verbatim lines alone;
 * one case in four by `callReplacesRuleScenarios`, with the extractive
 * summarizer and the two compactions it names.
 */
export function propertyNeverWorseThanClampRepeated(compact: Compact): fc.IAsyncPropertyWithHooks<[[Scenario, SummarizerKind, 'every' | number[]]]> {
  const kinds = fc.constantFrom<SummarizerKind>('small', 'small', 'extractive', 'verbose');
  const general = fc.tuple(repeatedScenarios(), kinds, fc.oneof(fc.constant('every' as const), fc.array(fc.nat(), { minLength: 1, maxLength: 4 })));
  // One case in four draws the mechanism of a rule an approved call replaces (`callReplacesRuleScenarios`).
  const cases = fc.oneof({ weight: 3, arbitrary: general }, { weight: 1, arbitrary: callReplacesRuleScenarios() });
  return fc.asyncProperty(cases, async ([s, kind, picks]) => {
    const { summary: _summary, ...whole } = s.request;
    const history = whole.history!;
    const clamped = referenceAssembly(whole, s.profile, false);
    if (clamped.kind === 'overflow') return;
    // The user's own turns: an assistant's repetition of a statement that an earlier compaction folded without a line
    // (outside the clamp's window then, no rule read it) has nothing left to carry (docs/compaction.md, what it still
    // cannot do).
    const said = clamped.kept.history.flatMap((i) => (history[i]!.role === 'user' ? saidIn(history[i]!.content) : []));
    if (said.length === 0) return;
    const points = growthPoints(history);
    // Before every user turn, as a deployment compacts, or at a few of them.
    const cuts = picks === 'every' || points.length === 0 ? points : [...new Set(picks.map((p) => points[p % points.length]!))].sort((a, b) => a - b);
    let state: Request = { ...whole, history: [] };
    let at = 0;
    for (const cut of [...cuts, history.length]) {
      state = { ...state, history: [...(state.history ?? []), ...history.slice(at, cut)] };
      at = cut;
      state = (await compact(state, s.profile, summarizerOf(kind), { keepRawTurns: s.keepRawTurns })).request;
    }
    const { texts } = bindingTexts(state, s.profile);
    for (const directive of said) expect(texts.some((text) => text.includes(directive)), `"${directive}" binds the model after compaction after compaction`).toBe(true);
  });
}

async function check(property: AnyAsync, path: string | undefined): Promise<fc.RunDetails<[Scenario, string]>> {
  // Under the mutation run (`BAGLAM_NO_SHRINK=1`) a failure is reported as found, not shrunk.
  return fc.check(property, {
    seed: settings.seed, numRuns: settings.numRuns, ...(path === undefined ? {} : { path }), endOnFailure: process.env.BAGLAM_NO_SHRINK === '1',
  });
}

/** Holds on the real `compactHistory`; a failure prints the counterexample and the line that replays it. */
export async function expectAsyncHolds(property: AnyAsync): Promise<void> {
  // Read before the first await: the test it names is the one running now.
  const target = currentTarget();
  const details = await check(property, settings.path);
  if (!details.failed) return;
  throw new Error(
    [
      `Property failed after ${plural(details.numRuns, 'run')}: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
      `Counterexample: ${details.counterexample === null ? '(none)' : fc.stringify(details.counterexample)}`,
      `Seed ${details.seed}, path ${details.counterexamplePath ?? ''}. Replay with:`,
      `  ${replayLine({ seed: details.seed, path: details.counterexamplePath ?? '' }, target)}`,
    ].join('\n'),
  );
}

/** Fails on the mutant: the proof that the property can fail. */
export async function expectAsyncCaught(property: AnyAsync): Promise<void> {
  const details = await check(property, undefined);
  expect(details.failed, 'the mutant survived: the property cannot tell it from the real compactHistory').toBe(true);
}

export const COMPACTION_CASES: [string, (compact: Compact) => AnyAsync, CompactionDefect[]][] = [
  ['K1 compacts only when assemble would cut history', (c) => propertyK1(c) as unknown as AnyAsync, ['compacts-every-turn']],
  ['K2 the oldest range, whole tool groups, at least keepRawTurns raw', (c) => propertyK2(c) as unknown as AnyAsync, ['splits-tool-pairs', 'one-raw-turn']],
  ['K3 one summary block, replaced, the previous one an input', (c) => propertyK3(c) as unknown as AnyAsync, ['appends-summary', 'forgets-previous']],
  ['K4 a failed summarizer never writes a summary', (c) => propertyK4(c) as unknown as AnyAsync, ['writes-failures']],
  ['K5 summary and raw tail fit the history share', (c) => propertyK5(c) as unknown as AnyAsync, ['ignores-budget']],
  ['never worse than the clamp: directives of turns the clamp keeps reach the model', (c) => propertyNeverWorseThanClamp(c) as unknown as AnyAsync, [
    'keeps-first-rules-only', 'keeps-the-refusal-only', 'keeps-only-what-the-summarizer-read',
    'files-the-window-words-as-options', 'marks-the-window-words-replaced', 'splits-the-window-turns', 'forgets-the-repeated-words',
    'cuts-the-words-a-call-replaced',
  ]],
  ['never worse than the clamp, compaction after compaction: directives the whole conversation\'s clamp keeps reach the model', (c) => propertyNeverWorseThanClampRepeated(c) as unknown as AnyAsync, [
    'forgets-the-earlier-verbatim-lines', 'ignores-the-earlier-summary', 'keeps-a-rule-a-call-replaced-marked',
  ]],
];

