import { foldCase } from './foldCase.js';

/**
 * Finds identifiers in one sentence, verbatim: what a summary must never
 * paraphrase because one wrong character makes it another record.
 *
 * In order of precedence (a span taken by one kind is not matched again):
 * 1. links (`https://…`) and e-mail addresses;
 * 2. file names and paths: a name, a dot and a short lower-case extension
 *    (`rapor_2026-Q3.xlsx`, `runbook/disk.md`, `heap-dump-ank-07.hprof`);
 * 3. record numbers and codes: a token with a digit and an upper-case letter
 *    or an inner separator (`INC-7781`, `SP-2026-0042`, `v2.3.1`, `#4521`),
 *    or a bare number of five digits or more (`88123`); dates, times, years
 *    and decimals are not identifiers;
 * 4. names: runs of capitalised words (`Anadolu Lojistik`, `Ayşe Yılmaz`,
 *    `Ege Tekstil A.Ş.`, `e-Fatura Paketi`, `Kargo Takip+`, `Harbor & Pine`,
 *    `Demlik Pro 2`, `Slack`). A capital at the start of a sentence (or of a
 *    list item, or after a colon) is grammar, not a name, so a one-word run
 *    there is skipped, and so is a sentence-initial common noun before a
 *    name; capitalised words that are never names (languages, days, months,
 *    greetings) are skipped everywhere;
 * 5. acronyms of two or more capitals (`KVKK`, `PDF`, `SLA`);
 * 6. service and setting names in kebab or snake case (`stok-senkron`,
 *    `max_connections`).
 *
 * A Turkish case suffix after an apostrophe is not part of the name:
 * `INC-7781'e` gives `INC-7781`, `Anadolu Lojistik'in` gives `Anadolu Lojistik`.
 * Capitals are told by Unicode category (`\p{Lu}`), so `İ`, `Ş`, `Ç` are capitals
 * without any locale.
 */

const PATTERNS: RegExp[] = [
  /https?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]/gu,
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu,
  // A file name: a name, a dot and a short lower-case extension (`.log`, `.hprof`, `.xlsx`), maybe behind a path.
  /(?<![\p{L}\p{N}_./-])(?:[~.]?\/)?(?:[\p{L}\p{N}_.-]+\/)*[\p{L}\p{N}_-][\p{L}\p{N}_.-]*\.[a-z][a-z0-9]{1,5}(?![\p{L}\p{N}_])/gu,
  /#\d{2,}(?![\p{L}\p{N}])/gu,
];
/** Tokens with inner separators; `isCode` decides which are identifiers. */
const TOKEN = /(?<![\p{L}\p{N}_])[\p{L}\p{N}]+(?:[-_./][\p{L}\p{N}]+)*(?![\p{L}\p{N}_])/gu;

/** Capitalised words that are grammar or common vocabulary, not names. */
const NOT_NAMES = new Set(
  [
    // languages
    'Türkçe', 'İngilizce', 'Almanca', 'Fransızca', 'İspanyolca', 'Arapça', 'Rusça', 'English', 'Turkish', 'German',
    'French', 'Spanish',
    // days and months
    'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar', 'Ocak', 'Şubat', 'Mart', 'Nisan',
    'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık', 'Monday', 'Tuesday', 'Wednesday',
    'Thursday', 'Friday', 'Saturday', 'Sunday', 'January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December',
    // greetings and sentence openers that turn up mid-sentence after a colon or a quote
    'Merhaba', 'Selam', 'Tamam', 'Evet', 'Hayır', 'Peki', 'Teşekkürler', 'Sağol', 'Lütfen', 'Not', 'Hi', 'Hello',
    'Thanks', 'Please', 'Yes', 'No', 'OK', 'Ok', 'I', 'Bey', 'Hanım',
    // pronouns and connectives that open a sentence
    'Bu', 'Şu', 'O', 'Bir', 'Ben', 'Biz', 'Sen', 'Siz', 'Eğer', 'Ama', 'Fakat', 'Ancak', 'Yine', 'Sonra', 'Önce',
    'Şimdi', 'Dün', 'Bugün', 'Yarın', 'The', 'A', 'An', 'This', 'That', 'We', 'It', 'If', 'When', 'But', 'And',
    // forms of address
    'Sayın', 'Dear', 'Mr', 'Mrs', 'Ms',
  ].map(foldCase),
);

/** Acronyms that are words, units or log levels, not identifiers. */
const NOT_ACRONYMS = new Set([
  'OK', 'TAMAM', 'AI', 'I', 'A', 'TL', 'TRY', 'USD', 'EUR', 'GBP', 'TR', 'EN', 'PM', 'AM', 'KB', 'MB', 'GB', 'TB', 'MS',
  'CPU', 'GPU', 'RAM', 'ID',
  'ERROR', 'WARN', 'WARNING', 'INFO', 'DEBUG', 'TRACE', 'FATAL', 'GET', 'POST', 'PUT', 'DELETE', 'TODO',
]);

/** Timestamps and times are consumed so their parts are not read as codes (`2026-03-14T02`, `51Z`). */
const NOT_IDENTIFIERS = [
  /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/gu,
  /(?<![\p{L}\p{N}])\d{1,2}:\d{2}(?::\d{2})?(?![\p{L}\p{N}])/gu,
];

/** Text before a word that still counts as the start of a sentence: nothing, a list number, a colon, an opening quote. */
const SENTENCE_START = /(?:^|[:;"“(]|^\s*\d{1,3}[.)])\s*$/u;

/**
 * Plural endings (with a case after them) and the accusative after a vowel:
 * a sentence-initial common noun carries them ("Saatleri", "Komutları"), a
 * name without an apostrophe does not. Kept narrow on purpose: "Trakya",
 * "Marmara" end like a dative and are names.
 */
const INFLECTED = /(?:l[ae]r(?:ı|i|a|e|da|de|dan|den|ın|in)?|[ny][ıiuü]|[ıiuü][mn][ıiuü]z)$/u;

/** Common nouns that open a sentence in support and ops chats and never start a name there ("Müşteri Demlik Pro 2 …"). */
const NOT_NAME_STARTS = new Set(['Müşteri', 'Sipariş', 'Ürün', 'Dosya', 'Olay', 'Kayıt', 'Customer', 'Our', 'Your'].map(foldCase));

const APOSTROPHE_SUFFIX = /['’][\p{Ll}]+$/u;

function stripSuffix(token: string): string {
  return token.replace(APOSTROPHE_SUFFIX, '');
}

/** Dates, times, years, decimals, versions-without-letters and small numbers: numbers, not identifiers. */
function isCode(token: string): boolean {
  if (!/\p{N}/u.test(token)) return false;
  if (/^\d+$/u.test(token)) return token.length >= 5;
  if (/^\d+(?:[.,]\d+)+$/u.test(token)) return false; // 3.5, 1.250.000, 29.11.2026
  if (/^\d{4}-\d{2}(?:-\d{2})?$/u.test(token) || /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/u.test(token)) return false;
  if (/^\d+[-/]\d+$/u.test(token) && token.length < 7) return false; // 3/4, 10-12
  if (/^\d+(?:[\p{Ll}]{1,3})$/u.test(token)) return false; // 10gb, 5dk, 3te
  return /\p{Lu}/u.test(token) || /[-_./]/u.test(token) || /^\p{Ll}+\d+$/u.test(token);
}

interface Span {
  start: number;
  end: number;
  value: string;
}

export interface ExtractOptions {
  /**
   * Bare numbers (`88123`) count as identifiers. Default true; the summarizer
   * turns it off for tool results, where numbers are measurements and trace
   * ids by the hundred.
   */
  bareNumbers?: boolean;
}

export function extractIdentifiers(sentence: string, options: ExtractOptions = {}): string[] {
  const bareNumbers = options.bareNumbers ?? true;
  const taken: Span[] = [];
  const consumed: Span[] = [];
  for (const pattern of NOT_IDENTIFIERS) {
    for (const match of sentence.matchAll(pattern)) consumed.push({ start: match.index, end: match.index + match[0].length, value: '' });
  }
  const overlaps = (start: number, end: number): boolean =>
    taken.some((s) => start < s.end && end > s.start) || consumed.some((s) => start < s.end && end > s.start);
  const take = (start: number, value: string): void => {
    if (value !== '' && !overlaps(start, start + value.length)) taken.push({ start, end: start + value.length, value });
  };

  for (const pattern of PATTERNS) {
    for (const match of sentence.matchAll(pattern)) take(match.index, match[0]);
  }
  for (const match of sentence.matchAll(TOKEN)) {
    if (isCode(match[0]) && (bareNumbers || !/^\d+$/u.test(match[0]))) take(match.index, match[0]);
  }

  // Runs of capitalised words; only the last may carry an apostrophe suffix. A word is
  // `Ankara`, `A.Ş.`, `e-Fatura`, `Takip+`, `Çok-Yönlü`.
  const word =
    /(?<![\p{L}\p{N}])(?:\p{Lu}\.(?:\p{Lu}\.)+|(?:\p{Ll}{1,2}-)?\p{Lu}[\p{L}\p{N}]*(?:-\p{Lu}[\p{L}\p{N}]*)*\+?)(?:['’]\p{Ll}+)?/gu;
  const words = [...sentence.matchAll(word)].filter(
    (m) => !overlaps(m.index, m.index + m[0].length) && !NOT_ACRONYMS.has(stripSuffix(m[0])),
  );
  let run: RegExpExecArray[] = [];
  const flush = (): void => {
    while (run.length > 0 && NOT_NAMES.has(foldCase(stripSuffix(run[0]![0])))) run.shift();
    while (run.length > 0 && NOT_NAMES.has(foldCase(stripSuffix(run[run.length - 1]![0])))) run.pop();
    // At the start of a sentence a word with a Turkish plural or case ending
    // ("Saatleri Türkiye saatiyle ver") is grammar capitalised, not the start of a name.
    if (
      run.length > 1 &&
      SENTENCE_START.test(sentence.slice(0, run[0]!.index)) &&
      (INFLECTED.test(run[0]![0]) || NOT_NAME_STARTS.has(foldCase(run[0]![0])))
    ) {
      run.shift();
    }
    const first = run[0];
    const last = run[run.length - 1];
    if (first !== undefined && last !== undefined) {
      const atStart = SENTENCE_START.test(sentence.slice(0, first.index));
      if (!(atStart && run.length === 1)) {
        // A model number belongs to the name: "Demlik Pro 2", "Windows 11".
        let end = last.index + last[0].length;
        const number = APOSTROPHE_SUFFIX.test(last[0]) ? null : /^ \d{1,4}(?![\p{L}\p{N}]|[.,]\d)/u.exec(sentence.slice(end));
        if (number !== null) end += number[0].length;
        take(first.index, stripSuffix(sentence.slice(first.index, end)));
      }
    }
    run = [];
  };
  for (const m of words) {
    const previous = run[run.length - 1];
    const joined =
      previous !== undefined &&
      !APOSTROPHE_SUFFIX.test(previous[0]) &&
      [' ', ' & '].includes(sentence.slice(previous.index + previous[0].length, m.index));
    if (!joined) flush();
    run.push(m);
  }
  flush();

  for (const match of sentence.matchAll(/(?<![\p{L}\p{N}])\p{Lu}{2,}\d*(?![\p{L}\p{N}])/gu)) {
    if (!NOT_ACRONYMS.has(match[0])) take(match.index, match[0]);
  }
  // kebab-case and snake_case names; not JSON keys (`"siparis_no":`), not `e-posta`, `re-run`, `no-op`.
  for (const match of sentence.matchAll(TOKEN)) {
    const end = match.index + match[0].length;
    if (/^\p{Ll}[\p{Ll}\p{N}]{2,}(?:[-_][\p{Ll}\p{N}]+)+$/u.test(match[0]) && sentence.slice(end, end + 2) !== '":') {
      take(match.index, match[0]);
    }
  }

  return taken.sort((a, b) => a.start - b.start).map((s) => s.value);
}
