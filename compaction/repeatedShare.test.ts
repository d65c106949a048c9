import { describe, expect, it } from 'vitest';
import { assemble } from '../core/assemble.js';
import { resolveProfile, type Profile } from '../core/profile.js';
import type { Request, Turn } from '../core/request.js';
import { flatten, promptView, type PromptView } from './measure/promptView.js';
import { replayTurns } from './measure/replay.js';
import { extractiveSummarizer } from './summarizer.js';
import { profile as small } from './test-helpers/offsiteConversation.js';

/**
 * The summary within half the history share at every compaction, not only at
 * the first (issue 14: "summaries ≤ 50 % of the history share"). A deployment
 * compacts the state it keeps, turn by turn; each compaction reads the last
 * one's summary back. Each case is a long session whose user keeps adding
 * house rules, one every few exchanges, said once and never again, and talks
 * at length in between (status updates no rule reads), some with tool
 * lookups that return tables. Replayed under the small profile and a 6k
 * window (a share of 1 536 tokens), compacted before every user turn when
 * over the share.
 *
 * The oracle, read off each round's assembled prompt (`promptView`, no
 * `core/compact` in the check):
 * - the summary block takes at most ⌊share / 2⌋ tokens;
 * - never worse than the clamp: every user turn the plain clamp of the
 *   conversation so far (never compacted) keeps is in the prompt whole, in a
 *   raw turn or in one binding line of the summary (a constraint, a decision
 *   or the verbatim section) not marked replaced.
 *
 * Written before the change that holds the summary to half the share at
 * every compaction: then the summary grew with each compaction while the
 * raw tail shrank, until summary and tail no longer fit
 * and the compaction fell back (`too-large`) to a clamp of a state whose head
 * earlier compactions had taken. Measured then (compactions over half the
 * share, the largest summary, fallbacks, turns of the clamp lost):
 * - launch @ small: 70 of 72, 96.7 %, 2 fallbacks, 3 turns lost;
 * - launch @ tight: 70 of 73, 96.5 %, 11 fallbacks, 11 turns lost;
 * - klinik @ small: 68 of 70, 92.6 %, 1 fallback, 2 turns lost;
 * - klinik @ tight: 76 of 83, 92.2 %, 1 fallback, 3 turns lost;
 * - warehouse @ small: none over half;
 * - warehouse @ tight: 7 of 32, 63.1 %;
 * - ödeme @ small: 17 of 29, 71.2 %;
 * - ödeme @ tight: 38 of 51, 66.6 %.
 *
 * After it (the summary held to half its share, older rules shrinking in
 * their order; the clamp's reach into the turns an earlier summary covers
 * estimated with what an answer costs here instead of a message's overhead;
 * a rule that held a covered turn whole and that a later user turn marks
 * replaced written back as its turn's line): all eight within half the
 * share at every compaction, no fallback, no turn of the clamp lost. The
 * estimate alone left one rule turn of the clinic lost in both profiles,
 * marked replaced by a false match and shrunk first.
 */

const tight: Profile = resolveProfile({ ...small, name: 'compaction-tight', window: 6_144 });
const PROFILES: [string, Profile][] = [['small', small], ['tight', tight]];

type Language = 'en' | 'tr';

interface Session {
  name: string;
  language: Language;
  history: Turn[];
}

/** Picks the `i`-th of a list, round and round: every exchange says something a little different. */
const pick = <T,>(list: readonly T[], i: number): T => list[i % list.length]!;

/** What a session says in its own language: who opens it, the rules the user adds along the way and how. */
interface Voice {
  name: string;
  language: Language;
  opening: [user: string, assistant: string];
  rules: readonly string[];
  rule: (text: string) => string;
  understood: string;
}

/** 110 exchanges of talk, no tools; every seventh from the fourth a new rule while there are any. */
function talkSession(voice: Voice, talk: (i: number) => string, reply: (i: number) => string): Session {
  const history: Turn[] = [{ role: 'user', content: voice.opening[0] }, { role: 'assistant', content: voice.opening[1] }];
  for (let i = 0; i < 110; i++) {
    const rule = i % 7 === 3 ? voice.rules[(i - 3) / 7] : undefined;
    history.push({ role: 'user', content: rule === undefined ? talk(i) : voice.rule(rule) });
    history.push({ role: 'assistant', content: rule === undefined ? reply(i) : voice.understood });
  }
  return { name: voice.name, language: voice.language, history };
}

/** A lookup by a tool: the user's question, the call, a table of five rows, the assistant's answer. */
interface Lookup {
  question: (i: number) => string;
  tool: string;
  arguments: (i: number) => string;
  header: string;
  row: (i: number, k: number) => string;
  answer: (i: number) => string;
}

/** 96 steps: every eighth from the third a new rule while there are any, else a tool lookup every third, else talk. */
function toolSession(voice: Voice, lookup: Lookup, talk: (i: number) => string, reply: (i: number) => string): Session {
  const history: Turn[] = [{ role: 'user', content: voice.opening[0] }, { role: 'assistant', content: voice.opening[1] }];
  let rule = 0;
  for (let i = 0; i < 96; i++) {
    if (i % 8 === 2 && rule < voice.rules.length) {
      history.push({ role: 'user', content: voice.rule(voice.rules[rule++]!) }, { role: 'assistant', content: voice.understood });
    } else if (i % 3 === 0) {
      const id = `call-${i}`;
      const rows = [0, 1, 2, 3, 4].map((k) => lookup.row(i, k));
      history.push(
        { role: 'user', content: lookup.question(i) },
        { role: 'assistant', content: '', toolCalls: [{ id, name: lookup.tool, arguments: lookup.arguments(i) }] },
        { role: 'tool', toolCallId: id, content: [lookup.header, ...rows].join('\n') },
        { role: 'assistant', content: lookup.answer(i) },
      );
    } else {
      history.push({ role: 'user', content: talk(i) }, { role: 'assistant', content: reply(i) });
    }
  }
  return { name: voice.name, language: voice.language, history };
}

// ---------------------------------------------------------------- a product launch, in English, no tools

const LAUNCH_RULES = [
  'from now on no meetings before 10, I do my deep work in the mornings',
  "don't mention the price change to partners until legal signs off",
  'changelog entries stay one line each, no paragraphs',
  'always put the ticket number first in any status line you write for me',
  'never cc Marta on the launch threads, she asked to be left out until May',
  "the press kit doesn't go out before the 14th, whatever marketing says",
  'keep the exec summary under 200 words',
  'write dates as 3 Apr, never 04/03, we have people in both the US and the UK',
  "we're not doing a webinar this time, so don't draft one",
  'anything about the beta customers stays internal, no names in public copy',
  'use "workspace", not "project", in everything user-facing',
  "budget questions go to Dev, not to me, I can't approve anything over 2k",
  'no emojis in the release notes',
  'if a demo fails on staging, tell me before you tell the channel',
  'the Brazil rollout waits for the Portuguese strings, no English fallback',
  'always link the design doc when you mention a flow change',
];

const LAUNCH_TALK = [
  'ok so the design review went fine, Priya wants the hero image swapped for the darker one',
  'legal still has not come back on the EU copy and I am starting to worry about the timeline',
  'the onboarding flow got two new steps after the usability round, mostly around invites',
  'support says the help center articles are half done and the screenshots are outdated',
  'sales keeps asking whether the enterprise tier ships on day one or a week later',
  'the staging build from last night is slow on the dashboard, engineering is looking at it',
  'we got the localisation vendor quote back and it is higher than last quarter',
  'the partner newsletter slot moved, they now want copy by Thursday noon',
];

function launch(): Session {
  return talkSession(
    {
      name: 'launch',
      language: 'en',
      opening: ['hi! I run the Atlas 3.0 launch, help me keep track of things. short answers please.', 'Happy to help with the Atlas 3.0 launch. I will keep it short.'],
      rules: LAUNCH_RULES,
      rule: (text) => `one more rule: ${text}.`,
      understood: 'Got it, I will stick to that.',
    },
    (i) => `${pick(LAUNCH_TALK, i)}, and ${pick(LAUNCH_TALK, i * 3 + 1)}. ticket ATL-${400 + i} tracks it, can you note where we are?`,
    (i) => `Noted under ATL-${400 + i}. Open items for this week: ${2 + (i % 5)} reviews, ${1 + (i % 3)} sign-offs and the staging check; I will flag anything that slips past Thursday.`,
  );
}

// ---------------------------------------------------------------- a clinic's front desk, in Turkish, no tools

const KLINIK_RULES = [
  'bundan sonra hastalara sabah 9dan önce mesaj atma',
  'Dr. Ersoy salı günleri ameliyatta, salıya randevu verme',
  'randevu hatırlatmaları bir gün önceden gitsin, aynı gün değil',
  'hasta adlarını yazışmada tam yazma, baş harfleri yeter',
  'çocuk hastalarda veliyi de mutlaka bilgilendir',
  'iptal eden hastaya ceza ücretinden hiç bahsetme',
  'laboratuvar sonuçlarını telefonda okuma, hastayı kliniğe çağır',
  'cumartesi randevularını sadece Dr. Kaya alıyor',
  'fatura sorularını muhasebeye yönlendir, sen tutar söyleme',
  'yazışmalarda siz diye hitap et, sen deme',
  'kontrol randevusu ilk muayeneden en az 10 gün sonra olsun',
  'yeni hastaya ilk gün tahlil randevusu verme',
  'sigortalı hastalarda provizyon numarasını mutlaka not et',
  'acil görünen bir şikâyet gelirse önce nöbetçi hemşireyi ara',
  'SMS metinleri 160 karakteri geçmesin',
  'Dr. Ersoy ile Dr. Kaya aynı hastaya aynı gün yazılmasın',
];

const KLINIK_TALK = [
  'sabah bekleme salonu yine çok kalabalıktı, iki hasta randevusuz geldi',
  'resepsiyondaki yazıcı yine kâğıt sıkıştırdı, teknik servisi aradık',
  'Dr. Kaya perşembe öğleden sonrasını biraz daha açabileceğini söyledi',
  'hemşire Selin bu hafta izinde, yerine gelen arkadaş sistemi yeni öğreniyor',
  'geçen hafta gönderilen hatırlatmalardan birkaçı yanlış numaraya gitmiş olabilir',
  'laboratuvar kurye saatini değiştirdi, numuneler artık öğlen alınıyor',
  'otoparktaki tabela düştü, hastalar girişi bulmakta zorlanıyor',
  'yeni randevu sistemi bazen aynı saate iki kayıt açıyor',
];

function klinik(): Session {
  return talkSession(
    {
      name: 'klinik',
      language: 'tr',
      opening: ['merhaba, Moda Aile Kliniği ön büronun işlerini birlikte takip edelim. kısa yaz lütfen.', 'Merhaba, Moda Aile Kliniği için buradayım, kısa yazacağım.'],
      rules: KLINIK_RULES,
      rule: (text) => `bir kural daha: ${text}.`,
      understood: 'Anlaşıldı, buna uyacağım.',
    },
    (i) => `${pick(KLINIK_TALK, i)}, bir de ${pick(KLINIK_TALK, i * 3 + 1)}. dosya KLN-${7100 + i} açık, durumu not eder misin?`,
    (i) => `KLN-${7100 + i} için not aldım. Bu hafta ${2 + (i % 5)} kontrol randevusu, ${1 + (i % 3)} tahlil sonucu bekliyor; perşembeye kadar kayan olursa haber veririm.`,
  );
}

// ---------------------------------------------------------------- a warehouse, in English, tool lookups

const WAREHOUSE_RULES = [
  'never release a pallet that has no scan at the gate',
  "don't book the Leeds dock on Mondays, their crane is serviced then",
  'hazmat goes on the ground floor racks only',
  'always give me the bay and the slot together, like B4-17',
  'no overtime without a written ok from Kofi',
  'returns older than 30 days go to the quarantine cage, not back to stock',
  "do not reorder from Brightline, we're in a dispute with them",
  'cold chain loads leave the dock within 20 minutes of loading',
  'keep the shift report to five bullets',
  'weekend deliveries need two people at the gate, never one',
  'write weights in kilos, never pounds',
  'damaged pallets get photographed before anyone touches them',
];

const WAREHOUSE_TALK = [
  'aisle 4 is blocked by a broken shrink-wrap machine again',
  'the forklift charger in bay 2 keeps tripping the breaker',
  'two drivers waited an hour at the gate because the booking sheet was wrong',
  'the new label printer skips every tenth label',
  'somebody parked a trailer across the fire lane overnight',
];

function warehouse(): Session {
  return toolSession(
    {
      name: 'warehouse',
      language: 'en',
      opening: ['morning. I am on the Northgate warehouse desk this week, keep replies short.', 'Morning. Northgate warehouse desk, short replies.'],
      rules: WAREHOUSE_RULES,
      rule: (text) => `new rule: ${text}.`,
      understood: 'Understood.',
    },
    {
      question: (i) => `what is on inbound truck ${i}?`,
      tool: 'inbound_manifest',
      arguments: (i) => `{"truck":${i}}`,
      header: 'PALLET | SLOT | WEIGHT | STATUS',
      row: (i, k) => `PAL-${30000 + i * 5 + k} | B${1 + ((i + k) % 6)}-${10 + ((i * 7 + k) % 40)} | ${200 + ((i * 13 + k * 17) % 600)} kg | ${k % 4 === 3 ? 'held' : 'ok'}`,
      answer: (i) => `Truck ${i}: five pallets, one held for a missing scan.`,
    },
    (i) => `the day crew says ${pick(WAREHOUSE_TALK, i)}, and the night crew left ${i % 9} pallets unlabelled by the cold room, can you log it?`,
    (i) => `Logged as NG-${5200 + i}: aisle ${i % 12} blocked, ${i % 9} unlabelled pallets by the cold room; maintenance is asked to look before noon.`,
  );
}

// ---------------------------------------------------------------- payment ops, in Turkish, tool lookups

const ODEME_RULES = [
  'iade tutarı 5.000 TL üstündeyse bana sormadan onaylama',
  'müşteriye kart numarasının son dört hanesinden fazlasını yazma',
  'chargeback dosyalarını cuma günü kapatma',
  'her işlemde önce referans numarasını yaz, sonra tutarı',
  'yabancı kartlarda 3D Secure olmadan işlem açma',
  'bankaya giden yazışmalarda resmi dil kullan',
  'gece 23:00 ile 07:00 arası toplu iade çalıştırma',
  'aynı müşteriye günde ikiden fazla iade yapma',
  'şüpheli işlem raporunu Zeynep Hanım dışında kimseyle paylaşma',
  'komisyon oranlarını müşteriye hiç söyleme',
  'tutarları her zaman kuruşuyla yaz',
  'test ortamındaki işlemleri rapora katma',
];

function odeme(): Session {
  return toolSession(
    {
      name: 'ödeme',
      language: 'tr',
      opening: ['günaydın, bu hafta ödeme operasyonlarındayım. kısa ve Türkçe yaz.', 'Günaydın, ödeme operasyonları için buradayım; kısa ve Türkçe yazacağım.'],
      rules: ODEME_RULES,
      rule: (text) => `yeni kural: ${text}.`,
      understood: 'Anlaşıldı.',
    },
    {
      question: (i) => `${i}. paketteki iadeler ne durumda?`,
      tool: 'iade_listesi',
      arguments: (i) => `{"paket":${i}}`,
      header: 'İŞLEM | TUTAR | DURUM',
      row: (i, k) => `TRX-${880000 + i * 5 + k} | ${(100 + ((i * 37 + k * 53) % 9000)).toLocaleString('en-US')},${String((i + k) % 100).padStart(2, '0')} TL | ${k % 4 === 1 ? 'beklemede' : 'tamam'}`,
      answer: (i) => `${i}. paket: beş iade, biri beklemede.`,
    },
    (i) => `çağrı merkezinden ${i % 7} müşteri aradı, iadelerinin hesaba geçmediğini söylüyorlar, bir de banka ${i % 5} işlemi mutabakatta eşleştiremedi; not alır mısın?`,
    (i) => `ODM-${6400 + i} olarak not aldım: ${i % 7} müşteri araması, ${i % 5} eşleşmeyen işlem; bankaya öğlene kadar yazıyorum.`,
  );
}

const SESSIONS: Session[] = [launch(), klinik(), warehouse(), odeme()];

/** Trailing sentence punctuation is not part of the words a turn said. */
const words = (text: string): string => flatten(text).replace(/[.!?…,;:\s]+$/u, '');

const BINDING = new Set(['constraints', 'decisions', 'said']);

/** The user's turn binds the model in the prompt: in a raw turn, or whole in one live binding line of the summary. */
function binds(view: PromptView, content: string): boolean {
  const said = words(content);
  return view.raw.includes(said) || view.items.some((line) => BINDING.has(line.section) && !line.superseded && line.text.includes(said));
}

interface Round {
  turns: number;
  outcome: string;
  share: number;
  summary: number;
  lost: string[];
}

/** Replays the session turn by turn, compacting before every user turn and at the end. */
async function replay(session: Session, profile: Profile): Promise<Round[]> {
  const base: Request = { rules: [{ id: 'lang', text: 'Answer in the user’s language.' }], question: session.language === 'en' ? 'What next?' : 'Sırada ne var?' };
  const history = session.history;
  const rounds: Round[] = [];
  // A fallback leaves the state as it was: assemble then clamps a history whose head earlier compactions took.
  await replayTurns(base, history, profile, extractiveSummarizer, ({ turns, outcome, state, prefix }) => {
    const assembled = assemble(state, profile);
    const clamp = assemble(prefix, profile);
    const view = promptView(assembled);
    const lost = clamp.kept.history.map((i) => history[i]!).filter((turn) => turn.role === 'user' && !binds(view, turn.content)).map((turn) => words(turn.content).slice(0, 40));
    const reason = outcome.kind === 'fell-back' ? `fell back (${outcome.reason})` : 'compacted';
    rounds.push({ turns, outcome: reason, share: outcome.share, summary: assembled.sections.summary, lost });
  });
  return rounds;
}

describe('compaction after compaction: the summary within half the share, never worse than the clamp', () => {
  for (const session of SESSIONS) {
    for (const [label, profile] of PROFILES) {
      const name = `${session.name} @ ${label}`;
      it(name, async () => {
        const rounds = await replay(session, profile);
        const compacted = rounds.filter((r) => r.outcome === 'compacted');
        expect(compacted.length, 'compacted more than once').toBeGreaterThan(2);
        const over = compacted.filter((r) => r.summary > Math.floor(r.share / 2));
        const largest = Math.max(...compacted.map((r) => r.summary / r.share));
        expect({
          fellBack: rounds.filter((r) => r.outcome !== 'compacted').map((r) => `turn ${r.turns}: ${r.outcome}`),
          overHalf: over.length === 0 ? 'none' : `${over.length} of ${compacted.length} compactions, the largest ${(100 * largest).toFixed(1)} % of the share`,
          lost: [...new Set(rounds.flatMap((r) => r.lost))],
        }).toEqual({ fellBack: [], overHalf: 'none', lost: [] });
      });
    }
  }
});
