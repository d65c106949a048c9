import { describe, expect, it } from 'vitest';
import { assemble } from '../core/assemble.js';
import type { Request, Turn } from '../core/request.js';
import { compactHistory } from './compactHistory.js';
import { extractiveSummarizer } from './summarizer.js';
import { ACK, AFTER, exchange, OPENING, profile, type Language } from './test-helpers/offsiteConversation.js';
import { longConversation, smallProfile } from './test-helpers/longConversation.js';

/**
 * Never worse than the clamp, for what no rule recognises. Each case is a
 * conversation where the user says something that binds the rest of it —
 * but in words that carry no cue (a relative change of a number someone
 * else gave, a rule said as a wish, a preference asked as a question, a
 * correction without a marker, an aside in a subordinate clause, a count
 * without its noun, a change someone else made) — in a turn the plain
 * clamp keeps and compaction folds into the summary (the summary takes
 * part of the share, so the raw tail is shorter than the clamp's window).
 * What the user said must still reach the model: the oracle is the
 * statement's own words in the assembled prompt, whoever kept them.
 *
 * Written before the change that keeps them (the summary's verbatim
 * section, `Summary.said`): 7 of the 24 reached the prompt before it (the
 * summarizer read them as rules), 24 after.
 */


interface Case {
  language: Language;
  /** What kind of statement no recogniser reads. */
  kind: string;
  /** Said some exchanges before the statement (the number someone else gave, say). */
  setup?: string;
  /** The user turn that must reach the model, verbatim. */
  statement: string;
}

const CASES: Case[] = [
  { language: 'en', kind: 'relative change of a relayed number', setup: 'Dana from finance says they want 8 laptops for the new hires.', statement: 'and one more for the intern' },
  { language: 'en', kind: 'relative change of a relayed number', setup: 'Marco says the client wants 40 chairs in the hall.', statement: 'make it five on top of what Marco said' },
  { language: 'en', kind: 'rule said as a wish', statement: "I'd really love it if the summaries stayed under half a page." },
  { language: 'en', kind: 'rule said as a wish', statement: 'it would be lovely if the driver called ahead before each drop' },
  { language: 'en', kind: 'preference in a question', statement: 'could we skip the Friday slot this time?' },
  { language: 'en', kind: 'preference in a question', statement: 'what if we keep the vendor list to three names?' },
  { language: 'en', kind: 'correction without a marker', statement: 'the 14th works, the 12th was a typo on my side' },
  { language: 'en', kind: 'correction without a marker', statement: "Leyla's extension ends in 4471 by the way." },
  { language: 'en', kind: 'aside in a subordinate clause', statement: "I'll ask finance, who only take invoices in euros these days, and get back to you." },
  { language: 'en', kind: 'count without its noun', statement: "we're 14 now" },
  { language: 'en', kind: 'reported change', statement: 'The caterer moved the tasting to Tuesday at 3.' },
  { language: 'en', kind: 'reported change', statement: 'apparently the venue bumped the deposit to 2,500' },
  { language: 'tr', kind: 'relative change of a relayed number', setup: 'Müdürüm yeni gelenler için 12 sandalye istiyor.', statement: 'stajyer için de bir tane daha olsun' },
  { language: 'tr', kind: 'relative change of a relayed number', setup: 'Muhasebe 30 koli sipariş etmemizi söyledi.', statement: 'bunun üç fazlası lazım aslında' },
  { language: 'tr', kind: 'rule said as a wish', statement: 'keşke raporlar bir sayfayı geçmese' },
  { language: 'tr', kind: 'rule said as a wish', statement: 'cevaplar kısa olsa çok sevinirim' },
  { language: 'tr', kind: 'preference in a question', statement: 'cuma gününü bu sefer atlasak mı?' },
  { language: 'tr', kind: 'preference in a question', statement: 'tedarikçi listesini üç firmayla sınırlasak nasıl olur?' },
  { language: 'tr', kind: 'correction without a marker', statement: "14'ü, 12 yazmışım yanlışlıkla." },
  { language: 'tr', kind: 'aside in a subordinate clause', statement: 'muhasebeye soracağım, onlar zaten sadece euro fatura kabul ediyor, sonra dönerim.' },
  { language: 'tr', kind: 'count without its noun', statement: "şu an 14'üz" },
  { language: 'tr', kind: 'count without its noun', statement: 'bir kişi daha katılıyor' },
  { language: 'tr', kind: 'reported change', statement: "otel check-in saatini 15:00'e çekmiş." },
  { language: 'tr', kind: 'reported change', statement: 'kargo firması teslimatı perşembeye ertelemiş.' },
];


function conversation(c: Case): { request: Request; at: number } {
  const history: Turn[] = [{ role: 'user', content: OPENING[c.language] }, { role: 'assistant', content: ACK[c.language] }];
  let i = 0;
  for (; i < 20; i++) history.push(...exchange(c.language, i));
  if (c.setup !== undefined) {
    history.push({ role: 'user', content: c.setup }, { role: 'assistant', content: ACK[c.language] });
    for (let k = 0; k < 3; k++, i++) history.push(...exchange(c.language, i));
  }
  const at = history.length;
  history.push({ role: 'user', content: c.statement }, { role: 'assistant', content: ACK[c.language] });
  for (let k = 0; k < AFTER; k++, i++) history.push(...exchange(c.language, i));
  return { request: { rules: [{ id: 'lang', text: 'Answer in the user’s language.' }], history, question: c.language === 'en' ? 'What next?' : 'Şimdi ne yapalım?' }, at };
}

/** The whole prompt as the model gets it, runs of whitespace as one space. */
function promptText(request: Request): string {
  const assembled = assemble(request, profile);
  const text = assembled.template === 'chat' ? assembled.messages.map((m) => m.content).join('\n') : assembled.text;
  return text.replace(/\s+/gu, ' ');
}

/** The statement as it must appear: its words, whitespace as one space, without the closing punctuation. */
function words(statement: string): string {
  return statement.replace(/\s+/gu, ' ').trim().replace(/[.!?…]+$/u, '');
}

describe('what the user said in the turns the clamp keeps reaches the model after compaction', () => {
  it('covers every kind in both languages', () => {
    const kinds = new Set(CASES.map((c) => `${c.language} ${c.kind}`));
    expect(CASES.length).toBeGreaterThanOrEqual(20);
    for (const language of ['en', 'tr']) for (const kind of new Set(CASES.map((c) => c.kind))) expect(kinds.has(`${language} ${kind}`), `${language} ${kind}`).toBe(true);
  });

  for (const c of CASES) {
    it(`${c.language}, ${c.kind}: "${c.statement}"`, async () => {
      const { request, at } = conversation(c);
      // The case is what it says: the clamp keeps the statement's turn, and compaction folds it.
      expect(assemble(request, profile).kept.history, 'the clamp keeps the statement').toContain(at);
      expect(promptText(request)).toContain(words(c.statement));
      const { request: compacted, outcome } = await compactHistory(request, profile, extractiveSummarizer);
      expect(outcome.kind).toBe('compacted');
      if (outcome.kind !== 'compacted') return;
      expect(outcome.compactedTurns, 'compaction folds the statement into the summary').toBeGreaterThan(at);
      expect(promptText(compacted)).toContain(words(c.statement));
    });
  }
});

describe('the first turns\' rules and the words of the clamp\'s window, in a small share', () => {
  it('keeps both, within half the share: a smaller range leaves more of the window raw', async () => {
    const request = longConversation(14);
    const { request: compacted, outcome } = await compactHistory(request, smallProfile, extractiveSummarizer);
    if (outcome.kind !== 'compacted') throw new Error(JSON.stringify(outcome));
    const summary = compacted.summary!;
    for (const rule of ['Türkçe yaz, kısa tut.', 'Tablo kullanma.', 'Anadolu Lojistik (müşteri no 88123)']) expect(summary).toContain(rule);
    // The questions of the turns the clamp keeps and compaction folded, verbatim.
    const kept = assemble(request, smallProfile).kept.history;
    for (const i of kept.filter((i) => i < outcome.compactedTurns && request.history![i]!.role === 'user')) expect(summary).toContain(request.history![i]!.content);
    expect(kept.some((i) => i < outcome.compactedTurns)).toBe(true);
    for (const i of kept.filter((i) => i >= outcome.compactedTurns)) expect(compacted.history).toContainEqual(request.history![i]);
    // Within half the share (540 tokens) — it took more before the summary could cover a smaller range — and the share.
    expect(assemble(compacted, smallProfile).sections.summary).toBeLessThanOrEqual(outcome.share / 2);
    expect(outcome.historyTokens.after).toBeLessThanOrEqual(outcome.share);
  });
});
