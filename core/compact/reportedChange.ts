import { clauseWords, finalWord } from './turkishVerbs.js';

/**
 * A clause that tells what a value was changed to, whoever changed it and in
 * whatever tense: "they lowered the deposit to €1,500", "the review got
 * moved to friday", "we got room 310 instead", "depozitoyu 4 bin TL'ye
 * düşürdüler", "sunumu 16:00'ya almışlar", "teslimi 17 hazirana ertelemiş".
 *
 * Such a clause is narration, not a rule: on its own it is not kept (kept
 * as rules, such clauses filled summaries with narration and resolved no
 * revision). It is kept only when it replaces a statement the summary keeps
 * (`extractSummary`), because then it is the current value of that
 * statement. This reads its form alone: a verb of change with the value it
 * moved to (English "to X", "X now", "X instead"; Turkish the value in the
 * dative before a verb of change). "went on until 17:30", "we paid €500 of
 * the deposit", "16:00'ya kadar sürdü" name a value and change nothing.
 *
 * Read on folded text (`foldCase`).
 */
// A priority or a severity code is a value too ("bump it to P2", "make the alarm sev2"): a ticket's level, set.
const EN_VALUE = '(?:[€$£₺]\\s?\\d|\\d|(?:mon|tues?|wed|thu|thur|thurs|fri|sat|sun)(?:day)?(?![\\p{L}])|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\\p{L}*|(?:p|sev-?)[0-5](?![\\p{L}\\p{N}-]))';
const EN_CHANGE_VERB = /(?<![\p{L}])(?:mov|push|chang|lower|rais|bump|cut|extend|shift|drop|increas|decreas|reduc|upp|reschedul|postpon|delay|brought|bring|switch|set|updat|capp|slipp|trimm|halv|doubl|got)\p{L}*/u;
/** "to €1,500", "to friday", "to room 310": the value a thing was moved to (a noun may name it first). */
const EN_TO_VALUE = new RegExp(`(?<![\\p{L}])(?:to|into)\\s+(?:the\\s+|a\\s+|an\\s+)?(?:\\p{L}+\\s+)?${EN_VALUE}`, 'u');
const EN_TARGET = new RegExp(`${EN_TO_VALUE.source}|${EN_VALUE}[^\\s,;]*\\s+(?:now|instead)(?![\\p{L}])|(?<![\\p{L}])now\\s+(?:at\\s+|on\\s+)?${EN_VALUE}`, 'u');

/**
 * A value in the dative ("15:30'a", "20 mayısa", "15/06'ya"): where a value moves to. A day of the month takes the
 * possessive before the dative ("ayın 15'ine", "20'sine", "3'üne"): the same target.
 */
export const TR_DATIVE_VALUE = /(?:\p{N}|mayis|haziran|temmuz|agustos|eylul|ekim|kasim|aralik|ocak|subat|mart|nisan|pazartesi|sali|carsamba|persembe|cuma|cumartesi|bin|milyon|tl|lira|euro|dolar)'?(?:y[ae]|[ae]|n[ae])(?![\p{L}\p{N}])|\p{N}'?s?[iu]n[ae](?![\p{L}\p{N}])/u;

/** "is now at 9:45", "are now 12": the copula with "now" says the change itself. */
const EN_NOW = new RegExp(`(?<![\\p{L}])(?:is|are|'s)\\s+now\\s+(?:at\\s+|on\\s+)?${EN_VALUE}`, 'u');
/** A value in the dative and not "until" or "according to" it ("16:00'ya kadar", "plana göre"). */
const TR_NOT_TARGET = /^(?:kadar|dek|degin|gore|karsi|ragmen)$/u;
/** Verbs that move or set a value, any suffix: al, çek, çıkar, düşür, ertele, taşı, kaydır, artır, azalt, indir …, and the value moving by itself: kaldı, indi, çıktı, düştü, arttı, kaydı. */
const TR_CHANGE_VERB = /^(?:al|cek|cikar|dusur|ertele|tasi|kaydir|artir|arttir|azalt|indir|yukselt|uzat|kisalt|degistir|guncelle|ayarla|koy|ayir|getir|at|it|cevir|sabitle|oyna|kal|in|cik|dus|yuksel|art|azal|kay|zamla|belirle|tanimla|revize|sinirla)\p{L}*$/u;
/** "yap" sets a value only with the value right before it and the thing in the accusative: "indirimi %15 yaptık". */
const TR_MADE = /^yap\p{L}*$/u;
/** The units a value set with "yap" is said in (folded): money, magnitudes, time, sizes, counts of people or pieces. */
const TR_UNIT = /^(?:tl|lira|euro|avro|eur|dolar|usd|sterlin|bin|milyon|milyar|k|sn|saniye|dk|dakika|saat|gun|hafta|ay|yil|sene|kb|mb|gb|tb|kg|kilo|gr|gram|ton|km|metre|m|cm|mm|lt|litre|kisi|adet|tane|parca|koli|kutu|paket|gece|puan|derece)$/u;
/** An accusative object ("indirimi", "komisyonu", "kişi sayısını"): what was set. */
const TR_ACCUSATIVE = /^\p{L}{3,}(?:y[iu]|n[iu]|[iu])$/u;
/** A count or an ordinal of something in the dative: "800 siparişe", "12 kişiye", "5'inci haftaya", "3'üncü güne". */
const TR_DATIVE_COUNT = /\p{N}(?:'?[iu]?nc[iu])?\s+\p{L}{3,}?(?<![dt])(?:y[ae]|[ae])$/u;

/**
 * A value said not to be the value, before another: "not 10, keep 20", "10 değil 20 taşıyalım", "12 değil, 15 kişi";
 * or after the one it is, at the end: "make it 100 not 50". The value is whole: "not 10" is not "not 1" before a "0".
 */
export const NOT_VALUE = /(?<![\p{L}])not\s+([€$£₺]?\d[\d.,]*)(?![\d.,])(?=\s*(?:,|but|keep|make|use|take|go|\d|[€$£₺]))|(?<=\d\s+)not\s+([€$£₺]?\d[\d.,]*)(?=[.!\s]*$)|(?<![\p{L}\p{N}.,])([€$£₺]?\d[\d.,]*)(?:\s?\p{L}+)?\s+degil(?![\p{L}])(?=[\s,]+[€$£₺]?\d)/gu;
const CORRECTS = new RegExp(NOT_VALUE.source, 'u');

/** Does the clause say what a value was changed to? In either language: people mix them. */
export function reportsChange(folded: string): boolean {
  return CORRECTS.test(folded) || ((EN_CHANGE_VERB.test(folded) || EN_WENT.test(folded)) && EN_TARGET.test(folded)) || EN_NOW.test(folded) || EN_SET_IT.test(folded) ||
    EN_MADE_IT.test(folded) || EN_SETTLED.test(folded) || EN_REPORTED.test(folded) || turkishReport(folded) || turkishReported(folded) || setsBareValue(folded);
}

/**
 * A new value said bare, with nothing but words of assent, a verb that names no thing, or the copula around it: "just
 * do 2 then", "yes 65 then", "ok go with 1,450 then"; "glutensiz de 8 olsun", "zam %32,5 oluyor", "aidat 750 oluyor
 * ocaktan itibaren". Said to the listener, these set the value a statement before named; what they set is for
 * supersession to find (the same kind of value, a thing named alike). Not a value the clause only counts or asks
 * about ("should we do 2 then?", "3 gün içinde yatsın"), nor someone else's ("başkan 750 olsun diyor": its verb is
 * the telling).
 */
export function setsBareValue(folded: string): boolean {
  return EN_BARE_SET.test(folded) || turkishCopulaSet(folded);
}

/** English: words of assent, a verb of taking at most, the value, "then" at the end. */
const EN_BARE_SET = /^\s*(?:(?:ok|okay|fine|yes|yeah|yep|sure|alright|right|so|just|and)[,\s]+)*(?:(?:let'?s\s+)?(?:do|go\s+with|take|use|order|book)\s+)?(?:[€$£₺]\s?)?\d[\d.,]*(?:\s?(?:%|k))?\s+then[.!\s]*$/u;

/** The copula that sets a value in Turkish, at the clause's end: "olsun" (let it be), "oluyor" (it becomes). */
const TR_COPULA = /^(?:olsun|oluyor)$/u;
/** Words that say when, after the verb: "ocaktan itibaren", "bundan sonra". */
const TR_FROM_WHEN = /^(?:\p{L}+'?(?:[dt][ae]n)\s+itibaren|bundan\s+sonra|artik)$/u;

function turkishCopulaSet(folded: string): boolean {
  let ws = clauseWords(folded);
  // "aidat 750 oluyor ocaktan itibaren": the verb, then when.
  if (ws.length >= 2 && TR_FROM_WHEN.test(ws.slice(-2).join(' '))) ws = ws.slice(0, -2);
  const last = finalWord(ws);
  if (last === undefined || !TR_COPULA.test(last)) return false;
  const at = ws.lastIndexOf(last);
  // The value right before the verb, or a value and its unit ("8 olsun", "%32,5 oluyor", "750 TL oluyor").
  const valueAt = at >= 1 && /\p{N}/u.test(ws[at - 1]!) ? at - 1 : at >= 2 && /\p{N}/u.test(ws[at - 2]!) && TR_UNIT.test(ws[at - 1]!) ? at - 2 : -1;
  // And a word before it that names the thing ("glutensiz de 8 olsun"): a bare "1 olsun" answers a question, read elsewhere.
  return valueAt >= 1 && ws.slice(0, valueAt).some((w) => /^\p{L}{3,}/u.test(w));
}

/** "the hotel made the shuttle 8:15 for us", "they set the cap at 500": a thing set to a value, told (not "made the call at 10"). */
const EN_MADE_IT = new RegExp(
  `(?<=\\p{L}\\s+)(?:made|set|put)\\s+(?:the|our|my)\\s+\\p{L}+(?:\\s+(?!(?:at|to|on|by|for|in|before|after)(?![\\p{L}]))\\p{L}+)?\\s+(?:at\\s+|to\\s+)?${EN_VALUE}`,
  'u',
);
/** A value settled on, told: "we signed the contract for 12 months in the end", "we ended up at €4,200". */
const EN_SETTLED = new RegExp(`(?<![\\p{L}])(?:in\\s+the\\s+end|ended\\s+up|settled\\s+on|agreed\\s+on|landed\\s+on)(?![\\p{L}])[^.;]*?${EN_VALUE}|${EN_VALUE}[^.;]*?(?<![\\p{L}])in\\s+the\\s+end(?![\\p{L}])`, 'u');

/**
 * A rule cancelled as a rule: "forget the budget cap", "ignore the word
 * limit", "no need for the 10am cutoff anymore", "sayfa kısıtını
 * kaldırıyorum", "deniz şartını unut", "saat sınırı kalmadı", a ban lifted
 * by what it bans ("lift the peanut ban", "fındık yasağını kaldır"). Like a told
 * change, kept only when it cancels a statement the summary keeps.
 */
export const CANCEL = /(?<![\p{L}])(?:drop|cancel|release|remove|scrap|forget|ignore|lift|no\s+need\s+for|no\s+longer|doesn'?t\s+matter|iptal|birak|vazgec\p{L}*|unut|kaldir\p{L}*|kalmadi|gerek\s+yok|bosver)(?![\p{L}])/u;
/** What a cancellation names when it cancels a rule as a rule: "the budget cap", "sayfa kısıtı". */
export const RULE_WORD = /(?<![\p{L}])(?:cap|limit|rule|restriction|requirement|condition|cutoff|deadline|constraint|ban|prohibition|kisit\p{L}*|sart\p{L}*|sinir\p{L}*|kural\p{L}*|limit\p{L}*|tavan\p{L}*|yasag\p{L}*|yasak)(?![\p{L}])/u;

export function cancelsRule(folded: string): boolean {
  return CANCEL.test(folded) && RULE_WORD.test(folded);
}

/**
 * A value someone told us, in their words: "the landlord told us the rent is
 * £1,520 from May", "the hotel said check-in is at 13:00" — a statement of
 * the value after a verb of saying.
 */
const EN_REPORTED = new RegExp(
  `(?<![\\p{L}])(?:told\\s+(?:us|me|them)|said|says|informed\\s+(?:us|me)|confirmed|let\\s+(?:us|me)\\s+know|wrote|emailed|texted)\\s+(?:that\\s+)?[^.;]*?(?<![\\p{L}])(?:is|are|will\\s+be|'ll\\s+be|'s)\\s+(?:now\\s+)?(?:at\\s+|on\\s+)?${EN_VALUE}`,
  'u',
);

/**
 * The same in Turkish: the statement nominalised before a verb of saying,
 * with its value ("ev sahibi kiranın 19.500 TL olacağını söyledi",
 * "tedarikçi teslimin 19 Haziran olduğunu bildirdi").
 */
function turkishReported(folded: string): boolean {
  const ws = clauseWords(folded);
  const last = finalWord(ws);
  if (last === undefined) return false;
  // Told at second hand, the evidential: "kira 22 bin TL olacakmış", "kurs 19:00'da başlayacakmış".
  if (/(?:[ae]c[ae]k|[iu]yor)m[iu]s(?:l[ae]r)?$|^(?:imis|olurmus)$/u.test(last) && ws.slice(0, -1).some((w) => /\p{N}/u.test(w))) return true;
  if (!/^(?:soyledi|soylediler|soyluyor|bildirdi|bildirdiler|dedi|dediler|yazdi|yazdilar|iletti|teyit)$/u.test(last)) return false;
  const at = ws.findIndex((w) => /(?:d[iu]g[iu]n[iu]|[ae]c[ae]g[iu]n[iu])$/u.test(w));
  return at > 0 && ws.slice(0, at).some((w) => /\p{N}/u.test(w));
}

/** "the cap went up to 15.5k", "retention went down to 14 days": a value that moved, told. */
const EN_WENT = /(?<![\p{L}])(?:went|goes|go|gone|came|come|comes)\s+(?:up|down)(?![\p{L}])/u;
/** An order that sets a thing to a value: "so make the worktop 3.2m", "set the cap at 500", "put the limit at €40" (not "make the call at 10"). */
const EN_SET_IT = new RegExp(
  `^\\s*(?:(?:so|and|then|ok|okay|pls|please|actually)\\s+)*(?:make\\s+(?:the|our|my)\\s+\\p{L}+(?:\\s+(?!(?:at|to|on|by|for|in|before|after)(?![\\p{L}]))\\p{L}+)?\\s+|(?:set|put)\\s+(?:the|our|my)\\s+[^,;]*?(?:at|to)\\s+|(?:make\\s+it|call\\s+it|let'?s\\s+say|say)\\s+(?:about\\s+|around\\s+)?)${EN_VALUE}`,
  'u',
);

/**
 * When, said after the verb: "ücretini 19.750 TL'ye güncelledik geçen hafta", "1.350 TL'ye güncelledik dün". The verb
 * is the word before them.
 */
const TR_AFTER_VERB_WHEN = /^(?:dun|bugun|demin|gecenlerde|az\s+once|(?:gecen|bu)\s+(?:hafta|ay|yil|sene|sabah|aksam))$/u;

function withoutWhen(ws: string[]): string[] {
  if (ws.length >= 3 && TR_AFTER_VERB_WHEN.test(ws.slice(-2).join(' '))) return ws.slice(0, -2);
  if (ws.length >= 2 && TR_AFTER_VERB_WHEN.test(ws[ws.length - 1]!)) return ws.slice(0, -1);
  return ws;
}

function turkishReport(folded: string): boolean {
  const ws = withoutWhen(clauseWords(folded));
  const last = finalWord(ws);
  if (last === undefined) return false;
  // "komisyonu %8 yaptılar", "tavanı 400 TL yap": the thing, its new value, "yap". A number with a
  // word after it that is no unit counts things done ("salı günü 3 toplantı yaptık"), not a value.
  const at = ws.lastIndexOf(last);
  const value = at >= 2 && (/\p{N}/u.test(ws[at - 1]!) || (/\p{N}/u.test(ws[at - 2]!) && TR_UNIT.test(ws[at - 1]!)));
  if (TR_MADE.test(last) && value && ws.slice(0, at - 1).some((w) => TR_ACCUSATIVE.test(w) && !/\p{N}/u.test(w))) return true;
  if (!TR_CHANGE_VERB.test(last)) return false;
  for (let i = 0; i < ws.length - 1; i++) {
    const w = ws[i]!;
    const next = ws[i + 1]!;
    const dative = (TR_DATIVE_VALUE.test(w) && /^[\p{N}\p{L}%.,:/'-]+$/u.test(w)) || (i > 0 && TR_DATIVE_COUNT.test(`${ws[i - 1]!} ${w}`));
    if (dative && !TR_NOT_TARGET.test(next)) return true;
    // "250 adet olarak güncelledik": the value it was set as.
    if (next === 'olarak' && (/\p{N}/u.test(w) || (i > 0 && /\p{N}/u.test(ws[i - 1]!)))) return true;
  }
  return false;
}

/** The past forms of the verbs of change, and "got": "moved", "bumped", "got moved"; "cut" and "set" after a subject ("we cut …", not "cut …"). */
const EN_PAST_CHANGE = /(?<![\p{L}])(?:(?:mov|push|chang|lower|rais|bump|extend|shift|dropp|increas|decreas|reduc|upp|reschedul|postpon|delay|switch|updat|capp|slipp|trimm|halv|doubl)ed|brought|got)(?![\p{L}])|(?<=\p{L}\s+)(?:cut|set)(?![\p{L}])/u;

/**
 * A change told in the past with the value it went to, in English ("they
 * moved the printer to room 5"): narration unless it replaces something
 * kept. The new value said in the present ("we're at €32,500 now") is the
 * user's statement of it, not narration.
 */
export function narratesChange(folded: string): boolean {
  return EN_PAST_CHANGE.test(folded) && EN_TO_VALUE.test(folded);
}
