import { foldCase } from './foldCase.js';

/**
 * The words that make a sentence worth keeping, for Turkish and English.
 * Matched on whole words of case-folded text (`foldCase`), so they are
 * written here folded-insensitive: `kullanma` also matches `KULLANMA`.
 *
 * These are lists, not a grammar: they catch the common ways people state
 * a rule in a chat ("Türkçe yaz", "PDF olmasın", "never cc the customer")
 * and miss unusual phrasings. docs/compaction.md says so.
 */

/**
 * Turkish verb stems whose imperative a user gives as a standing rule. Each
 * also matches its negative (`yazma`), polite (`yazın`, `yazınız`), polite
 * negative (`yazmayın`) and "must" (`yazmalı`, `yazmamalısın`) forms. Stems
 * that are also common nouns or adjectives on their own (`at`, `aç`, `ara`)
 * are left out, and so are forms that are everyday nouns (`NOT_IMPERATIVES`).
 */
const TURKISH_STEMS = [
  'yaz', 'tut', 'kullan', 'ver', 'ekle', 'koy', 'gönder', 'yap', 'göster', 'listele', 'belirt', 'çevir', 'özetle',
  'açıkla', 'bekle', 'cevapla', 'yanıtla', 'bırak', 'sil', 'kaldır', 'değiştir', 'kısalt', 'hazırla', 'paylaş',
  'kapat', 'işaretle', 'hatırla', 'unut', 'uy', 'uygula', 'sakla', 'ilet', 'bildir', 'düzelt', 'sırala', 'yükle',
  'seç', 'sor', 'yolla', 'bağla', 'dön', 'konuş', 'söyle', 'anlat', 'vurgula', 'tekrarla',
];

/** Imperative-looking words that are nouns: "sorun" (problem) is not "ask!". */
const NOT_IMPERATIVES = new Set(['sorun', 'sorunu', 'dönem'].map(foldCase));

/** `et`/`ol` compounds ("dikkat et", "kontrol edin") change their stem, so they are listed whole. */
const TURKISH_COMPOUND_VERBS = [
  'et', 'etme', 'edin', 'ediniz', 'etmeyin', 'etmeyiniz', 'etmeli', 'etmemeli', 'etmelisin', 'etmemelisin',
  'al', 'alma', 'alın', 'alınız', 'almayın', 'almalı',
];

const TURKISH_STANDING = [
  'lütfen', 'istiyorum', 'istemiyorum', 'isterim', 'istemem', 'istiyoruz', 'istiyor', 'istemiyor', 'tercih', 'tercihim', 'tercihimiz',
  'olsun', 'olmasın', 'olmalı', 'olmamalı', 'mutlaka', 'asla', 'kesinlikle', 'sakın', 'her zaman', 'hiçbir zaman',
  'sadece', 'yalnızca', 'gerek', 'gerekiyor', 'gerekmiyor', 'zorunlu', 'şart', 'yasak', 'bundan sonra', 'artık',
  'en fazla', 'en çok', 'en az', 'dikkat', 'unutma', 'unutmayın', 'geçmesin', 'aşmasın', 'kalsın',
];

const ENGLISH_STANDING = [
  'always', 'never', 'please', "don't", 'don’t', 'do not', 'must', "mustn't", 'must not', 'should', "shouldn't",
  'should not', 'prefer', 'prefers', 'preferably', "i'd like", 'i would like', 'i want', "i don't want", 'wants',
  "doesn't want", 'does not want', "don't want", 'make sure',
  'ensure', 'avoid', 'only', 'at most', 'at least', 'no more than', 'from now on', 'keep it', 'stick to',
  'remember', 'no longer',
];

/** English imperatives at the start of a sentence ("Write in Turkish.", "Keep it short."). */
const ENGLISH_IMPERATIVES = [
  'write', 'keep', 'use', 'avoid', 'reply', 'respond', 'answer', 'include', 'add', 'send', 'format', 'list',
  'show', 'stick', 'remember', 'cc', 'copy', 'mention', 'cite', 'refer', 'address', 'limit', 'translate',
  'summarize', 'summarise', 'put', 'make', 'give', 'skip', 'omit', 'exclude', 'stop', 'do', 'don’t', "don't",
  'never', 'always', 'be', 'call', 'sign', 'attach', 'mark', 'drop', 'remove', 'cancel',
];

const DECISION = [
  // Turkish: "X'i seçtik", "karar verdik", "B planıyla gidelim"
  'seçtik', 'seçildi', 'seçiyoruz', 'karar verdik', 'karar verildi', 'kararlaştırdık', 'kararımız', 'anlaştık',
  'onayladık', 'onaylandı', 'onaylıyorum', 'ile devam', 'ile gidelim', 'ile ilerleyelim', 'ile gidiyoruz',
  // English
  "let's go with", 'let’s go with', 'lets go with', "we'll go with", 'we will go with', 'we chose', "we've chosen",
  'we picked', 'decided', 'agreed', 'approved', 'go ahead with', 'settled on', "we'll use", 'we will use',
  "let's use", 'let’s use', 'confirmed',
];

const REJECTION = [
  // Turkish: "X olmasın" is a preference and stays with the constraints; these reject an option outright.
  'reddettik', 'reddedildi', 'reddediyoruz', 'vazgeçtik', 'vazgeçelim', 'istemiyoruz', 'seçmedik', 'elendi',
  'eledik', 'yerine', 'olmaz', 'olmayacak', 'kullanmayacağız', 'yapmayacağız',
  // English
  'rejected', 'ruled out', 'rule out', 'not going with', "won't use", 'will not use', "we won't", 'instead of',
  'decided against', 'dropped', 'scrapped', 'no longer',
];

const PENDING = [
  'bekliyor', 'bekleniyor', 'beklemede', 'bekliyoruz', 'bekleyen', 'yapılacak', 'yapılması gereken', 'sonra bakarız',
  'sonra bakalım', 'daha sonra', 'henüz', 'hâlâ açık', 'açık kaldı', 'takipte', 'takip edilecek', 'sonraki adım',
  'todo', 'to do', 'to-do', 'pending', 'waiting for', 'waiting on', 'follow up', 'follow-up', 'next step',
  'not yet', 'still open', 'tbd', 'open question', 'later',
];

/** The whole-word pattern for a list of phrases, on folded text. */
function wordsPattern(phrases: readonly string[], suffix = ''): RegExp {
  const escaped = phrases.map((p) => foldCase(p).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})${suffix}(?![\\p{L}\\p{N}])`, 'u');
}

// Imperative suffixes on folded text (the four i's are one `i` there):
// negative -ma/-me, polite -(y)in/-un/-ün(-iz/-uz/-üz), polite negative, must.
const IMPERATIVE_SUFFIX =
  '(?:m[ae]|y?(?:in|un|ün)(?:iz|uz|üz)?|m[ae]y(?:in|un|ün)(?:iz|uz|üz)?|m[ae]li(?:sin|siniz)?|m[ae]m[ae]li(?:sin|siniz)?)?';

const TURKISH_IMPERATIVE = new RegExp(wordsPattern(TURKISH_STEMS, IMPERATIVE_SUFFIX).source, 'gu');
const TURKISH_COMPOUND = new RegExp(
  `(?<![\\p{L}\\p{N}])[\\p{L}]+ (?:${TURKISH_COMPOUND_VERBS.map(foldCase).join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);
/** Jussives: "geçmesin", "görünmesin", "yazılsın", "eklensin". */
const TURKISH_JUSSIVE = /(?<![\p{L}\p{N}])\p{L}+(?:m[ae]sin|[iuü]lsin|[aeiuü]nsin)(?![\p{L}\p{N}])/u;
const STANDING = wordsPattern([...TURKISH_STANDING, ...ENGLISH_STANDING]);
const ENGLISH_IMPERATIVE_START = wordsPattern(ENGLISH_IMPERATIVES);
const DECISION_PATTERN = wordsPattern(DECISION);
/** Turkish "let us": "yapalım", "gidelim", "kullanalım" — but not the filler "bakalım" ("let's see"). */
const TURKISH_HORTATIVE = /(?<![\p{L}\p{N}])(?!bakalim|görelim|düşünelim)\p{L}{2,}y?(?:alim|elim)(?![\p{L}\p{N}])/u;
const REJECTION_PATTERN = wordsPattern(REJECTION);
const PENDING_PATTERN = wordsPattern(PENDING);
/**
 * A sentence that scopes the work to someone named: "Şu müşteri için
 * bakıyoruz: Anadolu Lojistik", "Müşterimiz Zehra Aksoy", "We're working on
 * account ACC-55812". Only a constraint together with an identifier (see
 * `extractSummary`); plain "için"/"for" is far too common to count.
 */
const SCOPE_PATTERN = wordsPattern([
  'için bakıyoruz', 'için çalışıyoruz', 'adına', 'müşterimiz', 'müşteri no', 'müşteri numarası', 'hesap no',
  'on behalf of', 'working on', 'working for', 'handling', 'our customer', 'the customer is', 'for customer', 'for account',
]);

/** A rule or preference the user states: imperatives, "lütfen", "always", "olmasın" … */
export function isConstraint(sentence: string): boolean {
  const folded = foldCase(sentence);
  return (
    [...folded.matchAll(TURKISH_IMPERATIVE)].some((m) => !NOT_IMPERATIVES.has(m[0])) ||
    TURKISH_COMPOUND.test(folded) ||
    TURKISH_JUSSIVE.test(folded) ||
    STANDING.test(folded) ||
    ENGLISH_IMPERATIVE_START.exec(folded)?.index === 0
  );
}

/** A sentence that names what the work is for ("… için", "for customer …"); a constraint when it names an identifier. */
export function isScope(sentence: string): boolean {
  return SCOPE_PATTERN.test(foldCase(sentence));
}

export function isDecision(sentence: string): boolean {
  const folded = foldCase(sentence);
  return DECISION_PATTERN.test(folded) || TURKISH_HORTATIVE.test(folded);
}

export function isRejection(sentence: string): boolean {
  return REJECTION_PATTERN.test(foldCase(sentence));
}

export function isPending(sentence: string): boolean {
  return PENDING_PATTERN.test(foldCase(sentence));
}

const POLITE_REQUEST = wordsPattern(['lütfen', 'rica', 'please', 'could you', 'would you', 'can you']);

/** A question that asks for something to be done ("Lütfen kısa tutar mısın?", "Could you keep it short?"). */
export function isPoliteRequest(sentence: string): boolean {
  return POLITE_REQUEST.test(foldCase(sentence));
}

export function isQuestion(sentence: string): boolean {
  return /\?["'”’)\]]*$/u.test(sentence);
}
