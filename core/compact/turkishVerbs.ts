/**
 * What the last verb of a Turkish clause says, read from its suffix chain.
 *
 * Turkish morphology is regular, so a prohibition does not need a list of
 * verbs: the negative imperative is the stem plus `-mA` ("silme", "arama",
 * "tetikleme"), its plural `-mAyIn(Iz)` ("göndermeyin"), the negative
 * jussive `-mAsIn` ("geçmesin"), the negative obligation `-mAmAlI`
 * ("aşmamalı"), the negative future `-mAyAcAk` and its passive
 * `-(I)lmAyAcAk` ("kullanılmayacak"), the negative aorist `-mAz` ("olmaz").
 * The same chains, without the negation, give the positive directives:
 * `-sIn` ("olsun", "Burak yapsın"), `-mAlI` ("olmalı"), the passive aorist
 * of a norm ("KDV dahil yazılır"), `-(y)AcAksIn` ("replica'dan
 * okuyacaksın"), the permission `-(y)AbIlIrsIn` ("saatte bire
 * çekebilirsin"). First person plural forms are plans: a decision
 * ("dönüyoruz", "gideceğiz", "yapalım"), or, negative, a rejection
 * ("koymayacağız") — but "let's not" (`-mAyAlIm`, "koymayalım") is a
 * prohibition, as English "let's not …" is, and so is the present "we don't
 * …" ("kapatmıyoruz", "ev ziyareti yapmıyoruz"): how things are done here.
 *
 * But `-mA` is also the verbal noun: "ödeme" (payment), "dondurma" (ice
 * cream), "yazma testi", "silme işlemi logu". Two things keep those out:
 * only the clause-final word is read (a verbal noun is followed by its head
 * noun or its verb: "hesap dondurma talebi açmış"), and a list of `-mA`
 * words that are nouns far more often than commands (`VERBAL_NOUNS`).
 *
 * Words are folded first (`foldCase`: lower case, `ı ç ğ ö ş ü` as `i c g o s
 * u`), so the patterns below see "gecmemeli" for "geçmemeli" and the four-way
 * vowels are `i`/`u` only. A stem must have at least two letters, so "ama"
 * (but) is not the negative of "a-".
 */
export type TurkishForm =
  | 'prohibition'
  | 'directive'
  | 'plan'
  | 'refusal'
  | 'past'
  | 'narration'
  | 'third-party'
  | 'question'
  | 'uncertain'
  | 'none';

/** `-mA` words that are nouns (payment, business, ice cream, update …) far more often than negative commands. */
export const VERBAL_NOUNS = new Set([
  'odeme', 'isletme', 'dondurma', 'guncelleme', 'duzenleme', 'deneme', 'gozleme', 'kiyma', 'sarma', 'dolma', 'kavurma',
  'cikarma', 'toplama', 'bolme', 'carpma', 'kazma', 'firma', 'tema', 'sema', 'forma', 'karma', 'prima', 'lama',
  'drama', 'dilemma', 'pijama', 'yatirma', 'dagitma', 'kiralama', 'onaylama', 'paketleme', 'raporlama', 'planlama',
  'yedekleme', 'loglama', 'izleme', 'dogrulama', 'sorgulama', 'iade etme', 'me', 'ma',
  // nouns that end like the suffix: Friday, word, patch, air conditioning …
  'cuma', 'kelime', 'yama', 'koma', 'puma', 'kama', 'hurma', 'mama', 'klima', 'prizma', 'dogma', 'magma', 'aroma',
  'diploma', 'karizma', 'panorama', 'sigma', 'sinema', 'reklama', 'isme', 'resme',
  // adjectives made the same way: absurd, made-up
  'sacma', 'uydurma',
]);

/** Words after the verb that do not change what it says: "yapma sakın", "düşünme bile", "koyma bu sefer". */
const TRAILING = new Set([
  'sakin', 'lutfen', 'bile', 'asla', 'hic', 'ha', 'artik', 'de', 'da', 'ki', 'sefer', 'bu', 'bi', 'bir', 'daha', 'tamam',
  'ok', 'oke', 'bizde', 'burada', 'burda', 'simdi', 'hemen', 'kesinlikle', 'ama', 'abi', 'hocam', 'bence', 'yani',
  'o', 'zaman', 'pls', 'henuz', 'simdilik', 'bunu', 'onu', 'sunu', 'bunlari', 'onlari', 'buraya', 'oraya', 'kimseye', 'asla', 'zaten',
  // A pronoun after the verb ("isteme ondan", "söyleme ona"): Turkish puts an argument after the verb to stress it.
  'ondan', 'ona', 'onlardan', 'onlara', 'bundan', 'buna', 'sana', 'bana', 'bize', 'size', 'kimseden',
]);

const V = '[aeiou]';
const STEM = '[a-z]{2,}?';

/** The jussive, `-sIn` after a verb stem ("Selin gelsin", "paketlesin"); the copula's second person ends so too. */
const JUSSIVE = new RegExp(`^(?!${STEM}m[iu]ss[iu]n$)${STEM}${V}?s[iu]n(?:l[ae]r)?$`, 'u');

/** The aorist's second person ("temizlersin", "alırsınız"): a soft order, or asked with a question word. */
const AORIST_SECOND = new RegExp(`^${STEM}[aeiu]rs[iu]n(?:[iu]z)?$`, 'u');
/** Question words, and "in your view" ("sence hangisini seçersin"). */
const QUESTION_WORD = /^(?:ne|neden|niye|nicin|nasil|nerede|nereye|nereden|hangi\p{L}*|kim|kimi|kime|kac\p{L}*|sence|sizce)$/u;

/**
 * A question word right before the aorist's second person or a jussive asks ("ne dersin", "kim gelsin", "ne zaman
 * bitsin"); further back it opens a clause of its own ("depo ne diyecek açık kalsın": what they will say stays open),
 * and a condition after it makes it "whatever" ("ne olursa olsun").
 */
function asks(words: readonly string[], verb: string): boolean {
  const at = words.lastIndexOf(verb);
  const near = words.slice(Math.max(0, at - 2), at);
  const q = near.findIndex((w) => QUESTION_WORD.test(w));
  return q >= 0 && !near.slice(q + 1).some((w) => /s[ae]$/u.test(w));
}

/** Forms, most specific first; each on a whole folded word. */
const FORMS: [TurkishForm, RegExp][] = [
  // Questions: the particle is a word of its own ("yapar mısın", "var mı").
  ['question', /^m[iu](?:s[iu]n(?:[iu]z)?|y[iu]z|y[iu]m|d[iu]r|ydi|ymis)?$/u],
  // Negative first person plural: plans refused.
  ['prohibition', new RegExp(`^${STEM}m[iu]yorum$`, 'u')], // "istemiyorum": the user's own "I don't want"
  // The user's own "I / we cannot": "arabayı alamam", "cumartesi gelemeyiz" — a limit to plan around.
  ['prohibition', new RegExp(`^${STEM}y?[ae]m[ae](?:m|y[iu]z)$`, 'u')],
  // "Let's not …" ("koymayalım", "paylaşmayalım") is a rule from now on, as English "let's not mention the outage" is.
  ['prohibition', new RegExp(`^${STEM}m[ae]y[ae]l[iu]m$`, 'u')],
  ['refusal', new RegExp(`^${STEM}m[iu]yoruz$|^${STEM}m[ae]y[ae]c[ae](?:g[iu]z|z)$|^${STEM}[ae]?m[ae]y[iu]z$|^${STEM}m[iu]c[ae]z$`, 'u')],
  // Negative obligation, jussive, plural imperative, future (passive too), aorist.
  ['prohibition', new RegExp(`^${STEM}m[ae]m[ae]l[iu](?:y[iu]m|s[iu]n|y[iu]z|s[iu]n[iu]z|d[iu]r|l[ae]r)?$`, 'u')],
  ['prohibition', new RegExp(`^${STEM}m[ae]s[iu]n(?:l[ae]r)?$`, 'u')],
  ['prohibition', new RegExp(`^${STEM}m[ae]y[iu]n(?:[iu]z)?$`, 'u')],
  ['prohibition', new RegExp(`^${STEM}m[ae]y[ae]c[ae]k(?:s[iu]n(?:[iu]z)?|t[iu]r|l[ae]r)?$`, 'u')],
  // A norm in the negative passive aorist ("yapılmaz", "atılmaz", "verilmez") or the negative passive abilitative
  // ("yapılamaz", "gönderilemez"): not done, cannot be done. The active forms ("gelmez", "anneannem çıkamaz") tell
  // what someone does not or cannot do, and are left alone.
  ['prohibition', new RegExp(`^${STEM}(?:[iu]l|[iu]n|n)m[ae]z$|^${STEM}(?:[iu]l|[iu]n)[ae]m[ae]z$`, 'u')],
  // Not of knowing, hearing or caring: "hiç anlamıyorsun", "beni dinlemiyorsun" complain.
  ['narration', /^(?:anla|dinle|bil|umursa|duy|hatirla)m[iu]yo(?:r)?s[iu]n(?:[iu]z)?$/u],
  // The second person negative present said as an order: "silmiyorsun", "karışmıyorsunuz" (typed "silmiyosun" too).
  ['prohibition', new RegExp(`^${STEM}m[iu]yo(?:r)?s[iu]n(?:[iu]z)?$`, 'u')],
  // The second person positive present tells what the listener is doing ("geliyorsun", "yüklüyorsun", typed
  // "geliyosun"); it ends like the jussive, and is no order.
  ['narration', new RegExp(`^${STEM}(?:[iu])?yo(?:r)?s[iu]n(?:[iu]z)?$`, 'u')],
  // What the listener will feel or cannot believe ("şaşıracaksın", "bayılacaksın", "inanamazsın", "bilemezsin"), and
  // what they may be ("haklı olabilirsin"): the second person future, abilitative and "cannot" of these verbs tell.
  ['narration', /^(?:sasir|bayil|sev|begen|eglen|sevin|uzul)[ae]c[ae]ks[iu]n(?:[iu]z)?$|^(?:inan|dusun|anlay|bil)[ae]m[ae]zs[iu]n(?:[iu]z)?$|^olabilirs[iu]n(?:[iu]z)?$/u],
  // Directives: jussive, obligation, second person future, permission, passive norm.
  ['directive', new RegExp(`^${STEM}m[ae]l[iu](?:y[iu]m|s[iu]n|y[iu]z|s[iu]n[iu]z|d[iu]r|l[ae]r)?$`, 'u')],
  ['directive', new RegExp(`^${STEM}(?:y)?[ae]c[ae]ks[iu]n(?:[iu]z)?$`, 'u')],
  ['directive', new RegExp(`^${STEM}(?:y)?[ae]b[iu]l[iu]rs[iu]n(?:[iu]z)?$`, 'u')],
  ['directive', new RegExp(`^${STEM}(?:[iu][ln]|[ae]n)(?:[iu]r|[ae]c[ae]k)$`, 'u')],
  // The aorist's second person is a soft order ("rafları her akşam temizlersin", "hastaları sırayla alırsınız"),
  // except of knowing ("sen bilirsin": your call; "bunu benden iyi bilirsin") and after a noun ending like the aorist
  // ("hazırsın", "müdürsünüz": the copula).
  ['narration', new RegExp(`^(?:bil|san)[iu]rs[iu]n(?:[iu]z)?$|^(?:hazir|mudur|memur|amir|fakir)s[iu]n(?:[iu]z)?$`, 'u')],
  ['directive', AORIST_SECOND],
  // The copula's second person after an adjective made with `-lI` or `-sIz` ("haklısın", "sorumlusunuz",
  // "haksızsın"): no verb stem ends so, and the jussive is the third person.
  ['narration', new RegExp(`^${STEM}(?:l[iu]|s[iu]z)(?:y)?s[iu]n(?:[iu]z)?$`, 'u')],
  // Not the evidential's second person (`-mIşsIn`: "göndermişsin", "haklıymışsın": you sent it, you were right, it
  // seems), which ends like the jussive: it tells what happened, and is read as a past below.
  ['directive', JUSSIVE],
  // Not knowing is an open question.
  ['uncertain', /^(?:bilmiyorum|bilmiyoruz|bilmiyoz|herhalde|galiba|sanirim|belirsiz|tartisiliyor|sorcam|soracagim|sorucam|sorarim|bakacagim|bakcam|bakariz)$/u],
  // Plans of the first person plural (and singular aorist: "ben alırım").
  ['plan', new RegExp(`^${STEM}(?:y)?[ae]l[iu]m$|^${STEM}(?:[iu])?yor(?:uz)$|^${STEM}(?:y)?[ae]c[ae](?:g[iu]z|z)$|^${STEM}(?:y)?[iu]c[ae]z$|^${STEM}(?:[iu]|[ae])r[iu]z$`, 'u')],
  // Someone else's wish or words.
  ['third-party', /^(?:istiyor(?:lar|mus)?|isterler|diyor(?:lar)?|oneriyor(?:lar)?|soruyor(?:lar)?|talep|bekliyorlar|rica)$/u],
  // The third person present narrates ("müşteriler kod girmeyi unutuyor", "banner mobilde kesiliyor").
  ['narration', new RegExp(`^${STEM}(?:[iu])?yor(?:lar|mus)?$`, 'u')],
  // A past or evidential verb narrates ("açıldı", "yapmışlar", "%8'di").
  ['past', new RegExp(`^${STEM}(?:d|t)[iu](?:m|n|k|l[ae]r|niz)?$|^${STEM}m[iu]s(?:l[ae]r|t[iu]|t[iu]r|s[iu]n)?$|^[\\p{N}%.,]+'?[dt][iu]$|^${STEM}y?d[iu]$`, 'u')],
];

/** Negative imperative, second person singular: stem + `-mA`, the clause's last word. */
const NEGATIVE_IMPERATIVE = new RegExp(`^(${STEM})m[ae]$`, 'u');

/**
 * "en çok / en fazla / en az" before a participle makes a superlative, not a limit: "en çok zaman alan iş" (the job
 * that takes the most time), "en az tutan parça"; "en fazla 8 kişi" is a limit (the clause reader's limit words).
 */
export const TR_SUPERLATIVE = /(?<![\p{L}])en\s+(?:cok|fazla|az)\s+(?:\p{L}+\s+)?\p{L}+(?:y[ae]n|[^aeiouy\s][ae]n)(?![\p{L}])/u;

/**
 * A routing rule with its verb left out, the destination in the dative at the end: "faturalar noterliğin kendi
 * hesabına", "arıza bildirimleri garaj şefine", "tohum siparişlerinin kopyası bana". The dative is read where its
 * ending says so (after a possessive, `-(s)InA`; after a vowel, `-yA`; a plural's `-lArA`; a pronoun's; after an
 * apostrophe), and what is sent comes first, in no case. Not a greeting or thanks ("tebrikler bütün ekibe",
 * "teşekkürler herkese"), a step of the talk ("şimdi ikinci konuya"), one more of something ("bir soru daha size") or a
 * piece with "de" after a clause that has the verb.
 * The clause reader asks it only of a clause with no verb form at its end.
 */
export function sentTo(words: readonly string[]): boolean {
  const to = words[words.length - 1] ?? '';
  if (words.length < 2 || !SENT_TO.test(to) || NOT_SENT_TO.has(to)) return false;
  // "de / da" makes it a piece of the clause before ("dün Ayşe Bursa'ya gitti, Mehmet de İzmir'e"), its verb said there.
  if (GREETING.has(words[0]!) || words.some((w) => w === 'simdi' || w === 'sira' || w === 'daha' || w === 'de' || w === 'da')) return false;
  return !words[0]!.includes("'") && !/(?:[aeiou]y[iu]|[iu]n[iu])$/u.test(words[0]!);
}
const SENT_TO = /^(?:\p{L}{2,}(?:[iu]n[ae]|[aeiou]y[ae]|l[ae]r[ae])|[\p{L}\p{N}][\p{L}\p{N}.-]*'(?:y|n)?[ae]|bana|sana|ona|bize|size|onlara)$/u;
/** Nouns in the nominative that end like a dative: machine, building, treasury, paint, story, rock. */
const NOT_SENT_TO = new Set(['makine', 'bina', 'hazine', 'boya', 'hikaye', 'kaya', 'maya', 'soya', 'sinema', 'kabine']);
const GREETING = new Set(['tebrikler', 'selamlar', 'selam', 'tesekkurler', 'tesekkur', 'sevgiler', 'saygilar', 'iyi', 'hayirli', 'gecmis', 'kolay', 'basarilar', 'afiyet', 'merhaba', 'gunaydin']);

/** Strips the trailing particles and punctuation; returns the clause's words, folded, and the index of its verb. */
export function clauseWords(folded: string): string[] {
  return folded.match(/[\p{L}\p{N}%'.,:/_-]+/gu)?.map((w) => w.replace(/[.,:]+$/u, '')).filter((w) => w !== '') ?? [];
}

/** The last word that is not a trailing particle. */
export function finalWord(words: readonly string[]): string | undefined {
  for (let i = words.length - 1; i >= 0; i--) {
    // "nobody" in any case after the verb ("paylaşma kimseyle", "söyleme kimseye").
    if (!TRAILING.has(words[i]!) && !/^kimse\p{L}*$/u.test(words[i]!)) return words[i];
  }
  return undefined;
}

/**
 * What the clause-final verb says. `words` are the clause's folded words
 * (`clauseWords`). A question particle anywhere after the verb wins: "bakar
 * mısın" asks.
 */
/** `-mA` nouns that are never a verb's command: Friday, word, theme … (the rest of `VERBAL_NOUNS` is made from verbs). */
const NOUNS_ONLY = new Set([
  'firma', 'tema', 'sema', 'forma', 'karma', 'prima', 'lama', 'drama', 'dilemma', 'pijama', 'me', 'ma', 'cuma', 'kelime', 'yama',
  'koma', 'puma', 'kama', 'hurma', 'mama', 'klima', 'prizma', 'dogma', 'magma', 'aroma', 'diploma', 'karizma', 'panorama', 'sigma',
  'sinema', 'reklama', 'isme', 'resme', 'sacma', 'uydurma', 'dondurma', 'gozleme', 'kiyma', 'sarma', 'dolma', 'kavurma',
]);
/**
 * "Hiç", "asla" or an object pronoun before a `-mA` noun make it a command: "onu bu hafta hiç planlama", "o kolileri
 * hiç paketleme"; so does "without …" (`-mAdAn`): "bana sormadan iade onaylama", "saha şefi olmadan mesai onaylama".
 */
function commanded(words: readonly string[], word: string): boolean {
  if (NOUNS_ONLY.has(word)) return false;
  return words.some((w) => w === 'hic' || w === 'asla' || w === 'sakin' || w === 'onu' || w === 'bunu' || w === 'sunu' || w === 'onlari' || w === 'bunlari' || /^\p{L}{2,}m[ae]d[ae]n$/u.test(w)) ||
    words.slice(0, -1).some((w) => ACCUSATIVE.test(w));
}

/**
 * A `-mA` word said as what something is, a verbal noun after its subject: "sorunun kaynağı kart okuma" (the source of
 * the trouble is card reading), "atölyenin konusu elde şekillendirme", "ayın en sevilen etkinliği çömlek boyama", "en
 * çok vakit alan iş kurutma", "ilk adım temizleme". The subject is, within three words before it, a possessed noun in
 * the nominative after a genitive (`-(n)In … -(s)I`), or a noun of what a thing is (`SUBJECT_NOUNS`) after an ordinal,
 * a superlative or a participle. A command's object takes a case after a genitive ("müşterinin maaşını söyleme"), and a
 * compound noun's possessive has no genitive before it ("iade kaydı açma", "hasta bilgisi gönderme"): both stay
 * commands, and so does anything `commanded` (an object in the accusative, "hiç", "sakın", "-mAdAn") or said to "sen".
 */
function whatItIs(words: readonly string[], word: string): boolean {
  if (commanded(words, word) || words.some((w) => w === 'sen' || w === 'siz')) return false;
  const at = words.lastIndexOf(word);
  for (let p = Math.max(0, at - 3); p < at; p++) {
    // Between the subject and the `-mA` word, only the verbal noun's own bare words ("kart okuma", "elde şekillendirme").
    if (words.slice(p + 1, at).some((w) => w.includes("'") || /(?:[aeiou]y[aeiu]|n[ae])$/u.test(w))) continue;
    const w = words[p]!;
    const before = words.slice(Math.max(0, p - 3), p);
    if (POSSESSED.test(w) && !w.includes("'") && before.some((b) => GENITIVE.test(b) && !NOT_GENITIVE.has(b))) return true;
    if (SUBJECT_NOUNS.has(w) && p > 0 && SUBJECT_MODIFIER.test(words[p - 1]!)) return true;
  }
  return false;
}
/** The genitive, `-(n)In` ("sorunun", "atölyenin", "ayın"); folded, so `ı ü` are `i u`. */
const GENITIVE = /^\p{L}+(?:[aeiou]n[iu]n|[^aeiou][iu]n)$/u;
/** Words that end like the genitive and are none: for, today, tomorrow, yesterday, all, long, game, product … */
const NOT_GENITIVE = new Set(['icin', 'bugun', 'yarin', 'dun', 'gun', 'butun', 'uzun', 'oyun', 'urun', 'dugun', 'kadin', 'altin', 'sabun', 'ozgun', 'uygun', 'yakin', 'disarin', 'simdiden', 'hemen', 'din', 'ilkin']);
/** A possessed noun in the nominative: "konusu", "kaynağı", "etkinliği" (not the accusative `-(s)InI`, `-yI`: "kaynağını"). */
const POSSESSED = /^(?!\p{L}*[iu]n[iu]$)\p{L}{2,}(?:[aeiou]s[iu]|[^aeiouy][iu])$/u;
/** Nouns of what a thing is: the job, the topic, the step, the stage, the task, the method, the aim, the trouble. */
const SUBJECT_NOUNS = new Set(['is', 'konu', 'adim', 'asama', 'gorev', 'yontem', 'amac', 'hedef', 'sorun', 'etkinlik', 'hobi', 'kisim', 'faaliyet']);
/** An ordinal, a superlative or a participle before such a noun: "ilk adım", "asıl iş", "en çok vakit alan iş". */
const SUBJECT_MODIFIER = /^(?:ilk|son|asil|tek|ana|temel|siradaki|sonraki|\p{L}+(?:inci|unci|nci|ncu)|\p{L}+(?:y[ae]n|[^aeiouy][ae]n))$/u;

/**
 * A noun in the accusative before the `-mA` word is its object, and a verbal noun takes none at the end of a clause:
 * "ödemeyi ikiye bölme", "faturayı düzenleme", "logları izleme" command (the noun phrase is "ödeme bölme", "fatura
 * düzenleme"). The accusative after a vowel (`-yI`), after a possessive (`-(s)InI`), or after an apostrophe.
 */
const ACCUSATIVE = /^\p{L}{2,}(?:[aeiou]y[iu]|[aeiou]s[iu]n[iu]|l[ae]r[iu])$|^[\p{L}\p{N}]+'y?[iu]$/u;

/** Words that make a "we won't …" binding: without …, never, nobody, nothing, under no condition. */
const BINDS = /^(?:\p{L}{2,}m[ae]d[ae]n|hic|hicbir|asla|kimse\p{L}*|kesinlikle)$/u;

/**
 * "tamam mı" (all right?) after an order asks the listener to agree, not a question of its own: "rafları her akşam
 * temizlersin tamam mı", "kimseye söylemeyeceksin tamam mı". The words before the tag, when an order ends them.
 */
export function beforeConfirmationTag(words: readonly string[]): readonly string[] | undefined {
  // The particle is the last word that counts ("… tamam mı lütfen"); "tamam" before it is no trailing word here.
  const at = words.lastIndexOf(finalWord(words) ?? '');
  if (at < 2 || !/^m[iu]$/u.test(words[at]!) || !/^(?:tamam|tmm|anlasildi|anlastik)$/u.test(words[at - 1]!)) return undefined;
  const order = words.slice(0, at - 1);
  const form = turkishForm(order);
  return form === 'directive' || form === 'prohibition' ? order : undefined;
}

export function turkishForm(words: readonly string[]): TurkishForm {
  const last = finalWord(words);
  if (last === undefined) return 'none';
  const order = beforeConfirmationTag(words);
  if (order !== undefined) return turkishForm(order);
  // A question particle follows what it asks about: first in the clause, "müdür" is a manager ("müdür imzalamadan …").
  if (words.some((w, i) => i > 0 && /^m[iu](?:s[iu]n(?:[iu]z)?|y[iu]z|d[iu]r)?$/u.test(w)) && !/^m[ae]$/u.test(last)) return 'question';
  const word = last.replace(/'.*$/u, '');
  if (/^[\p{N}%.,]+'[dt][iu](?:r|k)?$/u.test(last)) return 'past'; // "%8'di"
  if (NEGATIVE_IMPERATIVE.test(word) && (!VERBAL_NOUNS.has(word) || commanded(words, word)) && last === word && !whatItIs(words, word)) return 'prohibition';
  const found = formOf(word, words);
  // A noun in the accusative reads like a past ("limiti", "-ti"): a verb before it still decides.
  if (found !== 'none' && found !== 'past') return found;
  // The object said after its verb, to stress it ("8 bin yapalım limiti", "dört gece yapalım konaklamayı", "göndermeyin
  // onu müşteriye"): the verb one or two words before the end, when what follows it is a noun in a case. A bare `-mA`
  // there is a verbal noun as often ("yazma izni", "ödeme sayfası"), so only the unambiguous forms are read.
  const at = words.lastIndexOf(last);
  for (let back = 1; back <= 2 && at - back >= 0; back++) {
    const after = words.slice(at - back + 1, at + 1);
    // A name with a title in a case counts as one object: "gitsin Mehmet Bey'e", "iletin Kemal Bey'e".
    const inCase = (w: string, k: number): boolean => (CASE_ENDED.test(w) || OBJECT.test(w) || (TITLED.test(after[k + 1] ?? '') && !/'/u.test(w))) && !REPORTING.test(w);
    if (!after.every((w, k) => /^\p{L}+(?:'\p{L}+)?$/u.test(w) && inCase(w, k))) break;
    const verb = words[at - back]!.replace(/'.*$/u, '');
    const form = formOf(verb, words);
    if (form === 'plan' || form === 'directive' || (form === 'prohibition' && !NEGATIVE_IMPERATIVE.test(verb))) return form;
  }
  return afterAside(words, at) ?? found;
}

/**
 * Words said after the verb that are no object of it: a time ("bu dönem", "bu hafta", "hafta sonu", "yarın"), "bu
 * arada" (by the way), and whose job it is ("o Deniz'in işi", "o Onur'un"). "ek sınav yapılmamalı bu dönem",
 * "stajyerler bıçak kullanmasın bu hafta", "harbor-cleanup'a dokunma o Onur'un": the verb before them decides.
 */
const ASIDE = /^(?:bu|o|su|arada|hafta|ay|donem|sene|yil|gun|aksam|sabah|gece|bugun|yarin|haftaya|itibariyle|boyunca|isi|ayrica|sonu|sonlari|ici|basi|ortasi)$|^\p{L}+'n?[iu]n$/u;

/**
 * The verb before up to three aside words (`ASIDE`), when the last of them is no verb: a prohibition or a directive
 * by its suffix chain, or a bare `-mA` with its object in a case before it ("patch notlarını yayınlama o Deniz'in
 * işi"; a verbal noun takes no object: "fatura ödeme bu ay", payment this month, is left alone).
 */
function afterAside(words: readonly string[], at: number): TurkishForm | undefined {
  for (let back = 1; back <= 3 && at - back >= 0; back++) {
    if (!ASIDE.test(words[at - back + 1]!)) return undefined;
    const verb = words[at - back]!;
    if (verb.includes("'")) continue;
    const form = formOf(verb, words);
    if (form === 'prohibition' || form === 'directive') return form;
    if (NEGATIVE_IMPERATIVE.test(verb) && !VERBAL_NOUNS.has(verb) && at - back > 0 && OBJECT.test(words[at - back - 1]!)) return 'prohibition';
    if (form !== 'none' || NEGATIVE_IMPERATIVE.test(verb)) return undefined;
  }
  return undefined;
}

/**
 * Words after a verb that are no object of it: a verb that reports someone's words ("ödeme yapalım dedi": theirs), a
 * question tag ("TMS'e bağlısın dimi": a question), "diye" after words quoted ("şoför "kapıyı açmayın" diye bağırdı"),
 * and a past made of another tense (`-(I)yordu`, `-mIştI`, `-AcAktI`: "tabelada "tutamaklara dokunmayın" yazıyordu"):
 * a rule told as what was written or said once, not the user's.
 */
const REPORTING = /^(?:dedi|dediler|demis|demisti|soyledi|soylediler|yazdi|yazdilar|istedi|istediler|sordu|sordular|onerdi|dimi|degilmi|degil|diye)$|^\p{L}{2,}(?:[iu]?yor|m[iu]s|[ae]c[ae]k)(?:d[iu]|t[iu])(?:m|n|k|l[ae]r|n[iu]z)?$/u;

/** A noun in the accusative, the dative or with a possessive ("limiti", "konaklamayı", "müşteriye", "bütçesini"). */
const CASE_ENDED = /(?:[iu]|y[iu]|n[iu]|s[iu]|y[ae]|n[ae]|s[iu]n[iu]|l[ae]r[iu])$/u;
/** A title after a name, in a case: "Bey'e", "Hanım'a", "Hoca'ya" (the name before it is one object with it). */
const TITLED = /^(?:bey|hanim|hoca|abi|abla|bay|bayan)'(?:y|n)?[aeiu]$/u;
/** An object before a bare `-mA`: a noun in a case, a name or a code with its case after an apostrophe ("harbor-cleanup'a"). */
const OBJECT = /(?:[iu]|y[iu]|n[iu]|s[iu]|y[ae]|n[ae]|s[iu]n[iu]|l[ae]r[iu]|'[aeiu])$/u;

function formOf(word: string, words: readonly string[]): TurkishForm {
  // "tahmin bile edemezsin", "hayran kalacaksın": a verb of imagining or feeling made with "et" or "kal".
  if (/^(?:ed|kal)(?:[ae]m[ae]zs|[ae]c[ae]ks)[iu]n(?:[iu]z)?$/u.test(word) && words.some((w) => /^(?:tahmin|hayal|hayran)$/u.test(w))) return 'narration';
  for (const [form, pattern] of FORMS) {
    if (!pattern.test(word)) continue;
    if ((pattern === AORIST_SECOND || pattern === JUSSIVE) && asks(words, word)) return 'question';
    if (pattern === JUSSIVE && saidOfListener(word, words)) return 'narration';
    // "we don't want …" is the user's own "I don't want …" said for the team: a rule, not a plan turned down.
    if (form === 'refusal' && /^istemiyoruz$/u.test(word)) return 'prohibition';
    // The team's "we don't …" in the present is how things are done here: "ev ziyareti yapmıyoruz", "sipariş
    // almıyoruz", "ona karışmıyoruz". After a stem ending in a consonant or a narrow vowel it cannot be "we cannot"
    // (`-(y)AmIyoruz`: "alamıyoruz", "bulamıyoruz", a complaint); after `a`/`e` it can, so there it binds only with
    // "without …", "never", "nobody", "until" ("avukat görmeden imzalamıyoruz", "review bitene kadar").
    if (form === 'refusal' && /m[iu]yoruz$/u.test(word) && !/^bil/u.test(word)) {
      if (/[^aeiou]m[iu]yoruz$|[iu]m[iu]yoruz$/u.test(word) && !/y[ae]m[iu]yoruz$/u.test(word)) return 'prohibition';
      if (!/y[ae]m[iu]yoruz$/u.test(word) && words.some((w) => BINDS.test(w) || w === 'kadar')) return 'prohibition';
    }
    // "we won't …" with the case it binds ("avukat görmeden imzalamayacağız") or "never / nobody" is a rule from now on;
    // alone ("koymayacağız") it turns a plan down.
    if (form === 'refusal' && /m[ae]y[ae]c[ae](?:g[iu]z|z)$/u.test(word) && words.some((w) => BINDS.test(w))) return 'prohibition';
    return form;
  }
  // "Nobody can …" and "nobody …s" of a norm ("kimse sözleşmeyi tek başına değiştiremez", "hiçbir araç depoya
  // girmez"): the active negative aorist and abilitative bind when nobody and nothing may. Without them they tell what
  // someone does not or cannot do ("anneannem çıkamaz").
  if (NORM_NOT.test(word) && words.some((w) => /^(?:kimse\p{L}*|hicbir)$/u.test(w))) return 'prohibition';
  // People of a kind who cannot, a plural in the nominative first ("stajyerler belge imzalayamaz", "yeni başlayanlar
  // ilk ay ipli tırmanış yapamaz"): the abilitative of a norm for all of them, as with "nobody" above; one person who
  // cannot ("anneannem çıkamaz") is no norm.
  if (ABLE_NOT.test(word) && words.slice(0, 2).some((w) => /^\p{L}{3,}l[ae]r$/u.test(w))) return 'prohibition';
  return 'none';
}

/**
 * Adjectives and nouns said of the listener with the copula's `-(y)sIn` ("yorgunsun", "uzmansın", "harikasın"): their
 * ending is the jussive's, and nothing in the word tells a noun from a verb stem ("kazan-sın", let them win). Not "geç"
 * (late): "geçsin" is "let it pass".
 */
const LISTENER_PREDICATES = new Set([
  'yorgun', 'uzgun', 'kizgin', 'gergin', 'kirgin', 'dalgin', 'saskin', 'bitkin', 'hasta', 'emin', 'mesgul', 'uzman',
  'harika', 'super', 'muthis', 'mukemmel', 'efsane', 'iyi', 'kotu', 'tatli', 'nazik', 'zeki', 'deli', 'dahi', 'rahat',
  'yalniz', 'yanlis', 'dogru', 'erken', 'usta', 'ciddi', 'acemi', 'yeni',
]);
/** Words of degree before an adjective ("çok yorgunsun", "gerçekten naziksin"); a verb's jussive is not graded so. */
const DEGREE = new Set(['cok', 'gercekten', 'cidden', 'hakikaten', 'fazla', 'epey', 'baya', 'bayagi', 'pek', 'en', 'gayet', 'oldukca', 'asiri']);

/**
 * A `-sIn` word that is the copula's second person, not a jussive: the jussive speaks of a third person, so "sen" or
 * "siz" in the clause gives it away ("sen çok iyi bir antrenörsün"), and so do a word of degree before it or a
 * predicate said of people (`LISTENER_PREDICATES`).
 */
function saidOfListener(word: string, words: readonly string[]): boolean {
  // Not when "sen" is the subject of a clause of time or a condition before it ("sen yokken Ayşe baksın", "sen
  // istersen Ali gelsin").
  const you = words.findIndex((w) => w === 'sen' || w === 'siz');
  if (you >= 0 && !words.slice(you + 1).some((w) => /(?:ken|[iu]nc[ae]|d[iu][gk][iu]nd[ae]|kadar|m[ae]d[ae]n|s[ae]n?)$/u.test(w))) return true;
  const at = words.lastIndexOf(word);
  if (at > 0 && DEGREE.has(words[at - 1]!)) return true;
  return LISTENER_PREDICATES.has(word.replace(/y?s[iu]n$/u, ''));
}

/** The negative aorist and abilitative, active: "girmez", "değiştiremez", "gelemez". */
const NORM_NOT = new RegExp(`^${STEM}(?:y?[ae])?m[ae]z$`, 'u');
/** The negative abilitative aorist alone: "imzalayamaz", "yapamaz" (not "girmez"). */
const ABLE_NOT = new RegExp(`^${STEM}y?[ae]m[ae]z$`, 'u');
