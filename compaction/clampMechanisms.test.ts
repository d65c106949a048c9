import { describe, expect, it } from 'vitest';
import { assemble } from '../core/assemble.js';
import type { Request, Turn } from '../core/request.js';
import { compactHistory } from './compactHistory.js';
import { isKept } from './measure/measureConversation.js';
import { promptView } from './measure/promptView.js';
import type { TextItem } from './measure/truth.js';
import { extractiveSummarizer } from './summarizer.js';
import { ACK, AFTER, exchange, OPENING, profile, type Language } from './test-helpers/offsiteConversation.js';

/**
 * Never worse than the clamp, by mechanism (issue 14, the twelfth round).
 * A current constraint the plain clamp keeps can go missing from the
 * compacted prompt only in a few ways, whatever the words; each list below
 * is one way, written as a reviewer would phrase such conversations, before
 * the change that closes it:
 *
 * 1. **Held in a section that does not bind.** The statement's words are in
 *    a turn the clamp keeps and compaction folds, and the summarizer filed
 *    them as a rejected option or an open question ("we're not offering
 *    refunds on sale items", "can you make sure nobody gets paged before
 *    7am?"): the verbatim section leaves them out because an item holds
 *    them, and the item does not say they bind.
 * 2. **Held by an item marked superseded.** A later statement of the same
 *    kind (another amount, another time) marks the rule replaced when it is
 *    not, or a rule shares its clause with a value that did change ("Budget
 *    is $8k and don't touch the marketing line" → "budget's $9k now"): the
 *    clause goes, and the rule with it.
 * 3. **Held in pieces.** A statement of two sentences or two clauses whose
 *    parts are kept apart (one as a rule, one verbatim, or as two items):
 *    no one line says it.
 * 4. **Carried by another turn's words.** A rule said before the clamp's
 *    window in words no rule reads, which the assistant repeats in a turn the
 *    clamp keeps ("nothing with peanuts, as you asked"): the clamp shows the
 *    repetition, compaction folds it.
 *
 * The oracle is the measurement's (`compaction/measure`): a statement is
 * kept when all its keys are in the raw tail, or in one live line of the
 * summary's constraints, decisions or verbatim section, read off the
 * assembled prompt without the summarizer's parser. Each case first checks
 * that the clamp keeps the statement and that compaction folds its turn.
 * Each class is one test against its known misses, so a case fixed or
 * broken fails until the list is updated (docs/compaction.md has the
 * table).
 */


interface Case {
  language: Language;
  /** The user turn with the statement. */
  statement: string;
  /** Its words that any faithful summary keeps (the truth files' `keys`). */
  keys: string[];
  /** A user turn a few exchanges later, about something of the same kind (mechanism 2). */
  later?: string;
  /** A tool call the user approves after the statement, which sets values of the statement's kinds (mechanism 2). */
  call?: ApprovedCall;
}

/**
 * The assistant proposes, the user approves, the assistant calls a tool and
 * reports: in the clamp's window that compaction folds (`window`), or in the
 * raw tail (`tail`). Without `approval`, the statement's own turn approves a
 * proposal the assistant made just before it ("ok do that. and …").
 */
interface ApprovedCall {
  at: 'window' | 'tail';
  proposal: string;
  approval?: string;
  name: string;
  arguments: string;
  report: string;
}

function callTurns(call: ApprovedCall, id: string, ask: boolean): Turn[] {
  return [
    ...(ask ? [{ role: 'assistant' as const, content: call.proposal }, { role: 'user' as const, content: call.approval! }] : []),
    { role: 'assistant', content: '', toolCalls: [{ id, name: call.name, arguments: call.arguments }] },
    { role: 'tool', toolCallId: id, content: '{"status":"OK"}' },
    { role: 'assistant', content: call.report },
  ];
}


function conversation(c: Case): { request: Request; at: number } {
  const history: Turn[] = [{ role: 'user', content: OPENING[c.language] }, { role: 'assistant', content: ACK[c.language] }];
  let i = 0;
  for (; i < 20; i++) history.push(...exchange(c.language, i));
  const call = c.call;
  // The statement's own turn approves: the proposal comes right before it, the call right after.
  if (call?.approval === undefined && call !== undefined) history.push({ role: 'assistant', content: call.proposal });
  const at = history.length;
  history.push({ role: 'user', content: c.statement });
  if (call?.approval === undefined && call !== undefined) history.push(...callTurns(call, 'call-1', false));
  // Folded with the statement: the assistant's reply to it is the proposal.
  else if (call?.at === 'window') history.push(...callTurns(call, 'call-1', true));
  else history.push({ role: 'assistant', content: ACK[c.language] });
  let after = AFTER;
  if (c.later !== undefined) {
    for (let k = 0; k < 2; k++, i++, after--) history.push(...exchange(c.language, i));
    history.push({ role: 'user', content: c.later }, { role: 'assistant', content: ACK[c.language] });
  }
  for (let k = 0; k < after; k++, i++) history.push(...exchange(c.language, i));
  if (call?.approval !== undefined && call.at === 'tail') {
    history.push({ role: 'user', content: c.language === 'en' ? 'what else is open?' : 'başka ne kaldı?' }, ...callTurns(call, 'call-1', true));
  }
  return { request: { rules: [{ id: 'lang', text: 'Answer in the user’s language.' }], history, question: c.language === 'en' ? 'What next?' : 'Şimdi ne yapalım?' }, at };
}

function constraint(keys: string[], turn: number): TextItem {
  return { id: 'c', kind: 'constraint', turn, text: keys.join(' '), keys, negation: false };
}

/** Whether the compacted prompt keeps the statement; the case's own preconditions are checked on the way. */
/** The compacted prompt's summary marks the statement's rule replaced (what a false match of a later value does). */
async function marked(c: Case): Promise<boolean> {
  const { request } = conversation(c);
  const { request: compacted } = await compactHistory(request, profile, extractiveSummarizer);
  const lines = (compacted.summary ?? '').split('\n').filter((l) => c.keys.every((k) => l.includes(k)));
  return lines.some((l) => /superseded by turn|ile değişti/u.test(l));
}

async function keeps(c: Case): Promise<boolean> {
  const { request, at } = conversation(c);
  const item = constraint(c.keys, at + 1);
  const clamped = assemble(request, profile);
  expect(clamped.kept.history, `the clamp keeps "${c.statement}"`).toContain(at);
  expect(isKept(promptView(clamped), item), `the clamp's prompt keeps "${c.statement}"`).toBe(true);
  const { request: compacted, outcome } = await compactHistory(request, profile, extractiveSummarizer);
  if (outcome.kind !== 'compacted') throw new Error(`"${c.statement}": ${JSON.stringify(outcome)}`);
  expect(outcome.compactedTurns, `compaction folds "${c.statement}"`).toBeGreaterThan(at + (c.later === undefined ? 0 : 6));
  // The call is where the case puts it: folded with the statement, or raw after it.
  const callTurn = request.history!.findIndex((t) => t.role === 'assistant' && t.toolCalls !== undefined);
  if (c.call !== undefined && c.call.at === 'window') expect(outcome.compactedTurns, `compaction folds the call after "${c.statement}"`).toBeGreaterThan(callTurn + 2);
  if (c.call !== undefined && c.call.at === 'tail') expect(outcome.compactedTurns, `the call after "${c.statement}" stays raw`).toBeLessThanOrEqual(callTurn);
  return isKept(promptView(assemble(compacted, profile)), item);
}

// ---------------------------------------------------------------- 1. held in a section that does not bind

const NOT_BINDING: Case[] = [
  { language: 'en', statement: 'Can you make sure nobody gets paged before 7am?', keys: ['nobody gets paged before 7am'] },
  { language: 'en', statement: 'Could you always cc Priya on anything that goes to the landlord?', keys: ['always cc Priya'] },
  { language: 'en', statement: "We're not offering refunds on the sale items.", keys: ['not offering refunds on the sale items'] },
  { language: 'en', statement: 'Rather than email, ping me on Slack for anything urgent.', keys: ['ping me on Slack'] },
  { language: 'en', statement: 'Go with the train instead of flying, the CFO hates short-haul flights.', keys: ['Go with the train instead of flying'] },
  { language: 'en', statement: 'Would you stop putting bullet points in the client drafts?', keys: ['stop putting bullet points'] },
  { language: 'en', statement: "We don't do same-day cancellations, whatever the guest says.", keys: ["don't do same-day cancellations"] },
  { language: 'en', statement: 'Any chance you could keep the agenda to one page from now on?', keys: ['agenda to one page'] },
  { language: 'tr', statement: 'Müşteriye kargo ücretini iade etmiyoruz.', keys: ['kargo ücretini iade etmiyoruz'] },
  { language: 'tr', statement: 'Bundan sonra raporları pazartesi sabahı atar mısın?', keys: ['raporları pazartesi sabahı atar'] },
  { language: 'tr', statement: 'Taksi yerine metroyla gidelim, trafik berbat.', keys: ['Taksi yerine metroyla gidelim'] },
  { language: 'tr', statement: 'Sözleşme imzalanmadan ödeme yapmıyoruz.', keys: ['imzalanmadan ödeme yapmıyoruz'] },
  { language: 'tr', statement: "Gece 11'den sonra kimseyi aramasak mı?", keys: ["11'den sonra kimseyi aramasak"] },
  { language: 'tr', statement: "Teklifi e-postayla değil de WhatsApp'tan gönderir misin?", keys: ["WhatsApp'tan gönderir"] },
  { language: 'tr', statement: 'Hafta sonu teslimat yapmıyoruz, müşteri ne derse desin.', keys: ['Hafta sonu teslimat yapmıyoruz'] },
  { language: 'tr', statement: 'Sunumları bundan sonra İngilizce hazırlayabilir miyiz?', keys: ['bundan sonra İngilizce hazırlayabilir'] },
];

// ---------------------------------------------------------------- 2. held by an item marked superseded

const MARKED_STALE: Case[] = [
  { language: 'en', statement: 'Keep the whole trip under €3,000.', keys: ['under €3,000'], later: 'The hotel alone is €1,100.' },
  { language: 'en', statement: 'Standup stays at 9:30.', keys: ['Standup stays at 9:30'], later: 'The vendor call is at 11:00 now.' },
  { language: 'en', statement: 'We have 12 people, and nobody sits near the kitchen door.', keys: ['nobody sits near the kitchen door'], later: 'make it 14 people' },
  { language: 'en', statement: "Budget is $8k and don't touch the marketing line.", keys: ["don't touch the marketing line"], later: "budget's $9k now" },
  { language: 'en', statement: 'Deadline is Friday the 14th.', keys: ['Deadline is Friday the 14th'], later: "Marta's deadline for the slides is the 10th." },
  { language: 'en', statement: 'Max 3 interviews a day.', keys: ['Max 3 interviews a day'], later: 'we did 5 interviews yesterday, way too many' },
  { language: 'en', statement: 'Checkout is 11am, no late checkout requests.', keys: ['no late checkout requests'], later: 'actually checkout is noon' },
  { language: 'en', statement: 'The venue holds 80, so cap registrations at 75.', keys: ['cap registrations at 75'], later: 'the venue holds 90 after all' },
  { language: 'tr', statement: "Toplam bütçe 50 bin TL'yi geçmesin.", keys: ["50 bin TL'yi geçmesin"], later: 'Sadece salon 18 bin TL tuttu.' },
  { language: 'tr', statement: 'Kişi sayısı 40, vejetaryen menü de olsun.', keys: ['vejetaryen menü de olsun'], later: 'kişi sayısı 45 oldu' },
  { language: 'tr', statement: 'Teslim tarihi 20 Mart, hafta sonu çalışma yok.', keys: ['hafta sonu çalışma yok'], later: "teslim tarihi 25 Mart'a kaydı" },
  { language: 'tr', statement: "Toplantı saat 10'da.", keys: ["Toplantı saat 10'da"], later: "Ahmet'in toplantısı 14:00'te." },
  { language: 'tr', statement: 'Günde en fazla 2 teslimat.', keys: ['en fazla 2 teslimat'], later: 'dün 4 teslimat yaptık, çok yorucuydu' },
  { language: 'tr', statement: "Oda başına 150 euro'yu geçmeyelim.", keys: ["150 euro'yu geçmeyelim"], later: 'Kahvaltı kişi başı 20 euro.' },
  { language: 'tr', statement: "Fiyat 1.200 TL, kargo bedava deme sakın.", keys: ['kargo bedava deme'], later: 'fiyat 1.350 TL oldu' },
  { language: 'tr', statement: "Servis 08:30'da kalkıyor, kimseyi bekleme.", keys: ['kimseyi bekleme'], later: "servis 08:45'e alındı" },
];

/**
 * Mechanism 2 by a tool call the user approved: a call sets values (an
 * amount, a time, a count) of the kinds a rule said before it holds, on
 * something else, or with a word of the rule somewhere in it. The clamp
 * shows the rule and then the call; compaction must not leave the model a
 * rule marked replaced, or cut out of its turn, in their place — wherever
 * the call lands (folded with the rule, raw after it, in the very turn that
 * states the rule).
 */
const MARKED_STALE_BY_CALL: Case[] = [
  {
    language: 'en', statement: "Catering can't go above 2,500 for the whole offsite.", keys: ["can't go above 2,500"],
    call: { at: 'window', proposal: 'The venue wants its deposit for the offsite. Shall I pay the 1,200 now?', approval: 'ok do it', name: 'pay_deposit', arguments: '{"venue": "Harbor Hall", "offsite": "spring", "amount": "1,200"}', report: 'Paid the 1,200 deposit to Harbor Hall.' },
  },
  {
    language: 'en', statement: 'The keynote has to end by 16:00.', keys: ['end by 16:00'],
    call: { at: 'window', proposal: 'Shall I book the shuttle after the keynote for 17:30?', approval: 'yes please', name: 'book_shuttle', arguments: '{"after": "keynote", "pickup": "17:30", "seats": 40}', report: 'Shuttle booked for 17:30, 40 seats.' },
  },
  {
    language: 'en', statement: 'Max 12 people per table at the dinner.', keys: ['Max 12 people per table'],
    call: { at: 'tail', proposal: 'Shall I confirm the dinner tables at Nopi?', approval: 'go ahead', name: 'reserve_dinner', arguments: '{"restaurant": "Nopi", "tables": 3, "people": 34}', report: 'Dinner at Nopi confirmed: 3 tables, 34 people.' },
  },
  {
    language: 'en', statement: 'Rooms stay under 180 a night, no exceptions.', keys: ['Rooms stay under 180 a night'],
    call: { at: 'tail', proposal: 'The speakers need rooms too. Book the two speaker rooms at 210?', approval: 'yes do that', name: 'book_rooms', arguments: '{"guests": "speakers", "rooms": 2, "rate": "210"}', report: 'Two speaker rooms booked at 210 a night.' },
  },
  {
    language: 'en', statement: 'ok do that. and the printed badges must be at the venue by May 3.', keys: ['badges must be at the venue by May 3'],
    call: { at: 'window', proposal: 'Registration closes April 20. Should I move it to April 27 so late sign-ups get badges?', name: 'update_registration', arguments: '{"event": "spring offsite", "closes": "2027-04-27"}', report: 'Registration now closes April 27.' },
  },
  {
    language: 'tr', statement: "Konaklama kişi başı 150 euroyu geçmesin.", keys: ['150 euroyu geçmesin'],
    call: { at: 'window', proposal: 'Otel konaklama için 400 euro kapora istiyor, ödeyeyim mi?', approval: 'tamam öde', name: 'kapora_ode', arguments: '{"otel": "Liman Otel", "konu": "konaklama", "tutar": "400 euro"}', report: "Liman Otel'e 400 euro kapora ödendi." },
  },
  {
    language: 'tr', statement: "Sunumlar 17:00'de bitmiş olmalı.", keys: ["17:00'de bitmiş olmalı"],
    call: { at: 'window', proposal: "Sunumlardan sonra akşam yemeği için 19:30'a rezervasyon yapayım mı?", approval: 'olur yap', name: 'rezervasyon', arguments: '{"restoran": "Kule", "saat": "19:30", "kisi": 40}', report: "Kule'de 19:30 için 40 kişilik rezervasyon yapıldı." },
  },
  {
    language: 'tr', statement: 'Her odada en fazla 2 kişi kalacak.', keys: ['en fazla 2 kişi kalacak'],
    call: { at: 'tail', proposal: 'Otelde oda ayırayım mı?', approval: 'evet ayır', name: 'oda_ayir', arguments: '{"otel": "Liman Otel", "oda": 20, "kisi": 38}', report: 'Liman Otel: 20 oda, 38 kişi ayrıldı.' },
  },
  {
    language: 'tr', statement: 'tamam öyle yap. stant için 50 katalog lazım, 8 nisanda depoda olmalı', keys: ['50 katalog lazım', '8 nisanda depoda olmalı'],
    call: { at: 'window', proposal: "Açılışı 3 nisandan 10 nisana alayım mı? Katalog baskısı yetişsin.", name: 'etkinlik_guncelle', arguments: '{"etkinlik": "açılış", "katalog": "bahar", "tarih": "2027-04-10"}', report: 'Açılış 10 nisana alındı.' },
  },
  {
    language: 'tr', statement: "Toplam bütçe 60 bin TL'yi geçmesin.", keys: ["60 bin TL'yi geçmesin"],
    call: { at: 'tail', proposal: 'Salon için 18 bin TL ön ödeme istiyorlar, bütçeden yapayım mı?', approval: 'tamam yap', name: 'odeme', arguments: '{"kalem": "salon", "butce": "bahar toplantısı", "tutar": "18.000 TL"}', report: '18.000 TL salon ön ödemesi yapıldı.' },
  },
];

// ---------------------------------------------------------------- 3. held in pieces

const IN_PIECES: Case[] = [
  { language: 'en', statement: 'Weekends are off-limits. That includes the on-call team.', keys: ['Weekends are off-limits', 'includes the on-call team'] },
  { language: 'en', statement: 'No discounts. Not even for returning customers.', keys: ['No discounts', 'Not even for returning customers'] },
  { language: 'en', statement: 'Use the blue template for invoices. The red one is only for quotes.', keys: ['blue template for invoices', 'only for quotes'] },
  { language: 'en', statement: 'Max two slides per speaker. Ideally one.', keys: ['Max two slides per speaker', 'Ideally one'] },
  { language: 'en', statement: 'Send it from the shared inbox, not mine, and copy Lena.', keys: ['shared inbox, not mine', 'copy Lena'] },
  { language: 'en', statement: "Don't book anything yet. Wait for Tom's go-ahead.", keys: ["Don't book anything yet", "Wait for Tom's go-ahead"] },
  { language: 'en', statement: 'Always use metric units. Always.', keys: ['Always use metric units', 'Always.'] },
  { language: 'en', statement: 'Never share the guest list. Never ever.', keys: ['Never share the guest list', 'Never ever'] },
  { language: 'tr', statement: 'Hafta sonu kimseyi arama. Nöbetçi ekip dahil.', keys: ['Hafta sonu kimseyi arama', 'Nöbetçi ekip dahil'] },
  { language: 'tr', statement: 'İndirim yok. Eski müşterilere bile.', keys: ['İndirim yok', 'Eski müşterilere bile'] },
  { language: 'tr', statement: 'Faturaları mavi şablonla kes. Kırmızı şablon sadece teklifler için.', keys: ['mavi şablonla kes', 'sadece teklifler için'] },
  { language: 'tr', statement: 'Henüz bilet alma. Önce Selin onay versin.', keys: ['Henüz bilet alma', 'Selin onay versin'] },
  { language: 'tr', statement: "Raporu ortak adresten gönder, benimkinden değil, Can'ı da ekle.", keys: ['ortak adresten gönder', "Can'ı da ekle"] },
  { language: 'tr', statement: 'Sunum en fazla 10 slayt olsun. Tercihen 8.', keys: ['en fazla 10 slayt', 'Tercihen 8'] },
  { language: 'tr', statement: 'Misafir listesini kimseyle paylaşma. Asla.', keys: ['Misafir listesini kimseyle paylaşma', 'Asla'] },
  { language: 'tr', statement: 'Ödemeler sadece havale ile. Kredi kartı yok, nakit de yok.', keys: ['sadece havale ile', 'nakit de yok'] },
];

// ---------------------------------------------------------------- 4. carried by another turn's words

interface Echo {
  language: Language;
  /** A user turn early on, before the clamp's window, in words no rule reads. */
  statement: string;
  keys: string[];
  /** The assistant, in a turn the clamp keeps, repeating it. */
  echo: string;
}

const ECHOED: Echo[] = [
  { language: 'en', statement: 'honestly nothing with peanuts, my son is allergic', keys: ['nothing with peanuts'], echo: 'Here is the snack plan, nothing with peanuts as you asked: fruit, crackers and cheese.' },
  { language: 'en', statement: 'oh and Marcus is off limits for pages this month', keys: ['Marcus is off limits for pages'], echo: 'I paged Dilek instead, since Marcus is off limits for pages this month.' },
  { language: 'en', statement: 'the client only reads things in German', keys: ['only reads things in German'], echo: 'I drafted the note in German, because the client only reads things in German.' },
  { language: 'en', statement: 'invoices go out on the 1st and the 15th, nothing in between', keys: ['1st and the 15th, nothing in between'], echo: 'Queued for the 15th: invoices go out on the 1st and the 15th, nothing in between.' },
  { language: 'tr', statement: 'bu arada fıstıklı hiçbir şey olmasın, oğlumun alerjisi var', keys: ['fıstıklı hiçbir şey olmasın'], echo: 'Atıştırmalık listesi hazır; fıstıklı hiçbir şey olmasın dediğiniz için meyve ve kraker koydum.' },
  { language: 'tr', statement: 'Murat bu ay nöbet listesinin dışında', keys: ['Murat bu ay nöbet listesinin dışında'], echo: "Dilek'i aradım, çünkü Murat bu ay nöbet listesinin dışında." },
  { language: 'tr', statement: 'müşteri sadece Almanca okuyor', keys: ['sadece Almanca okuyor'], echo: 'Notu Almanca yazdım, müşteri sadece Almanca okuyor.' },
  { language: 'tr', statement: "faturalar ayın 1'inde ve 15'inde çıkar, arada değil", keys: ["1'inde ve 15'inde çıkar, arada değil"], echo: "15'ine sıraya koydum; faturalar ayın 1'inde ve 15'inde çıkar, arada değil." },
];

async function keepsEcho(e: Echo): Promise<boolean> {
  const history: Turn[] = [
    { role: 'user', content: OPENING[e.language] },
    { role: 'assistant', content: ACK[e.language] },
    { role: 'user', content: e.statement },
    { role: 'assistant', content: ACK[e.language] },
  ];
  let i = 0;
  for (; i < 20; i++) history.push(...exchange(e.language, i));
  const at = history.length;
  history.push({ role: 'user', content: e.language === 'en' ? 'what did you do about it?' : 'ne yaptın peki?' }, { role: 'assistant', content: e.echo });
  for (let k = 0; k < AFTER; k++, i++) history.push(...exchange(e.language, i));
  const request: Request = { rules: [{ id: 'lang', text: 'Answer in the user’s language.' }], history, question: e.language === 'en' ? 'What next?' : 'Şimdi ne yapalım?' };
  const item = constraint(e.keys, 3);
  const clamped = assemble(request, profile);
  expect(clamped.kept.history, `the clamp keeps the repetition of "${e.statement}"`).toContain(at + 1);
  expect(clamped.kept.history, `the clamp does not keep "${e.statement}" itself`).not.toContain(2);
  expect(isKept(promptView(clamped), item), `the clamp's prompt keeps "${e.statement}"`).toBe(true);
  const { request: compacted, outcome } = await compactHistory(request, profile, extractiveSummarizer);
  if (outcome.kind !== 'compacted') throw new Error(`"${e.statement}": ${JSON.stringify(outcome)}`);
  expect(outcome.compactedTurns, `compaction folds the repetition of "${e.statement}"`).toBeGreaterThan(at + 1);
  return isKept(promptView(assemble(compacted, profile)), item);
}

function misses(cases: readonly Case[]): Promise<string[]> {
  return cases.reduce<Promise<string[]>>(async (acc, c) => ((await keeps(c)) ? acc : [...(await acc), c.statement]), Promise.resolve([]));
}

describe('a current constraint the clamp keeps is kept after compaction, whichever way it could be lost', () => {
  it('1. words held by an item of a section that does not bind (a rejected option, an open question)', async () => {
    expect(await misses(NOT_BINDING)).toEqual(NOT_BINDING_MISSED);
  });
  it('2. words held by an item marked superseded', async () => {
    expect(await misses(MARKED_STALE)).toEqual(MARKED_STALE_MISSED);
  });
  it('2. words held by an item marked superseded by a tool call the user approved', async () => {
    expect(await misses(MARKED_STALE_BY_CALL)).toEqual(MARKED_STALE_BY_CALL_MISSED);
  });
  it('2. and the call marks none of those rules replaced: it sets something else', async () => {
    const wrong: string[] = [];
    for (const c of MARKED_STALE_BY_CALL) if (await marked(c)) wrong.push(c.statement);
    expect(wrong).toEqual(MARKED_BY_CALL);
  });
  it('3. a statement held in pieces', async () => {
    expect(await misses(IN_PIECES)).toEqual(IN_PIECES_MISSED);
  });
  it("4. a rule said before the clamp's window that a turn of the window repeats", async () => {
    const missed: string[] = [];
    for (const e of ECHOED) if (!(await keepsEcho(e))) missed.push(e.statement);
    expect(missed).toEqual(ECHOED_MISSED);
  });
});

const NOT_BINDING_MISSED: string[] = [];
const MARKED_STALE_MISSED: string[] = [];
// Written before the change that closes mechanism 2 for approved calls, five of the ten were lost (the call folded
// with the rule or raw after it): a verbatim turn left out the words of an item a call marked replaced. Since, a turn
// is never written without them (`saidItems`).
const MARKED_STALE_BY_CALL_MISSED: string[] = [];
// Before the two rules of approved calls (a statement of the approving turn is not replaced by the call it approves;
// a limit only by a call that sets a limit), five of the ten were marked; then the keynote's time was still taken for
// the shuttle's, which names it as what it is timed against ("after": "keynote"). Since such a thing is not what the
// call sets (2026-12-03), none.
const MARKED_BY_CALL: string[] = [];
const IN_PIECES_MISSED: string[] = [];
const ECHOED_MISSED: string[] = [];
