import { describe, expect, it } from 'vitest';
import * as pairs from '../../compaction/test-helpers/revisionPairs.js';
import { extractSummary } from './extractSummary.js';
import { emptyContent, type SummaryContent, type SummaryTurn } from './summary.js';

/**
 * Revisions as people make them, end to end through the extractive
 * summarizer: a value set early and changed later — reported in the past
 * ("we moved the window to 02:00"), narrated ("the client pushed …"),
 * relative ("a day later", "one more person"), a confirmation of someone
 * else's proposal ("ok go with 1800"), or a value changed inside a tool call
 * the user approved. Written as a reviewer would phrase them, before the
 * summarizer was changed for them.
 *
 * A revision is resolved when the stale value is in no live line of the
 * summary (constraints, decisions, open questions) and the new one is in a
 * live constraint or decision — or, when the revising turn stays raw, when
 * the raw turn is enough to mark the stale line superseded. Both placements
 * are checked.
 *
 * The look-alikes are the other side: a later value of the same kind that
 * changes nothing (money spent, a run that was late, a listing picked) must
 * leave the earlier rule live.
 */
type Role = SummaryTurn['role'];
type Said = [Role, string, string[]?];

interface Revision {
  name: string;
  language: 'en' | 'tr';
  turns: Said[];
  /** Index (0-based) of the first turn of the revision: the user's change, or the proposal the user confirms. */
  at: number;
  stale: string;
  fresh: string;
}

const FILLER_EN: Said[] = [
  ['assistant', 'Noted.'],
  ['user', 'thanks. can you check the other thing too'],
  ['assistant', 'Checked, nothing unusual there.'],
];
const FILLER_TR: Said[] = [
  ['assistant', 'Not aldım.'],
  ['user', 'sağol. diğer konuya da bakar mısın'],
  ['assistant', 'Baktım, orada bir sorun yok.'],
];

function revision(name: string, language: 'en' | 'tr', before: Said[], change: Said[], stale: string, fresh: string): Revision {
  const filler = language === 'en' ? FILLER_EN : FILLER_TR;
  const turns = [...before, ...filler, ...change, [ 'assistant', language === 'en' ? 'Done.' : 'Tamam.'] as Said];
  return { name, language, turns, at: before.length + filler.length, stale, fresh };
}

const REVISIONS: Revision[] = [
  // Reported in the past.
  revision('window moved, reported', 'en', [['user', 'tonight the maintenance window is 01:00-02:00 UTC']], [['user', 'fyi we moved the window to 02:00-03:00 UTC']], '01:00-02:00 UTC', '02:00-03:00 UTC'),
  revision('budget bumped, reported with a pronoun', 'en', [['user', 'budget for the offsite is $12,000']], [['user', 'finance came back, we bumped it to $14,500']], '$12,000', '$14,500'),
  revision('retry cap raised', 'en', [['user', 'cap retries at 3 per job']], [['user', 'we raised the retry cap to 5 last night']], 'cap retries at 3', 'retry cap to 5'),
  revision('launch moved by someone', 'en', [['user', 'launch is may 27, dont plan anything after that']], [['user', 'marketing moved the launch to june 2']], 'may 27', 'june 2'),
  revision('report day switched', 'en', [['user', 'send me the report every monday morning']], [['user', 'we switched the report to friday morning']], 'monday', 'friday'),
  revision('headcount down, narrated', 'en', [['user', 'there are 5 travelers on this trip']], [['user', 'Maria dropped out, so its 4 travelers now']], '5 travelers', '4 travelers'),
  revision('bütçe çıkarıldı', 'tr', [['user', 'bütçe 2 bin TL, geçmeyelim']], [['user', 'bütçeyi 2.500 TL\'ye çıkardık']], '2 bin TL', '2.500 TL'),
  revision('tavan çekildi', 'tr', [['user', 'kira tavanı 25 bin TL']], [['user', 'tavanı 28 bin TL\'ye çektik']], '25 bin TL', '28 bin TL'),
  // Relative changes.
  revision('flight a day later', 'en', [['user', 'we fly out on may 12']], [['user', 'push the flight a day later']], 'may 12', 'a day later'),
  revision('another 500 on the budget', 'en', [['user', 'budget is 2,000 EUR for the hardware']], [['user', 'add another 500 EUR to the budget']], '2,000 EUR', 'another 500 EUR'),
  revision('bir saat ileri', 'tr', [['user', 'bakım penceresi 02:00-03:00']], [['user', 'pencereyi bir saat ileri alalım']], '02:00-03:00', 'bir saat ileri'),
  // Confirming someone else's proposal.
  revision(
    'ok go with 1800',
    'en',
    [['user', 'keep the rent under $1,500']],
    [
      ['assistant', 'Under $1,500 there are only two studios left. At $1,800 there are six two-bedroom places. Want me to raise the limit?'],
      ['user', 'ok go with 1800'],
    ],
    '$1,500',
    'go with 1800',
  ),
  revision(
    'thursday then',
    'en',
    [['user', 'the retro is on wednesday']],
    [['user', 'Kate suggests moving the retro to thursday. ok, thursday then']],
    'wednesday',
    'thursday then',
  ),
  revision(
    'tamam 150 olsun',
    'tr',
    [['user', 'bütçe 120 bin TL\'yi geçmesin']],
    [
      ['assistant', 'Bütçeyi 150 bin TL\'ye çıkarırsak deniz manzaralı oda mümkün. İster misiniz?'],
      ['user', 'tamam 150 olsun'],
    ],
    '120 bin',
    '150 olsun',
  ),
  // A value changed inside a tool call the user approved.
  revision(
    'window in an approved call',
    'en',
    [['user', 'tonights window is 01:00-02:00 UTC for the reindex']],
    [
      ['assistant', 'The settlement batch runs until 02:30 tonight. Shall I reschedule the reindex to 03:00-04:00 UTC?'],
      ['user', 'yes do it'],
      ['assistant', '', ['schedule_maintenance({"job": "reindex", "window": "03:00-04:00 UTC"})']],
      ['tool', '{"scheduled": true}'],
    ],
    '01:00-02:00 UTC',
    '03:00-04:00 UTC',
  ),
  revision(
    'indirim onaylanan çağrıda',
    'tr',
    [['user', 'kampanyada indirim %20 olsun']],
    [
      ['assistant', 'Rakip %25 veriyor. İndirimi %25\'e çekeyim mi?'],
      ['user', 'evet onaylıyorum'],
      ['assistant', '', ['kampanya_guncelle({"kod": "ANNE25", "indirim": "%25"})']],
      ['tool', '{"ok": true}'],
    ],
    '%20',
    '%25',
  ),
];

/** A second list, written after the first round of changes, in forms the first did not use. */
const SECOND: Revision[] = [
  revision('make that 16', 'en', [['user', 'we are 14 people']], [['user', 'make that 16 people']], '14 people', '16 people'),
  revision('actually thursday', 'en', [['user', 'the demo is on tuesday']], [['user', "actually let's do the demo thursday"]], 'tuesday', 'thursday'),
  revision('new budget', 'en', [['user', 'budget €30k for the whole thing']], [['user', 'new budget: €25k']], '€30k', '€25k'),
  revision('not 1.5k', 'en', [['user', 'cap the ad spend at $1,500 a week']], [['user', 'the cap is $2,000 now, not $1,500']], 'at $1,500 a week', '$2,000 now'),
  revision('yes 03:00 works', 'en', [['user', 'the restart window is 01:00 UTC']], [['assistant', 'The backup runs at 01:00. Would 03:00 UTC work instead?'], ['user', 'yes, 03:00 UTC works']], '01:00 UTC', '03:00 UTC works'),
  revision('bütçe artık', 'tr', [['user', 'bütçe 120 bin TL']], [['user', 'bütçe artık 150 bin TL']], '120 bin', '150 bin'),
  revision('tarih oldu', 'tr', [['user', 'teslim 12 mayıs']], [['user', 'tarih değişti, teslim 20 mayıs oldu']], '12 mayıs', '20 mayıs'),
  revision('12 değil 14', 'tr', [['user', '12 kişiyiz']], [['user', '12 değil 14 kişiyiz']], '12 kişiyiz', '14 kişiyiz'),
  revision('10 yerine 11', 'tr', [['user', "eğitim saat 10:00'da başlıyor"]], [['user', "saat 10:00 yerine 11:00'de başlayalım"]], "10:00'da", "11:00'de"),
  revision(
    'go ahead, raw call',
    'en',
    [['user', 'keep replicas at 3 for payments-api']],
    [
      ['assistant', 'CPU is at 90 %. Scale payments-api to 5 replicas?'],
      ['user', 'go ahead'],
      ['assistant', '', ['kubectl({"args": "scale deploy/payments-api --replicas=5"})']],
      ['tool', 'deployment.apps/payments-api scaled'],
    ],
    'replicas at 3',
    '--replicas=5',
  ),
];

/** A change of mind between offered options, without a value: the options weighed again between the two choices. */
const CHOICES: Revision[] = [
  {
    name: 'miramar then',
    language: 'en',
    turns: [
      ['assistant', 'Three options: Casa Azul (€120), Hotel Miramar (€140), Pensão Ribeira (€95).'],
      ['user', 'casa azul looks good'],
      ['assistant', 'Noted. One thing: Miramar has a pool, Casa Azul does not.'],
      ['user', "ok let's go with miramar then"],
      ['assistant', 'Done.'],
    ],
    at: 3,
    stale: 'casa azul looks good',
    fresh: 'go with miramar',
  },
  {
    name: "ajet olsun",
    language: 'tr',
    turns: [
      ['assistant', 'Seçenekler: Pegasus 08:10, AJet 11:40.'],
      ['user', "pegasus'a bakalım"],
      ['assistant', 'Pegasus bagajsız, AJet ise 20 kg bagaj dahil.'],
      ['user', 'tamam ajet olsun'],
      ['assistant', 'Tamam.'],
    ],
    at: 3,
    stale: "pegasus'a bakalım",
    fresh: 'ajet olsun',
  },
];

/**
 * Of the second list, missed until the ninth round: a time or an ordinal
 * written with its unit ("7pm", "the 14th") was read as a code, not a
 * value, so the statement that sets it was not kept; a Turkish day as a
 * noun phrase ("toplantı salı günü") was not a value either.
 */
const SECOND_RESOLVED_NINTH: Revision[] = [
  revision('perşembeye kaldı', 'tr', [['user', 'toplantı salı günü']], [['user', 'toplantı perşembeye kaldı']], 'salı', 'perşembeye'),
  revision('scratch the 14th', 'en', [['user', 'we leave on the 14th']], [['user', 'scratch that, we leave on the 16th']], 'the 14th', 'the 16th'),
  revision('change of plan', 'en', [['user', 'dinner is at 7pm']], [['user', 'change of plan: dinner is at 8pm']], '7pm', '8pm'),
];

/** Of the second list's misses, resolved when a change told with a Turkish verb of motion ("1000 TL'ye indi") is kept as the value it replaces. */
const SECOND_RESOLVED_LATER: Revision[] = [
  revision('limit indi', 'tr', [['user', 'günlük limit 2000 TL']], [['user', "günlük limit 1000 TL'ye indi"]], '2000 TL', "1000 TL'ye"),
];

/**
 * A third list, written after reading what the summarizer missed in the four
 * tuning conversations added later (their own wording is not used): a
 * prohibition lifted by a permission of the same verb, an approval with more
 * words than "yes", reported by the assistant.
 */
const THIRD: Revision[] = [
  revision('permission, same verb', 'en', [['user', 'never call the landlord directly']], [['user', 'ok you can call him now, the lease is signed']], 'never call the landlord', 'you can call him now'),
  revision('izin, aynı fiil', 'tr', [['user', 'müdürü arama, toplantıda']], [['user', 'artık onu arayabilirsin, toplantı bitti']], 'müdürü arama', 'artık onu arayabilirsin'),
  // Added in the fifth round, after a short order with a pronoun began taking the clause before it in: a permission does not.
  revision('izin, önünde anlatı', 'tr', [['user', 'kuzenimi arama, haberi yok']], [['user', 'kuzenime anlattım, artık onu arayabilirsin']], 'kuzenimi arama', 'artık onu arayabilirsin'),
  revision(
    'approval with a condition, reported',
    'en',
    [['user', 'keep the worker pool at 8 slots']],
    [
      ['assistant', 'The queue is long. Raise the worker pool to 16?'],
      ['user', 'hm, ok do it, but 12, not 16.'],
      ['assistant', '', ['pool_set({"pool": "worker", "slots": 12})']],
      ['tool', 'worker: 8 -> 12'],
      ['assistant', 'The worker pool is now 12 slots.'],
    ],
    'at 8 slots',
    'now 12 slots',
  ),
];

/**
 * Of the first list, what it missed until the fourth list's change: a
 * change reported in the past or narrated with its target ("the client
 * pushed the deadline to june 10", "müşteri teslimi 20 mayısa çekti") and a
 * relative change said with a verb of its own ("one more person is coming",
 * "iki kişi daha geliyor"). Rules that kept them as rules were taken back
 * (they kept more narration and resolved nothing on the tuning half); they
 * are now kept only when they replace a statement the summary keeps.
 */
const REVISIONS_MISSED: Revision[] = [
  revision('deadline pushed by the client', 'en', [['user', 'the deadline is june 3']], [['user', 'the client pushed the deadline to june 10']], 'june 3', 'june 10'),
  revision('soak cut, reported', 'en', [['user', 'every rc soaks 48h in staging']], [['user', 'QA signed off so we cut the soak to 24h']], '48h', '24h'),
  revision('teslim müşteri tarafından çekildi', 'tr', [['user', 'teslim tarihi 12 mayıs']], [['user', 'müşteri teslimi 20 mayısa çekti']], '12 mayıs', '20 mayısa'),
  revision('toplantı alındı', 'tr', [['user', 'haftalık toplantı saat 14:00\'te']], [['user', 'toplantıyı 15:30\'a aldılar']], '14:00', '15:30'),
  revision('one more person', 'en', [['user', 'table for 8 people on saturday']], [['user', 'one more person is coming, book for one more']], '8 people', 'one more person'),
  revision('standup later', 'en', [['user', 'standup is at 9:30 every day']], [['user', 'from tomorrow standup is 30 min later']], '9:30', '30 min later'),
  revision('bir gece daha', 'tr', [['user', 'otelde 3 gece kalıyoruz']], [['user', 'bir gece daha ekledik']], '3 gece', 'bir gece daha'),
  revision('iki kişi daha', 'tr', [['user', '12 kişilik masa lazım']], [['user', 'iki kişi daha geliyor, masayı büyütelim']], '12 kişilik', 'iki kişi daha'),
];

/**
 * A fourth list, written for the general shape before the summarizer was
 * changed for it: a later clause that names the same slot (a deposit, a
 * cutoff, a room, a headcount, a start time) with a new value replaces the
 * earlier one whatever its tense, person or mood — a change reported in the
 * past by someone else, narrated, passive, an evidential, a confirmation of
 * the assistant's proposal, a relative change with a verb of its own. None
 * of these words come from the tuning conversations.
 */
const FOURTH: Revision[] = [
  // Reported or narrated, in the past, by someone else or in the passive.
  revision('deposit lowered by them', 'en', [['user', 'the venue deposit is €2,000']], [['user', 'good news, they lowered the deposit to €1,500']], '€2,000', 'deposit to €1,500'),
  revision('cutoff extended by ops', 'en', [['user', 'orders placed before 18:00 ship the same day']], [['user', 'ops extended the cutoff to 19:30 this week']], 'before 18:00', 'cutoff to 19:30'),
  revision('review got moved', 'en', [['user', 'the design review is on thursday']], [['user', 'heads up, the design review got moved to friday']], 'on thursday', 'moved to friday'),
  revision('hotel changed check-in', 'en', [['user', 'check-in at the hotel is 15:00']], [['user', 'the hotel changed our check-in to 13:00, nice']], '15:00', 'check-in to 13:00'),
  revision('room instead', 'en', [['user', 'the workshop is in room 204']], [['user', 'we got room 310 instead, 204 is too small']], 'room 204', 'room 310 instead'),
  revision('depozito düşürüldü', 'tr', [['user', 'depozito 5 bin TL']], [['user', "depozitoyu 4 bin TL'ye düşürdüler"]], 'depozito 5 bin TL', "4 bin TL'ye"),
  revision('sunum alındı', 'tr', [['user', "sunum saat 14:00'te"]], [['user', "sunumu 16:00'ya almışlar, haberin olsun"]], "14:00'te", "16:00'ya"),
  revision('kota artırıldı', 'tr', [['user', 'günlük kota 500 sipariş']], [['user', "kotayı 800 siparişe çıkardılar"]], '500 sipariş', '800 siparişe'),
  // A confirmation of the assistant's proposal.
  revision(
    'fine, 25 it is',
    'en',
    [['user', 'keep the deck under 20 slides']],
    [
      ['assistant', 'The outline needs about 25 slides to cover all three markets. Is 25 ok?'],
      ['user', 'fine, 25 it is'],
    ],
    'under 20 slides',
    '25 it is',
  ),
  // Relative changes with a verb of their own.
  revision('add two more', 'en', [['user', 'we are 10 for the dinner']], [['user', 'add two more, the neighbours are coming after all']], '10 for the dinner', 'add two more'),
  revision('half an hour earlier', 'en', [['user', 'the kickoff call starts at 10:00']], [['user', "let's move the kickoff half an hour earlier"]], 'at 10:00', 'half an hour earlier'),
  revision('yarım saat öne', 'tr', [['user', "eğitim 10:00'da başlasın"]], [['user', 'eğitimi yarım saat öne çekelim']], "10:00'da", 'yarım saat öne'),
  revision('bir gün erkene', 'tr', [['user', 'toplantı cuma 11:00']], [['user', 'toplantıyı bir gün erkene alalım']], 'cuma 11:00', 'bir gün erkene'),
];

/**
 * Of the fourth list, what it still misses: two possessors before the same
 * noun ("kitabın teslimi" … "yayınevi teslimi") read as two things named
 * apart, the way "music budget" and "make-up budget" are two budgets.
 */
const FOURTH_MISSED: Revision[] = [
  revision('teslim ertelenmiş', 'tr', [['user', 'kitabın teslimi 3 haziran']], [['user', 'yayınevi teslimi 17 hazirana ertelemiş']], '3 haziran', '17 hazirana'),
];

/** Look-alikes of the fourth list: the same slot named with a value that sets nothing (paid, lasted, happened). */
const FOURTH_LOOK_ALIKES: LookAlike[] = [
  { name: 'part of the deposit paid', language: 'en', live: '€2,000', turns: [['user', 'the venue deposit is €2,000'], ...FILLER_EN, ['user', 'we paid €500 of the deposit yesterday'], ['assistant', 'Noted.']] },
  { name: 'the review lasted', language: 'en', live: 'on thursday', turns: [['user', 'the design review is on thursday'], ...FILLER_EN, ['user', 'last review went on until 17:30, brutal'], ['assistant', 'Noted.']] },
  { name: 'another room mentioned', language: 'en', live: 'room 204', turns: [['user', 'the workshop is in room 204'], ...FILLER_EN, ['user', 'coffee and snacks are in room 118'], ['assistant', 'Noted.']] },
  { name: 'toplantı sürdü', language: 'tr', live: "14:00'te", turns: [['user', "sunum saat 14:00'te"], ...FILLER_TR, ['user', "dünkü sunum 16:00'ya kadar sürdü"], ['assistant', 'Tamam.']] },
  { name: 'kotanın bir kısmı', language: 'tr', live: '500 sipariş', turns: [['user', 'günlük kota 500 sipariş'], ...FILLER_TR, ['user', 'bugün 320 sipariş geldi'], ['assistant', 'Tamam.']] },
  { name: 'two more questions', language: 'en', live: '10 for the dinner', turns: [['user', 'we are 10 for the dinner'], ...FILLER_EN, ['user', 'two more questions about the menu'], ['assistant', 'Sure.']] },
  { name: 'deposit refunded', language: 'en', live: '€2,000', turns: [['user', 'the venue deposit is €2,000'], ...FILLER_EN, ['user', 'the caterer refunded €300 to us last week'], ['assistant', 'Noted.']] },
];

interface LookAlike {
  name: string;
  language: 'en' | 'tr';
  turns: Said[];
  /** The earlier rule's key: it must stay live. */
  live: string;
}

const LOOK_ALIKES: LookAlike[] = [
  {
    name: 'two assignments from one list',
    language: 'en',
    live: 'go with Marta for the gateway review',
    turns: [
      ['assistant', 'Free this week: Marta, Kenji and Omar.'],
      ['user', 'go with Marta for the gateway review'],
      ['assistant', 'Noted.'],
      ['user', 'and go with Kenji for the worker review'],
      ['assistant', 'Noted.'],
    ],
  },
  {
    name: 'two budgets in two currencies',
    language: 'en',
    live: 'the total budget is £28,000',
    turns: [['user', 'the total budget is £28,000'], ...FILLER_EN, ['user', 'the music budget is €3,000 max'], ['assistant', 'Noted.']],
  },
  {
    name: 'a permission of another verb',
    language: 'en',
    live: 'never call the landlord',
    turns: [['user', 'never call the landlord directly'], ...FILLER_EN, ['user', 'you can email the agency now'], ['assistant', 'Noted.']],
  },
  {
    name: 'two budgets named apart',
    language: 'en',
    live: 'the catering budget is €4,000 max',
    turns: [['user', 'the catering budget is €4,000 max'], ...FILLER_EN, ['user', 'flowers budget, keep it under €900'], ['assistant', 'Noted.']],
  },
  {
    name: 'make-up is not make it',
    language: 'en',
    live: "don't go above €600 for make-up",
    turns: [['user', "don't go above €600 for make-up"], ...FILLER_EN, ['user', 'the photographer quoted 10 hours, ask her to make it 8'], ['assistant', 'Noted.']],
  },
  { name: 'money spent', language: 'en', live: '$12,000', turns: [['user', 'budget for the offsite is $12,000'], ...FILLER_EN, ['user', 'we spent $3,400 on flights so far'], ['assistant', 'Noted.']] },
  { name: 'a run that was late', language: 'en', live: '01:00-02:00 UTC', turns: [['user', 'the maintenance window is 01:00-02:00 UTC'], ...FILLER_EN, ['user', 'the batch ran from 03:10 to 03:40 last night'], ['assistant', 'Noted.']] },
  { name: 'a job that failed', language: 'en', live: 'max 3 retries', turns: [['user', 'max 3 retries per job'], ...FILLER_EN, ['user', 'the export job failed after 2 retries'], ['assistant', 'Noted.']] },
  { name: 'a listing picked', language: 'en', live: '$1,500', turns: [['user', 'keep the rent under $1,500'], ['assistant', 'Found three: $1,450, $1,480 and $1,390.'], ['user', 'ok show me the 1390 one'], ['assistant', 'Here it is.']] },
  { name: 'a proposal turned down', language: 'en', live: '01:00-02:00 UTC', turns: [['user', 'tonights window is 01:00-02:00 UTC'], ['assistant', 'Shall I move it to 03:00-04:00 UTC?'], ['user', 'no, keep it as is'], ['assistant', 'Keeping 01:00-02:00 UTC.']] },
  { name: 'standup ran late', language: 'en', live: '9:30', turns: [['user', 'standup is at 9:30 every day'], ...FILLER_EN, ['user', 'today standup ran 20 min over'], ['assistant', 'Noted.']] },
  { name: 'kargo çıktı', language: 'tr', live: '12 mayıs', turns: [['user', 'teslim tarihi 12 mayıs'], ...FILLER_TR, ['user', 'kargo 10 mayısta çıktı'], ['assistant', 'Tamam.']] },
  { name: 'oda kaldı', language: 'tr', live: '12 kişi', turns: [['user', '12 kişiyiz, hepsi aynı otelde kalsın'], ...FILLER_TR, ['user', 'otelde 4 oda kaldı galiba'], ['assistant', 'Tamam.']] },
  { name: 'harcama', language: 'tr', live: '2 bin TL', turns: [['user', 'bütçe 2 bin TL, geçmeyelim'], ...FILLER_TR, ['user', 'şu ana kadar 800 TL harcadık'], ['assistant', 'Tamam.']] },
  { name: 'öneri reddedildi', language: 'tr', live: '%20', turns: [['user', 'kampanyada indirim %20 olsun'], ['assistant', 'İndirimi %25\'e çekeyim mi?'], ['user', 'hayır, %20 kalsın'], ['assistant', 'Tamam, %20.']] },
];

/**
 * A change told of something the user never set is narration: kept only
 * when it replaces a kept statement, so here it is in no line at all.
 */
const NARRATION_ONLY: { name: string; language: 'en' | 'tr'; turns: Said[]; absent: string }[] = [
  { name: 'printer moved', language: 'en', absent: 'printer', turns: [['user', 'the offsite budget is $12,000'], ...FILLER_EN, ['user', 'lol they moved the printer to room 5'], ['assistant', 'Noted.']] },
  { name: 'flight changed by the airline', language: 'en', absent: 'airline', turns: [['user', 'keep the hotel under €150 a night'], ...FILLER_EN, ['user', 'the airline changed my connection to 14:35 again'], ['assistant', 'Noted.']] },
  { name: 'kargo saati', language: 'tr', absent: 'kargocu', turns: [['user', 'bütçe 2 bin TL, geçmeyelim'], ...FILLER_TR, ['user', "kargocu teslimatı 14:00'e almış"], ['assistant', 'Tamam.']] },
];

/**
 * The sixth round's first list, written before the change: a proposal the
 * user approves in the proposal's own verb ("… taşıyayım mı?" → "taşı.",
 * "Want me to move the standup to 10:00?" → "move it"), the assistant then
 * calls a tool and reports. The report is the new value, and the statement
 * it changes (a value, or a relative change the call carried out) is
 * superseded. On the tuning half this was a value the clamp kept and
 * compaction lost.
 */
const BY_VERB: Revision[] = [
  revision(
    'taşı, after a relative change',
    'tr',
    [['user', 'kardiyoloji randevusu 19 Mart olsun'], ['assistant', 'RNDV-1 19 Mart 13:20.'], ['user', 'kardiyolojiyi bir hafta ileri at']],
    [
      ['assistant', '26 Mart 15:00 uygun. RNDV-1\'i 26 Mart 15:00\'e taşıyayım mı?'],
      ['user', 'taşı. iptal edip yeniden alma ama.'],
      ['assistant', '', ['randevu_tasi({"randevu_no": "RNDV-1", "tarih": "2026-03-26", "saat": "15:00"})']],
      ['tool', '{"durum": "TASINDI"}'],
      ['assistant', 'RNDV-1 26 Mart 15:00\'e taşındı.'],
    ],
    'bir hafta ileri at',
    '26 Mart 15:00\'e taşındı',
  ),
  revision(
    'al, a meeting time',
    'tr',
    [['user', 'haftalık toplantı 14:00\'te olsun']],
    [
      ['assistant', 'Salı 14:00\'te salon dolu. Toplantıyı 16:00\'ya alayım mı?'],
      ['user', 'al, katılımcılara da haber ver'],
      ['assistant', '', ['takvim_guncelle({"toplanti": "haftalık", "saat": "16:00"})']],
      ['tool', '{"ok": true}'],
      ['assistant', 'Toplantı 16:00\'ya alındı.'],
    ],
    '14:00',
    '16:00\'ya alındı',
  ),
  revision(
    'çıkar, a daily limit',
    'tr',
    [['user', 'günlük limit 500 TL, aşılmasın']],
    [
      ['assistant', 'Bu hafta kampanya var. Günlük limiti 750 TL\'ye çıkarayım mı?'],
      ['user', 'çıkar.'],
      ['assistant', '', ['limit_guncelle({"gunluk_limit": "750 TL"})']],
      ['tool', '{"ok": true}'],
      ['assistant', 'Günlük limit 750 TL oldu.'],
    ],
    '500 TL',
    'limit 750 TL oldu',
  ),
  revision(
    'move it, a standup time',
    'en',
    [['user', 'the standup is at 09:30']],
    [
      ['assistant', 'Half the team is in another call at 09:30. Want me to move the standup to 10:00?'],
      ['user', 'move it'],
      ['assistant', '', ['calendar_update({"event": "standup", "time": "10:00"})']],
      ['tool', '{"ok": true}'],
      ['assistant', 'The standup is now at 10:00.'],
    ],
    '09:30',
    'now at 10:00',
  ),
  revision(
    'scale it, replicas',
    'en',
    [['user', 'keep replicas at 3 for the worker']],
    [
      ['assistant', 'The queue is at 40k. Shall I scale the worker to 5 replicas?'],
      ['user', 'scale it, but only till the queue drains'],
      ['assistant', '', ['kubectl({"args": "scale deploy/worker --replicas=5"})']],
      ['tool', 'deployment.apps/worker scaled'],
      ['assistant', 'The worker runs 5 replicas now.'],
    ],
    'replicas at 3',
    'runs 5 replicas now',
  ),
  revision(
    'raise it, a daily cap',
    'en',
    [['user', 'the daily cap on the ads is $500']],
    [
      ['assistant', 'The campaign hits the cap by noon. Should I raise the daily cap to $650?'],
      ['user', 'raise it'],
      ['assistant', '', ['ads_update({"campaign": "C-9", "daily_cap": "$650"})']],
      ['tool', '{"ok": true}'],
      ['assistant', 'The daily cap is $650 now.'],
    ],
    '$500',
    'cap is $650 now',
  ),
];
/** Look-alikes: the proposal's verb said back, but not as a yes ("taşıma", a question): the earlier value stays live. */
const BY_VERB_NOT: LookAlike[] = [
  {
    name: 'taşıma: the negative of the proposal\'s verb',
    language: 'tr',
    live: '14:00\'te olsun',
    turns: [
      ['user', 'haftalık toplantı 14:00\'te olsun'],
      ['assistant', 'Toplantıyı 16:00\'ya alayım mı?'],
      ['user', 'alma, kalsın'],
      ['assistant', '', ['takvim_guncelle({"toplanti": "haftalık", "saat": "16:00"})']],
      ['tool', '{"ok": true}'],
      ['assistant', 'Toplantı 16:00\'ya alındı.'],
    ],
  },
  {
    name: 'move what?: a question, not a yes',
    language: 'en',
    live: 'the standup is at 09:30',
    turns: [
      ['user', 'the standup is at 09:30'],
      ['assistant', 'Want me to move the standup to 10:00?'],
      ['user', 'move it where, 10:00? everyone has the school run then'],
      ['assistant', '', ['calendar_update({"event": "standup", "time": "10:00"})']],
      ['tool', '{"ok": true}'],
      ['assistant', 'The standup is now at 10:00.'],
    ],
  },
];

/**
 * The sixth round's second list, written before the change: a later clause
 * that names the same slot (a budget, a date, a window, a count, a place, a
 * duration …) with a new value supersedes the earlier one, whatever its
 * tense, person or mood — a report, narration, a proposal confirmed, a
 * relative change, the slot under another name ("cap" → "ceiling",
 * "tavan" → "üst sınır").
 */
const SLOTS: Revision[] = [
  revision('deposit, reported by the venue', 'en', [['user', 'the venue deposit is €2,000']], [['user', 'the venue told us the deposit is €2,500 now']], '€2,000', 'deposit is €2,500 now'),
  revision('checkout, narrated', 'en', [['user', 'checkout is at 11:00']], [['user', 'the hotel moved checkout to 12:00 for us']], '11:00', 'checkout to 12:00'),
  revision('dinner, a proposal confirmed', 'en', [['user', 'keep the team dinner under $60 a head']], [['assistant', 'The Italian place is $75 a head and takes groups. Should I go with that?'], ['user', 'ok $75 then']], '$60', '$75 then'),
  revision('review, a day later', 'en', [['user', 'the sprint review is on march 12']], [['user', 'push the sprint review a day later']], 'march 12', 'a day later'),
  revision('budget, another name', 'en', [['user', 'the budget is $10,000']], [['user', 'we can spend up to $12,000 now']], '$10,000', '$12,000 now'),
  revision('meeting, passive past', 'en', [['user', "we're meeting at 15:00"]], [['user', 'the meeting got moved to 16:30']], '15:00', 'moved to 16:30'),
  revision('retention, went down', 'en', [['user', 'the retention is 30 days']], [['user', 'retention went down to 14 days']], '30 days', 'down to 14 days'),
  revision('standup, from now on', 'en', [['user', 'standup at 09:30']], [['user', "standup's 10:00 from now on"]], '09:30', "standup's 10:00"),
  revision('units, make that', 'en', [['user', 'ship 200 units to Leeds']], [['user', 'make that 250 units']], '200 units', '250 units'),
  revision('diners, two more', 'en', [['user', "we're 12 for dinner"]], [['user', 'two more people are coming to dinner']], "we're 12", 'two more people'),
  revision('hotel, a night confirmed', 'en', [['user', 'hotel budget is £150 a night']], [['assistant', 'Near the venue the cheapest decent room is £180 a night. Is that ok?'], ['user', 'ok, £180 a night is fine']], '£150', '£180 a night is fine'),
  revision('launch slipped', 'en', [['user', 'the launch is on may 27']], [['user', 'launch slipped to june 3']], 'may 27', 'june 3'),
  revision('rent cap, now a ceiling', 'en', [['user', 'the rent cap is €1,800']], [['user', 'landlord agreed, so our rent ceiling is €1,950 now']], '€1,800', '€1,950 now'),
  revision('pages, let us make it', 'en', [['user', 'the report should be 5 pages max']], [['user', "let's make the report 3 pages max"]], '5 pages', '3 pages'),
  revision('flight, told by someone', 'en', [['user', 'my flight lands at 09:40']], [['user', 'the airline says my flight now lands at 10:20']], '09:40', 'lands at 10:20'),
  revision('window, ops confirmed', 'en', [['user', 'the window is 22:00-23:00 UTC']], [['user', 'ops moved the window to 23:00-00:00 UTC']], '22:00-23:00', '23:00-00:00'),
  revision('bütçe, üçüncü kişi', 'tr', [['user', 'bütçe 50 bin TL']], [['user', 'bütçeyi 60 bine çıkardılar']], '50 bin', '60 bine'),
  revision('teslim, müşteri erteledi', 'tr', [['user', 'teslim tarihi 15 mayıs']], [['user', 'müşteri teslimi 20 mayısa erteledi']], '15 mayıs', '20 mayısa'),
  revision('toplantı, aldık', 'tr', [['user', "toplantı saat 14:00'te"]], [['user', "toplantıyı 15:30'a aldık"]], '14:00', '15:30'),
  revision('kişi, iki kişi daha', 'tr', [['user', 'kişi sayısı 20']], [['user', 'iki kişi daha geliyor']], 'kişi sayısı 20', 'iki kişi daha'),
  revision('limit artık', 'tr', [['user', 'günlük limit 1000 TL']], [['user', 'limit artık 1500 TL']], '1000 TL', '1500 TL'),
  revision('tavan, üst sınır', 'tr', [['user', 'kira tavanı 25 bin']], [['user', 'üst sınırı 28 bine çektik']], '25 bin', '28 bine'),
  revision('eğitim, indirdik', 'tr', [['user', 'eğitim 3 gün sürsün']], [['user', 'eğitimi 2 güne indirdik']], '3 gün', '2 güne'),
  revision('otel, öneri onaylandı', 'tr', [['user', "otel gecelik 3000 TL'yi geçmesin"]], [['assistant', 'Sahil tarafında gecelik 3500 TL. Ayırayım mı?'], ['user', 'tamam 3500 olsun']], '3000 TL', '3500 olsun'),
  revision('uçuş, bir gün öne', 'tr', [['user', 'uçuş 12 haziran']], [['user', 'uçuşu bir gün öne alalım']], '12 haziran', 'bir gün öne'),
  revision('rapor günü', 'tr', [['user', 'rapor her pazartesi gelsin']], [['user', 'raporu artık cuma gönder']], 'pazartesi', 'artık cuma'),
  revision('depo çıkışı oldu', 'tr', [['user', "depo çıkışı 08:00'de"]], [['user', 'depo çıkış saati 07:30 oldu']], '08:00', '07:30 oldu'),
  revision('adet çıktı', 'tr', [['user', 'sipariş adedi 500']], [['user', "adet 650'ye çıktı"]], 'adedi 500', "650'ye çıktı"),
  revision('indirim yaptık', 'tr', [['user', 'indirim %10']], [['user', 'indirimi %15 yaptık']], '%10', '%15'),
  revision('pencere kaydı', 'tr', [['user', 'bakım penceresi 02:00-04:00']], [['user', "pencere 03:00-05:00'e kaydı"]], '02:00-04:00', '03:00-05:00'),
  revision('sunum uzatıldı', 'tr', [['user', 'sunum 20 dakika']], [['user', 'sunum süresini 30 dakikaya uzattılar']], '20 dakika', '30 dakikaya'),
  revision('taksit çıkaralım', 'tr', [['user', 'taksit sayısı 6']], [['user', "taksiti 9'a çıkaralım"]], 'taksit sayısı 6', "9'a çıkaralım"),
];
/**
 * Of the list, not resolved after the change (22 of 32 were before it, 23
 * are now: "retention went down to 14 days"): the later clause is not kept at all — a change told
 * as what someone said ("the venue told us …"), a past verb the rules do not
 * read as a change ("indirdik", "yaptık", "uzattılar"), a
 * relative count without its noun ("iki kişi daha geliyor" after "kişi
 * sayısı 20"), a confirmation with its unit ("£180 a night is fine") — or
 * the slot's other name is not one the summarizer knows ("üst sınır" as a
 * possessive). Kept as known misses, so the day one is resolved the docs'
 * list is updated too.
 */
// The eighth round resolved three more: 'deposit, reported by the venue', 'eğitim, indirdik', 'sunum uzatıldı' (a
// change told as what someone said; a Turkish unit with its case ending, "2 güne", "30 dakikaya"); the ninth,
// 'indirim yaptık' (a thing, its new value and "yap").
const SLOTS_MISSED = new Set([
  'hotel, a night confirmed',
  'tavan, üst sınır',
  'adet çıktı',
  'taksit çıkaralım',
]);

/** Must not supersede: two different slots, a value said again unchanged, someone else's proposal not taken. */
const SLOTS_NOT: LookAlike[] = [
  // A known miss until a change said of a thing the later statement names itself ("the car rental"), with no word in
  // common, stopped counting as a correction of what came just before.
  { name: 'hotel and car', language: 'en', live: 'the hotel is €120 a night', turns: [['user', 'the hotel is €120 a night'], ['assistant', 'Noted.'], ['user', 'the car rental is €45 a day now']] },
  { name: 'kitchen and bathroom', language: 'en', live: 'the kitchen starts 5 Jan', turns: [['user', 'the kitchen starts 5 Jan'], ['assistant', 'Noted.'], ['user', 'and the bathroom starts 26 Jan, we moved it']] },
  { name: 'deadline, still', language: 'en', live: 'the deadline is 20 Feb', turns: [['user', 'the deadline is 20 Feb'], ['assistant', 'Noted.'], ['user', 'the permit came through for 12 Jan to 9 Feb now'], ['assistant', 'Good.'], ['user', 'the deadline is still 20 Feb, nothing moved']] },
  { name: 'a proposal not taken', language: 'en', live: 'the budget is $10,000', turns: [['user', 'the budget is $10,000'], ['assistant', 'Dana suggests $12,000. Want me to go with that?'], ['user', "no, let's wait"]] },
  { name: 'check-in and museum', language: 'en', live: 'check-in is at 15:00', turns: [['user', 'check-in is at 15:00'], ['assistant', 'Noted.'], ['user', 'the museum opens at 10:00 now']] },
  { name: 'a relative change of another thing', language: 'en', live: 'the kitchen start is 12 Jan', turns: [['user', 'the bathroom starts 26 Jan'], ['assistant', 'Noted.'], ['user', 'the kitchen start is 12 Jan'], ['assistant', 'Noted.'], ['user', 'push the bathroom a week later then']] },
  { name: 'mutfak ve banyo', language: 'tr', live: "mutfak 5 Ocak'ta başlasın", turns: [['user', "mutfak 5 Ocak'ta başlasın"], ['assistant', 'Not aldım.'], ['user', "banyo da 26 Ocak'a kaydı"]] },
  { name: 'bütçe hâlâ', language: 'tr', live: 'bütçe 50 bin TL', turns: [['user', 'bütçe 50 bin TL'], ['assistant', 'Not aldım.'], ['user', 'bütçe hâlâ 50 bin TL, değişmedi']] },
  { name: 'emlakçının önerisi', language: 'tr', live: 'kira en fazla 25 bin', turns: [['user', 'kira en fazla 25 bin'], ['assistant', 'Emlakçı 28 bin öneriyor. Bakayım mı?'], ['user', 'yok, beklesin']] },
  { name: 'toplantı ve yemek', language: 'tr', live: "toplantı 14:00'te", turns: [['user', "toplantı 14:00'te"], ['assistant', 'Not aldım.'], ['user', "öğle yemeği artık 12:30'da"]] },
  { name: 'teslim ve fatura', language: 'tr', live: 'teslim 15 mayıs', turns: [['user', 'teslim 15 mayıs'], ['assistant', 'Not aldım.'], ['user', 'fatura 20 mayısa kaydı']] },
  { name: 'uçuş ve otel', language: 'tr', live: 'uçuş 12 haziran', turns: [['user', 'uçuş 12 haziran'], ['assistant', 'Not aldım.'], ['user', "otel girişi 13 haziran'a değişti"]] },
];

function turnsOf(said: Said[], from = 1): SummaryTurn[] {
  return said.map(([role, text, calls], i) => ({ n: from + i, role, text, ...(calls === undefined ? {} : { calls }) }));
}

function live(content: SummaryContent, keys: readonly ('constraints' | 'decisions' | 'openQuestions')[]): string[] {
  return keys.flatMap((key) => content[key].filter((item) => item.supersededBy === undefined).map((item) => item.text));
}

/** The whole revision summarized: the new value in a live constraint or decision, the old one in no live line. */
function expectResolved({ language, turns, stale, fresh }: Revision): void {
  const all = turnsOf(turns);
  const content = extractSummary({ turns: all, previous: emptyContent(), language, maxTurn: all.length });
  const kept = live(content, ['constraints', 'decisions']);
  expect(kept.some((t) => t.includes(fresh)), `"${fresh}" in ${JSON.stringify(kept)}`).toBe(true);
  expect(live(content, ['constraints', 'decisions', 'openQuestions']).filter((t) => t.includes(stale)), 'stale lines still live').toEqual([]);
}

/** The revision left raw (`later`): the old value, kept from the summarized range, is marked superseded. */
function expectMarked({ language, turns, at, stale }: Revision): void {
  const range = turnsOf(turns.slice(0, at));
  const later = turnsOf(turns.slice(at), at + 1);
  const content = extractSummary({ turns: range, previous: emptyContent(), language, maxTurn: at, later });
  // The old value was kept in the first place …
  const all = [...content.constraints, ...content.decisions].map((item) => item.text);
  expect(all.some((t) => t.includes(stale)), `"${stale}" in ${JSON.stringify(all)}`).toBe(true);
  // … and is not live.
  expect(live(content, ['constraints', 'decisions', 'openQuestions']).filter((t) => t.includes(stale))).toEqual([]);
}

describe('revisions as people make them', () => {
  it.each(REVISIONS)('$name: the whole revision summarized keeps the new value live and the old one not', expectResolved);

  it.each(REVISIONS)('$name: the revision left raw marks the old value superseded', expectMarked);

  it.each(REVISIONS_MISSED)('missed before the fourth list, $name', expectResolved);
  it.each(SECOND)('second list, $name', expectResolved);
  it.each(SECOND_RESOLVED_NINTH)('second list, resolved in the ninth round, $name', expectResolved);
  it.each(SECOND_RESOLVED_LATER)('second list, resolved in the fifth round, $name', expectResolved);
  it.each(CHOICES)('choice, $name', expectResolved);
  it.each(THIRD)('third list, $name', expectResolved);

  it.each(FOURTH)('fourth list, $name', expectResolved);
  it.each(FOURTH)('fourth list, $name, left raw', expectMarked);
  it.fails.each(FOURTH_MISSED)('fourth list, still missed, $name', expectResolved);

  it.each(NARRATION_ONLY)('$name: a change told of something nobody set is not kept', ({ language, turns, absent }) => {
    const all = turnsOf(turns);
    const content = extractSummary({ turns: all, previous: emptyContent(), language, maxTurn: all.length });
    const lines = [...content.constraints, ...content.decisions, ...content.rejected, ...content.openQuestions].map((item) => item.text);
    expect(lines.filter((t) => t.includes(absent))).toEqual([]);
  });

  it.each(BY_VERB)('approved in the proposal\'s own verb, $name', expectResolved);
  it.each(SLOTS.filter((r) => !SLOTS_MISSED.has(r.name)))('the same slot, $name', expectResolved);
  it.each(SLOTS.filter((r) => !SLOTS_MISSED.has(r.name)))('the same slot, $name, left raw', expectMarked);
  it.fails.each(SLOTS.filter((r) => SLOTS_MISSED.has(r.name)))('the same slot, still missed, $name', expectResolved);

  const staysLive = ({ language, turns, live: key }: LookAlike): void => {
    const all = turnsOf(turns);
    const content = extractSummary({ turns: all, previous: emptyContent(), language, maxTurn: all.length });
    const kept = live(content, ['constraints', 'decisions']);
    expect(kept.some((t) => t.includes(key)), `"${key}" in ${JSON.stringify(kept)}`).toBe(true);
  };
  it.each([...LOOK_ALIKES, ...FOURTH_LOOK_ALIKES, ...BY_VERB_NOT, ...SLOTS_NOT])('$name: a later value that changes nothing leaves the rule live', staysLive);
});

// Folded in from a list named after its round; its own scope keeps its names.
{
  const { live, pair, summarize } = pairs;
  /**
   * Revisions, a seventh list of our own (issue 14, seventh round), written
   * before any change for them, in the four classes the sixth round left as
   * misses: a count said without its noun, a Turkish past of a change the
   * rules did not read, a change told as what someone said, and a slot whose
   * first statement had no value. Each pair is summarized whole; resolved:
   * the new value in a live line, the old one in none. Look-alikes: a later
   * clause about something else that must leave the rule live.
   *
   * Before the change 5 of the 20 were resolved (a Turkish past read already:
   * "düşürdük", "artırdılar", "çektik"; "finance says … now"; "two more are
   * coming") and 10 of 10 look-alikes left live. The change reads a count
   * said without its noun ("one more, Priya wants in", "bir tane daha",
   * "50 tane daha ekle", "iki kişi daha geliyor") as a change of the count
   * the user stated last, within three user turns: 9 of 20 after, 10 of 10
   * look-alikes live. The 11 still missed are kept as known misses (the
   * other three classes: a past the rules do not read as a change, a change
   * told as what someone said, a slot whose first statement had no value).
   */

  const PAIRS: [string, 'en' | 'tr', string, string, string, string][] = [
    // A count without its noun.
    ['headcount, two more', 'en', 'dinner is for 12 people', 'two more are coming, partners', '12 people', 'two more'],
    ['seats, one more', 'en', 'book 6 seats for the workshop', 'one more, Priya wants in', '6 seats', 'one more'],
    ['kişi, iki kişi daha', 'tr', 'kişi sayısı 20', 'iki kişi daha geliyor', 'kişi sayısı 20', 'iki kişi daha'],
    ['oda, bir tane daha', 'tr', '4 oda ayır', 'bir tane daha lazım, şoför de kalacak', '4 oda', 'bir tane daha'],
    ['koli, 50 tane daha', 'tr', 'depoya 200 koli gönder', '50 tane daha ekle', '200 koli', '50 tane daha'],
    // A Turkish past of a change.
    ['eğitim, indirdik', 'tr', 'eğitim 3 gün sürsün', 'eğitimi 2 güne indirdik', '3 gün', '2 güne'],
    ['indirim, yaptık', 'tr', 'indirim %10', 'indirimi %15 yaptık', '%10', '%15'],
    ['sunum, uzattılar', 'tr', 'sunum 20 dakika', 'sunum süresini 30 dakikaya uzattılar', '20 dakika', '30 dakikaya'],
    ['limit, düşürdük', 'tr', 'günlük limit 5 bin TL', "limiti 3 bin TL'ye düşürdük", '5 bin TL', "3 bin TL'ye"],
    ['kota, artırdılar', 'tr', 'aylık kota 800 sipariş', "kotayı 1000 siparişe artırdılar", '800 sipariş', '1000 siparişe'],
    ['teslim, çektik', 'tr', 'teslim 20 mayıs', "teslimi 18 mayısa çektik", '20 mayıs', '18 mayısa'],
    // A change told as what someone said.
    ['deposit, the venue told us', 'en', 'the deposit is €2,000', 'the venue told us the deposit is €2,500 now', '€2,000', '€2,500'],
    ['cutoff, ops said', 'en', 'cutoff is 16:00', 'ops said the cutoff is 17:00 from today', '16:00', '17:00'],
    ['budget, finance says', 'en', 'travel budget is $3,000', 'finance says the travel budget is $2,400 now', '$3,000', '$2,400'],
    ['limit, muhasebe söyledi', 'tr', 'harcama limiti 10 bin TL', 'muhasebe limitin artık 8 bin TL olduğunu söyledi', '10 bin TL', '8 bin TL'],
    ['saat, hoca dedi', 'tr', "ders 18:00'de", "hoca dersin 19:00'a alındığını söyledi", '18:00', "19:00'a"],
    // A slot whose first statement had no value.
    ['orientation, that day', 'en', 'we do the orientation that day too', 'we moved the orientation to Tuesday 13 Jan', 'that day too', 'Tuesday 13 Jan'],
    ['oryantasyon, o gün', 'tr', 'oryantasyonu da o gün yapıcaz', "oryantasyonu 13 Ocak Salı'ya aldık", 'o gün', "13 Ocak Salı'ya"],
    ['review, after the launch', 'en', 'the review happens after the launch', 'the review is on 4 March now', 'after the launch', '4 March'],
    ['toplantı, tatilden sonra', 'tr', 'toplantı tatilden sonra olsun', "toplantıyı 9 Eylül'e koyduk", 'tatilden sonra', "9 Eylül'e"],
  ];

  const NOT: [string, 'en' | 'tr', string, string, string][] = [
    ['another headcount', 'en', 'dinner is for 12 people', 'two more bottles of wine for the table', '12 people'],
    ['seats and laptops', 'en', 'book 6 seats for the workshop', 'we bought 3 laptops yesterday', '6 seats'],
    ['kişi ve koli', 'tr', 'kişi sayısı 20', "dün 5 koli geldi", 'kişi sayısı 20'],
    ['eğitim ve yemek', 'tr', 'eğitim 3 gün sürsün', "yemeği 2 saate indirdik", 'eğitim 3 gün'],
    ['indirim ve kargo', 'tr', 'indirim %10', "kargo ücretini 50 TL yaptık", 'indirim %10'],
    ['deposit and the venue says', 'en', 'the deposit is €2,000', 'the venue says parking is free', 'the deposit is €2,000'],
    ['cutoff, ops said other', 'en', 'cutoff is 16:00', 'ops said the standup is at 10:00', 'cutoff is 16:00'],
    ['limit, muhasebe başka', 'tr', 'harcama limiti 10 bin TL', 'muhasebe fatura tarihinin 5 Mart olduğunu söyledi', 'harcama limiti 10 bin TL'],
    ['review and demo', 'en', 'the review is on 4 March', 'the demo is on 6 March now', 'the review is on 4 March'],
    ['toplantı ve sunum', 'tr', "toplantı 9 Eylül'de", "sunumu 10 Eylül'e koyduk", "toplantı 9 Eylül'de"],
  ];

  // The eighth round resolved seven of the eleven (a Turkish unit with its case ending, a change told as what someone
  // said, a slot first stated by the moment it waits for), the ninth two more ("yap" with the thing and its new value,
  // "alındığını söyledi" naming the thing in the genitive): docs/compaction.md.
  const MISSED = new Set(['limit, muhasebe söyledi', 'orientation, that day']);

  describe('revisions, a seventh list', () => {
    const resolved = (_name: string, language: 'en' | 'tr', first: string, second: string, stale: string, fresh: string): void => {
      const c = summarize(language, pair(language, first, second));
      expect(live(c).some((t) => t.includes(fresh)), `"${fresh}" in ${JSON.stringify(live(c))}`).toBe(true);
      expect(live(c).filter((t) => t.includes(stale))).toEqual([]);
    };
    it.each(PAIRS.filter((p) => !MISSED.has(p[0])))('%s', resolved);
    it.fails.each(PAIRS.filter((p) => MISSED.has(p[0])))('still missed: %s', resolved);
    it.each(NOT)('not: %s', (_name, language, first, second, key) => {
      const c = summarize(language, pair(language, first, second));
      expect(live(c).some((t) => t.includes(key)), `"${key}" in ${JSON.stringify(live(c))}`).toBe(true);
    });
  });
}

// Folded in from a list named after its round; its own scope keeps its names.
{
  const { live, pair, staysLive, summarize } = pairs;
  /**
   * Revisions, an eighth list of our own (issue 14, eighth round), written
   * before any change for them, in the classes the seventh round left as
   * misses, with other verbs and other things than its list: a Turkish past
   * of a change ("kısalttık", "indirdiler", "ertelediler", "öne aldık"), a
   * change told as what someone said ("the landlord told us the rent is …",
   * "ev sahibi kiranın … olacağını söyledi"), a slot first stated without a
   * value ("after the audit" → "on 9 April now"), a prohibition lifted by
   * another verb ("do not call the client" → "you can phone them today").
   * Each pair is summarized whole; resolved: the new value in a live line,
   * the old one in none. And look-alikes that must leave the first statement
   * live: a value of another thing, a value in a refusal or a hypothetical
   * ("would be €15,000, too much"), someone else's change of their own thing,
   * a rule timed by a moment whose date is then set ("send the report after
   * the review" → "the review is on 4 March now").
   *
   * Before the change: 6 of the 22 resolved (a Turkish past the rules read
   * already, a fee "their office says … now"), 10 of the 12 look-alikes left
   * live. After it: 22 of 22, and 13 of the 14 look-alikes (one known miss:
   * a competitor's own launch moved, "rakip firma lansmanını … ertelemiş").
   */

  const PAIRS: [string, 'en' | 'tr', string, string, string, string][] = [
    // A Turkish past of a change.
    ['toplantı, kısalttık', 'tr', 'toplantı 60 dakika sürsün', "toplantıyı 45 dakikaya kısalttık", '60 dakika', '45 dakikaya'],
    ['paket, indirdiler', 'tr', 'paket fiyatı 1.200 TL', "paket fiyatını 990 TL'ye indirdiler", '1.200 TL', "990 TL'ye"],
    ['deneme, uzattık', 'tr', 'deneme süresi 14 gün', 'deneme süresini 30 güne uzattık', '14 gün', '30 güne'],
    ['kapasite, çıkardık', 'tr', 'salon kapasitesi 80 kişi', 'salon kapasitesini 120 kişiye çıkardık', '80 kişi', '120 kişiye'],
    ['lansman, ertelediler', 'tr', 'lansman 3 Mart', "lansmanı 17 Mart'a ertelediler", '3 Mart', "17 Mart'a"],
    ['toplantı saati, öne aldık', 'tr', "toplantı 15:00'te", "toplantıyı 13:00'e öne aldık", "15:00'te", "13:00'e"],
    ['sipariş, güncelledik', 'tr', 'sipariş 300 adet', 'siparişi 250 adet olarak güncelledik', '300 adet', '250 adet'],
    ['kart limiti, yükselttiler', 'tr', 'kart limiti 20 bin TL', "kart limitini 35 bin TL'ye yükselttiler", '20 bin TL', "35 bin TL'ye"],
    // A change told as what someone said.
    ['rent, the landlord told us', 'en', 'the rent is £1,450', 'the landlord told us the rent is £1,520 from May', '£1,450', '£1,520'],
    ['check-in, the hotel said', 'en', 'check-in is at 15:00', 'the hotel said check-in is at 13:00 for us', '15:00', '13:00'],
    ['cap, the organisers told me', 'en', 'the cap is 40 tickets', 'the organisers told me the cap is 55 tickets now', '40 tickets', '55 tickets'],
    ['fee, their office says', 'en', 'the fee is €300', 'their office says the fee is €350 now', '€300', '€350'],
    ['kira, ev sahibi söyledi', 'tr', 'kira 18.000 TL', 'ev sahibi kiranın 19.500 TL olacağını söyledi', '18.000 TL', '19.500 TL'],
    ['teslim, tedarikçi bildirdi', 'tr', 'teslim 12 Haziran', 'tedarikçi teslimin 19 Haziran olacağını bildirdi', '12 Haziran', '19 Haziran'],
    // A slot first stated without a value.
    ['meeting, after the audit', 'en', 'we meet after the audit', 'the meeting is on 9 April now', 'after the audit', '9 April'],
    ['kickoff, the week after launch', 'en', 'the kickoff is the week after launch', 'kickoff is Monday 2 June now', 'the week after launch', 'Monday 2 June'],
    ['ödeme, teslimden sonra', 'tr', 'ödeme teslimden sonra yapılsın', "ödemeyi 30 Nisan'a koyduk", 'teslimden sonra', "30 Nisan'a"],
    // A prohibition lifted by another verb.
    ['client, phone them', 'en', 'do not call the client before Friday', 'you can phone the client today', 'do not call the client', 'phone the client today'],
    ['Ali, yazabilirsin', 'tr', "Ali'ye mail atma", "Ali'ye artık yazabilirsin", "Ali'ye mail atma", "Ali'ye artık yazabilirsin"],
    ['müşteri, telefon edebilirsin', 'tr', 'müşteriyi arama', 'müşteriye artık telefon edebilirsin', 'müşteriyi arama', 'telefon edebilirsin'],
    ['vendor, reach out', 'en', "don't contact the vendor", 'you can reach out to the vendor now', "don't contact the vendor", 'reach out to the vendor'],
    ['rapor, iletebilirsin', 'tr', 'raporu müdüre gönderme', 'raporu müdüre artık iletebilirsin', 'raporu müdüre gönderme', 'iletebilirsin'],
  ];

  const NOT: [string, 'en' | 'tr', string, string, string][] = [
    ['credits, a refusal', 'en', 'we only get 40 credits a night', 'hourly on that model is like 30 credits a day, not happening', '40 credits a night'],
    ['toplantı ve öğle arası', 'tr', 'toplantı 60 dakika sürsün', 'öğle arasını 45 dakikaya kısalttık', 'toplantı 60 dakika'],
    ['paket ve kargo', 'tr', 'paket fiyatı 1.200 TL', "kargo ücretini 90 TL'ye indirdiler", 'paket fiyatı 1.200 TL'],
    ['rent and deposit', 'en', 'the rent is £1,450', 'the landlord told us the deposit is £2,000', 'the rent is £1,450'],
    ['cap and speakers', 'en', 'the cap is 40 tickets', 'the organisers told me 12 speakers are confirmed', 'the cap is 40 tickets'],
    ['kira ve aidat', 'tr', 'kira 18.000 TL', 'ev sahibi aidatın 1.500 TL olduğunu söyledi', 'kira 18.000 TL'],
    ['client and courier', 'en', 'do not call the client before Friday', 'you can phone the courier today', 'do not call the client'],
    ['müşteri ve kargocu', 'tr', 'müşteriyi arama', 'kargocuyu arayabilirsin', 'müşteriyi arama'],
    ['budget, a hypothetical', 'en', 'the budget is €12,000', 'that option would be €15,000, too much', 'the budget is €12,000'],
    ['bütçe, bir ret', 'tr', 'bütçe 50 bin TL', 'o paket 65 bin TL tutuyor, olmaz', 'bütçe 50 bin TL'],
    ['launch, a competitor', 'en', 'launch is 3 March', 'the competitor launched on 10 March', 'launch is 3 March'],
    ['lansman, rakip', 'tr', 'lansman 3 Mart', "rakip firma lansmanını 10 Mart'a ertelemiş", 'lansman 3 Mart'],
    ['report, after the review', 'en', 'always send the report after the review', 'the review is on 4 March now', 'send the report after the review'],
    ['rapor, toplantıdan sonra', 'tr', 'raporu her zaman toplantıdan sonra gönder', "toplantıyı 9 Eylül'e koyduk", 'toplantıdan sonra gönder'],
  ];

  /** Still read as a change: someone else's own thing changed (a competitor's launch), named with the same word. */
  const NOT_MISSED = new Set(['lansman, rakip']);

  describe('revisions, an eighth list', () => {
    it.each(PAIRS)('%s', (_name, language, first, second, stale, fresh) => {
      const c = summarize(language, pair(language, first, second));
      expect(live(c).some((t) => t.includes(fresh)), `"${fresh}" in ${JSON.stringify(live(c))}`).toBe(true);
      expect(live(c).filter((t) => t.includes(stale))).toEqual([]);
    });
    const stays = (_name: string, language: 'en' | 'tr', first: string, second: string, key: string): void => staysLive(language, pair(language, first, second), key);
    it.each(NOT.filter((n) => !NOT_MISSED.has(n[0])))('not: %s', stays);
    it.fails.each(NOT.filter((n) => NOT_MISSED.has(n[0])))('still superseded: %s', stays);
  });
}

// Folded in from a list named after its round; its own scope keeps its names.
{
  const { asked, live, pair, staysLive, summarize } = pairs;
  type Language = pairs.Language;
  type Said = pairs.Said;
  /**
   * Revisions, a ninth list of our own (issue 14, ninth round), written
   * before any change for them, in phrasings the tuning conversations and the
   * earlier lists do not use: a value changed by a past-tense report ("I
   * talked them down to £34", "komisyonu %8 yaptılar", "aidatı zamladılar"),
   * reported speech ("according to the agent …", "ev sahibi aradı, kira 22
   * bin olacakmış"), a relative date resolved against the earlier one ("the
   * day after", "ertesi güne"), a new value said without its slot ("rather
   * 3pm"), a change said by another verb ("make it 12 people", "turn the
   * workshop into 2 days", "… olarak değiştir"), a cancellation ("forget the
   * budget cap", "sayfa kısıtını kaldırıyorum"), and a change split over two
   * turns (the user asks, the assistant answers, the user confirms without
   * the value). Resolved: the new value in a live line, the old one in none.
   *
   * Look-alikes that must leave the first statement live: a second item of
   * the same kind, a hypothetical, an old value quoted, a value of another
   * slot, a third party's wish the user does not adopt, a question declined.
   *
   * Before the changes: 15 of the 44 resolved, 21 of the 24 look-alikes left
   * live. After: 44 of 44 and 24 of 24, and 43 of 44 after the narrowing
   * below. What changed, by class: a time with
   * its unit ("2pm") is a value, not a code; months and years are durations
   * ("3 ay", "12 months"); a thing given its value by "yap" ("komisyonu %8
   * yaptılar"), by a verb of setting ("zamladılar", "belirledik"), by "made
   * the X V", settled ("… in the end"), told at second hand ("… olacakmış")
   * is a told change, and a told change revises a value of a specific kind or
   * of a parameter both name; a teller is not the thing ("the airline
   * emailed: departure is …", "müdür bütçenin …"), nor is a Turkish word with
   * a case ending the qualifier of the parameter after it; "the day after",
   * "ertesi güne", "the night before" move a date, unless the later statement
   * opens with another thing; a value said alone with a word of preference
   * ("rather 3pm", "25 diyelim o zaman", "call it 18") corrects the value of
   * its kind said a few turns before; a rule cancelled as a rule, by a word of
   * it or by its value ("forget the budget cap", "no need for the 10am cutoff
   * anymore"); the user's own question with a value, answered and then
   * confirmed ("great, do it"; not "ok, leave it then") is a decision; "a
   * second table" adds one.
   */

  /** `cancels`: the later statement cancels the rule, and may be kept as a rejected option ("forget the budget cap"). */
  type Pair = [name: string, language: Language, said: Said[], stale: string, fresh: string, cancels?: boolean];
  const p = (name: string, language: Language, first: string, second: string, stale: string, fresh: string): Pair => [name, language, pair(language, first, second), stale, fresh];
  const x = (name: string, language: Language, first: string, second: string, stale: string, fresh: string): Pair => [name, language, pair(language, first, second), stale, fresh, true];

  const PAIRS: Pair[] = [
    // A value changed, reported in the past.
    p('membership, talked down', 'en', 'the gym membership is £40 a month', 'I talked them down to £34 a month', '£40', '£34'),
    p('retro, pushed to Friday', 'en', 'the retro is on Wednesday', 'we pushed it to Friday', 'Wednesday', 'Friday'),
    p('shuttle, the hotel made it', 'en', 'the airport shuttle leaves at 7:45', 'the hotel made the shuttle 8:15 for us', '7:45', '8:15'),
    p('cleaning fee, knocked down', 'en', 'the cleaning fee is €90', 'they knocked the cleaning fee down to €60', '€90', '€60'),
    p('contract, months', 'en', 'the contract runs 6 months', 'we signed the contract for 12 months in the end', '6 months', '12 months'),
    p('komisyon, yaptılar', 'tr', 'komisyon oranı %10', 'komisyonu %8 yaptılar', '%10', '%8'),
    p('aidat, zamladılar', 'tr', 'aidat 750 TL', "aidatı 900 TL'ye zamladılar", '750 TL', "900 TL'ye"),
    p('staj, ay', 'tr', 'staj süresi 3 ay', 'staj süresini 4 ay olarak belirledik', '3 ay', '4 ay'),
    // Reported speech.
    p('bütçe, müdür söyledi', 'tr', 'proje bütçesi 50 bin TL', 'müdür bütçenin 40 bin olduğunu söyledi', '50 bin', '40 bin'),
    p('deposit, according to the agent', 'en', 'the deposit is £1,200', 'according to the agent the deposit is £1,350 now', '£1,200', '£1,350'),
    p('departure, the airline emailed', 'en', 'our flight departs at 10:20', 'the airline emailed: departure is 11:40', '10:20', '11:40'),
    p('pickup, the school confirmed', 'en', 'pickup is at 15:00', 'the school confirmed pickup at 15:30 from next week', '15:00', '15:30'),
    p('kira, olacakmış', 'tr', 'kira 20 bin TL', 'ev sahibi aradı, kira 22 bin TL olacakmış', '20 bin TL', '22 bin TL'),
    p('kurs, başlayacakmış', 'tr', "kurs 18:30'da başlıyor", "hocadan mesaj geldi, kurs 19:00'da başlayacakmış", '18:30', '19:00'),
    p('lead time, per the vendor', 'en', 'lead time is 4 weeks', 'per the vendor, lead time is 6 weeks', '4 weeks', '6 weeks'),
    // A relative date resolved against the earlier one.
    p('installer, the day after', 'en', 'the installer comes on 12 June', 'the installer can only come the day after', '12 June', 'the day after'),
    p('toplantı, ertesi güne', 'tr', "toplantı 5 Mayıs'ta", 'toplantıyı ertesi güne aldık', '5 Mayıs', 'ertesi güne'),
    p('teslim, bir hafta sonraya', 'tr', 'teslim 12 Haziran', 'teslimi bir hafta sonraya attık', '12 Haziran', 'bir hafta sonraya'),
    p('check-in, a week later than planned', 'en', 'we check in on 3 August', 'we check in a week later than planned', '3 August', 'a week later'),
    p('sunum, iki gün erkene', 'tr', 'sunum 14 Mart Cuma', 'sunumu iki gün erkene çektik', '14 Mart', 'iki gün erkene'),
    p('rehearsal dinner, the night before', 'en', 'the rehearsal dinner is on Friday 5 Sept', 'move the rehearsal dinner to the night before', 'Friday 5 Sept', 'the night before'),
    p('kontrol, 2 hafta sonraya', 'tr', "kontrol randevusu 3 Nisan'da", 'doktor kontrolü 2 hafta sonraya aldı', '3 Nisan', '2 hafta sonraya'),
    // The new value said without its slot.
    p('call, rather 3pm', 'en', 'the client call is at 2pm', 'rather 3pm, I have the dentist at 1', '2pm', '3pm'),
    p('photos, works better', 'en', 'the photo budget is €5,000', 'actually €6,000 works better', '€5,000', '€6,000'),
    p('saat, daha iyi olur', 'tr', "toplantı 10:00'da", '11:00 daha iyi olur', '10:00', '11:00'),
    p('davetli, diyelim', 'tr', 'davetli sayısı 30', '25 diyelim o zaman', '30', '25'),
    p('lunch, call it 18', 'en', 'lunch is for 15 people', 'call it 18 to be safe', '15 people', '18'),
    // A change said by another verb.
    p('katılımcı, çıkar', 'tr', 'katılımcı sayısı 10', "sayıyı 12'ye çıkar", '10', "12'ye"),
    p('table, make it 12 people', 'en', 'book a table for 10 people', 'make it 12 people', '10 people', '12 people'),
    p('workshop, turn into', 'en', 'the workshop is 1 day', 'turn the workshop into 2 days', '1 day', '2 days'),
    p('kahvaltı, kişilik yapalım', 'tr', 'kahvaltı 8 kişilik', 'kahvaltıyı 10 kişilik yapalım', '8 kişilik', '10 kişilik'),
    p('seminer, olarak değiştir', 'tr', "seminer 14:00'te", 'seminerin saatini 15:30 olarak değiştir', '14:00', '15:30'),
    p('cake, go for', 'en', 'the cake is for 40 guests', "let's go for 50 guests on the cake", '40 guests', '50 guests'),
    // A cancellation.
    x('budget cap, forget', 'en', 'the budget cap is €3,000', 'forget the budget cap, quality matters more', 'cap is €3,000', 'forget the budget cap'),
    x('sayfa kısıtı, kaldırıyorum', 'tr', 'raporlar 2 sayfayı geçmesin', 'sayfa kısıtını kaldırıyorum', '2 sayfayı', 'kaldırıyorum'),
    x('word limit, ignore', 'en', 'keep the essay under 800 words', 'ignore the word limit I gave you', 'under 800 words', 'ignore the word limit'),
    x('cutoff, no need', 'en', 'orders must be in by 10am', 'no need for the 10am cutoff anymore', 'in by 10am', 'no need for the 10am cutoff'),
    x('deniz şartı, unut', 'tr', 'otel denize yürüme mesafesinde olsun', 'deniz şartını unut, fiyat önemli', 'yürüme mesafesinde', 'deniz şartını unut'),
    x('saat sınırı, kalmadı', 'tr', "akşam 8'den sonra mesaj atma", 'saat sınırı kalmadı, istediğin zaman yazabilirsin', "8'den sonra mesaj atma", 'istediğin zaman yazabilirsin'),
    // A change split over two turns: asked, answered, confirmed without the value.
    ['dinner, asked then done', 'en', asked('en', 'the dinner is at 7pm', 'could we move the dinner to 8pm?', 'The restaurant can do 8pm.', 'great, do it'), '7pm', '8pm'],
    ['teslimat, sorulup onaylandı', 'tr', asked('tr', 'teslimat Salı günü', "teslimatı Perşembe'ye alabilir miyiz?", 'Perşembe uygun görünüyor.', 'tamam öyle yapalım'), 'Salı', 'Perşembe'],
    ['budget, what if', 'en', asked('en', 'the budget is $10,000', 'what if we go to $12,000?', '$12,000 covers the extra booth.', "yes, let's do that"), '$10,000', '$12,000'],
    ['kişi, yapsak olur mu', 'tr', asked('tr', 'kişi sayısı 20', '25 yapsak olur mu?', '25 kişi için salon yeterli.', 'evet öyle yapalım'), 'kişi sayısı 20', '25'],
    ['standup, shall we', 'en', asked('en', 'standup is at 9:30', 'shall we do standup at 10:00 instead?', '10:00 is free for everyone.', 'perfect, go ahead'), '9:30', '10:00'],
  ];

  type Not = [name: string, language: Language, said: Said[], key: string];
  const n = (name: string, language: Language, first: string, second: string, key: string): Not => [name, language, pair(language, first, second), key];

  const NOT: Not[] = [
    // A second item of the same kind.
    n('kitchen and garden budgets', 'en', 'the kitchen budget is €8,000', 'the garden budget is €3,000', 'kitchen budget is €8,000'),
    n('a second table', 'en', 'book a table for 10 people', 'also book a second table for 4 people at the other place', 'table for 10 people'),
    n('toplantı ve ikinci toplantı', 'tr', "toplantı salı 10:00'da", "çarşamba da bir toplantı var, 14:00'te", "10:00'da"),
    // A hypothetical.
    n('budget, if we made it', 'en', 'the budget is €20,000', 'if we made it €25,000 we could add a band', 'budget is €20,000'),
    n('bütçe, olsaydı', 'tr', 'bütçe 40 bin TL', 'bütçe 50 bin olsaydı canlı müzik de alırdık', 'bütçe 40 bin TL'),
    n('lunch, what if it were', 'en', 'lunch is for 15 people', 'what if it were 20 people, would the room fit?', '15 people'),
    n('call, if it were', 'en', 'the client call is at 2pm', 'if it were 3pm I could join too', '2pm'),
    // An old value quoted.
    n('rent, last year', 'en', 'the rent is £1,600', 'last year it was £1,450, for the record', 'rent is £1,600'),
    n('kira, geçen sene', 'tr', 'kira 22 bin TL', 'geçen sene 18 bin TL idi, hatırlatayım', 'kira 22 bin TL'),
    n('deadline, originally', 'en', 'the deadline is 20 May', 'remember, originally we said 10 May', '20 May'),
    // A value of another slot.
    n('check-in and breakfast', 'en', 'check-in is at 15:00', 'breakfast is at 7:30 now', '15:00'),
    n('teslim ve fatura', 'tr', 'teslim 12 Haziran', 'fatura tarihi 15 Haziran oldu', '12 Haziran'),
    n('deposit, part paid', 'en', 'the deposit is €500', 'we paid €200 of it today', 'deposit is €500'),
    n('installer and painter', 'en', 'the installer comes on 12 June', 'the painter comes the day after', '12 June'),
    n('toplantı ve yemek', 'tr', "toplantı 5 Mayıs'ta", 'yemek de ertesi gün', '5 Mayıs'),
    n('hotel cap, the car', 'en', 'keep the hotel under €150 a night', 'forget the car rental, we will take the train', 'under €150'),
    n('sayfa, toplantı şartı', 'tr', 'raporlar 2 sayfayı geçmesin', 'toplantı şartını kaldırıyorum', '2 sayfayı'),
    // A third party's wish not adopted.
    n('meeting, my boss wants', 'en', 'the meeting is at 10:00', 'my boss would like it at 9:00', '10:00'),
    n('kişi, Ayşe Hanım istiyor', 'tr', 'kişi sayısı 20', 'Ayşe Hanım 30 kişi olsun istiyor', 'kişi sayısı 20'),
    n('table, Tom wants', 'en', 'book a table for 10 people', 'Tom wants us to make it 14', 'table for 10 people'),
    n('sunum, müdür istiyor', 'tr', "sunum 14:00'te", "müdür sunumu 11:00'e almak istiyor, bakalım", "14:00"),
    // A question declined, or left open.
    ['dinner, asked and declined', 'en', asked('en', 'the dinner is at 7pm', 'could we move the dinner to 8pm?', 'The restaurant is full at 8pm.', 'ok, leave it then'), '7pm'],
    ['kişi, sorulup vazgeçildi', 'tr', asked('tr', 'kişi sayısı 20', '25 yapsak olur mu?', 'Salon 20 kişilik, 25 sığmaz.', 'peki, kalsın'), 'kişi sayısı 20'],
    n('lunch, should we', 'en', 'lunch is for 15 people', 'should we make it 20?', '15 people'),
  ];

  /** Known misses, each with its reason. */
  const MISSED = new Map<string, string>([
    ['installer, the day after', "a day told without a move to it ('can only come the day after') reads like one told in passing, since the narrowing below"],
  ]);
  const NOT_MISSED = new Map<string, string>([]);

  /**
   * Written after the change, in the same classes and other words, and
   * measured once: how far the rules carry past the cases they were made on.
   * Not tuned on: what they miss stays a known miss.
   */
  const AFTER: Pair[] = [
    p('hotel budget, the agency says', 'en', 'the hotel budget is €1,800', 'the agency says the hotel budget is €2,100 now', '€1,800', '€2,100'),
    p('webinar, moved it', 'en', 'the webinar starts at 4pm', 'they moved it to 5pm', '4pm', '5pm'),
    p('trial, in the end', 'en', 'the trial is 2 weeks', 'we extended the trial to 3 weeks in the end', '2 weeks', '3 weeks'),
    p("banquet, let's say", 'en', 'the banquet is for 80 guests', "let's say 90 to be safe", '80 guests', '90'),
    p('final review, the next day', 'en', 'the final review is on 18 March', 'move the final review to the next day', '18 March', 'the next day'),
    x('slides, forget the limit', 'en', 'keep the deck under 20 slides', 'forget the slide limit', 'under 20 slides', 'forget the slide limit'),
    p('depozito, emlakçıya göre', 'tr', 'depozito 30 bin TL', 'emlakçıya göre depozito 25 bin TL oldu', '30 bin TL', '25 bin TL'),
    p('servis, yaptılar', 'tr', "servis 07:30'da kalkıyor", 'servisi 08:00 yaptılar', '07:30', '08:00'),
    p('eğitim, planladık', 'tr', 'eğitim 2 gün', 'eğitimi 3 gün olarak planladık', '2 gün', '3 gün'),
    p('lansman, ertesi haftaya', 'tr', 'lansman 10 Nisan', 'lansmanı ertesi haftaya kaydırdık', '10 Nisan', 'ertesi haftaya'),
    p('sipariş, daha iyi olur', 'tr', 'sipariş 500 adet', '600 daha iyi olur', '500 adet', '600'),
    x('mesaj sınırı, kaldıralım', 'tr', 'günde en fazla 3 mesaj at', 'o mesaj sınırını kaldıralım', 'en fazla 3 mesaj', 'sınırını kaldıralım'),
    ['team dinner, asked then booked', 'en', asked('en', 'the team dinner is on Thursday', 'can we do Friday instead?', 'Friday works for the venue.', 'ok book it'), 'Thursday', 'Friday'],
    ['bütçe, sorulup onaylandı', 'tr', asked('tr', 'bütçe 100 bin TL', "120 bine çıksak olur mu?", '120 bin ile iki stant daha alınır.', 'tamam, öyle olsun'), '100 bin TL', '120 bine'],
  ];
  const AFTER_NOT: Not[] = [
    n('venue and catering fees', 'en', 'the venue fee is €4,000', 'the catering fee is €2,500 now', 'venue fee is €4,000'),
    n('webinar, the speaker would prefer', 'en', 'the webinar starts at 4pm', 'the speaker would prefer 6pm', '4pm'),
    n('trial, if we had', 'en', 'the trial is 2 weeks', 'if we had 3 weeks it would be easier', '2 weeks'),
    n('servis ve dönüş servisi', 'tr', "servis 07:30'da kalkıyor", "dönüş servisi 18:00'de", '07:30'),
    n('bütçe, geçen yıl', 'tr', 'bütçe 100 bin TL', 'geçen yıl bütçe 80 bin TL idi', 'bütçe 100 bin TL'),
    ['team dinner, asked and dropped', 'en', asked('en', 'the team dinner is on Thursday', 'can we do Friday instead?', 'The venue is closed on Friday.', 'ok never mind'), 'Thursday'],
  ];
  /**
   * Measured once: 12 of 14 resolved, 4 of 6 look-alikes left live; 5 of 6 since the twenty-sixth round (a value told as
   * history, "geçen yıl … idi", replaces nothing).
   */
  const AFTER_MISSED = new Map<string, string>([
    ['eğitim, planladık', "'eğitim 2 gün' is not kept (a duration as a bare noun phrase), and 'planladık' is no verb of change it reads"],
    ['bütçe, sorulup onaylandı', "'120 bine çıksak olur mu?' opens with its verb, read as another thing than the budget"],
  ]);
  const AFTER_NOT_MISSED = new Map<string, string>([
    ['servis ve dönüş servisi', "'dönüş servisi' is 'servis' with a qualifier: read as the same thing"],
  ]);

  /**
   * Look-alikes written after the first reading of the held-out totals (one
   * more constraint the clamp keeps was lost there, and two fewer kept):
   * for the classes the change had read widely — a day told in passing, a
   * word of preference or of no-longer in an ordinary sentence. With them the
   * change was narrowed to what its classes say (a day moved to, a value
   * preferred alone, a rule cancelled as a rule, a question that proposes,
   * a value settled in the past, a cancellation that names the rule): 9 of
   * 17 left live before the narrowing, 16 of 17 after (a future need of the thing, "we'll eventually need 5
   * servers", supersedes "we run 3 servers", as before the round).
   */
  const NARROWED: Not[] = [
    n('delivery, the next day in passing', 'en', 'the delivery is on 12 June', 'the next day we can talk about payment', '12 June'),
    n('teslimat, ertesi gün fatura', 'tr', "teslimat 12 Haziran'da", 'ertesi gün faturayı keseriz', '12 Haziran'),
    n('call, better in a rule', 'en', 'the call is at 2pm', '3 slides at most, better for the client', '2pm'),
    n('budget, no longer another', 'en', 'the budget is €5,000', 'we no longer use the old supplier, they charged €6,000 for less', 'budget is €5,000'),
    n('report, no need for another', 'en', 'keep the report under 2 pages', 'no need for the appendix anymore', 'under 2 pages'),
    n('toplantı, gerek yok başka', 'tr', "toplantı 10:00'da", "sunuma gerek yok artık, 11:00'de zaten çıkıyorum", "toplantı 10:00'da"),
    n('standup, better notes', 'en', 'the standup is at 9:30', 'standup notes are better in the doc, 10:00 is when I read them', '9:30'),
    n('teslimat, o zaman ertesi gün', 'tr', "teslimat 12 Haziran'da", 'o zaman ertesi gün ararım seni', '12 Haziran'),
    n('delivery, the next day I call', 'en', 'the delivery is on 12 June', "ok I'll call you the next day", '12 June'),
    n("demo, it's better to send", 'en', 'the demo is on 4 March', "it's better to send the deck on 6 March", '4 March'),
    n('client, no longer', 'en', 'never call the client before 10', 'we no longer call the client, we email them', 'never call the client before 10'),
    ['window, a question answered and thanked', 'en', asked('en', 'the maintenance window is 02:00-03:00 UTC', 'what was the p99 between 01:00-02:00 UTC?', 'It peaked at 840 ms.', 'ok thanks'), '02:00-03:00 UTC'],
    ['pencere, soru cevaplandı', 'tr', asked('tr', "bakım penceresi 02:00-03:00", "dün 01:00-02:00 arası kaç hata vardı?", '12 hata var.', 'tamam sağol'), '02:00-03:00'],
    ['budget, how much was it', 'en', asked('en', 'the budget is $10,000', 'how much did we pay last year, $12,000?', 'Yes, $12,000 in total.', 'ok good'), 'budget is $10,000'],
    n('freeze, ignore the alert', 'en', 'the freeze starts at 03:00', 'ignore the 03:00 alert, it was a test', 'freeze starts at 03:00'),
    n('pencere, uyarıyı boşver', 'tr', "bakım penceresi 02:00'de başlıyor", "02:00 uyarısını boşver, testti", "02:00'de başlıyor"),
    n('servers, eventually', 'en', 'we run 3 servers', "we'll eventually need 5 servers, not now", 'we run 3 servers'),
  ];

  function resolved(_name: string, language: Language, said: Said[], stale: string, fresh: string, cancels?: boolean): void {
    const c = summarize(language, said);
    const kept = cancels === true ? [...live(c), ...c.rejected.map((i) => i.text)] : live(c);
    expect(kept.some((t) => t.includes(fresh)), `"${fresh}" in ${JSON.stringify(kept)}`).toBe(true);
    expect(live(c).filter((t) => t.includes(stale))).toEqual([]);
  }
  function stays(_name: string, language: Language, said: Said[], key: string): void {
    staysLive(language, said, key);
  }

  describe('revisions, a ninth list', () => {
    it('has 40 and more changes and 20 and more look-alikes, the misses named', () => {
      expect(PAIRS.length).toBeGreaterThanOrEqual(40);
      expect(NOT.length).toBeGreaterThanOrEqual(20);
      for (const name of [...MISSED.keys()]) expect(PAIRS.some((x) => x[0] === name), name).toBe(true);
      for (const name of [...NOT_MISSED.keys()]) expect(NOT.some((x) => x[0] === name), name).toBe(true);
    });
    pairs.eachCase(PAIRS, MISSED, resolved);
    pairs.eachLookAlike(NOT, NOT_MISSED, stays, 'still superseded: %s');
  });

  describe('revisions, a ninth list: written after the change', () => {
    pairs.eachCase(AFTER, AFTER_MISSED, resolved);
    pairs.eachLookAlike(AFTER_NOT, AFTER_NOT_MISSED, stays, 'still superseded: %s');
  });

  /** A future need of the thing, with a count of it, reads as its new count (as it did before this round). */
  const NARROWED_MISSED = new Set(['servers, eventually']);

  describe('revisions, a ninth list: look-alikes of the narrowed classes', () => {
    pairs.eachLookAlike(NARROWED, NARROWED_MISSED, stays, 'still superseded: %s');
  });
}

/**
 * A ban lifted by what it bans (the tenth round, written before the change):
 * "lift the peanut ban", "fındık yasağını kaldır" cancel "no peanuts in any
 * dish", "tatlıda fındıklı bir şey olmasın"; a ban of another thing lifted
 * ("lift the parking ban"), or one that goes on, cancels nothing. Before:
 * 0 of 5 changes seen, 4 of 4 look-alikes left live; after: 5 and 4.
 */
{
  const { live, pair, staysLive, summarize } = pairs;
  type Language = pairs.Language;
  const LIFTED: [name: string, language: Language, first: string, second: string, stale: string][] = [
    ['peanut ban lifted', 'en', 'no peanuts in any dish', 'lift the peanut ban', 'no peanuts'],
    ['friday meeting ban lifted', 'en', 'no meetings on Fridays, ever', 'you can lift the Friday meeting ban now', 'no meetings on Fridays'],
    ['company card ban forgotten', 'en', 'never put travel on the company card', 'forget the company card ban, finance fixed it', 'company card'],
    ['fındık yasağı kalktı', 'tr', 'tatlıda fındıklı bir şey olmasın', 'fındık yasağını kaldır', 'fındıklı'],
    ['cumartesi yasağı kalktı', 'tr', 'cumartesi günü toplantı koymayın', 'cumartesi yasağını kaldırıyorum bu arada', 'cumartesi günü toplantı'],
  ];
  const NOT_LIFTED: [name: string, language: Language, first: string, second: string, key: string][] = [
    ['another ban lifted', 'en', 'no peanuts in any dish', 'lift the parking ban for the guests', 'no peanuts'],
    ['the hiring ban', 'en', 'never email the client after 6pm', 'forget the hiring ban for the design team', 'after 6pm'],
    ['otopark yasağı', 'tr', 'tatlıda fındıklı bir şey olmasın', 'otopark yasağını kaldırmışlar', 'fındıklı'],
    ['sigara yasağı sürüyor', 'tr', 'pazar günü ders koymayın', 'binada sigara yasağı devam ediyor', 'pazar günü ders'],
  ];
  describe('revisions: a ban lifted by what it bans', () => {
    it.each(LIFTED)('%s', (_name, language, first, second, stale) => {
      expect(live(summarize(language, pair(language, first, second))).some((t) => t.includes(stale))).toBe(false);
    });
    it.each(NOT_LIFTED)('%s: stays live', (_name, language, first, second, key) => {
      staysLive(language, pair(language, first, second), key);
    });
  });
}

/**
 * A value settled alone with a word of assent (the tenth round, written
 * before the change): "tamam 48 binle gidelim", "tamam 25 bin olsun o
 * zaman", "ok let's go with €4,500" correct the amount said a few turns
 * before, like "25 diyelim o zaman" does; a Turkish amount in thousands
 * with its case ending ("48 binle") is that amount. Said of another thing
 * ("depozito da 40 bin olsun", "yemek için 2 bin olsun") or of another
 * kind ("let's go with 2 nights"), it corrects nothing. Before: 0 of 4
 * changes seen, 5 of 5 look-alikes left live; after: 4 and 5.
 */
{
  const { live, pair, staysLive, summarize } = pairs;
  type Language = pairs.Language;
  const SETTLED: [name: string, language: Language, first: string, second: string, stale: string][] = [
    ['binle gidelim', 'tr', '45.000 teklif edelim bence', 'tamam 48 binle gidelim', '45.000'],
    ['bin olsun', 'tr', 'kapora 20 bin olsun', 'tamam 25 bin olsun o zaman', '20 bin'],
    ['go with', 'en', "let's offer €4,200 for the van", "ok let's go with €4,500", '€4,200'],
    ['go with, fine', 'en', 'cap the catering at $9,000', 'fine, go with $9,500', '$9,000'],
  ];
  const NOT_SETTLED: [name: string, language: Language, first: string, second: string, key: string][] = [
    ['depozito de olsun', 'tr', 'kira en fazla 20 bin TL olsun', 'depozito da 40 bin olsun', '20 bin TL'],
    ['yemek için', 'tr', '45.000 teklif edelim bence', 'tamam, yemek için 2 bin olsun', '45.000'],
    ['go with nights', 'en', 'keep the hotel under €150 a night', "let's go with 2 nights then", '€150'],
    ['go with the blue one', 'en', 'the budget is €3,000', 'ok go with the blue one', '€3,000'],
    ['go with people', 'en', 'the call is at 2pm', 'go with 3 people then', '2pm'],
  ];
  describe('revisions: a value settled alone with a word of assent', () => {
    it.each(SETTLED)('%s', (_name, language, first, second, stale) => {
      expect(live(summarize(language, pair(language, first, second))).some((t) => t.includes(stale))).toBe(false);
    });
    it.each(NOT_SETTLED)('%s: stays live', (_name, language, first, second, key) => {
      staysLive(language, pair(language, first, second), key);
    });
  });
}

/**
 * A correction that names the value it replaces (the tenth round, written
 * before the change): "10 değil 20 taşıyalım", "not 10, keep 20" replace the
 * statement that holds 10, whatever else they share with it; a value said
 * not to be one of something else ("the bus is not 10 minutes away"), or one
 * the earlier statement does not hold, replaces nothing. Before: 2 of 4
 * changes seen, 3 of 3 look-alikes left live; after: 4 and 3. Still missed:
 * the correction split by a comma ("12 değil, 15 kişi olduk"), read as two
 * clauses.
 */
{
  const { live, pair, staysLive, summarize } = pairs;
  type Language = pairs.Language;
  const CORRECTED: [name: string, language: Language, first: string, second: string, stale: string][] = [
    ['10 değil 20', 'tr', 'her depodan son 10 yedek taşınsın', '10 değil 20 taşıyalım', 'son 10 yedek'],
    ['not 10, keep 20', 'en', 'keep the last 10 backups of each db', 'not 10, keep 20', 'last 10 backups'],
    ['3 değil 4 gün', 'tr', 'eğitim 3 gün sürsün', '3 değil 4 gün yapalım', '3 gün sürsün'],
    ['not 2 but 3', 'en', 'book 2 rooms at the inn', 'not 2 but 3 rooms', '2 rooms'],
  ];
  const NOT_CORRECTED: [name: string, language: Language, first: string, second: string, key: string][] = [
    ['not 10 minutes away', 'en', 'keep the last 10 backups of each db', 'the bus is not 10 minutes away, more like 20', 'last 10 backups'],
    ['5 değil 7 dakika', 'tr', 'her depodan son 10 yedek taşınsın', 'otobüs 5 değil 7 dakika sürüyor', 'son 10 yedek'],
    ['not a value it holds', 'en', 'book 2 rooms at the inn', 'not 3 but 4 chairs for the terrace', '2 rooms'],
  ];
  describe('revisions: a correction that names the value it replaces', () => {
    it.each(CORRECTED)('%s', (_name, language, first, second, stale) => {
      expect(live(summarize(language, pair(language, first, second))).some((t) => t.includes(stale))).toBe(false);
    });
    it.each(NOT_CORRECTED)('%s: stays live', (_name, language, first, second, key) => {
      staysLive(language, pair(language, first, second), key);
    });
  });
}

// Revisions as people talk (issue 14, the thirteenth round), in a scope of its own.
{
  /**
   * A thirteenth list of our own, written before any change of the round by
   * someone who had not read the rules of supersession: a value (a budget, a
   * deadline, a window, a count, a place, a cadence) set once and changed
   * once or twice the way people change it in chat — "aslında 3 değil 5
   * olsun", "let's push it to Friday instead", "make that 2k", "bir de …
   * yerine …", relative changes ("bir gün öne al", "double it"), a change
   * inside a longer turn, a partial restatement, a change someone else made
   * (told by the user) and a change taken back. Every user statement is
   * followed by an ordinary exchange, so no two statements are adjacent.
   * Resolved: the latest value in a live constraint or decision, and no stale
   * value in any live line (constraints, decisions, open questions). The
   * look-alikes are someone else's wish or a hypothetical: the rule stays.
   */
  type Step = string | ['user' | 'assistant', string];
  /** [name, language, steps (a bare string is a user turn), the latest value, the stale values]. */
  type Case = [string, pairs.Language, Step[], string, string[]];

  const CHAT: Record<pairs.Language, pairs.Said[]> = {
    en: [['assistant', 'Got it, noted.'], ['user', 'cool. and did the courier confirm?'], ['assistant', 'Yes, pickup is confirmed.']],
    tr: [['assistant', 'Tamam, not aldım.'], ['user', 'süper. kurye onay verdi mi bu arada?'], ['assistant', 'Evet, alım onaylandı.']],
  };
  /**
   * A user step after a user step gets an ordinary exchange between them; an assistant step is said as written, and
   * the user step after it answers it directly.
   */
  function talk(language: pairs.Language, steps: readonly Step[]): pairs.Said[] {
    const said: pairs.Said[] = [];
    for (const step of steps) {
      const turn: pairs.Said = typeof step === 'string' ? ['user', step] : step;
      if (turn[0] === 'user' && said.length > 0 && said[said.length - 1]![0] === 'user') said.push(['assistant', language === 'en' ? 'Sure.' : 'Olur.'], ...CHAT[language]);
      said.push(turn);
    }
    said.push(['assistant', language === 'en' ? 'Done, updated.' : 'Tamam, güncelledim.']);
    return said;
  }

  const SPOKEN: Case[] = [
    // English
    ['make that 2k', 'en', ['Set the ad budget to 1,500 for the first week.', 'actually make that 2k'], '2k', ['1,500']],
    ['push it to Friday instead', 'en', ["Let's have the demo on Wednesday.", "let's push it to Friday instead"], 'Friday', ['demo on Wednesday']],
    ['chairs changed twice', 'en', ["We'll need 20 chairs for the talk.", 'make it 25 chairs', 'ugh, 30 chairs now, more signups came in'], '30 chairs', ['20 chairs', '25 chairs']],
    ['check-in reverted', 'en', ['check-in is at 3pm', 'the hotel says check-in is 4pm now', 'scratch that, they fixed it, back to 3pm'], 'back to 3pm', ['4pm']],
    ['double it', 'en', ['order 50 flyers for the stand', 'double it, the venue is bigger than we thought'], 'double it', ['50 flyers']],
    ['budget restated in passing', 'en', ['the offsite is in Porto, budget €9,000 all in', "budget's 10k now, finance signed off"], '10k', ['€9,000']],
    ['moved by their PA', 'en', ['the client call is Tuesday 10am', 'their PA moved the client call to Wednesday 11am'], 'Wednesday 11am', ['Tuesday 10am']],
    ['pages, say 8', 'en', ['keep the report under 5 pages', "let's say 8 pages, the appendix needs room"], '8 pages', ['under 5 pages']],
    ['deadline pulled in', 'en', ['deadline for the copy is the 20th', 'they need it earlier, the 17th'], 'the 17th', ['the 20th']],
    ['window to Saturday', 'en', ['maintenance window is Sunday 02:00-04:00 UTC', "let's do Saturday night instead, same hours"], 'Saturday night', ['Sunday 02:00-04:00']],
    ['two dropped out', 'en', ["we're 8 for dinner", 'Leo and Sam dropped out so 6'], 'so 6', ["we're 8"]],
    ['Porto office instead', 'en', ['book a room at the Lisbon office for the kickoff', "let's do the kickoff at the Porto office instead"], 'Porto office', ['Lisbon office']],
    ['gift up to 400', 'en', ["don't spend more than 300 on the gift", 'ok you can go up to 400 on the gift'], 'up to 400', ['more than 300']],
    ['every other Monday', 'en', ['send me the status every Monday', 'every other Monday is enough for the status'], 'every other Monday', ['every Monday']],
    ['both dates moved', 'en', ['fly out on the 3rd, back on the 10th', 'change of plans, out on the 4th and back on the 12th'], 'the 12th', ['the 10th']],
    ['lunch budget taken back', 'en', ['team lunch budget is $25 a head', 'bump it to $30 a head', 'finance said no, stay at $25 a head'], 'stay at $25', ['$30 a head']],
    ['proposal taken', 'en', ['rent no more than £1,600', ['assistant', 'The flat on Elm St is £1,750, slightly over. Should I include listings up to £1,750?'], 'yeah fine, up to 1750 then'], '1750', ['£1,600']],
    ['headcount inside a long turn', 'en', ['hey, so the plan: 40 guests, the garden venue, dinner at 7.', 'quick update, numbers are up, we are at 52 guests. also can you find a DJ?'], '52 guests', ['40 guests']],
    ['a day earlier', 'en', ['the delivery is on Thursday', 'move the delivery a day earlier'], 'a day earlier', ['delivery is on Thursday']],
    ['halve that', 'en', ['print 200 copies of the menu', "halve that, budget's tight"], 'halve that', ['200 copies']],
    ['green instead of blue', 'en', ["we're using the blue template for the deck", 'use the green template instead of the blue one'], 'green template', ['using the blue template']],
    ['call moved, 5pm now', 'en', ["the call's at 4pm London time", 'they moved the call, 5pm now'], '5pm', ['4pm London']],
    // Turkish
    ['3 değil 5', 'tr', ['depoya 3 palet gönderelim', 'aslında 3 değil 5 palet olsun'], '5 palet olsun', ['3 palet gönderelim']],
    ['bir de yerine', 'tr', ["toplantı için B blok'taki salonu ayarla", 'bir de B blok yerine A blok olsun, orası daha büyük'], 'A blok olsun', ["B blok'taki salonu"]],
    ['bir gün öne al', 'tr', ['teslimat perşembe günü', 'teslimatı bir gün öne al'], 'bir gün öne al', ['teslimat perşembe']],
    ['iki katına çıkar', 'tr', ['reklam bütçesi günlük 500 TL', 'bütçeyi iki katına çıkar'], 'iki katına', ['500 TL']],
    ['iki kez değişti', 'tr', ['misafir sayısı 30', 'misafir sayısı 35 oldu', 'yok yok, en son 40 kişi olduk'], '40 kişi', ['misafir sayısı 30', '35 oldu']],
    ['kargo geri döndü', 'tr', ['kargo firması Aras olsun', 'Aras yerine Yurtiçi ile gönderelim', "vazgeçtim, Aras'la devam"], "Aras'la devam", ['Yurtiçi']],
    ['müdür almış', 'tr', ["sunum cuma 14:00'te", 'müdür sunumu pazartesiye almış'], 'pazartesiye', ['cuma 14:00']],
    ['otel kısmi', 'tr', ["İzmir'e 12 Mart'ta gidiyoruz, otel bütçesi gecelik 2.000 TL", "otel için gecelik 2.500'e kadar çıkabiliriz"], "2.500'e kadar", ['2.000 TL']],
    ['yarım saat erken', 'tr', ["servis 08:00'de kalksın", 'servis yarım saat erken kalksın'], 'yarım saat erken', ["08:00'de"]],
    ['haftalık değil aylık', 'tr', ['raporu haftalık gönder', 'haftalık değil de aylık yeter rapor'], 'aylık yeter', ['haftalık gönder']],
    ['mekan değişti', 'tr', ["lansman Kadıköy'deki salonda", "salon iptal oldu, lansmanı Moda Sahnesi'nde yapıyoruz"], 'Moda Sahnesi', ["Kadıköy'deki salonda"]],
    ['öneri onaylandı', 'tr', ['kira en fazla 25 bin', ['assistant', "Beşiktaş'taki daire 27.500 TL, üst sınırın biraz üstünde. Listeye alayım mı?"], "olur, 27.500'e kadar bakabiliriz"], "27.500'e kadar", ['en fazla 25 bin']],
    ['yazıyla gece', 'tr', ['üç gece konaklama ayarla', 'dört gece yapalım konaklamayı'], 'dört gece', ['üç gece']],
    ['ertelendi', 'tr', ['son teslim 5 Nisan', "son teslim 12 Nisan'a ertelendi"], '12 Nisan', ['5 Nisan']],
    ['100 yeter', 'tr', ['120 tişört bastır', '100 tişört yeter, fazlası kalıyor'], '100 tişört yeter', ['120 tişört bastır']],
    ['günde iki kez', 'tr', ['yedekleri günde bir al', 'yedekleri günde iki kez alalım artık'], 'günde iki kez', ['günde bir al']],
    ['pencere kaydı', 'tr', ['bakım penceresi cumartesi 01:00-03:00', 'pencereyi pazar gecesine kaydıralım, saatler aynı'], 'pazar gecesine', ['cumartesi 01:00-03:00']],
    ['uzun turda sayı', 'tr', ["merhaba, düğün için plan şöyle: 150 davetli, kır bahçesi, yemek 19:00'da.", "güncelleme: davetli sayısı 170'e çıktı, bir de fotoğrafçıya bakar mısın?"], "170'e çıktı", ['150 davetli']],
    ['8 bin yapalım', 'tr', ['harcama limiti 7.500 TL', '8 bin yapalım limiti'], '8 bin', ['7.500 TL']],
    ['bir kişi daha', 'tr', ['6 kişilik masa ayırt', 'bir kişi daha ekle, Deniz de geliyor'], 'bir kişi daha', ['6 kişilik']],
    ['indirim geri alındı', 'tr', ['indirim %20 olsun', 'indirimi %25 yapalım', "yok, %20'de kalsın"], "%20'de kalsın", ['%25']],
    ['harfsiz', 'tr', ['butce 40 bin olsun', 'butceyi 45 bine cikar'], '45 bine', ['40 bin olsun']],
  ];

  /** Someone else's wish or a hypothetical after a rule: the rule stays live. [name, language, steps, the rule's words]. */
  const STAYS: [string, pairs.Language, Step[], string][] = [
    ['the client would prefer', 'en', ['the client call is Tuesday 10am', 'the client would prefer Thursday'], 'Tuesday 10am'],
    ['if we get more signups', 'en', ["We'll need 20 chairs for the talk.", 'if we get more signups we might need 30'], '20 chairs'],
    ['müdür istiyor', 'tr', ["sunum cuma 14:00'te", 'müdür pazartesi olsun istiyor'], 'cuma 14:00'],
    ['olursa', 'tr', ['misafir sayısı 30', 'belki 35 olur ama emin değilim'], 'misafir sayısı 30'],
  ];

  /**
   * Measured before any change of the round: 22 of 44 resolved, 4 of 4 look-alikes left live (23 of 44 once the
   * harness let an answer follow the proposal it answers: "yeah fine, up to 1750 then" had been cut off from it by
   * small talk). After the round's changes (docs/compaction.md, the thirteenth round): 38 of 44, 4 of 4. Still
   * missed, each a known miss until it passes: a count told by who dropped out ("Leo and Sam dropped out so 6"), a
   * place changed with nothing else ("B blok yerine A blok": no capitalised name inside the sentence; "Porto office
   * instead" is read since the second list's change; passes since the nineteenth round, which reads the thing named
   * before "yerine" / after "instead of" as the thing replaced), a change said after "yok yok,"
   * (the clause kept is "yok yok"), a choice taken back with no value ("vazgeçtim, Aras'la devam"), a change someone
   * else made told in the evidential ("müdür sunumu pazartesiye almış"), a Turkish cadence ("haftalık değil de aylık
   * yeter": "aylık" reads as a rate), a change after a label ("güncelleme: davetli sayısı 170'e çıktı").
   */
  const SPOKEN_MISSED = new Set<string>([
    'two dropped out',
    'iki kez değişti',
    'kargo geri döndü',
    'haftalık değil aylık',
    'uzun turda sayı',
  ]);
  const STAYS_MISSED = new Set<string>([]);
  /**
   * Look-alikes written after the round's first changes, from the false supersessions they made on the tuning half
   * (each read there, then written in words of our own): another slot said later by a pronoun that names a thing of
   * its own, a limit kept beside a count, an ordinal that is a person, not a date. Not measured against that first
   * version; all three are left live now.
   */
  STAYS.push(
    ['another slot, by a pronoun', 'en', ['warmup is 1,000 steps for this run', 'oh I bumped it to every 5,000 in the branch last night'], 'warmup is 1,000'],
    ['a limit kept beside a count', 'tr', ["node sayısını 8'e çıkaralım", 'max 10 kalsın'], "8'e çıkaralım"],
    ['an ordinal that is a person', 'en', ['so 17 people now', 'the 17th stays at the Hotel Sol all 3 nights'], '17 people'],
  );

  const resolved = (_name: string, language: pairs.Language, steps: Step[], fresh: string, stale: string[]): void => {
    const c = pairs.summarize(language, talk(language, steps));
    const binding = [...c.constraints, ...c.decisions].filter((i) => i.supersededBy === undefined).map((i) => i.text);
    expect(binding.some((t) => t.includes(fresh)), `"${fresh}" in ${JSON.stringify(binding)}`).toBe(true);
    expect(pairs.live(c).filter((t) => stale.some((s) => t.includes(s)))).toEqual([]);
  };
  const stays = (_name: string, language: pairs.Language, steps: Step[], key: string): void => {
    pairs.staysLive(language, talk(language, steps), key);
  };

  /**
   * A second list of the round, written after the first list's changes and before any change for it: a place, a
   * vendor or a thing chosen and then replaced by name ("… instead", "X yerine Y", "switch to"), a change someone
   * else made told in the evidential ("müdür … almış", "otel saati değiştirmiş"), and a value changed long after it
   * was set with other values said in between.
   */
  const SECOND: Case[] = [
    ['venue instead', 'en', ['the dinner is at Nopi on Friday', "let's do the dinner at Dishoom instead"], 'Dishoom', ['at Nopi']],
    ['switch carrier', 'en', ['ship everything with DHL', 'switch the shipping to UPS, DHL lost two boxes'], 'UPS', ['with DHL']],
    ['rather than', 'en', ['we host it on Heroku', 'we go with Fly.io rather than Heroku'], 'Fly.io', ['on Heroku']],
    ['hotel swapped', 'en', ['book the Marriott for the team', 'swap the Marriott for the Hilton, the Marriott is full'], 'Hilton', ['book the Marriott']],
    ['caterer changed, told', 'en', ['the caterer is Green Fork', 'Anna changed the caterer to Spice Route'], 'Spice Route', ['Green Fork']],
    ['yerine mekan', 'tr', ["düğün yemeği Kavaklıdere'de", "Kavaklıdere yerine Çankaya'daki salonu tutalım"], "Çankaya'daki salonu", ["Kavaklıdere'de"]],
    ['kargo değiştir', 'tr', ['siparişler Aras ile gitsin', "kargoyu MNG'ye geçirelim, Aras geç kalıyor"], "MNG'ye", ['Aras ile gitsin']],
    ['otel değiştirmiş', 'tr', ["otel girişi 14:00'te", "otel giriş saatini 15:00'e değiştirmiş"], "15:00'e", ["14:00'te"]],
    ['hoca almış', 'tr', ["ders salı 18:00'de", "hoca dersi çarşambaya almış"], 'çarşambaya', ['salı 18:00']],
    ['müşteri ertelemiş', 'tr', ['teslim 10 Mayıs', "müşteri teslimi 17 Mayıs'a ertelemiş"], '17 Mayıs', ['10 Mayıs']],
    ['budget far later', 'en', ['the marketing budget is $8,000', 'the launch video needs 3 edits', 'book 2 rooms for the shoot', 'we start at 9am', "budget's 10k now, the CEO approved"], '10k', ['$8,000']],
    ['bütçe çok sonra', 'tr', ['pazarlama bütçesi 80 bin TL', 'video 3 kez revize edilecek', 'çekim için 2 oda ayır', "sabah 9'da başlıyoruz", 'bütçe 100 bine çıktı, genel müdür onayladı'], '100 bine', ['80 bin TL']],
    ['deadline far later', 'en', ['the report is due on the 20th', 'use the 2025 figures', 'send it to 4 people', 'deadline moved to the 27th'], 'the 27th', ['due on the 20th']],
    ['teslim çok sonra', 'tr', ['rapor ayın 20sinde teslim', "2025 rakamlarını kullan", '4 kişiye gönder', "teslim ayın 27sine kaydı"], '27sine', ['20sinde']],
  ];
  /**
   * Measured before any change for this list: 7 of 14 resolved. After (a named thing put in another's place, "due"
   * a deadline): 12 of 14. Still missed: a change someone else made told in the evidential ("hoca dersi çarşambaya
   * almış"), a Turkish day of the month with its suffix ("ayın 20sinde", not read as a date).
   */
  const SECOND_MISSED = new Set<string>(['hoca almış', 'teslim çok sonra']);
  /**
   * A replacement of something else beside a rule that names something: the rule stays. Written with the change, the
   * first two from false readings its first version made on the tuning half (a word in passing, "anything", tied them).
   */
  const SECOND_STAYS: [string, pairs.Language, Step[], string][] = [
    ['a role replaced beside a rule', 'en', ["everything goes through a PR, so don't run anything against PROD by hand", 'use the ANALYTICS role instead of ADMIN for anything ad hoc'], "don't run anything against PROD by hand"],
    ['a tool replaced beside a limit', 'en', ["we're on Business Premium so anything that needs E5 is off the table", 'use Intune instead of the old GPO scripts for anything you deploy'], 'off the table'],
    ['another vendor for another thing', 'en', ['the dinner is at Nopi on Friday', 'use Uber instead of Bolt for the airport run'], 'at Nopi'],
    ['başka iş için başka kişi', 'tr', ['siparişler Aras ile gitsin', 'temizliğe Ayşe Hanım yerine Fatma Hanım gelsin'], 'Aras ile gitsin'],
    ['someone moved something else', 'tr', ["toplantı cuma 10:00'da", 'müdür tatilini pazartesiye almış'], "cuma 10:00'da"],
  ];

  describe('revisions as people talk (thirteenth round, second list)', () => {
    it.each(SECOND_STAYS)('not: %s', stays);
    pairs.eachCase(SECOND, SECOND_MISSED, resolved);
  });

  describe('revisions as people talk (thirteenth list)', () => {
    pairs.eachCase(SPOKEN, SPOKEN_MISSED, resolved);
    pairs.eachLookAlike(STAYS, STAYS_MISSED, stays, 'still superseded: %s');
  });
}
