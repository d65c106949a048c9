import { describe, expect, it } from 'vitest';
import { assemble } from '../core/assemble.js';
import { resolveProfile, type Profile } from '../core/profile.js';
import type { Request, Turn } from '../core/request.js';
import { isKept } from './measure/measureConversation.js';
import { promptView } from './measure/promptView.js';
import { replayTurns } from './measure/replay.js';
import type { TextItem } from './measure/truth.js';
import { extractiveSummarizer } from './summarizer.js';
import { ACK, exchange, OPENING, profile as small, type Language } from './test-helpers/offsiteConversation.js';

/**
 * Never worse than the clamp, compaction after compaction (issue 14: "replayed
 * turn by turn, one session compacted twice two turns apart and then fell
 * back"). A deployment compacts the conversation it keeps as state: the
 * second compaction reads the first one's summary back, the third the
 * second's, and so on. Each case below is a conversation with a few things
 * the user said early — rules, prohibitions, identifiers, a value changed
 * later — replayed turn by turn, compacted before every user turn when over
 * its share, under the small profile and a tighter one (a 6k window).
 *
 * The oracle reads every round's assembled prompt (`promptView`, `isKept`,
 * never the summarizer's parser). A statement is lost in a round when the
 * prompt no longer keeps it; the mechanisms, each one list:
 *
 * 1. **An earlier summary forgets.** Said before the first compaction and
 *    never again: it must be in every round's prompt, as binding (a live
 *    constraint or decision, or the user's words verbatim) — one compaction
 *    keeps it; the second reads the first's summary back and must keep it
 *    too.
 * 2. **Revised across compactions.** Set early, changed after the first
 *    compaction: the new value is kept, and the old one is not shown live.
 * 3. **What the clamp of the whole conversation shows.** Said in a turn the
 *    plain clamp of the conversation so far (no compaction ever) would still
 *    show when the state is compacted: the state's summary takes part of the
 *    share, so the state's own clamp window is shorter than that one.
 * 4. **Identifiers** the user gave early, verbatim, in every round.
 *
 * And no round falls back (`empty`, `too-large`) where a summary was
 * written before: the fallback's clamp of a state whose head is gone is
 * worse than the clamp.
 *
 * Written before the change that carries an earlier summary's items into
 * the next: 18 things lost of mechanism 1 (all but one in the tool-heavy
 * variants, where identifiers crowd the summary), 3 of 2, 11 of 3, none of
 * 4, no fallback. After it: 4 (one statement, in every variant, that one compaction
 * misses too; 3 since the summary is held to half its share), 0, 0, 0, no fallback — an earlier summary's
 * verbatim lines are read again as the user turns they came from (their
 * rules become items, superseded by what came later, the earlier summary's
 * live items included), and the clamp to match is the whole conversation's,
 * reaching into the turns the summary covers (docs/compaction.md, repeated
 * compaction).
 */

const tight: Profile = resolveProfile({ ...small, name: 'compaction-tight', window: 6_144 });
const PROFILES: [string, Profile][] = [['small', small], ['tight', tight]];

interface Case {
  language: Language;
  /** User turns said in the first exchanges, in order. */
  early: string[];
  /** Keys of each statement that must be kept (the truth files' `keys`). */
  keys: string[][];
}

function statementItem(keys: string[], turn: number): TextItem {
  return { id: keys.join(' '), kind: 'constraint', turn, text: keys.join(' '), keys, negation: false };
}

/** Exchanges the conversations grow by: several compactions under both profiles. */
const GROWTH = 70;

interface Round {
  turns: number;
  outcome: string;
  lost: string[];
}

/**
 * Replays `history` turn by turn, compacting before every user turn and at
 * the end; calls `check` with each round's compacted prompt and the plain
 * clamp's prompt of the conversation so far.
 */
async function replay(history: Turn[], profile: Profile, question: string, check: (turns: number, compacted: Request, prefix: Request) => string[]): Promise<Round[]> {
  const base: Request = { rules: [{ id: 'lang', text: 'Answer in the user’s language.' }], question };
  const rounds: Round[] = [];
  await replayTurns(base, history, profile, extractiveSummarizer, ({ turns, outcome, state, prefix }) => {
    rounds.push({
      turns,
      outcome: outcome.kind === 'fell-back' ? `fell-back (${outcome.reason})` : outcome.kind,
      lost: check(turns, state, prefix),
    });
  });
  return rounds;
}

function grow(language: Language, history: Turn[], from: number, count: number, noisy = false): number {
  for (let k = 0; k < count; k++) history.push(...(noisy && k % 2 === 1 ? lookup(language, from + k) : exchange(language, from + k)));
  return from + count;
}

/** A tool-heavy exchange: a lookup whose result is a table of record numbers and digests, as ops sessions have. */
function lookup(language: Language, i: number): Turn[] {
  const id = `call-${i}`;
  const rows = [0, 1, 2, 3].map((k) => `MNF-${2000 + i * 4 + k} | ${((i * 7919 + k * 104729) % 16 ** 8).toString(16).padStart(8, '0')}${((i * 31 + k) % 16 ** 4).toString(16).padStart(4, '0')} | loaded`);
  return [
    { role: 'user', content: language === 'en' ? `pull the manifests for batch ${i}` : `${i}. partinin manifestlerini getir` },
    { role: 'assistant', content: '', toolCalls: [{ id, name: 'manifests', arguments: `{"batch":${i}}` }] },
    { role: 'tool', toolCallId: id, content: ['MANIFEST | DIGEST | STATUS', ...rows].join('\n') },
    { role: 'assistant', content: language === 'en' ? `Batch ${i}: four manifests, all loaded.` : `${i}. parti: dört manifest, hepsi yüklendi.` },
  ];
}

const QUESTION: Record<Language, string> = { en: 'What next?', tr: 'Şimdi ne yapalım?' };

// ---------------------------------------------------------------- 1. said early, never again

const EARLY: Case[] = [
  {
    language: 'en',
    early: [
      'ok ground rules first. dont send anything to the venue unless I say so, drafts included. invoices go to accounts@harborpine.example, never to me.',
      'and keep every reply under 150 words. no emojis in anything the client sees.',
    ],
    keys: [['dont send anything to the venue unless I say so'], ['never to me'], ['under 150 words'], ['no emojis in anything the client sees']],
  },
  {
    language: 'en',
    early: [
      "the client is vegetarian, so nothing with meat at any dinner. and Lisbon is off the table, they did a thing there last year.",
      "I'd rather we kept the group on one floor of the hotel if at all possible",
    ],
    keys: [['nothing with meat at any dinner'], ['Lisbon is off the table'], ['kept the group on one floor']],
  },
  {
    language: 'tr',
    early: [
      "önce kurallar: bana sormadan tedarikçiye hiçbir şey gönderme, taslaklar dahil. faturalar muhasebe@harborpine.example adresine gitsin, bana değil.",
      'yanıtlar kısa olsun, müşteriye giden hiçbir şeyde emoji kullanma.',
    ],
    keys: [['bana sormadan tedarikçiye hiçbir şey gönderme'], ['bana değil'], ['müşteriye giden hiçbir şeyde emoji kullanma']],
  },
  {
    language: 'tr',
    early: [
      'müşteri vejetaryen, akşam yemeklerinin hiçbirinde et olmasın. Antalya da olmaz, geçen yıl orada sorun yaşadılar.',
      'mümkünse grubu otelin tek katında tutalım',
    ],
    keys: [['hiçbirinde et olmasın'], ['Antalya da olmaz'], ['grubu otelin tek katında tutalım']],
  },
];

// ---------------------------------------------------------------- 2. revised after the first compaction

interface Revision {
  language: Language;
  /** Said early. */
  first: string;
  /** Said after the first compaction: the value now. */
  later: string;
  /** Keys of the stale statement and of the current one. */
  stale: string[];
  current: string[];
}

const REVISED: Revision[] = [
  { language: 'en', first: 'budget is €38,000 all in, flights included', later: "budget got cut, we're at €32,500 now", stale: ['€38,000'], current: ['€32,500'] },
  { language: 'en', first: 'the offsite is 12–14 May, 14 people', later: "we're 16 people now, two more from London", stale: ['14 people'], current: ['16 people'] },
  { language: 'en', first: 'dinner on the first night is at 19:00', later: 'move the first dinner to 20:30, the flights land late', stale: ['at 19:00'], current: ['20:30'] },
  { language: 'tr', first: 'bütçe her şey dahil 450.000 TL', later: "bütçe 400.000 TL'ye düştü", stale: ['450.000 TL'], current: ['400.000 TL'] },
  { language: 'tr', first: 'kişi sayısı 20', later: 'kişi sayısı 24 oldu', stale: ['kişi sayısı 20'], current: ['kişi sayısı 24'] },
  { language: 'tr', first: "ilk akşam yemeği saat 19:00'da", later: "ilk akşam yemeğini 20:30'a alalım, uçaklar geç iniyor", stale: ["19:00'da"], current: ['20:30'] },
];

// ---------------------------------------------------------------- 3. in the clamp's window when the state is compacted

/** Said after the first compaction, in words no rule reads: only the verbatim section holds them. */
const WINDOW: { language: Language; statement: string; keys: string[] }[] = [
  { language: 'en', statement: 'honestly nothing with peanuts, my son is allergic', keys: ['nothing with peanuts'] },
  { language: 'en', statement: "I'd really love it if the summaries stayed under half a page.", keys: ['summaries stayed under half a page'] },
  { language: 'en', statement: 'could we skip the Friday slot this time?', keys: ['skip the Friday slot'] },
  { language: 'en', statement: 'Weekends are off-limits. That includes the on-call team.', keys: ['Weekends are off-limits', 'includes the on-call team'] },
  { language: 'tr', statement: 'keşke raporlar bir sayfayı geçmese', keys: ['raporlar bir sayfayı geçmese'] },
  { language: 'tr', statement: 'cuma gününü bu sefer atlasak mı?', keys: ['cuma gününü bu sefer atlasak'] },
  { language: 'tr', statement: 'Hafta sonu kimseyi arama. Nöbetçi ekip dahil.', keys: ['Hafta sonu kimseyi arama', 'Nöbetçi ekip dahil'] },
  { language: 'tr', statement: 'bu arada fıstıklı hiçbir şey olmasın, oğlumun alerjisi var', keys: ['fıstıklı hiçbir şey olmasın'] },
];

// ---------------------------------------------------------------- 4. identifiers said early

const IDENTIFIERS: { language: Language; statement: string; values: string[] }[] = [
  { language: 'en', statement: 'the booking is HP-2026-0412 under Leyla Arslan, contract in s3://harbor-pine/contracts/offsite-2026.pdf', values: ['HP-2026-0412', 'Leyla Arslan', 's3://harbor-pine/contracts/offsite-2026.pdf'] },
  { language: 'en', statement: 'deposit goes to IBAN DE89 3704 0044 0532 0130 00, reference OFFSITE-77', values: ['DE89 3704 0044 0532 0130 00', 'OFFSITE-77'] },
  { language: 'tr', statement: 'rezervasyon HP-2026-0412 numarasıyla Leyla Arslan adına, sözleşme s3://harbor-pine/sozlesmeler/bahar-2026.pdf', values: ['HP-2026-0412', 'Leyla Arslan', 's3://harbor-pine/sozlesmeler/bahar-2026.pdf'] },
  { language: 'tr', statement: 'kapora TR33 0006 1005 1978 6457 8413 26 IBAN numarasına, açıklama BAHAR-77', values: ['TR33 0006 1005 1978 6457 8413 26', 'BAHAR-77'] },
];

// ---------------------------------------------------------------- 5. replaced by an approved tool call across compactions

/**
 * A rule said after the first compaction in words a rule reads whole, then changed by a tool call the user
 * approves a few exchanges later: while the plain clamp of the whole conversation still shows the rule's turn,
 * the model must read the rule too (the clamp shows it, then the call), in whatever round the call is folded.
 */
const BY_CALL: { language: Language; rule: string; keys: string[]; offer: string; approval: string; call: { name: string; arguments: string }; result: string; report: string }[] = [
  {
    language: 'en',
    rule: 'keep the shuttle budget at €900 for the whole offsite',
    keys: ['keep the shuttle budget at €900'],
    offer: 'The coach company quotes €1,050 for both days. Should I raise the shuttle budget to €1,050?',
    approval: 'yes do that',
    call: { name: 'set_budget', arguments: '{"line":"shuttle","budget":"€1,050"}' },
    result: '{"ok":true}',
    report: 'Done: the shuttle budget is now €1,050.',
  },
  {
    language: 'en',
    rule: 'the welcome drinks start at 18:00 on the terrace',
    keys: ['welcome drinks start at 18:00'],
    offer: 'The terrace is booked until 18:30 that day. Want me to move the welcome drinks to 18:45?',
    approval: 'ok go ahead',
    call: { name: 'update_event', arguments: '{"event":"welcome drinks","time":"18:45"}' },
    result: '{"updated":1}',
    report: 'The welcome drinks now start at 18:45.',
  },
  {
    language: 'tr',
    rule: 'servis bütçesi 900 euro olsun, tüm gezi için',
    keys: ['servis bütçesi 900 euro olsun'],
    offer: 'Otobüs firması iki gün için 1.050 euro istiyor. Servis bütçesini 1.050 euro yapayım mı?',
    approval: 'tamam yap',
    call: { name: 'butce_guncelle', arguments: '{"kalem":"servis","butce":"1.050 euro"}' },
    result: '{"ok":true}',
    report: 'Servis bütçesi artık 1.050 euro.',
  },
  {
    language: 'en',
    rule: 'keep the shuttle budget at €900.',
    keys: ['keep the shuttle budget at €900'],
    offer: 'The coach company quotes €1,050 for both days. Should I raise the shuttle budget to €1,050?',
    approval: 'yes do that',
    call: { name: 'set_budget', arguments: '{"line":"shuttle","budget":"€1,050"}' },
    result: '{"ok":true}',
    report: 'Done: the shuttle budget is now €1,050.',
  },
  {
    language: 'tr',
    rule: 'servis bütçesi 900 euro olsun.',
    keys: ['servis bütçesi 900 euro olsun'],
    offer: 'Otobüs firması iki gün için 1.050 euro istiyor. Servis bütçesini 1.050 euro yapayım mı?',
    approval: 'tamam yap',
    call: { name: 'butce_guncelle', arguments: '{"kalem":"servis","butce":"1.050 euro"}' },
    result: '{"ok":true}',
    report: 'Servis bütçesi artık 1.050 euro.',
  },
  {
    language: 'tr',
    rule: "karşılama kokteyli 18:00'de terasta başlasın",
    keys: ["karşılama kokteyli 18:00'de terasta başlasın"],
    offer: "Teras o gün 18:30'a kadar dolu. Kokteyli 18:45'e alayım mı?",
    approval: 'olur, al',
    call: { name: 'etkinlik_guncelle', arguments: '{"etkinlik":"karşılama kokteyli","saat":"18:45"}' },
    result: '{"guncellendi":1}',
    report: "Karşılama kokteyli artık 18:45'te başlıyor.",
  },
];

/** Every round of every profile: `name @ profile, turn N: what was lost`. */
async function missesOf(language: Language, history: Turn[], check: (turns: number, compacted: Request, prefix: Request, profile: Profile) => string[], name: string): Promise<string[]> {
  const misses: string[] = [];
  for (const [label, profile] of PROFILES) {
    const rounds = await replay(history, profile, QUESTION[language], (turns, compacted, prefix) => check(turns, compacted, prefix, profile));
    expect(rounds.filter((r) => r.outcome === 'compacted').length, `${name} is compacted more than once under ${label}`).toBeGreaterThan(1);
    for (const r of rounds) {
      if (r.outcome !== 'compacted') misses.push(`${name} @ ${label}: ${r.outcome}`);
      for (const lost of r.lost) misses.push(`${name} @ ${label}: ${lost}`);
    }
  }
  // One line per thing lost, however many rounds lost it.
  return [...new Set(misses.map((m) => m.replace(/ turn \d+/u, '')))];
}

function opening(language: Language, early: string[]): Turn[] {
  const history: Turn[] = [{ role: 'user', content: OPENING[language] }, { role: 'assistant', content: ACK[language] }];
  for (const statement of early) history.push({ role: 'user', content: statement }, { role: 'assistant', content: ACK[language] });
  return history;
}

const view = (request: Request, profile: Profile): ReturnType<typeof promptView> => promptView(assemble(request, profile));

describe('compaction after compaction never leaves the model knowing less than the clamp', () => {
  it('1. rules said before the first compaction survive every later one', async () => {
    const misses: string[] = [];
    for (const noisy of [false, true]) {
      for (const c of EARLY) {
        const history = opening(c.language, c.early);
        grow(c.language, history, 0, GROWTH, noisy);
        const items = c.keys.map((keys) => statementItem(keys, 3));
        misses.push(...(await missesOf(c.language, history, (_t, compacted, _prefix, profile) => {
          const mine = view(compacted, profile);
          return items.filter((item) => !isKept(mine, item)).map((item) => item.keys.join(' … '));
        }, `${c.early[0]!.slice(0, 24)}${noisy ? ' (tool-heavy)' : ''}`)));
      }
    }
    expect(misses).toEqual(EARLY_MISSED);
  });

  it('2. a value changed after the first compaction: the new one kept, the old one not live', async () => {
    const misses: string[] = [];
    for (const c of REVISED) {
      const history = opening(c.language, [c.first]);
      let i = grow(c.language, history, 0, 30);
      const at = history.length + 1;
      history.push({ role: 'user', content: c.later }, { role: 'assistant', content: ACK[c.language] });
      grow(c.language, history, i, GROWTH - 30);
      const current = statementItem(c.current, at);
      misses.push(...(await missesOf(c.language, history, (t, compacted, _prefix, profile) => {
        if (t < at) return [];
        const mine = view(compacted, profile);
        const out: string[] = [];
        if (!isKept(mine, current)) out.push(`lost ${c.current.join(' ')}`);
        // The stale value may be read before the change (raw, or a verbatim line the change follows), never after it as current.
        const staleLive = mine.items.some((line) => !line.superseded && line.section !== 'said' && line.section !== 'identifiers' && c.stale.every((k) => line.text.includes(k)));
        if (staleLive && !mine.raw.includes(c.current[0]!)) out.push(`stale ${c.stale.join(' ')} live`);
        return out;
      }, c.first)));
    }
    expect(misses).toEqual(REVISED_MISSED);
  });

  it("3. what the plain clamp of the whole conversation shows is in every round's prompt", async () => {
    const misses: string[] = [];
    for (const c of WINDOW) {
      const history = opening(c.language, []);
      const i = grow(c.language, history, 0, 32);
      const at = history.length + 1;
      history.push({ role: 'user', content: c.statement }, { role: 'assistant', content: ACK[c.language] });
      grow(c.language, history, i, GROWTH - 32);
      const item = statementItem(c.keys, at);
      misses.push(...(await missesOf(c.language, history, (t, compacted, prefix, profile) => {
        if (t < at) return [];
        const clampKeeps = isKept(view(prefix, profile), item);
        return clampKeeps && !isKept(view(compacted, profile), item) ? [`lost ${c.keys.join(' … ')}`] : [];
      }, c.statement.slice(0, 24))));
    }
    expect(misses).toEqual(WINDOW_MISSED);
  });

  it('4. identifiers the user gave early are in every round', async () => {
    const misses: string[] = [];
    for (const c of IDENTIFIERS) {
      const history = opening(c.language, [c.statement]);
      grow(c.language, history, 0, GROWTH, true);
      misses.push(...(await missesOf(c.language, history, (_t, compacted, _prefix, profile) => {
        const assembled = assemble(compacted, profile);
        const text = assembled.template === 'chat' ? assembled.messages.map((m) => m.content).join('\n') : assembled.text;
        return c.values.filter((v) => !text.includes(v));
      }, c.statement.slice(0, 24))));
    }
    expect(misses).toEqual(IDENTIFIERS_MISSED);
  });
});

describe('a rule replaced by an approved tool call, compaction after compaction', () => {
  it("5. while the whole conversation's clamp shows the rule's turn, the rule reaches the model", async () => {
    const misses: string[] = [];
    // The call a few exchanges after the rule (folded with it or in the next compaction), and ten after (folded in a
    // later compaction than the rule, whose turn the clamp of the whole conversation still shows).
    for (const gap of [3, 10]) {
      for (const c of BY_CALL) {
        const history = opening(c.language, []);
        let i = grow(c.language, history, 0, 32);
        const at = history.length + 1;
        history.push({ role: 'user', content: c.rule }, { role: 'assistant', content: ACK[c.language] });
        i = grow(c.language, history, i, gap);
        history.push(
          { role: 'user', content: QUESTION[c.language] },
          { role: 'assistant', content: c.offer },
          { role: 'user', content: c.approval },
          { role: 'assistant', content: '', toolCalls: [{ id: 'call-approved', name: c.call.name, arguments: c.call.arguments }] },
          { role: 'tool', toolCallId: 'call-approved', content: c.result },
          { role: 'assistant', content: c.report },
        );
        grow(c.language, history, i, GROWTH - 32 - gap);
        const item = statementItem(c.keys, at);
        misses.push(...(await missesOf(c.language, history, (t, compacted, prefix, profile) => {
          if (t < at) return [];
          const clampKeeps = isKept(view(prefix, profile), item);
          return clampKeeps && !isKept(view(compacted, profile), item) ? [`lost ${c.keys.join(' … ')}`] : [];
        }, `${c.rule} (call ${gap} exchanges later)`)));
      }
    }
    expect(misses).toEqual(BY_CALL_MISSED);
  });
});

/**
 * Written before the change that writes such a rule back as its turn's line when a call replaces it: with the call
 * ten exchanges later, 5 of the 6 rules lost under the 6k window (none under the small profile); a rule replaced by a user's
 * turn was written back, one replaced by an approved call was left marked, the first line to go. After it: the one
 * below, with the call three exchanges later, before and after the change — the reach into the covered turns is an
 * estimate that counts the call and its result at the median answer's cost (a result here is a few tokens), so it
 * stops three turns short of the clamp and the rule's line goes (docs/compaction.md, repeated compaction).
 */
const BY_CALL_MISSED: string[] = ['servis bütçesi 900 euro olsun, tüm gezi için (call 3 exchanges later) @ tight: lost servis bütçesi 900 euro olsun'];

const EARLY_MISSED: string[] = [
  // Not a loss of repeated compaction: one compaction of the whole conversation misses it too. The turn is past the
  // clamp's reach, so only its rules stay, and the extractive summarizer keeps "… adresine gitsin" without the
  // "bana değil" after its comma (what it still cannot do, docs/compaction.md). Under the small profile without tool
  // lookups it has been kept since the summary is held to half its share (which of that change's parts keeps it was
  // not read).
  'önce kurallar: bana sorm @ tight: bana değil',
  'önce kurallar: bana sorm (tool-heavy) @ small: bana değil',
  'önce kurallar: bana sorm (tool-heavy) @ tight: bana değil',
];
const REVISED_MISSED: string[] = [];
const WINDOW_MISSED: string[] = [];
const IDENTIFIERS_MISSED: string[] = [];
