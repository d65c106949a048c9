import { foldCase } from './foldCase.js';
import { clauseWords, finalWord, turkishForm } from './turkishVerbs.js';

/**
 * A rule said in parallel pieces with its verb said once (gapping): "fatura
 * şahsa kesilecek, babamın adına", "invoices go to the treasurer, receipts to
 * the secretary", "we need 40 for the car park, 25 for the church". The
 * second piece has no verb of its own; it takes the first one's and is part
 * of the same rule, so the summary keeps the two as one item — the first
 * alone keeps half the rule, the second alone is no sentence.
 *
 * A piece is read as gapped only by its shape, mirrored in the clause before
 * it, because an aside after a rule looks much the same ("…, bu arada",
 * "…, thanks for asking", "…, up to you"):
 * - Turkish, verb-final: the piece's last word carries a case ending (dative
 *   `-(y/n)A`, locative `-DA`, ablative `-DAn`) that a word of the clause
 *   before, other than its verb, carries too, and no verb form ends the piece
 *   (`turkishForm`). Discourse words with such an ending ("bu arada",
 *   "aslında", "ona göre", "bence") are no case.
 * - English: the piece is a noun phrase or a value, then a preposition the
 *   clause before has too, then its object ("receipts to …", "25 for …");
 *   its head is no word of talk ("thanks for", "sorry for", "back to you",
 *   "up to you") and no pronoun (a pronoun brings its own verb: "we sold …").
 */
export function gappedPiece(before: string, piece: string, turkish: boolean): boolean {
  return turkish ? gappedTurkish(foldCase(before), foldCase(piece)) : gappedEnglish(foldCase(before), foldCase(piece));
}

// ---------------------------------------------------------------- Turkish

/** Case endings, on a folded word without its apostrophe; the stem has at least one letter or digit. */
const CASES: readonly [string, RegExp][] = [
  // Not `-mAdAn` (without doing: "sormadan"), a verb's form.
  ['ablative', /^(?![\p{L}\p{N}]*m[ae]d[ae]n$)[\p{L}\p{N}]+[dt][ae]n$/u],
  // Not `-DIğIndA` (when it …: "geldiğinde"), a verb's form.
  ['locative', /^(?![\p{L}\p{N}]*[dt][iu]g[iu]n[dt][ae]$)[\p{L}\p{N}]+[dt][ae]$/u],
  // After a vowel the dative takes a buffer (`depoya`, `seraya`), after the possessive an `n` (`adına`, `şubesine`),
  // after a consonant none (`rafa`, `ambara`, `şahsa`, `salona`, `okula`) — but not after the consonants that end a
  // verb's or an adverb's suffix: `-mA` (the negative imperative and the verbal noun), `-lA` after a consonant (with:
  // "PR'la", "kargoyla"; and verbs: "ekle", "hazırla"), `-cA` ("bence", "Türkçe"), and the conditional `-sA` after a
  // consonant ("isterse", "olacaksa", "varsa", "boşsa", "müsaitse"; a noun's `s` after a vowel takes the dative:
  // "ofise", "otobüse"; and "şahsa", its vowel dropped, after `h`).
  ['dative', /^(?![\p{L}\p{N}]*[^aeiouh]s[ae]$)[\p{L}\p{N}]*(?:[aeiou][ynl][ae]|[^aeiouymlnc'][ae])$/u],
];

/**
 * Words that end like a case but say how the talk goes, or nouns whose last syllable only looks like one ("hafta",
 * "cadde"): never the object of a gapped verb.
 */
const NO_CASE = new Set([
  'arada', 'aslinda', 'herhalde', 'gore', 'sonra', 'once', 'bence', 'sence', 'bizce', 'neyse', 'yine', 'gene', 'hele',
  'bile', 'daha', 'ise', 'iste', 'hatta', 'mesela', 'yani', 'tabii', 'zaten', 'galiba', 'ayrica', 'sade', 'ama', 'hafta',
  'cadde', 'kalite', 'sanki', 'kere', 'gece', 'tane', 'oyle', 'boyle', 'soyle', 'diye', 'yuzunden', 'dolayi',
  'muayene', 'hala', 'ile', 'sene',
]);

function caseOf(word: string): string | undefined {
  const bare = word.replace(/'/gu, '');
  if (NO_CASE.has(bare)) return undefined;
  return CASES.find(([, re]) => re.test(bare))?.[0];
}

/** A piece this long or longer has room for a clause of its own. */
const MAX_PIECE_WORDS = 4;

function gappedTurkish(before: string, piece: string): boolean {
  const words = clauseWords(piece);
  if (words.length === 0 || words.length > MAX_PIECE_WORDS || turkishForm(words) !== 'none') return false;
  const last = finalWord(words);
  const kind = last === undefined ? undefined : caseOf(last);
  if (kind === undefined) return false;
  const head = clauseWords(before);
  // The clause before ends in its verb; one of the words before that carries the same case.
  return head.slice(0, -1).some((w) => caseOf(w) === kind);
}

// ---------------------------------------------------------------- English

const PREPOSITIONS = new Set(['for', 'to', 'in', 'on', 'at', 'by', 'per', 'from', 'into', 'via', 'under', 'over', 'with']);
/** Heads that make a phrase of talk with a preposition ("thanks for …", "back to you", "same for me"), and pronouns. */
const NOT_A_HEAD = new Set([
  'thanks', 'thank', 'thx', 'sorry', 'back', 'up', 'good', 'great', 'nice', 'shame', 'due', 'lol', 'haha', 'ok', 'okay',
  'yes', 'no', 'so', 'just', 'down', 'out', 'off', 'happy', 'glad', 'ready', 'sure', 'fine', 'cheers', 'congrats',
  'welcome', 'bye', 'more', 'same', 'next', 'close', 'i', 'we', 'you', 'he', 'she', 'they', 'it', 'me', 'us', 'them',
  'this', 'that', 'there', 'here', 'what', 'who', 'which', 'how', 'why', 'where', 'when', 'if',
]);
/** Words a noun phrase opens with: "the altos", "all other bins". */
const DETERMINERS = new Set(['the', 'a', 'an', 'our', 'their', 'his', 'her', 'my', 'your', 'its', 'all', 'any', 'each', 'every', 'other', 'both']);
/** Words that join the piece to the clause before: "…, and receipts to the secretary". */
const LEADS = new Set(['and', 'plus', 'then', 'but']);
const EN_WORD = /[\p{L}\p{N}£$€][\p{L}\p{N}'.,:£$€%-]*/gu;

function gappedEnglish(before: string, piece: string): boolean {
  // "she's", "they're": the pronoun, and a verb with it.
  const words = (piece.match(EN_WORD) ?? []).map((w) => w.replace(/[.,:]+$/u, '').replace(/'(?:s|re|ll|d|m|ve)$/u, ''));
  while (words.length > 0 && LEADS.has(words[0]!)) words.shift();
  const at = words.findIndex((w) => PREPOSITIONS.has(w));
  // One to three words before the preposition, one to four after it.
  if (at < 1 || at > 3 || words.length - at - 1 < 1 || words.length - at - 1 > 4) return false;
  if (words.slice(0, at).some((w) => NOT_A_HEAD.has(w))) return false;
  // A head of several words opens with a value or a determiner: "25 …", "£150 …", "the altos …" — not with an
  // order's verb ("roll 7.2.6 to the other three" is a clause of its own).
  if (at > 1 && !/^[£$€\p{N}]/u.test(words[0]!) && !DETERMINERS.has(words[0]!)) return false;
  const head = (before.match(EN_WORD) ?? []).map((w) => w.replace(/[.,:]+$/u, ''));
  const p = head.indexOf(words[at]!);
  // The clause before has a verb and its object before the same preposition.
  return p >= 2;
}
