import fc from 'fast-check';
import type { ClauseKind } from '../core/compact/clauseKind.js';
import type { SummaryContent, SummaryInput } from '../core/compact/summary.js';
import type { Statement, StatementReader } from '../core/compact/supersession.js';

/**
 * What the extractive summarizer promises about a user's rules
 * (docs/compaction.md, "the two summarizers"), stated against sentences
 * this file builds itself — with its own Turkish suffix rules, never with
 * the summarizer's patterns:
 *
 * - a Turkish verb in the negative imperative, the negative obligation, the
 *   negative jussive or the negative future (passive too), with or without
 *   "sakın", with or without Turkish letters, in capitals or not, is a
 *   prohibition; the same verbs in the affirmative, and the `-mA` verbal
 *   noun before its head noun, are not;
 * - a value stated, then stated again for the same thing many turns later,
 *   leaves only the later value live; two things of one kind named apart
 *   ("the hotel budget", "the food budget") keep both values live;
 * - someone else's wish never lands as the user's constraint or decision,
 *   and the user's own rule said after it does.
 */

/** `classifyClause` of `core/compact/clauseKind.ts`, or a broken one (properties/mutants/). */
export type Classify = (clause: string, turkish?: boolean) => ClauseKind;
/** `extractSummary` of `core/compact/extractSummary.ts`, or a broken one. */
export type Extract = (input: SummaryInput) => SummaryContent;

// ---------------------------------------------------------------- Turkish, built here

const BACK = new Set(['a', 'ı', 'o', 'u']);
const VOWELS = new Set(['a', 'e', 'ı', 'i', 'o', 'ö', 'u', 'ü']);

function lastVowel(word: string): string {
  for (let i = word.length - 1; i >= 0; i--) if (VOWELS.has(word[i]!)) return word[i]!;
  throw new Error(`lastVowel: "${word}" has no vowel`);
}
/** The two-way vowel (`A`): a after a back vowel, e after a front one. */
function twoWay(word: string): string {
  return BACK.has(lastVowel(word)) ? 'a' : 'e';
}
/** The four-way vowel (`I`): ı after a or ı, i after e or i, u after o or u, ü after ö or ü. */
function fourWay(word: string): string {
  return ({ a: 'ı', ı: 'ı', e: 'i', i: 'i', o: 'u', u: 'u', ö: 'ü', ü: 'ü' } as Record<string, string>)[lastVowel(word)]!;
}
const endsInVowel = (word: string): boolean => VOWELS.has(word[word.length - 1]!);

/**
 * Adds a suffix written with `A` (two-way), `I` (four-way) and `(y)` (a
 * buffer after a vowel), one letter at a time, so that each vowel agrees with
 * the one before it.
 */
function suffix(stem: string, pattern: string): string {
  let word = stem;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (pattern.startsWith('(y)', i)) {
      if (endsInVowel(word)) word += 'y';
      i += 2;
    } else if (c === 'A') word += twoWay(word);
    else if (c === 'I') word += fourWay(word);
    else word += c;
  }
  return word;
}
/** The passive stem: -n after a vowel, -In after l, -Il after any other consonant. */
function passive(stem: string): string {
  if (endsInVowel(stem)) return `${stem}n`;
  return stem.endsWith('l') ? suffix(stem, 'In') : suffix(stem, 'Il');
}

/**
 * Verb stems that keep their last consonant before a vowel (no "git" →
 * "gidecek"), with an object each: the object in the accusative or dative
 * for the active forms, the nominative subject for the passive ones.
 */
const STEMS: [stem: string, object: string, subject: string][] = [
  ['sil', 'dosyayı', 'dosya'],
  ['gönder', 'faturayı müşteriye', 'fatura'],
  ['kapat', 'sunucuyu', 'sunucu'],
  ['yaz', 'şifreyi kanala', 'şifre'],
  ['paylaş', 'raporu dışarıyla', 'rapor'],
  ['değiştir', 'fiyatı', 'fiyat'],
  ['sat', 'stoğu', 'stok'],
  ['aç', 'bu kaydı', 'bu kayıt'],
  ['kullan', 'eski sürümü', 'eski sürüm'],
  ['dokun', "prod'a", 'prod'],
  ['çağır', 'kuryeyi', 'kurye'],
  ['böl', 'ödemeyi', 'ödeme'],
  ['taşı', 'kutuları', 'kutular'],
  ['ara', 'müşteriyi', 'müşteri'],
  ['ekle', 'tedarikçiyi', 'tedarikçi'],
  ['bekle', 'hastayı', 'hasta'],
  ['onayla', 'iadeyi', 'iade'],
  ['yükle', 'logları', 'loglar'],
  ['ertele', 'toplantıyı', 'toplantı'],
  ['yayınla', 'taslağı', 'taslak'],
  ['sor', 'maaşı', 'maaş'],
  ['çalıştır', "migration'ı", 'migration'],
  ['düzelt', 'kaydı', 'kayıt'],
  ['kes', 'faturayı', 'fatura'],
  ['ver', 'indirimi', 'indirim'],
  ['indir', 'dosyaları', 'dosyalar'],
  ['kaldır', 'limiti', 'limit'],
];
const WHEN = ['', 'bugün ', 'bu hafta ', 'cuma günü ', 'akşam ', 'bir daha '];
/** Words said after the verb that do not change it: "silme lütfen", "arama sakın", "gönderme bu sefer". */
const AFTER = ['', '', ' lütfen', ' sakın', ' bu sefer', ' şimdilik', ' ha'];

/** Negative forms: each forbids. */
const NEGATIVE: [name: string, form: (stem: string) => string, passiveVoice: boolean][] = [
  ['negative imperative', (s) => suffix(s, 'mA'), false],
  ['negative imperative, plural', (s) => suffix(s, 'mA(y)In'), false],
  ['negative imperative, polite', (s) => suffix(s, 'mA(y)InIz'), false],
  ['negative jussive', (s) => suffix(s, 'mAsIn'), false],
  ['negative obligation', (s) => suffix(s, 'mAmAlI'), false],
  ['negative future, second person', (s) => suffix(s, 'mA(y)AcAksIn'), false],
  ['negative future, passive', (s) => suffix(passive(s), 'mA(y)AcAk'), true],
  ['negative obligation, passive', (s) => suffix(passive(s), 'mAmAlI'), true],
  ['negative jussive, passive', (s) => suffix(passive(s), 'mAsIn'), true],
];
/** The same verbs in the affirmative: none of them forbids. */
const AFFIRMATIVE: [name: string, form: (stem: string) => string, passiveVoice: boolean][] = [
  ['imperative', (s) => s, false],
  ['imperative, plural', (s) => suffix(s, '(y)In'), false],
  ['jussive', (s) => suffix(s, 'sIn'), false],
  ['obligation', (s) => suffix(s, 'mAlI'), false],
  ['future', (s) => suffix(s, '(y)AcAk'), false],
  ['future, passive', (s) => suffix(passive(s), '(y)AcAk'), true],
];
/** Head nouns after a `-mA` verbal noun ("silme işlemi"), and what is said of them. */
const HEADS = ['işlemi', 'tarihi', 'saati', 'talebi', 'ekranı', 'süresi', 'hatası'];
const SAID_OF_HEAD = ['', ' başladı', ' değişti', ' yarın', ' çok uzun sürüyor', ' bitti'];
/**
 * `-mA` words that are nouns, at the end of a clause with no verb: food, a verdict, a topic. Only a list of such
 * nouns tells them from a command there.
 */
const NOUNS_AT_THE_END = ['tatlı olarak dondurma', 'menüde gözleme', 'akşama sarma ve dolma', 'bu çok saçma', 'hepsi uydurma', 'bugünkü gündem güncelleme', 'sorun ödeme', 'kahvaltıda gözleme', 'bu haftanın konusu raporlama'];

/** Turkish letters as an ASCII keyboard types them. */
const ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', İ: 'I', Ç: 'C', Ğ: 'G', Ö: 'O', Ş: 'S', Ü: 'U' };
/** Turkish capitals: i → İ, ı → I; the rest by a table (no locale). */
const UPPER: Record<string, string> = {
  a: 'A', b: 'B', c: 'C', ç: 'Ç', d: 'D', e: 'E', f: 'F', g: 'G', ğ: 'Ğ', h: 'H', ı: 'I', i: 'İ', j: 'J', k: 'K', l: 'L', m: 'M', n: 'N',
  o: 'O', ö: 'Ö', p: 'P', r: 'R', s: 'S', ş: 'Ş', t: 'T', u: 'U', ü: 'Ü', v: 'V', y: 'Y', z: 'Z', w: 'W', x: 'X', q: 'Q',
};
type Spelling = 'turkish' | 'ascii' | 'capitals';
function spell(text: string, how: Spelling): string {
  if (how === 'ascii') return [...text].map((c) => ASCII[c] ?? c).join('');
  if (how === 'capitals') return [...text].map((c) => UPPER[c] ?? c).join('');
  return text;
}

export interface VerbCase {
  text: string;
  forbids: boolean;
  form: string;
}

export function turkishVerbCases(): fc.Arbitrary<VerbCase> {
  const spelling = fc.constantFrom<Spelling>('turkish', 'turkish', 'ascii', 'capitals');
  const negative = fc
    .tuple(fc.constantFrom(...STEMS), fc.constantFrom(...NEGATIVE), fc.constantFrom(...WHEN), fc.boolean(), fc.constantFrom(...AFTER), spelling)
    .map(([[stem, object, subject], [name, form, passiveVoice], when, sakin, after, how]): VerbCase => ({
      text: spell(`${sakin && !passiveVoice ? 'sakın ' : ''}${when}${passiveVoice ? subject : object} ${form(stem)}${after}`, how),
      forbids: true,
      form: name,
    }));
  const affirmative = fc
    .tuple(fc.constantFrom(...STEMS), fc.constantFrom(...AFFIRMATIVE), fc.constantFrom(...WHEN.filter((w) => w !== 'bir daha ')), fc.constantFrom('', '', ' lütfen', ' bu sefer'), spelling)
    .map(([[stem, object, subject], [name, form, passiveVoice], when, after, how]): VerbCase => ({
      text: spell(`${when}${passiveVoice ? subject : object} ${form(stem)}${after}`, how),
      forbids: false,
      form: name,
    }));
  const verbalNoun = fc
    .tuple(fc.constantFrom(...STEMS), fc.constantFrom(...HEADS), fc.constantFrom(...SAID_OF_HEAD), spelling)
    .map(([[stem, , subject], head, said, how]): VerbCase => ({ text: spell(`${subject} ${suffix(stem, 'mA')} ${head}${said}`, how), forbids: false, form: 'verbal noun' }));
  const nounAtTheEnd = fc.tuple(fc.constantFrom(...NOUNS_AT_THE_END), spelling).map(([text, how]): VerbCase => ({ text: spell(text, how), forbids: false, form: 'a -mA noun at the end' }));
  return fc.oneof({ weight: 3, arbitrary: negative }, { weight: 2, arbitrary: affirmative }, { weight: 1, arbitrary: verbalNoun }, { weight: 1, arbitrary: nounAtTheEnd });
}

/** A Turkish clause is a prohibition exactly when its verb is in a negative form built above. */
export function propertyTurkishVerbForms(classify: Classify): fc.IPropertyWithHooks<[VerbCase]> {
  return fc.property(turkishVerbCases(), (c) => {
    const kind = classify(c.text, true);
    if ((kind === 'prohibition') !== c.forbids) {
      throw new Error(`"${c.text}" (${c.form}) read as ${kind}: expected ${c.forbids ? 'a prohibition' : 'no prohibition'}`);
    }
  });
}

// ---------------------------------------------------------------- conversations, built here

type Language = 'en' | 'tr';
interface Said {
  role: 'user' | 'assistant';
  text: string;
}

const CHATTER: Record<Language, [string, string][]> = {
  en: [
    ['thanks', 'You are welcome.'],
    ['can you look at the other ticket?', 'Looked, nothing new there.'],
    ['ok, one sec', 'Sure.'],
    ['cool', 'Anything else?'],
  ],
  tr: [
    ['sağol', 'Rica ederim.'],
    ['öbür talebe bakar mısın?', 'Baktım, yeni bir şey yok.'],
    ['tamam, bir saniye', 'Tabii.'],
    ['süper', 'Başka bir şey var mı?'],
  ],
};

function summarize(extract: Extract, said: readonly Said[], language: Language): SummaryContent {
  const turns = said.map((s, i) => ({ n: i + 1, role: s.role, text: s.text }));
  return extract({ turns, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language, maxTurn: turns.length });
}

/** The live lines: constraints and decisions no later statement replaced. */
function liveLines(c: SummaryContent): string[] {
  return [...c.constraints, ...c.decisions].filter((i) => i.supersededBy === undefined).map((i) => i.text);
}

/** The value as a whole in the line: not the tail of a longer number ("€1,500" is not in "€11,500"). */
function mentions(line: string, value: string): boolean {
  for (let at = line.indexOf(value); at >= 0; at = line.indexOf(value, at + 1)) {
    const before = line[at - 1] ?? ' ';
    const after = line[at + value.length] ?? ' ';
    if (!/[0-9.,:]/u.test(before) && !/[0-9]/u.test(after)) return true;
  }
  return false;
}

/** Something a value is set for, a sentence that sets it, and the values it takes. */
interface Slot {
  say(value: string): string;
  values: fc.Arbitrary<string>;
}
const thousands = (n: number, sep: string): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/gu, sep);
const hour = fc.integer({ min: 10, max: 22 });
const EN_MONTHS = ['March', 'April', 'May', 'June', 'October'];
const TR_MONTHS = ['Mart', 'Nisan', 'Mayıs', 'Haziran', 'Ekim'];
const SLOTS: Record<Language, Slot[]> = {
  en: [
    { say: (v) => `The budget for the offsite is ${v}.`, values: fc.integer({ min: 12, max: 95 }).map((k) => `€${thousands(k * 1000, ',')}`) },
    { say: (v) => `The audit report is due ${v}.`, values: fc.tuple(fc.integer({ min: 10, max: 28 }), fc.constantFrom(...EN_MONTHS)).map(([d, m]) => `${d} ${m}`) },
    { say: (v) => `The maintenance window is ${v} UTC.`, values: hour.map((h) => `${h}:00-${h + 1}:00`) },
    { say: (v) => `Standup is at ${v}.`, values: hour.map((h) => `${h}:30`) },
  ],
  tr: [
    { say: (v) => `kira bütçemiz ${v}`, values: fc.integer({ min: 12, max: 95 }).map((k) => `${thousands(k * 1000, '.')} TL`) },
    { say: (v) => `son teslim tarihi ${v}`, values: fc.tuple(fc.integer({ min: 10, max: 28 }), fc.constantFrom(...TR_MONTHS)).map(([d, m]) => `${d} ${m}`) },
    { say: (v) => `bakım penceresi ${v}`, values: hour.map((h) => `${h}:00-${h + 1}:00`) },
  ],
};

export interface RevisionCase {
  language: Language;
  said: Said[];
  stale: string;
  fresh: string;
}

export function revisionCases(): fc.Arbitrary<RevisionCase> {
  return fc.constantFrom<Language>('en', 'tr').chain((language) =>
    fc.constantFrom(...SLOTS[language]).chain((slot) =>
      fc
        .tuple(slot.values, slot.values, fc.array(fc.constantFrom(...CHATTER[language]), { minLength: 1, maxLength: 6 }))
        .filter(([a, b]) => a !== b)
        .map(([stale, fresh, between]): RevisionCase => {
          const ack = language === 'en' ? 'Noted.' : 'Not aldım.';
          const said: Said[] = [{ role: 'user', text: slot.say(stale) }, { role: 'assistant', text: ack }];
          for (const [user, reply] of between) said.push({ role: 'user', text: user }, { role: 'assistant', text: reply });
          said.push({ role: 'user', text: slot.say(fresh) }, { role: 'assistant', text: ack });
          return { language, said, stale, fresh };
        }),
    ),
  );
}

/** A value stated, then stated again for the same thing turns later: the later value is live, the earlier is not. */
export function propertyLaterValueLive(extract: Extract): fc.IPropertyWithHooks<[RevisionCase]> {
  return fc.property(revisionCases(), (c) => {
    const lines = liveLines(summarize(extract, c.said, c.language));
    if (!lines.some((l) => mentions(l, c.fresh))) throw new Error(`the later value ${c.fresh} is not live: ${JSON.stringify(lines)}`);
    const stale = lines.find((l) => mentions(l, c.stale));
    if (stale !== undefined) throw new Error(`the earlier value ${c.stale} is still live: "${stale}"`);
  });
}

/** Two things of one kind, each with its own value: [how the first is said, how the second is said]. */
const TWO_SLOTS: Record<Language, [(v: string) => string, (v: string) => string, fc.Arbitrary<string>][]> = {
  en: [
    [(v) => `The hotel budget is ${v}.`, (v) => `The food budget is ${v}.`, fc.integer({ min: 2, max: 40 }).map((k) => `€${thousands(k * 100, ',')}`)],
    [(v) => `The kitchen work starts ${v}.`, (v) => `The bathroom work starts ${v}.`, fc.tuple(fc.integer({ min: 10, max: 28 }), fc.constantFrom(...EN_MONTHS)).map(([d, m]) => `${d} ${m}`)],
    [(v) => `Laptops are capped at ${v}.`, (v) => `Monitors are capped at ${v}.`, fc.integer({ min: 3, max: 19 }).map((k) => `$${thousands(k * 100, ',')}`)],
  ],
  tr: [
    [(v) => `otel bütçesi ${v}`, (v) => `yemek bütçesi ${v}`, fc.integer({ min: 2, max: 40 }).map((k) => `${thousands(k * 1000, '.')} TL`)],
  ],
};

/** Two things of one kind, each given its own value turns apart: both values stay live. */
export function propertyTwoSlotsBothLive(extract: Extract): fc.IPropertyWithHooks<[RevisionCase]> {
  const cases = fc.constantFrom<Language>('en', 'tr').chain((language) =>
    fc.constantFrom(...TWO_SLOTS[language]).chain(([first, second, values]) =>
      fc
        .tuple(values, values, fc.array(fc.constantFrom(...CHATTER[language]), { minLength: 0, maxLength: 4 }))
        .filter(([a, b]) => a !== b)
        .map(([one, other, between]): RevisionCase => {
          const ack = language === 'en' ? 'Noted.' : 'Not aldım.';
          const said: Said[] = [{ role: 'user', text: first(one) }, { role: 'assistant', text: ack }];
          for (const [user, reply] of between) said.push({ role: 'user', text: user }, { role: 'assistant', text: reply });
          said.push({ role: 'user', text: second(other) }, { role: 'assistant', text: ack });
          return { language, said, stale: one, fresh: other };
        }),
    ),
  );
  return fc.property(cases, (c) => {
    const lines = liveLines(summarize(extract, c.said, c.language));
    for (const value of [c.stale, c.fresh]) if (!lines.some((l) => mentions(l, value))) throw new Error(`${value} is not live: ${JSON.stringify(lines)}`);
  });
}

const EN_PARTIES = ['The customer', 'My manager', 'Legal', 'The landlord', 'Our CFO', 'The vendor', 'Dr. Patel', 'The client'];
const EN_WISHES = ['a full refund', 'weekly status calls', 'the logo twice as big', 'a 30-day notice period', 'morning slots only', 'a second reviewer on every change'];
const EN_ASKS = ['wants', 'would like', 'is asking for', 'insists on', 'prefers', 'is pushing for', 'asked for'];
const TR_PARTIES = ['Müşteri', 'Ev sahibi', 'Patron', 'Tedarikçi', 'Muhasebe', 'Ayşe Hanım'];
const TR_WISHES = ['tam iade', 'haftalık rapor', 'peşin ödeme', 'sabah randevusu', 'ücretsiz kargo', 'ikinci bir onay'];
const TR_ASKS = ['istiyor', 'talep ediyor', 'rica ediyor'];
/** The user's own rule after the wish: [words that must be live]. */
const EN_OWN = ['do not promise anything before Friday', 'never share the contract draft', 'no refunds above 200 euros'];
const TR_OWN = ['sözleşme taslağını kimseyle paylaşma', 'cumadan önce söz verme', 'hiçbir faturayı onaylamadan gönderme'];

export interface WishCase {
  language: Language;
  said: Said[];
  wish: string;
  own: string;
}

export function wishCases(): fc.Arbitrary<WishCase> {
  // The wish in one user turn, the user's own rule in a later one, each answered.
  const conversation = (language: Language, wish: string, own: string, wishTurn: string, ownTurn: string): WishCase => {
    const reply = language === 'en' ? 'Noted.' : 'Not aldım.';
    return {
      language,
      wish,
      own,
      said: [
        { role: 'user', text: wishTurn },
        { role: 'assistant', text: reply },
        { role: 'user', text: ownTurn },
        { role: 'assistant', text: reply },
      ],
    };
  };
  const en = fc
    .tuple(fc.constantFrom(...EN_PARTIES), fc.constantFrom(...EN_ASKS), fc.constantFrom(...EN_WISHES), fc.constantFrom(...EN_OWN))
    .map(([party, asks, wish, own]) => conversation('en', wish, own, `${party} ${asks} ${wish}.`, `${own[0]!.toUpperCase()}${own.slice(1)}.`));
  const tr = fc
    .tuple(fc.constantFrom(...TR_PARTIES), fc.constantFrom(...TR_ASKS), fc.constantFrom(...TR_WISHES), fc.constantFrom(...TR_OWN))
    .map(([party, asks, wish, own]) => conversation('tr', wish, own, `${party} ${wish} ${asks}.`, `${own}.`));
  return fc.oneof(en, tr);
}

/** Someone else's wish is no live line of the summary; the user's own rule after it is. */
export function propertyWishNotTheUsers(extract: Extract): fc.IPropertyWithHooks<[WishCase]> {
  return fc.property(wishCases(), (c) => {
    const lines = liveLines(summarize(extract, c.said, c.language));
    const theirs = lines.find((l) => l.includes(c.wish));
    if (theirs !== undefined) throw new Error(`someone else's wish filed as the user's: "${theirs}"`);
    if (!lines.some((l) => l.toLowerCase().includes(c.own.toLowerCase()))) throw new Error(`the user's own rule "${c.own}" is not live: ${JSON.stringify(lines)}`);
  });
}

// ---------------------------------------------------------------- a rule after someone else's wish, in one sentence

/** The user's own rule after "but" / "ama", with the kind it is alone. */
const OWN_AFTER_WISH: [Language, string, ClauseKind][] = [
  ['en', 'keep it under 200 euros', 'constraint'],
  ['en', 'only by bank transfer', 'constraint'],
  ['en', 'everything goes through me first', 'constraint'],
  ['en', 'never share the contract draft', 'prohibition'],
  ['en', 'do not promise anything before Friday', 'prohibition'],
  ['tr', 'en fazla 500 TL', 'constraint'],
  ['tr', 'sadece havaleyle', 'constraint'],
  ['tr', 'rapor en geç cuma 17:00de gelsin', 'constraint'],
  ['tr', 'sözleşme taslağını kimseyle paylaşma', 'prohibition'],
  ['tr', 'rapor iki sayfayı geçmesin', 'prohibition'],
];

export interface OwnAfterWishCase {
  text: string;
  kind: ClauseKind;
  language: Language;
}

export function ownAfterWishCases(): fc.Arbitrary<OwnAfterWishCase> {
  return fc.constantFrom(...OWN_AFTER_WISH).chain(([language, own, kind]) =>
    (language === 'en'
      ? fc.tuple(fc.constantFrom(...EN_PARTIES), fc.constantFrom(...EN_ASKS), fc.constantFrom(...EN_WISHES), fc.constantFrom(' but ', ', but ')).map(([p, a, w, but]) => `${p} ${a} ${w}${but}${own}`)
      : fc.tuple(fc.constantFrom(...TR_PARTIES), fc.constantFrom(...TR_ASKS), fc.constantFrom(...TR_WISHES), fc.constantFrom(' ama ', ' fakat ')).map(([p, a, w, but]) => `${p} ${w} ${a}${but}${own}`)
    ).map((text): OwnAfterWishCase => ({ text, kind, language })),
  );
}

/** Someone else's wish, "but", then the user's own rule, in one clause: the clause is the user's rule, of the rule's kind. */
export function propertyOwnRuleAfterWish(classify: Classify): fc.IPropertyWithHooks<[OwnAfterWishCase]> {
  return fc.property(ownAfterWishCases(), (c) => {
    const kind = classify(c.text, c.language === 'tr');
    if (kind !== c.kind) throw new Error(`"${c.text}" read as ${kind}: expected the user's own ${c.kind}`);
  });
}

// ---------------------------------------------------------------- supersession's reader: warm is cold

/** `findSupersessions` and `statementReader` of `core/compact/supersession.ts`, or broken ones. */
export interface SupersessionParts {
  findSupersessions(earlier: readonly Statement[], later: readonly Statement[], reader?: StatementReader): (number | undefined)[];
  statementReader(): StatementReader;
}

const THINGS = ['maintenance window', 'backup job', 'standup', 'school pickup', 'vendor call'];

export interface ReaderCase {
  earlier: Statement;
  laters: Statement[];
}

/**
 * An earlier time said with its thing in the turn around it, and later the same words of a new time in turns that
 * say different things around them ("the maintenance window moved. 16:00 UTC", "the backup job: 16:00 UTC"): what
 * the turn around says decides whether the later replaces the earlier.
 */
export function readerCases(): fc.Arbitrary<ReaderCase> {
  const time = fc.integer({ min: 10, max: 22 }).map((h) => `${h}:00 UTC`);
  return fc
    .tuple(fc.constantFrom(...THINGS), time, time, fc.array(fc.tuple(fc.constantFrom(...THINGS), fc.constantFrom('moved.', ':', 'is at', 'changed to', 'ran fine, then')), { minLength: 2, maxLength: 4 }))
    .filter(([, a, b]) => a !== b)
    .map(([thing, before, after, arounds]): ReaderCase => ({
      earlier: { text: before, turn: 1, context: `the ${thing} starts ${before}` },
      laters: arounds.map(([other, how], k) => ({ text: after, turn: 30 + k, context: `the ${other} ${how} ${after}` })),
    }));
}

/**
 * One reader asked about the same words in turns that say different things around them answers as a fresh reader
 * does for each: its memo keeps what a statement's turn says apart.
 */
export function propertyReaderWarmIsCold(parts: SupersessionParts): fc.IPropertyWithHooks<[ReaderCase]> {
  return fc.property(readerCases(), (c) => {
    const warm = parts.statementReader();
    for (const later of c.laters) {
      const got = parts.findSupersessions([c.earlier], [later], warm);
      const cold = parts.findSupersessions([c.earlier], [later], parts.statementReader());
      if (JSON.stringify(got) !== JSON.stringify(cold)) throw new Error(`"${later.text}" in "${later.context}": a used reader says ${JSON.stringify(got)}, a fresh one ${JSON.stringify(cold)}`);
    }
  });
}
