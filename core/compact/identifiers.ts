import { foldCase } from './foldCase.js';
import { matchesOf } from './matchesOf.js';

/**
 * Finds identifiers in a text (a turn, a sentence, a tool result), verbatim:
 * what a summary must never paraphrase because one wrong character makes it
 * another record.
 *
 * In order of precedence (a span taken by one kind is not matched again):
 * 1. links and URIs of any scheme (`https://…`, `s3://bucket/key/`,
 *    `postgres://app@db:5432/ledger`), e-mail addresses, image references
 *    (`registry.corvid.io/atlas/gateway:v2.14.0`, on Docker Hub
 *    `acme/worker:2026.11.3`), a message's id with its angle brackets after its header or in an id field
 *    of any name (`"mesaj_id": "<kk-0918@…>"`), a handle with its at sign (`@nils.berg`; not `@here`) and
 *    digests (`sha256:4be1…`), DOIs (`10.1016/S0140-6736(20)30183-5`), ARNs
 *    (`arn:aws:iam::123456789012:role/ci-deployer`);
 * 2. spaced IBANs (`TR33 0006 1005 1978 6457 8413 26`), masked card numbers
 *    (`454360******1128`, `**** 4417`), flight numbers (`U2 5171`, `TP 543`),
 *    freight containers (`MSCU 472913 6`), British plates (`KX19 BHD`) and postcodes (`EH7 4AA`), phones with an area code in
 *    brackets (`(0216) 345 12 34`, `(415) 555-0132`) or London's (`020 7946
 *    0958`);
 * 3. amounts with their currency and thousand separators (`€2,400.00`,
 *    `48.250,00 TL`, `$1,800`, `1.250.000 TL`; in someone's words also
 *    grouped by spaces, `18 500 TL`, and after a currency's code,
 *    `USD 4,200`, `TL 4.500`; codes of other currencies too, `NOK 48,250.00`, `15.000 PLN`, and the real's, the yen's,
 *    the rupee's, the won's and the rouble's signs, `R$ 129,90`, `¥2,900`),
 *    in thousands and millions (`£350k`, `$1.2m`), and bare grouped amounts
 *    (`150.000`; in tool output only with cents, `48,262.80`);
 * 4. paths and file names (`charts/odeme-gw/values-prod.yaml`, Windows'
 *    `C:\Users\ayse\rapor.xlsx` and `\\fs01\share`,
 *    `hotfix/revert-ledger-idx`, `/v1/refunds`, `rapor_2026-Q3.xlsx`), relative
 *    paths (`./charts/tide-gauge`), a route after its method (`GET /healthz`),
 *    a resource's kind before its name (`deployment.apps/blade-inspector`) and
 *    systemd units (`kantar-okuyucu.service`);
 * 5. record numbers and codes: a token with a digit and a letter or an inner
 *    separator (`INC-7781`, `SP-2026-0042`, `v2.14.3`, `#4521`, `SR#44812`, `7fa03c2`,
 *    `tx_8f2a91c0`), a version with its build (`1.2.3-beta.4+build.5`; a package's with its revision,
 *    `14.2-1.ubuntu22.04+3`), a tariff code (`8471.30.00.00.00`), a series and a
 *    number of six digits or more (`235-2145678901`; shorter, a range), upper-case codes with a separator (`IST-FCO`;
 *    `ACS_TIMEOUT` in someone's words, in tool output a state it prints), CamelCase and dotted names (`MaxIdleConnsPerHost`,
 *    `acsClient.timeoutMs`, `ozan.kilic`), or — outside tool output — a bare
 *    number of five digits or more (`88123`) or one the user points at
 *    ("ending 3008", "no 4609"); a capital and three digits (a room, a stand: `C214`), a citation key (`ramirez2017`)
 *    and a language tag with its region (`pt-BR`);
 * 6. names: runs of two or more capitalised words, with the small words
 *    names carry (`Casa do Rio Boutique`, `Palácio das Cardosas Events`,
 *    `Ege Tekstil A.Ş.`, `Moda Medya Ajans Ltd. Şti.`, `Rua de Miragaia
 *    104`, `Demlik Pro 2`, `Harbor & Pine Ltd`, `Shenzhen Lianhua Electronics
 *    Co., Ltd.`; a title inside a sentence with its article, `The Frozen Comet`; "ve" and "and" only inside an institution's name, `Gümrük ve
 *    Ticaret Bakanlığı`, never between two people, and a firm "and partners", `Whitcombe and Partners`, `Demirci ve
 *    Ortakları Hukuk Bürosu`), an acronym between a name's words (`Harrowgate NHS Trust`, `Kadıköy SGK Müdürlüğü`), a
 *    CamelCase word after one (`Brightwater SeedBank`), a given name hyphenated in lower case (`Min-jun Seo`, not
 *    `Check-in Desk`), legal forms in the capitals of their country (`Solberg Akvakultur AS`, `Lindqvist Tågverk AB`,
 *    `Van Dijk Tapijten BV`), English street addresses
 *    (`500 W Madison Ave, Suite 1200`), and the short string values
 *    of name fields in tool output (`"activity": "Rabelo private cruise, Six
 *    Bridges"`, `"yolcu": "AYŞE TUNÇ"`);
 * 7. service and host names in kebab case (`payments-api`, `db-replica-02`), a table,
 *    a view or an index named as such in someone's words (`FROM auction_lots`,
 *    "tablo stok_hareketleri"; in a tool's query, only its literals)
 *    and snake case with a digit (`billing_api_v2`) or, outside tool output,
 *    of five parts or more (a generated test's name), but not hyphenated
 *    words (`non-refundable`, `single-use`);
 * 8. and shapes of their own: a company in capitals with its legal form
 *    (`HARBOUR STONE LTD`, `KUZEY NAKLİYAT LTD. ŞTİ.`), a Turkish land
 *    registry's `ada 1204, parsel 7`, an Airflow run
 *    (`scheduled__2026-11-29T02:00:00+00:00`), a handle in a tool's person
 *    field (`"assignee": "jlaw"`, `owner=sgupta`), a ship by its prefix (`MV Arctic Plover`, `MT Ege Martısı`;
 *    "MS" before two words, never before a program: `MS Word`), a Turkish tax office (`Kozyatağı VD`), and a tool
 *    field whose whole value is a service and its version (`"motor": "boya-hatti-api 2.9.3"`).
 *
 * Not identifiers (noise): dates, times, durations, percentages; table
 * headers (a line of capitalised column names: `STATUS`, `COUNT`,
 * `MERCHANT_ID`); SQL keywords; status words and log levels, also next to a
 * number (`OK 200`, `FAILED 3`, `HTTP 429`) and an HTTP status's reason
 * phrase (`429 Too Many Requests`); a header row of words in tool output
 * (`Filesystem  Size  Used Avail Use% Mounted on`); single capitalised words
 * (languages, days, cities, first names: "Porto", "Maren"); acronyms
 * (`UTC`, `PDF`, `SLA`); a system's vocabulary — snake case without a digit
 * (columns, settings, metrics: `merchant_id`, `lock_timeout`,
 * `http_requests_total`), states it prints (`CrashLoopBackOff`, `PreSync`)
 * and the row labels of a query plan (`Index Scan Backward`, `Planning
 * Time`); functions written in prose (`ROW_NUMBER()`), products' own words
 * (`macOS`, `WhatsApp`, `ThinkPads`), hours as a range (`8-to-6`); a role or
 * a place, a document, a business noun (a transfer, a delivery, a repair) or
 * a noun with "your" or "its" before a name at the start of a sentence
 * ("Şoför Murat Keskin", "Depoda Kemal Aydın'ın", "Teklif Burak Demir'den",
 * "Başvurunuz Ahmet Kaya adına", "Havale Lodos Denizcilik A.Ş. hesabına",
 * "Faturası Anka Cam Sanayi'ye" give `Murat Keskin`, `Kemal Aydın`, `Burak
 * Demir`, `Ahmet Kaya`, `Lodos Denizcilik A.Ş.`, `Anka Cam Sanayi`) and academic titles ("Dr. Öğr. Üyesi
 * Kemal Sarı"); a command's options (`--dry-run`) and standards written as
 * codes (`utf-8`, `x86_64`, `COVID-19`); times with am or pm (`3:12pm`), a
 * Unix time with its fraction, scientific notation (`3.0e-04`), a count of a
 * model (`8xA100`), one unit of a currency in a rate ("1 EUR = 36,40 TL"), a
 * language level or an imaging test before a number ("B2 16 kişi", "MR 14
 * gün"). A diff's `a/` and `b/` sides give the file (`src/app.ts`).
 *
 * A Turkish case suffix after an apostrophe is not part of the name:
 * `INC-7781'e` gives `INC-7781`, `Anadolu Lojistik'in` gives `Anadolu Lojistik`.
 * Capitals are told by Unicode category (`\p{Lu}`), so `İ`, `Ş`, `Ç` are capitals
 * without any locale.
 */

export interface ExtractOptions {
  /**
   * Who wrote the text (default `user`). In tool output (a result, or a
   * call's arguments) numbers are measurements and trace ids by the
   * hundred, so bare and grouped numbers are not identifiers, query strings
   * are not taken whole, and the short values of name fields are names.
   * Grouped numbers without a currency (`150.000`) are amounts only when the
   * user writes them.
   */
  source?: 'user' | 'assistant' | 'tool';
}

const B = '(?<![\\p{L}\\p{N}_])';
const E = '(?![\\p{L}\\p{N}_])';

/** Trailing characters that end a sentence rather than an identifier. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"’”]+$/u;

/** A URI of any scheme: `https://…`, `s3://…`, `postgres://app@db-main-01:5432/ledger`, `redis://…`, `jdbc:postgresql://…`. */
const URI = /(?<![\p{L}\p{N}+.-])(?:jdbc:)?[a-z][a-z0-9+.-]{1,15}:\/\/[^\s<>"'`]+/gu;
const QUERY = /(?<![\p{L}\p{N}])\?[\p{L}\p{N}_.-]+=[^\s<>"'`]+/gu;
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/**
 * A message's id after its header or in a tool's id field of any name and language (`Message-ID: <c81f2a@mail.example.no>`,
 * `"message_id": "<…>"`, `"msg_id"`, `"mailId"`, `"mesaj_id"`, `ileti_id=<…>`): angle brackets and all, as mail writes
 * it and a reader searches for it; an address in brackets after a name (`"Billing" <no-reply@…>`) is an address.
 */
const MESSAGE_ID = /(?<=(?:Message-I[Dd]|In-Reply-To|References|in_reply_to|[\p{L}_-]*(?:id|Id|ID))"?\s*[:=]\s*"?)<[^\s<>"@]+@[^\s<>"@]+>/gu;
/**
 * A handle with its `@` (`@nils.berg`, `@harriet_k`, `@akort-ekibi`): the system spells it so. Not an address (a
 * letter before the `@`), not a package's scope (`@types/node`), not a call to everyone (`NOT_HANDLE_WORDS`).
 */
const AT_HANDLE = /(?<![\p{L}\p{N}_.@\/-])@\p{Ll}[\p{Ll}\p{N}_.-]*[\p{Ll}\p{N}](?![\p{L}\p{N}_@\/]|[.-][\p{L}\p{N}])/gu;
const NOT_HANDLE_WORDS = new Set(['@here', '@channel', '@everyone', '@all', '@herkes', '@kanal']);
/** A digest, whole or elided as a tool prints it (`sha256:1c9d...e02a`): one value either way. */
const DIGEST = /(?<![\p{L}\p{N}])sha(?:256|512|1):(?:[0-9a-f]{4,}(?:\.\.\.|…)[0-9a-f]{4,}|[0-9a-f]{12,})/gu;
/**
 * A range of commits or refs as git writes it (`v3.8.2..origin/main`, `release/4.1...release/4.2`, `9c41e7a..b07d2f3`):
 * each end is an identifier of its own, read alone; read whole, a ref's slash ended a file (`v3.8.2..origin`).
 */
const GIT_RANGE = /(?<![\p{L}\p{N}_.\/:@-])([\p{L}\p{N}_\/-]+(?:\.[\p{L}\p{N}_\/-]+)*)\.{2,3}([\p{L}\p{N}_\/-]+(?:\.[\p{L}\p{N}_\/-]+)*)(?![\p{L}\p{N}_\/-]|\.[\p{L}\p{N}])/gu;
/** `host.tld/path/name:tag`: a registry image; the tag (and a digest) belong to it. */
/**
 * An image on Docker Hub, without a registry: `owner/name:tag` with a tag that is a version or `latest`
 * (`acme/billing-worker:2026.11.3`, `bitnami/redis:7.2`); not a file and its line (`src/app.ts:42`).
 */
const HUB_IMAGE = /(?<![\p{L}\p{N}_.\/:@-])[a-z][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9._-]*)+:(?:v?\d[\p{L}\p{N}._-]*|latest)(?![\p{L}\p{N}_\/:@]|[.-][\p{L}\p{N}])/gu;
/** A ticket's queue, a hash and its number: `SR#44812`, `CASE#2291`. */
const QUEUE_HASH = /(?<![\p{L}\p{N}])\p{Lu}{2,6}#\d{2,}(?![\p{L}\p{N}])/gu;
const IMAGE = new RegExp(`${B}[a-z0-9-]+(?:\\.[a-z0-9-]+)+(?::\\d+)?(?:/[\\p{L}\\p{N}._-]+)+(?::[\\p{L}\\p{N}._-]+)?(?:@sha256:[0-9a-f]+(?:(?:\\.\\.\\.|…)[0-9a-f]+)?)?`, 'gu');
/** An IBAN, spaced or not; Norway's has three groups after its country, the last of three characters. */
const IBAN = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![\p{L}\p{N}])/gu;
const MASKED_CARD = /(?<![\p{L}\p{N}])\d{4,6}[*xX•]{4,}\d{2,4}(?![\p{L}\p{N}])/gu;
/** A card masked in groups of four, the last group shown: "**** 4417", "•••• •••• •••• 3384". */
const MASKED_GROUPS = /(?<![\p{L}\p{N}*•])[*•]{4}(?: [*•]{4}){0,2} \d{4}(?![\p{L}\p{N}])/gu;
/** A DOI: "10.1038/s41586-021-03819-2", "10.1016/S0140-6736(20)30183-5" (its brackets are part of it). */
const DOI = /(?<![\p{L}\p{N}./])10\.\d{4,9}\/[\p{L}\p{N}._;:()\/-]*[\p{L}\p{N})](?<!\))(?:\)[\p{L}\p{N}][\p{L}\p{N}._-]*)?|(?<![\p{L}\p{N}./])10\.\d{4,9}\/[\p{L}\p{N}._-]*\([\p{N}]+\)[\p{L}\p{N}._-]+/gu;
/** An amount with its cents and thousand separators, as a tool's table prints it: "12,480.00", "27.500,00". */
const GROUPED_CENTS = /(?<![\p{L}\p{N}.,])\d{1,3}(?:,\d{3})+\.\d{2}(?![\p{N}]|[.,]\d|\s?(?:ms|s|sec|kb|mb|gb|%))|(?<![\p{L}\p{N}.,])\d{1,3}(?:\.\d{3})+,\d{2}(?![\p{N}]|[.,]\d|\s?(?:ms|s|sn|kb|mb|gb|%))/gu;
/** Two-character airline code, a space, the number: `U2 5171`, `TP 543`; not a range's or a spaced number's start (`UK 25-54`, `DE 318 442 907`). */
const FLIGHT = /(?<![\p{L}\p{N}])[A-Z][A-Z0-9] \d{2,4}(?![\p{L}\p{N}]|[.,]\d|[-–]\d| \d{3}(?!\d))/gu;
/** The signs an amount is written after: the euro's, the dollar's (Brazil's real `R$` too), the pound's, the lira's, the yen's, the rupee's, the won's, the rouble's. */
const CURRENCY_SIGN = /[€$£₺¥₹₩₽]/u;
/**
 * An amount, in thousands or millions ("£350k", "$1.2m"), with the range it opens ("£910–1,190") or the unit it is per
 * ("£54.95/m2", "$79/yr"): one value. Its currency's sign may be any of `CURRENCY_SIGN`.
 */
const CURRENCY_BEFORE = /(?<![\p{L}\p{N}])(?:R\$|[€$£₺¥₹₩₽])\s?\d+(?:[.,]\d{3})*(?:[.,]\d{1,2})?(?:(?:[kKmM]|bn)(?![\p{L}\p{N}]))?(?:[–-]\d+(?:[.,]\d{3})*(?:[.,]\d{1,2})?(?![\p{N}]))?(?:\/(?:m2|m²|sqm|yr|year|mo|month|night|day|hr|h|kg|person|pp|kişi|gece|ay|yıl)(?![\p{L}\p{N}]))?(?![\p{N}])/gu;
/** Digits in groups of four, three groups or more: a tracking or card number read aloud ("7281 4410 9932"), not a list of years. */
const DIGIT_GROUPS = /(?<![\p{L}\p{N}+.,-])\d{4}(?: \d{4}){2,4}(?![\p{L}\p{N}]|[.,]\d)/gu;
/** A freight container by its owner's code, its serial and its check digit, spaced or not: "MSCU 472913 6", "TGHU 881234-0". */
const CONTAINER = /(?<![\p{L}\p{N}])[A-Z]{3}[UJZ] ?\d{6}(?: ?-? ?\d)?(?![\p{L}\p{N}])/gu;
/** An AWS resource by its ARN: "arn:aws:iam::123456789012:role/ci-deployer", "arn:aws:s3:::bucket/key/*". */
const ARN = /(?<![\p{L}\p{N}])arn:aws[a-z-]*:[a-z0-9-]+:[a-z0-9-]*:\d{0,12}:[^\s"'`’,;()<>]+/gu;
/** A Turkish licence plate: "34 VK 1187". */
/** A British plate: an area's two letters, the age's two digits and three letters (`KX19 BHD`). */
const UK_PLATE = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2} [A-Z]{3}(?![\p{L}\p{N}])/gu;
/**
 * A British postcode: an area's letters and its district (`EH7`, `SW1A`), a space, a digit and two letters of those a
 * postcode uses (`4AA`; never C, I, K, M, O or V, so not `3PM`); a size in bytes is no postcode (`M2 8GB`).
 */
const UK_POSTCODE = /(?<![\p{L}\p{N}])[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}(?![\p{L}\p{N}])/gu;
const PLATE = /(?<![\p{L}\p{N}])\d{2} [A-Z]{1,3} \d{2,4}(?![\p{L}\p{N}])/gu;
/** An amount with its currency after it, with the range it closes ("38.000–41.000 TL"): one value. */
const CURRENCY_AFTER = /(?<![\p{L}\p{N}.,])(?:\d+(?:[.,]\d{3})*(?:[.,]\d{1,2})?\s?[–-]\s?)?\d+(?:[.,]\d{3})*(?:[.,]\d{1,2})?\s?(?:TL|TRY|EUR|USD|GBP|CHF|NOK|SEK|DKK|JPY|AUD|PLN|CZK|HUF|CNY|ZAR|NZD|SGD|HKD|MXN|€|₺)(?![\p{L}\p{N}])/gu;
/**
 * An amount with its thousands grouped by a space, the currency before or after it: "18 500 TL", "€12 400",
 * "1 800 TL'yi". Only in someone's words: a tool's table separates its columns by spaces too.
 */
const CURRENCY_SPACED = /(?<![\p{L}\p{N}.,])(?:[€$£₺] ?\d{1,3}(?: \d{3})+(?:[.,]\d{1,2})?(?![\p{N}]|[.,]\d)|\d{1,3}(?: \d{3})+(?:[.,]\d{1,2})? ?(?:TL|TRY|EUR|USD|GBP|CHF|NOK|SEK|DKK|JPY|AUD|PLN|CZK|HUF|CNY|ZAR|NZD|SGD|HKD|MXN|€|₺)(?![\p{L}\p{N}]))/gu;
/** Codes of currencies an amount is written with, beside the symbols (`€`, `₺`); not ones that spell a word of a trade (CAD, AED, ILS). */
const CURRENCY_CODE = /TL|TRY|EUR|USD|GBP|CHF|NOK|SEK|DKK|JPY|AUD|PLN|CZK|HUF|CNY|ZAR|NZD|SGD|HKD|MXN/u;
/**
 * An amount after its currency's code: "USD 4,200", "EUR 12.500", "TRY 250.000" (read before a status word next to a
 * number, which is noise). Only in someone's words: a tool's notes spell the amounts it shows with their symbol again so.
 */
const CODE_BEFORE = /(?<![\p{L}\p{N}])(?:TL|USD|EUR|GBP|TRY|CHF|NOK|SEK|DKK|JPY|AUD|PLN|CZK|HUF|CNY|ZAR|NZD|SGD|HKD|MXN) ?(?:\d{1,3}(?:[., ]\d{3})+|\d{2,})(?:[.,]\d{1,2})?(?![\p{N}]|[.,]\d)/gu;
/** The kinds of street an English address names (`Ave`, `Street`): `STREET_ADDRESS` and the test before it share them. */
const STREET_KINDS = 'St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Ln|Lane|Dr|Drive|Way|Pl|Place|Ct|Court|Sq|Square|Terrace|Row|Close|Crescent|Grove|Gardens|Hwy|Highway|Pkwy|Parkway';
/**
 * A street address in English: a house number of two digits or more (a smaller number before a street's name is
 * as often a count: "3 Main Street signs"), maybe a direction, the street's name and kind, maybe its unit
 * ("500 W Madison Ave, Suite 1200", "27 Elm Grove Rd, Flat 2", "233 E 42nd St", "1200 Pine Ave #305").
 */
const STREET_ADDRESS = new RegExp(
  `(?<![\\p{L}\\p{N}.,#])\\d{2,5}[A-Z]? (?:[NSEW]\\.? )?(?:(?:\\p{Lu}\\p{Ll}+|\\d{1,3}(?:st|nd|rd|th)) ){1,3}(?:${STREET_KINDS})\\.?(?:,? (?:Apt|Apartment|Unit|Suite|Ste|Flat|Floor|Fl)\\.? ?[A-Z0-9]{1,5}| #\\d{1,5}[A-Z]?)?(?![\\p{L}\\p{N}])`,
  'gu',
);
/**
 * A street's kind as an address spells it: after a space, and before no letter or digit (a dot, a comma, a space or
 * the end follow it in every address). A sentence without one holds no address: the pattern is not run on it.
 */
const STREET_KIND_WORD = new RegExp(` (?:${STREET_KINDS})(?![\\p{L}\\p{N}])`, 'u');

/**
 * A Turkish street address written out: a numbered street ("1740 Sokak No: 6, Mavişehir"; a named one, "Gül Sokak
 * No: 14", is a name the door number follows, `TR_STREET_NUMBER`), with the quarter after a comma when nothing but
 * punctuation, a suffix or a table's gap follows it.
 */
const TR_NUMBERED_STREET = /(?<![\p{L}\p{N}.,])\d{1,5} (?:Sokak|Sk\.|Cadde|Cad\.|Cd\.) No: ?\d{1,4}[A-Z]?(?:\/\d{1,3})?(?:, \p{Lu}\p{Ll}+(?=['’]|\s*[.,;:|)]|\s*$|\s{2,}))?/gu;
/** The kinds of street a name ends in ("Atatürk Caddesi", "Menekşe Sokağı"). */
const TR_STREET_KIND = /^(?:Sokak|Sokağı|Sokagi|Cadde|Caddesi|Bulvar|Bulvarı|Bulvari|Yolu|Çıkmazı|Meydanı)$/u;
/** A door number after a street's name, and the quarter after a comma (as in `TR_NUMBERED_STREET`). */
const TR_STREET_NUMBER = /^ No: ?\d{1,4}[A-Z]?(?:\/\d{1,3})?(?:, \p{Lu}\p{Ll}+(?=['’]|\s*[.,;:|)]|\s*$|\s{2,}))?/u;
/** A land parcel by its block and lot, as a title deed or a permit names it: "1245 ada 17" (parsel). */
const TR_PARCEL = /(?<![\p{L}\p{N}.,])\d{1,5} ada \d{1,4}(?![\p{L}\p{N}])/gu;
/**
 * A phone number in groups: "+44 7700 900461", "0533 271 44 18", "+90 (532) 418 27 90", a landline's area code in
 * brackets "(0216) 345 12 34", London's "020 7946 0958" (ten digits or more: `PHONE`'s caller counts).
 */
const PHONE = /(?<![\p{L}\p{N}+.,])(?:\+\d{1,3}(?: \d(?= \d{3}))?|0\d{2,4}|0?\(0?\d{3}\))(?: (?:\d{2,6}|\(\d{2,4}\))){2,4}(?![\p{L}\p{N}]|[.,]\d)/gu;
/** A North American phone: "(415) 555-0132", "+1 415-555-0132", "415.555.0132". */
const NA_PHONE = /(?<![\p{L}\p{N}+.,-])(?:\+1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[.-])\d{3}[.-]\d{4}(?![\p{L}\p{N}]|[.,-]\d)/gu;
/** A Windows path or a network share: "C:\\Users\\ayse\\rapor.xlsx", "\\\\fs01\\customs\\2026". */
const WINDOWS_PATH = /(?<![\p{L}\p{N}\\])(?:[A-Za-z]:|\\\\[\p{L}\p{N}_.$-]+)(?:\\[\p{L}\p{N}_.$-]+)+\\?/gu;
/**
 * A version with build metadata after a plus: "1.2.3-beta.4+build.5" (semantic versioning's whole spelling), and a
 * package's version with its revision as Debian writes it, "14.2-1.ubuntu22.04+3", "3.9-2.bookworm+1" (two numbers
 * and a revision before the plus; two numbers alone and a plus are a sum: "1.5+2").
 */
const BUILD_VERSION = /(?<![\p{L}\p{N}.])v?\d+\.\d+(?:\.\d+(?:-[0-9A-Za-z.-]+)?|-[0-9A-Za-z.-]+)\+[0-9A-Za-z][0-9A-Za-z.-]*(?<![.-])(?![\p{L}\p{N}])/gu;
/** A bank's BIC after its name: "BIC SOGEDEFFXXX", "SWIFT kodu TGBATRIS". */
const BIC = /(?<![\p{L}])(?:BIC|SWIFT)(?: (?:kodu|code))?:? ([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)(?![\p{L}\p{N}])/gu;
/**
 * Fields of tool output whose value is a record by the field's name (`"protokol_no": "2026114471"`,
 * `"task_id": "load_orders_daily"`, `run_id=scheduled__2026-12-01T03:00:00+00:00`), and fields whose value is a
 * state the system prints (`"durum": "EVRAK_EKSIK"`, `state=RETRY_SCHEDULED`): vocabulary, not a record.
 */
const FIELD = /(?<![\p{L}\p{N}_])"?([\p{L}_]{2,30})"?(?:\s*:\s*|=)"?([\p{L}\p{N}][\p{L}\p{N}_.:+-]{2,80})"?/gu;
const ID_FIELD = /(?:^|_)(?:id|no|nr|num|number|numara|numarasi|kod|kodu|code|ref|reference)$|^(?:test|task|dag|run)$/u;
const STATE_FIELD = /^(?:status|state|durum|result|sonuc|level|severity|phase|stage)$/u;
/** A company written in capitals, with its legal form: "HARBOUR STONE LTD", "KUZEY NAKLİYAT LTD. ŞTİ.", "ANADOLU KABLO A.Ş.". */
const CAPITAL_COMPANY = /(?<![\p{L}\p{N}])\p{Lu}[\p{Lu}&'-]+(?: (?:\p{Lu}[\p{Lu}&'-]*|&)){0,5} (?:LTD\. ŞTİ\.|LTD\.?|LIMITED|A\.Ş\.|GMBH|INC\.?|LLC|PLC|CORP\.?)(?![\p{L}\p{N}])/gu;
/** A Turkish land-registry reference: "ada 1204, parsel 7", "Ada 318 Parsel 22". */
const LAND_PARCEL = /(?<![\p{L}\p{N}])[Aa]da:? \d{1,5},? [Pp]arsel:? \d{1,5}(?![\p{L}\p{N}])/gu;
/** An Airflow run: how it was triggered, two underscores, its logical date ("scheduled__2026-11-29T02:00:00+00:00"). */
const AIRFLOW_RUN = /(?<![\p{L}\p{N}_])(?:scheduled|manual|backfill|dataset_triggered|asset_triggered)__\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[+-]\d{2}:\d{2}|Z)?/gu;
/** A tool field's string value that is a name and a version of three parts or more and nothing else: `"motor": "boya-hatti-api 2.9.3"`. */
const NAMED_VERSION_FIELD = /"[\p{L}_]+"\s*:\s*"((?:\p{Ll}[\p{Ll}\p{N}]*(?:-[\p{Ll}\p{N}]+)+|\p{Lu}[\p{L}\p{N}]*) v?\d+(?:\.\d+){2,}(?:-[\p{L}\p{N}.]+)?)"/gu;
/** Fields of tool output whose value is a person's handle (`"assignee": "jlaw"`, `owner=sgupta`, `"reviewers": ["mkaya"]`). */
const PERSON_FIELD = /^(?:assignee|assignees|owner|owners|reviewer|reviewers|approver|approvers|author|authors|requester|reporter|user|username|login|handle|created_by|approved_by|assigned_to)$/u;
const HANDLE_VALUE = /^[a-z][a-z0-9._-]{2,30}$/u;
const NOT_HANDLES = new Set(['none', 'null', 'nobody', 'unassigned', 'undefined', 'true', 'false', 'system', 'auto']);

/** Thousands grouped with a dot or a comma: an amount even without a currency (`150.000`, `1,800`). */
const GROUPED = /(?<![\p{L}\p{N}.,])\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?(?![\p{N}]|[.,]\d)/gu;
/**
 * A file name: a name, a dot and a short lower-case extension, maybe behind a path; not the start of a dotted host
 * (`db-02.prod.internal`), also when a label of the host has a dash (`edge-rtr-02.ist-dc-3.netops.internal` is no file
 * `edge-rtr-02.ist`), nor a resource's kind and API group before its name (`deployment.apps/blade-inspector` is one
 * value, not a file `deployment.apps`).
 */
const FILE = /(?<![\p{L}\p{N}_./:-])(?:[~.]?\/)?(?:[\p{L}\p{N}_.-]+\/)*[\p{L}\p{N}_-][\p{L}\p{N}_.-]*\.[a-z][a-z0-9]{1,5}(?![\p{L}\p{N}_]|[.-][\p{L}\p{N}]|\/[\p{L}\p{N}])/gu;
/** A subnet: an IPv4 address and its prefix length (`10.40.128.0/17`), one value; the address alone is no path. */
const SUBNET = /(?<![\p{L}\p{N}.\/])\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}(?![\p{L}\p{N}\/]|\.\d)/gu;
/**
 * A bank or a company named by its acronym before its name and its legal form: `ING Bank A.Ş.`, `HSBC UK Bank plc`,
 * `DNB Bank ASA`, `QNB Finansbank A.Ş.`. An acronym alone is noise and a run of capitalised words a name of its own,
 * so the acronym was cut off the name (`Bank A.Ş.`), or the name lost whole when one word was left after it.
 */
const ACRONYM_COMPANY = /(?<![\p{L}\p{N}])(?:\p{Lu}{2,5} ){1,2}(?:\p{Lu}\p{Ll}+ ){0,2}\p{Lu}\p{Ll}+ (?:A\.Ş\.|T\.A\.Ş\.|plc|PLC|Plc|ASA|AG|SE|N\.V\.|S\.A\.|GmbH|Ltd\.|Ltd|Limited|Inc\.|LLC|Corp\.)(?![\p{L}\p{N}])/gu;
/** A route after an HTTP method, however short (`/healthz`, `/v1/refunds`). */
const ENDPOINT = /(?<=(?<![\p{L}\p{N}])(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) )\/[\p{L}\p{N}_~-][\p{L}\p{N}_.~-]*(?:\/[\p{L}\p{N}_.~-]+)*\/?/gu;
/** A path or a branch: words joined by slashes (`cron/idem-gc`, `/v1/refunds`, `release/2.14`). */
/** A systemd unit (`kantar-okuyucu.service`, `backup@nas.timer`): a file name whose kind is longer than an extension. */
const UNIT = /(?<![\p{L}\p{N}_.\/:-])[\p{L}\p{N}_@-]+(?:\.[\p{L}\p{N}_@-]+)*\.(?:service|socket|timer|mount|target|slice)(?![\p{L}\p{N}_-])/gu;
const PATH = /(?<![\p{L}\p{N}_./-])\/?[\p{L}\p{N}_.*-]+(?:\/[\p{L}\p{N}_.*-]+)+\/?/gu;
const HASHED = /(?<![\p{L}\p{N}&])#[\p{L}\p{N}][\p{L}\p{N}_-]+(?![\p{L}\p{N}])/gu;
/**
 * Tokens with a digit, a capital or an inner separator — the only ones that
 * can be codes (`isCode` decides); plain lower-case words are skipped by the
 * pattern itself.
 */
const CAMEL = /(?<![\p{L}\p{N}_.])(?:\p{Ll}+\p{Lu}|\p{Lu}\p{Ll}+\p{Lu}\p{Ll})[\p{L}\p{N}]*(?:\.[\p{L}\p{N}]+)*(?![\p{L}\p{N}_])/gu;
const CODE_TOKEN = /(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}]*(?:[\p{N}\p{Lu}]|[-_.:][\p{L}\p{N}]))[\p{L}\p{N}]+(?:[-_.:][\p{L}\p{N}]+)*(?![\p{L}\p{N}_])/gu;
/** Tokens with inner separators. */
const TOKEN = /(?<![\p{L}\p{N}_])[\p{L}\p{N}]+(?:[-_.:][\p{L}\p{N}]+)*(?![\p{L}\p{N}_])/gu;

/**
 * A word as a list of words looks it up: lower case (the dotted and dotless
 * I as one letter), Turkish letters kept, so a surname is not taken for a
 * pronoun that differs from it by a letter ("Burak Şen" is no "Sen", "Ela
 * Su Tan" no "Şu").
 */
function wordKey(word: string): string {
  return word.replace(/[Iİı]/gu, 'i').toLowerCase();
}

/**
 * A list of words to look words up in: each word as itself, and a word of
 * four letters or more also as typed without Turkish letters ("Tesekkurler",
 * "Sayin"), where no name of that spelling is likely.
 */
function wordSet(words: readonly string[]): Set<string> {
  return new Set(words.flatMap((w) => (w.length >= 4 ? [wordKey(w), foldCase(w)] : [wordKey(w)])));
}

/** Not names: grammar, common vocabulary, places and first names on their own are left out by the two-word rule. */
const NOT_NAMES = wordSet(
  [
    'Türkçe', 'İngilizce', 'Almanca', 'English', 'Turkish', 'German', 'French', 'Spanish',
    'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar', 'Ocak', 'Şubat', 'Mart', 'Nisan',
    'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık', 'Monday', 'Tuesday', 'Wednesday',
    'Thursday', 'Friday', 'Saturday', 'Sunday', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'January',
    'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
    'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
    'Merhaba', 'Selam', 'Tamam', 'Evet', 'Hayır', 'Peki', 'Teşekkürler', 'Sağol', 'Lütfen', 'Not', 'Hi', 'Hello',
    'Thanks', 'Please', 'Yes', 'No', 'OK', 'Ok', 'I', 'Bey', 'Hanım', 'Hanim', 'Bu', 'Şu', 'O', 'Bir', 'Ben', 'Biz',
    'Sen', 'Siz', 'Eğer', 'Ama', 'Fakat', 'Ancak', 'Yine', 'Sonra', 'Önce', 'Şimdi', 'Dün', 'Bugün', 'Yarın', 'The',
    'A', 'An', 'This', 'That', 'These', 'Those', 'We', 'It', 'If', 'When', 'But', 'And', 'Or', 'So', 'Then', 'Also',
    'Both', 'All', 'Any', 'Each', 'Every', 'Some', 'One', 'Two', 'Three', 'Four', 'Five', 'For', 'From', 'To', 'In',
    'On', 'At', 'By', 'With', 'Without', 'Within', 'After', 'Before', 'Since', 'Until', 'Yes', 'Held', 'Booked',
    'Released', 'Updated', 'Checking', 'Noted', 'Done', 'Sayın', 'Dear', 'Mr', 'Mrs', 'Ms', 'Dr', 'Av',
    'Option', 'Options', 'Step', 'Note', 'Total', 'Summary', 'Status', 'Budget', 'Flights', 'Flight',
    'Mükerrer', 'Toplam', 'Durum', 'Sonuç', 'Özet', 'Müşteri', 'Sipariş', 'Ürün', 'Dosya', 'Olay', 'Kayıt',
    'Customer', 'Our', 'Your', 'My', 'Their', 'His', 'Her', 'He', 'She', 'They', 'You', 'Is', 'Are', 'Was',
    // A form of address after a first name, like "Bey" and "Hanım": "Halil Hocam", "Ayşe Hoca ile".
    'Hoca', 'Hocam', 'Hocamız', 'Hocama', 'Hocaya', 'Hocayla',
    // Academic and professional titles before a name: "Dr. Öğr. Üyesi Kemal Sarı", "Prof. Dr. …", "Uzm. Dr. …".
    'Prof', 'Doç', 'Öğr', 'Üyesi', 'Yrd', 'Uzm', 'Op', 'Dt', 'Ecz',
  ],
);

/**
 * The roles people are named after ("Şoför Murat Keskin", "Driver Tomasz
 * Nowak"), greetings, auxiliaries and imperatives before a name: a lead-in,
 * never the name's first word.
 */
const NOT_NAME_STARTS = wordSet(
  [
    'Şoför', 'Sürücü', 'Kurye', 'Doktor', 'Avukat', 'Müdür', 'Uzman', 'Hemşire', 'Teknisyen', 'Usta', 'Mimar', 'Mühendis', 'Danışman', 'Tedarikçi',
    'Driver', 'Courier', 'Technician', 'Doctor', 'Nurse', 'Lawyer', 'Manager', 'Agent', 'Engineer', 'Officer', 'Contractor', 'Plumber',
    'Electrician', 'Supplier', 'Vendor', 'Client', 'Landlord', 'Tenant', 'Builder', 'Architect', 'Consultant',
    // A greeting, a question's auxiliary or an imperative before a name: "Morning Priya.", "Does Marco …", "Ask Daniel Rossi …".
    'Morning', 'Evening', 'Afternoon', 'Hey', 'Hiya', 'Cheers', 'Congrats', 'Welcome', 'Sorry', 'Bye',
    // Turkish greetings and salutations: "Günaydın Selin", "Selamlar Ayşe", "Sevgili Ayşe", "Değerli Mert Aydın".
    'Günaydın', 'Tünaydın', 'Selamlar', 'Merhabalar', 'Sevgili', 'Değerli', 'Saygıdeğer',
    'Does', 'Did', 'Do', 'Has', 'Have', 'Had', 'Were', 'Would', 'Could', 'Should', 'Shall', 'Might', 'Must',
    'Install', 'Uninstall', 'Ask', 'Tell', 'Call', 'Email', 'Ping', 'Invite', 'Remind', 'Book', 'Send', 'Add', 'Remove', 'Message', 'Text',
    'Check', 'Contact', 'Notify', 'Thank', 'Move', 'Update', 'Apply', 'Cancel', 'Change', 'Assign', 'Confirm', 'Schedule',
    // The same actions as a tool's progress line or an assistant reports them: "Updating Meta …", "Applying Harbor …".
    'Installing', 'Asking', 'Telling', 'Calling', 'Emailing', 'Pinging', 'Inviting', 'Reminding', 'Booking', 'Sending', 'Adding',
    'Removing', 'Messaging', 'Contacting', 'Notifying', 'Moving', 'Updating', 'Applying', 'Cancelling', 'Canceling', 'Changing',
    'Assigning', 'Confirming', 'Scheduling', 'Creating', 'Deleting', 'Posting', 'Uploading', 'Submitting', 'Publishing',
    'Deploying', 'Restarting', 'Migrating', 'Transferring', 'Syncing', 'Fetching', 'Opening', 'Closing', 'Pausing', 'Resuming',
    // A sentence's adverb or conjunction: "Ayrıca Ege Et'in …", "Ya Elif'in …", "Zaten …", "Meanwhile Harbor …".
    'Ayrıca', 'Ya', 'Zaten', 'Hem', 'Yani', 'Hatta', 'Belki', 'Aslında', 'Bence', 'Özellikle', 'Galiba', 'Herhalde', 'Üstelik',
    'Oysa', 'Çünkü', 'Yoksa', 'Sadece', 'Plus', 'Meanwhile', 'Instead', 'Otherwise', 'Maybe', 'Perhaps', 'Actually', 'Anyway',
    'However', 'Still', 'Besides',
  ],
);

/**
 * A Turkish noun in the accusative after its buffer "y" ("Rotayı Kemalpaşa'ya göre", "Listeyi Arı Birliği'ne") opening
 * a sentence: what is acted on, not who. Only with the vowels no noun's own ending takes there ("Sanayi", "Koyu" end in
 * "yi" and "yu"), and four letters or more before the ending.
 */
const TR_ACCUSATIVE_LEAD_IN = /^\p{Lu}\p{Ll}{3,}y[ıü]$/u;

/**
 * Business nouns and documents that open a sentence before a name ("Ödeme Ege Tekstil A.Ş. hesabına", "Teklif Burak
 * Demir'den geldi", "Kargo Yurtiçi Kargo ile", "Customer Harbor & Pine …"): a lead-in before a name of two words or
 * more. With one capitalised word after them they name a thing of their own — a product, a portal, a team ("Kargo
 * Takip+", "Müşteri Portalı", "Randevu Sistemi'nde", "Invoice Hub") — unless that word is a first name with its case
 * ending ("Teklif Burak'tan"): a compound's case ending starts with the "n" its possessive asks for ("Sistemi'nde").
 */
const NOUN_LEAD_INS = wordSet(
  [
    'Ödeme', 'Fatura', 'Hesap', 'Müşteri', 'Sipariş', 'Ürün', 'Dosya', 'Olay', 'Kayıt', 'Talep', 'Customer', 'Invoice', 'Payment', 'Order', 'Account', 'Ticket',
    'Şube', 'Adres', 'Ofis',
    'Teklif', 'Sözleşme', 'Rapor', 'Davet', 'Randevu', 'Başvuru', 'Evrak', 'Belge', 'Dilekçe', 'Numune', 'Kargo', 'Paket',
    'Proposal', 'Quote', 'Offer', 'Contract', 'Report', 'Parcel', 'Package', 'Shipment',
    // What is sent, paid back, repaired or who to reach: "Havale Lodos Denizcilik A.Ş. hesabına", "Gönderi Yıldırım Kargo
    // ile", "İrtibat Selim Akgün", "Delivery Nordlys Freight AS picks up".
    'Havale', 'Gönderi', 'Sevkiyat', 'Teslimat', 'Tahsilat', 'İade', 'Onarım', 'Tamir', 'Bakım', 'Kurulum', 'İrtibat', 'Mesaj',
    'Delivery', 'Refund', 'Repair', 'Transfer', 'Installation', 'Maintenance',
  ],
);
/** A form of address after a first name, with its case ending or none: " Hanım'a", " Bey", " Hocam". */
const ADDRESS_FORM = /^ (?:Bey|Hanım|Hanim|Hoca|Hocam)(?:['’]\p{Ll}+)?(?![\p{L}\p{N}])/u;

/**
 * A business noun of `NOUN_LEAD_INS` with "your", "my" or "its" ("Dosyan", "Siparişin", "Hesabın" of "hesap", "Randevum",
 * "Faturanız", "Faturası", "Mesajı"): whose, not who. Only those nouns: a first name may end the same way ("Selin",
 * "Metin", "Ersin", "Ali").
 */
function possessedNoun(word: string): boolean {
  // The noun ends in a vowel ("dosya-n", "randevu-m", "fatura-sı") or takes one before the suffix ("sipariş-in",
  // "hesab-ın", "mesaj-ı").
  const key = wordKey(word);
  const bare = /^(\p{Ll}{3,})[nm](?:[ıiuü]z)?$/u.exec(key)?.[1] ?? /^(\p{Ll}{3,}?)s?[ıiuü]$/u.exec(key)?.[1];
  if (bare === undefined) return false;
  const stem = bare.replace(/[ıiuü]$/u, '');
  // A stem's last consonant softened before a vowel ("hesap" → "hesabın", "kitap" → "kitabım").
  const hard = stem.replace(/[bcdğg]$/u, (c) => ({ b: 'p', c: 'ç', d: 't', ğ: 'k', g: 'k' })[c]!);
  return NOUN_LEAD_INS.has(bare) || NOUN_LEAD_INS.has(stem) || NOUN_LEAD_INS.has(hard);
}

/** A first name's case ending after its apostrophe ("Burak'tan", "Ayşe'ye"), not a compound's ("Sistemi'nde"). */
const NAME_CASE_ENDING = /['’](?!n)\p{Ll}+$/u;

/** A Turkish noun in the locative or ablative ("Depoda", "Sistemde", "Muhasebeden") opening a sentence: where, not who. */
const TR_PLACE_LEAD_IN = /^\p{Lu}\p{Ll}{3,}[dt][ae]n?$/u;
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/u;
/**
 * A Turkish noun with "your" or "our" ("Başvurunuz", "Dosyanız", "Müşterimiz") opening a sentence: whose, not who. Seven
 * letters or more, so a name that ends so ("Deniz") is none.
 */
const TR_POSSESSED_LEAD_IN = /^\p{Lu}\p{Ll}{3,}[nm][ıiuü]z$/u;
/**
 * "ve" and "and" join two names only inside one institution's: a Turkish one ends in what it is ("Gümrük ve Ticaret
 * Bakanlığı", "Sanayi ve Ticaret Odası"), an English one starts so ("Department of Housing and Urban Development").
 * Elsewhere they join two people ("Ali Yılmaz ve Ayşe Demir").
 */
const TR_INSTITUTION_END = /^(?:Bakanlığı|Müdürlüğü|Başkanlığı|Odası|Borsası|Derneği|Vakfı|Kurumu|Kurulu|Fakültesi|Üniversitesi|Enstitüsü|Birliği|Dairesi|Şubesi)$/u;
/** A firm named for its founder "and partners" or "and sons" ("Whitcombe and Partners", "Demirci ve Ortakları Hukuk Bürosu"). */
const PARTNERS = /^(?:Ortakları|Ortaklari|Oğulları|Ogullari|Partners|Associates|Sons|Daughters|Brothers)$/u;
const EN_INSTITUTION_START = /^(?:Ministry|Department|Office|Bureau|Board|Institute|School|College|Faculty|Society|Association|Council|Commission|Agency|Authority)$/u;

/**
 * What a place or a body named after someone or after many is ("St Anselm's Church", "Riverside Older People's Forum",
 * "Harbour Pilots’ Association").
 */
const POSSESSED_PLACES = new Set([
  'Church', 'Chapel', 'Cathedral', 'Abbey', 'Hospital', 'Hospice', 'Clinic', 'School', 'College', 'University', 'Academy',
  'Market', 'Square', 'Park', 'Gardens', 'Garden', 'Green', 'Common', 'Hall', 'Centre', 'Center', 'Forum', 'Trust', 'Foundation',
  'Society', 'Club', 'House', 'Court', 'Wharf', 'Yard', 'Inn', 'Pub', 'Bar', 'Kitchen', 'Cafe', 'Café', 'Bakery',
  'Hotel', 'Restaurant', 'Theatre', 'Theater', 'Gallery', 'Museum', 'Library', 'Studio', 'Studios',
  'Association', 'Cooperative', 'Co-operative', 'Union', 'Guild', 'Federation', 'League', 'Council',
]);

/** Lower-case words a name may carry between its capitalised words. */
const CONNECTORS = new Set(['do', 'da', 'das', 'dos', 'de', 'dei', 'degli', 'del', 'della', 'delle', 'di', 'du', 'van', 'von', 'der', 'den', 'ter', 'zu', 'la', 'le', 'los', 'las', 'of', 'y', 'e', '&', '+']);

/**
 * The words a name is made of: capitalised words (an Irish or Italian one with its apostrophe: "O'Brien",
 * "D'Angelo"), initials (run together, "A.B.", or each before a space, "J. R. Tolkien": so up to the surname), and the
 * connectors (`CONNECTORS`) between them.
 */
const NAME_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:\\p{Lu}\\.(?:\\p{Lu}\\.)+|\\p{Lu}\\.(?= (?:\\p{Lu}\\. )*\\p{Lu}\\p{Ll})|\\p{Lu}['’]\\p{Lu}\\p{Ll}+|(?:\\p{Ll}{1,2}-)?\\p{Lu}[\\p{L}\\p{N}]*(?:-\\p{Ll}{2,5}(?= \\p{Lu}))?(?:-\\p{Lu}[\\p{L}\\p{N}]*)*\\+?|(?:do|da|das|dos|de|dei|degli|del|della|delle|di|du|van|von|der|den|ter|zu|la|le|los|las|of|y|e)(?![\\p{L}])|&|\\+)(?:['’]\\p{Ll}+)?`,
  'gu',
);

/** A company's trade, the word before its legal form ("Akdeniz Gıda A.Ş.", "Harbor Foods Ltd"). */
const TRADES = wordSet([
  'Gıda', 'Tarım', 'Mobilya', 'Nakliyat', 'Nakliye', 'Lojistik', 'Tekstil', 'İnşaat', 'Otomotiv', 'Yazılım', 'Turizm', 'Enerji',
  'Kimya', 'Makina', 'Makine', 'Holding', 'Ticaret', 'Sanayi', 'Elektronik', 'Medya', 'Danışmanlık', 'İlaç', 'Sigorta', 'Plastik',
  'Ambalaj', 'Metal', 'Madencilik', 'Mühendislik', 'Bilişim', 'Matbaa', 'Yayıncılık',
  'Foods', 'Food', 'Farms', 'Furniture', 'Logistics', 'Freight', 'Textiles', 'Construction', 'Motors', 'Software', 'Systems',
  'Energy', 'Chemicals', 'Holdings', 'Trading', 'Industries', 'Electronics', 'Media', 'Consulting', 'Pharma', 'Insurance',
  'Plastics', 'Packaging', 'Metals', 'Mining', 'Engineering', 'Printing', 'Publishing',
]);
/** A legal form written as a word of a name (`names` reads "A.Ş." as one, "Ltd" before its dot). */
const LEGAL_FORM = /^(?:A\.Ş\.|T\.A\.Ş\.|Ltd|Şti|Inc|LLC|GmbH|AG|Lda|Co|Corp|Plc|PLC|S\.A\.|B\.V\.)$/u;

/** Turkish abbreviations a name goes on after: a company's trade ("San.", "Tic."), an address's quarter and street ("Mah.", "Cad."). */
const TR_ABBREVIATION = /^(?:San|Tic|İnş|Paz|Nak|Tur|Müh|Mah|Mh|Cad|Cd|Sok|Sk|Bul|Blv)$/u;
/**
 * A street's kind and a trade abbreviated at a name's end ("Barbaros Cd.", "Lale Sk.", "Yılmaz Hırdavat Malz."): the dot
 * is the abbreviation's, also where it ends the sentence.
 */
const TR_ABBREVIATION_END = /^(?:Cad|Cd|Sok|Sk|Mah|Mh|Bul|Blv|Malz)$/u;
/**
 * A number after a name that counts what follows it: a Turkish unit or counter word (a numeral takes the noun in the
 * singular: "20 koli", "12 fıçı", "25 ton"), an English unit, container or head count ("14 boxes", "40 tonnes", "12
 * guests"), or "more" ("3 more heaters"). A model's or a door's number is followed by none of these ("Doppler Drive 2
 * and", "Armazém 22 was", "Rua das Flores 118"), nor by the thing it is a model of ("two Demlik Pro 2 kettles").
 */
const COUNTED = /^ \d{1,4} (?:more|extra|fazla|daha|(?:adet|tane|kasa|koli|palet|ton|kg|kilo|gram|gr|lt|litre|metre|top|kutu|fıçı|şişe|paket|çuval|teneke|kova|kişi|gece|oda|parça|sandık|bidon|rulo|torba|kavanoz|çift|düzine|araç|kamyon|tonne|box|boxe|crate|case|carton|keg|barrel|drum|bottle|pallet|bag|sack|pack|packet|tray|roll|load|unit|piece|pc|lb|litre|liter|gallon|people|guest|seat|room|night|portion|cover|truck|van)s?)(?![\p{L}\p{N}])/u;
const TR_COMPANY_TAIL = /^\.(?: ve| (?:San|Tic|İnş|Paz|Nak|Tur|Müh|Dan|Hiz|Gıda|Teks)\.)* (?:A\.Ş\.|Ltd\. Şti\.|Şti\.|Ltd\.)/u;
const TR_ADDRESS_TAIL = /^\.(?:(?: \p{Lu}\p{Ll}+)+ (?:Cad|Cd|Sok|Sk|Bul|Blv)\.)?(?: No: ?\d{1,4}[A-Z]?)?(?:,? (?:D|K): ?\d{1,3}|,? (?:Daire|Kat):? ?\d{1,3})*(?<=\d|\.)(?<!^\.)/u;

/**
 * A ship by its prefix and its name of capitalised words: "MV Arctic Plover", "MT Ege Martısı", "RV Celtic Lantern";
 * "MS" only before two words, and never before a program of the company it also abbreviates ("MS Word").
 */
const VESSEL = /(?<![\p{L}\p{N}\/])(?:MV|MT|RV|FV|HMS|M\/V|MS)(?: \p{Lu}\p{Ll}+){1,4}(?![\p{L}\p{N}])/gu;
const MS_PROGRAMS = new Set(['Word', 'Excel', 'Office', 'Teams', 'Outlook', 'Access', 'Project', 'Paint', 'Edge', 'Dynamics', 'Azure', 'Windows', 'Visio', 'Publisher', 'Exchange', 'Sharepoint', 'Defender']);
/** A Turkish tax office of one word and its abbreviation ("Kozyatağı VD", "Beşiktaş VD"); after another capitalised word the names take it. */
const TAX_OFFICE = /(?<![\p{L}\p{N}])(?<!\p{Lu}\p{L}* )\p{Lu}\p{Ll}+ VD(?![\p{L}\p{N}])/gu;

/**
 * Company suffixes that end a name, dots and all; those of the Nordic and Low countries in capitals ("Solberg
 * Akvakultur AS", "Lindqvist Tågverk AB", "Van Dijk Tapijten BV": `AS` is also SQL's word, so only after a name), a
 * partnership's `LLP` and `LP` and a British company's `plc` in lower case ("Harrow Pike LLP", "Cranmere Tiles plc"), and
 * a Turkish tax office's `VD` ("Büyük Mükellefler VD").
 */
const COMPANY_SUFFIX = /^(?:A\.Ş\.|Ltd\. Şti\.|Ltd\.|Ltd|Şti\.|GmbH|AG|Lda|Inc\.|Inc|LLC|S\.A\.|B\.V\.|Co\.|Corp\.|Corp|Plc|PLC|plc|LLP|LP|ASA|AS|AB|A\/S|NV|BV|SA|KG|VD)/u;

/** Upper-case words that are status, log levels, SQL or column vocabulary, also next to a number. */
const NOISE_WORDS = new Set([
  'OK', 'TAMAM', 'AI', 'I', 'A', 'TL', 'TRY', 'USD', 'EUR', 'GBP', 'TR', 'EN', 'PM', 'AM', 'KB', 'MB', 'GB', 'TB', 'MS',
  'CPU', 'GPU', 'RAM', 'ID', 'ERROR', 'WARN', 'WARNING', 'INFO', 'DEBUG', 'TRACE', 'FATAL', 'GET', 'POST', 'PUT',
  'DELETE', 'PATCH', 'TODO', 'HTTP', 'HTTPS', 'FAILED', 'FAIL', 'PASS', 'PASSED', 'SUCCESS', 'SUCCEEDED', 'PENDING',
  'RUNNING', 'DONE', 'OPEN', 'CLOSED', 'ACTIVE', 'INACTIVE', 'PARTIAL', 'COMPLETED', 'DRAFT', 'SUPERSEDED', 'RESOLVED',
  'MITIGATED', 'THROTTLED', 'QUEUED', 'SKIPPED', 'CANCELLED', 'CANCELED', 'EXPIRED', 'HELD', 'AKTIF', 'PASIF',
  'SELECT', 'FROM', 'WHERE', 'JOIN', 'GROUP', 'ORDER', 'BY', 'LIMIT', 'OFFSET', 'HAVING', 'COUNT', 'SUM', 'AS', 'ON',
  'AND', 'OR', 'NOT', 'NULL', 'IN', 'IS', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'DESC', 'ASC', 'INSERT', 'UPDATE',
  'VALUES', 'SET', 'CREATE', 'INDEX', 'TABLE', 'ALTER', 'DROP', 'LIKE', 'MIN', 'MAX', 'AVG', 'DISTINCT', 'VACUUM',
  'FULL', 'CONCURRENTLY', 'UTC', 'CET', 'CEST', 'GMT', 'EOD', 'ASAP', 'FYI', 'BTW', 'STATUS', 'YES', 'NO', 'TRUE',
  'FALSE', 'NONE', 'NA', 'N/A',
]);

/** Names of standards with a digit or a separator — encodings, architectures, a disease — written as codes: vocabulary. */
const VOCABULARY_CODES = new Set([
  'utf-8', 'utf8', 'utf-16', 'iso-8859-1', 'iso-8859-9', 'x86_64', 'x86-64', 'amd64', 'arm64', 'aarch64', 'covid-19', 'wi-fi',
]);

/** States and kinds a system prints, and products' own names, in CamelCase: vocabulary, not records. */
const SYSTEM_WORDS = new Set([
  'MacBook', 'MacBooks', 'macOS', 'iOS', 'iPadOS', 'iPhone', 'iPhones', 'iPad', 'iPads', 'iCloud', 'AirPods', 'FaceTime',
  'WhatsApp', 'LinkedIn', 'YouTube', 'PowerPoint', 'OneDrive', 'SharePoint', 'OneNote', 'JavaScript', 'TypeScript', 'GitHub',
  'GitLab', 'PostgreSQL', 'MySQL', 'MongoDB', 'DynamoDB', 'BigQuery', 'PayPal', 'eBay', 'ThinkPad', 'ThinkPads', 'TeamViewer',
  'AnyDesk', 'BitLocker', 'QuickBooks', 'WordPress', 'HubSpot', 'DocuSign', 'FedEx', 'DevOps', 'ChatGPT', 'OpenAI',
  'CrashLoopBackOff', 'ImagePullBackOff', 'ErrImagePull', 'OOMKilled', 'ContainerCreating', 'PodInitializing',
  'CreateContainerConfigError', 'CreateContainerError', 'InvalidImageName', 'PreSync', 'PostSync', 'SyncFail',
  'OutOfSync', 'NodeNotReady', 'DeadlineExceeded', 'BackoffLimitExceeded', 'NotFound', 'AlreadyExists',
]);

/**
 * Row labels of a query plan and similar reports (`Index Scan Backward`,
 * `Planning Time`, `Execution Time`): a run of capitalised words made only
 * of these is a label, not a name.
 */
const LABEL_WORDS = new Set([
  'Index', 'Scan', 'Seq', 'Bitmap', 'Heap', 'Backward', 'Forward', 'Only', 'Planning', 'Execution', 'Time', 'Cond',
  'Filter', 'Hash', 'Join', 'Nested', 'Loop', 'Sort', 'Key', 'Method', 'Rows', 'Removed', 'Buffers', 'Shared', 'Hit',
  'Read', 'Aggregate', 'Limit', 'Total', 'Runtime', 'Workers', 'Planned', 'Launched', 'Gather', 'Merge', 'Recheck',
  'Heap Fetches', 'Fetches', 'Memory', 'Usage', 'Batches', 'Group', 'Cost', 'Actual', 'Loops', 'Width', 'Output',
  // A tool's error labels ("Database Error", "Row Values", "Compilation Error").
  'Database', 'Error', 'Errors', 'Warning', 'Warnings', 'Row', 'Value', 'Values', 'Compilation', 'Exception', 'Failure',
  'Connection', 'Query', 'Syntax', 'Runtime Error',
]);

/**
 * A day named for what it marks: in Turkish any "… Günü", "… Bayramı", "… Gecesi" (the day, feast or night of
 * something: "Anneler Günü", "Kurban Bayramı", "Kadir Gecesi"); in English the holidays by name, since "Day" alone
 * is also a surname ("Doris Day").
 */
const NAMED_DAY = /^(?:\S+ )+(?:Günü|Gunu|Bayramı|Bayrami|Gecesi)$|^(?:Boxing|Labor|Labour|Memorial|Independence|Veterans|Presidents|Election|Christmas|Valentine['’]?s?|Mother['’]?s|Father['’]?s|New Year['’]?s?) (?:Day|Eve)$|^New Year$/u;

/** Hyphenated words: the first or last part is an everyday word, not a service's name. */
const WORD_PREFIXES = new Set([
  'non', 're', 'pre', 'post', 'self', 'multi', 'single', 'double', 'off', 'mid', 'low', 'high', 'e', 'co', 'cross',
  'well', 'long', 'short', 'full', 'half', 'part', 'one', 'two', 'three', 'in', 'on', 'out', 'up', 'down', 'over',
  'under', 'anti', 'semi', 'sub', 'super', 'inter', 'follow', 'check', 'cherry', 'hand', 'time', 'go', 'no', 'drop',
  'opt', 'sign', 'log', 'set', 'roll', 'walk', 'step', 'real', 'right', 'left', 'front', 'back', 'day', 'night',
  'week', 'same', 'end', 'top', 'all', 'old', 'new', 'last', 'first', 'ad', 'de', 'un', 'x', 'over', 'dry', 'hot',
]);
const WORD_SUFFIXES = new Set([
  'use', 'based', 'like', 'free', 'up', 'in', 'out', 'off', 'level', 'minute', 'minutes', 'hour', 'hours', 'day',
  'days', 'week', 'time', 'trip', 'sized', 'friendly', 'only', 'wide', 'side', 'way', 'end', 'run', 'ready', 'safe',
  'aware', 'related', 'specific', 'facing', 'limits', 'picks', 'pick', 'cost', 'term', 'off', 'through', 'thru',
  'over', 'down', 'back', 'known', 'made', 'to', 'go', 'going', 'ins', 'outs', 'ups', 'offs', 'posta', 'forward', 'backward',
]);

/** Keys of tool-output fields whose short string values are names. */
const NAME_KEYS = /(?:^|_)(?:name|names|activity|venue|hotel|restaurant|operator|unvan|customer|merchant|company|firma|musteri|otel|ad|adi|isim|yolcu|passenger|passengers|traveler|travellers|author|assignee|owner|approver|reviewer|airline|carrier|product|urun|vendor|supplier|bank|banka|account_name|holder)(?:s|lar|ler)?$/u;

/** A status word or log level next to a number: `OK 200`, `FAILED 3`, `HTTP 429`. */
const STATUS_AND_NUMBER = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...NOISE_WORDS].filter((w) => /^[A-Z]+$/u.test(w)).join('|')})\\s\\d{1,4}(?![\\p{L}\\p{N}])`,
  'gu',
);

/** The reason phrase after an HTTP status (`429 Too Many Requests`, `502 Bad Gateway`): the protocol's words, not a name. */
const HTTP_REASON = /(?<=(?<![\p{L}\p{N}])[1-5]\d\d )(?:Continue|Switching Protocols|OK|Created|Accepted|No Content|Partial Content|Moved Permanently|Found|See Other|Not Modified|Temporary Redirect|Permanent Redirect|Bad Request|Unauthorized|Payment Required|Forbidden|Not Found|Method Not Allowed|Not Acceptable|Request Timeout|Conflict|Gone|Length Required|Precondition Failed|Payload Too Large|Content Too Large|URI Too Long|Unsupported Media Type|Unprocessable Entity|Unprocessable Content|Locked|Too Early|Upgrade Required|Too Many Requests|Internal Server Error|Not Implemented|Bad Gateway|Service Unavailable|Gateway Timeout|Insufficient Storage)(?![\p{L}\p{N}])/gu;

const APOSTROPHE_SUFFIX = /['’][\p{Ll}]+$/u;

function stripSuffix(token: string): string {
  return token.replace(APOSTROPHE_SUFFIX, '');
}

/** A user's handle behind the system that knows it: a dotted handle behind any prefix, or any handle behind a directory's name. */
const HANDLE = /^(?:[a-z][a-z0-9-]{1,20}:[a-z][a-z0-9]*(?:[._-][a-z0-9]+)*\.[a-z0-9]+|(?:ldap|okta|ad|azuread|sso|github|gh|gitlab|slack|jira|backoffice|admin|iam|svc|user):[a-z][a-z0-9._-]{2,})$/u;

/**
 * A Terraform resource's type on its own (`aws_s3_bucket_versioning`, `google_storage_bucket`): vocabulary, like a
 * table's name; with the resource's name after a dot (`aws_s3_bucket_versioning.scans_euc1`) it is a record.
 */
const RESOURCE_TYPE = /^(?:aws|google|azurerm|azuread|kubernetes|helm|cloudflare|datadog|github|random|null|tls)_[a-z0-9_]+$/u;

/** A count in a series: an episode, a chapter, a volume, a part (`Ep3`, `Ch12`, `Vol2`, `Pt2`). */
const SERIES_COUNT = /^(?:Ep|Ch|Vol|Pt)\d{1,3}$/u;

/** Dates, times, durations, decimals and small numbers are numbers, not identifiers. */
function isCode(token: string): boolean {
  // Most tokens are plain words: no digit, no capital, no separator.
  if (/^\p{Ll}+$/u.test(token) || NOISE_WORDS.has(token) || RESOURCE_TYPE.test(token)) return false;
  if (!/\p{N}/u.test(token)) {
    // A handle behind its system's prefix: `backoffice:emre.tan`, `okta:lina.berg`, `ldap:cgunes`.
    if (HANDLE.test(token)) return true;
    // A language tag with its region (`pt-BR`, `tr-TR`): a build, a file or a voice-over is named by it. Not an English
    // prefix before capitals (`ex-UK`, `co-CEO`, `re-RUN`, `un-…`).
    if (/^[a-z]{2}-[A-Z]{2}$/u.test(token)) return !/^(?:ex|co|re|un)-/u.test(token);
    // Upper-case codes with a separator: `IST-FCO`, `ACS_TIMEOUT`; not column names (`MERCHANT_ID`).
    // A part of one letter among longer ones is a unit or a variant (`KILN_MAX_TEMP_C`, `RETRY_BACKOFF_S`).
    return (/^\p{Lu}{2,}(?:[-_]\p{Lu}{2,})+$/u.test(token) || /^\p{Lu}{2,}(?:[-_]\p{Lu}{2,})+(?:[-_]\p{Lu})$/u.test(token)) && !/_(?:ID|AT|NO|TS|TUTAR|ADET|SAYI)$/u.test(token);
  }
  if (/^\d+$/u.test(token)) return false; // bare numbers: see `pointedNumber` and the five-digit rule
  // A Unix time with its fraction, as a log prints it (`1764765012.004100`), is a time; a number in scientific
  // notation (`3.0e-04`) and a count of a model (`8xA100`) are measurements.
  if (/^1[5-9]\d{8}\.\d{1,9}$/u.test(token) || /^\d+(?:\.\d+)?[eE][-+]?\d+$/u.test(token) || /^\d{1,3}x\p{Lu}[\p{L}\p{N}]*$/u.test(token)) return false;
  if (/^\d{4,}\.\d{4,}$/u.test(token)) return true; // a build number (22631.4460): no measure is written so
  // A date is written with its year in full or its day and month in two digits (`3.12.2026`, `03.12.26`); a version
  // with a month of 0 or a one-digit day and month is none (`1.0.10`, `2.3.10`).
  // A tariff code has more groups still (`8471.30.00.00.00`).
  if (/^\d+(?:[.,:]\d+)+$/u.test(token)) return /^\d+\.\d+\.\d+(?:\.\d+)*$/u.test(token) && !/^\d{1,3}(?:\.\d{3})+$/u.test(token) && !/^(?:\d{1,2}\.\d{1,2}\.\d{4}|\d{2}\.\d{2}\.\d{2})$/u.test(token);
  if (/^\d{4}-\d{2}(?:-\d{2})?$/u.test(token) || /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/u.test(token)) return false;
  if (/^\d+[-/]\d+$/u.test(token) && token.length < 7) return false; // 3/4, 10-12
  // A commit or a digest prefix (`9f3e2a1c`): hex digits and letters mixed, not a size or a duration.
  if (/^[0-9a-f]{7,40}$/u.test(token) && /[a-f].*\d.*[a-f]|\d.*[a-f].*\d/u.test(token)) return true;
  if (/^\d+(?:[.,]\d+)?\p{L}{1,4}$/u.test(token) || /^(?:\d+\p{Ll}{1,2})+$/u.test(token)) return false; // 10gb, 5dk, 48h, 3.12M, 11m42s
  if (/^\d{2}H[12]$/u.test(token)) return true; // a half-year release: 23H2, 24H2
  // A capital and three digits is a room, a hall, a stand or a locker (`C214`, `G102`): an acronym with a digit has
  // at most two of them or starts with one.
  if (/^\p{Lu}\d{3}$/u.test(token)) return true;
  if (token.length <= 4 && /^[\p{Lu}\p{N}]+$/u.test(token)) return false; // 3DS, SOC2, 4K: acronyms with a digit
  // A series and a number of six digits or more is a record (`24-118903`, an e-ticket's `235-2145678901`): a range's
  // two ends are numbers of like size.
  if (/^\d{2,4}-\d{6,}$/u.test(token)) return true;
  if (/^\d+[.,]?\d*[-–]\d+[.,]?\d*$/u.test(token)) return false; // ranges
  if (/^[\p{Ll}]{2,8}\d$/u.test(token)) return false; // last4, rc1
  if (/^\d+-\p{Ll}+$/u.test(token) || /^\d+h\d+$/u.test(token)) return false; // 15-minute, 2h30
  if (/^\d{1,2}-(?:to|till|til)-\d{1,2}$/u.test(token)) return false; // hours: 8-to-6
  if (/^\p{Lu}\d$/u.test(token) || SERIES_COUNT.test(token)) return false; // P1, Q3; a count in a series: Ep3, Ch12, Vol2, Pt2
  // A citation key: an author's surname in lower case and a year (`ramirez2017`, `tanaka2008a`); a word with a number
  // has no year in it (`rc1`, `last4`).
  if (/^\p{Ll}{3,}(?:19|20)\d\d\p{Ll}?$/u.test(token)) return true;
  if (/^\p{Ll}+$|^\p{Ll}+\d+[\p{Ll}\d]*$/u.test(token)) {
    // Lower-case letters and digits mixed: a hash or a random id (`7fa03c2`, `lq9x2m4b8zt1`), not a word with a number.
    return token.length >= 6 && (token.match(/\p{N}/gu) ?? []).length >= 2 && /\p{N}\p{Ll}|\p{Ll}\p{N}\p{Ll}/u.test(token);
  }
  return /\p{Lu}/u.test(token) || /[-_.:]/u.test(token) || /^\d+\p{Ll}+\d/u.test(token);
}

interface Span {
  start: number;
  end: number;
  value: string;
}

const SQL_START = /\b(?:select|insert\s+into|update|delete\s+from)\s/i;
const SQL_CLAUSE = /\b(?:from|set|where)\b/i;

/**
 * A line of column names: two or more upper-case words and nothing in lower
 * case. A column named by a letter and its unit or percentile ("M2", "P99")
 * is one of them, beside at least two words of capitals.
 */
function isHeaderRow(line: string): boolean {
  const cells = line.split(/\s*\|\s*|\s{2,}|\t/u).map((c) => c.trim()).filter((c) => c !== '');
  return cells.length >= 2 && cells.some((c) => /\p{Lu}{2}/u.test(c)) &&
    cells.every((c) => /^[\p{Lu}\p{N}_/%() .-]+$/u.test(c) && /\p{Lu}{2}|^\p{Lu}\d{1,3}%?$/u.test(c));
}

/**
 * A row of column names in words (`Filesystem      Size  Used Avail Use% Mounted on`, `Durum  Adet  Oran`): three or
 * more cells aligned by spaces, each starting with a capital, no digit, first in its block (or under the command that
 * printed it), and a row with a digit under it. A name in such a row would be the header's words run together ("Used
 * Avail Use"). A table without a header starts with a row of names, and the row under it starts with another
 * (`Ayşe Kaya  Onaylandı  Muhasebe` over `Mehmet Ali  3 gün  İK`): that first row is data.
 */
function isTitledHeaderRow(line: string, before: string | undefined, after: string | undefined): boolean {
  if (/\d/u.test(line) || (before !== undefined && before.trim() !== '' && !/^\s*\$ /u.test(before)) || after === undefined || !/\d/u.test(after)) return false;
  const cellsOf = (row: string): string[] => row.split(/\s*\|\s*|\s{2,}|\t/u).map((c) => c.trim()).filter((c) => c !== '');
  const cells = cellsOf(line);
  const below = cellsOf(after);
  return cells.length >= 3 && cells.every((c) => /^\p{Lu}[\p{L}%]*(?: [\p{L}%]+){0,4}$/u.test(c)) &&
    below.length >= cells.length && !/^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)*$/u.test(below[0]!);
}

/**
 * Blanks the parts of a text that are its layout, not its data: Markdown
 * headings ("## Project Summary"), the header row of a Markdown table (the
 * line before `|---|`), a bold label that opens a line ("**Next Steps**:"),
 * and in tool output a row of column names.
 */
const CODE_FRAME_PY = /File "[^"\n]+", line \d+(?:, in [\w<>.]+)?/gu;
const CODE_LOGGER = /\{[\w.-]+\.(?:py|java|go|js|ts|rb|rs|kt|scala|cs|cpp|c|php):\d+\}/gu;
const CODE_FRAME_AT = /(?<![\p{L}])at (?:[\w$.<>]+ ?)?\((?:[\w./-]+|node:[\w./-]+):\d+(?::\d+)?\)|(?<![\p{L}])at node:[\w./-]+:\d+(?::\d+)?/gu;
const EXCEPTION_CLASS = /(?<![\p{L}\p{N}_])(?:[a-z][a-z0-9_]*\.)*[A-Z][A-Za-z0-9]*(?:Error|Exception)(?![\p{L}\p{N}_])/gu;

function blankLayout(text: string, tool: boolean): string {
  // Most texts have no layout at all: nothing to split.
  if (!tool && !/[#|*]/u.test(text)) return text;
  const lines = text.split('\n');
  return lines
    .map((line, i) => {
      const blank = ' '.repeat(line.length);
      // In tool output an indented "#" line is a comment (a plan's "  # aws_iam_role.ci will be created"), not a heading.
      if (tool ? /^#{1,6}\s/u.test(line) : /^\s*#{1,6}\s/u.test(line)) return blank;
      if (/^\s*\|?\s*:?-{3,}/u.test(lines[i + 1] ?? '') && line.includes('|')) return blank;
      if (tool && (isHeaderRow(line) || isTitledHeaderRow(line, lines[i - 1], lines[i + 1]))) return blank;
      // "**Next Steps**: …": a bold label goes, what follows stays.
      const label = /^\s*(?:[-*•]\s+)?\*\*\p{Lu}[\p{L} ]{0,40}?(?::\*\*|\*\*:)\s/u.exec(line);
      if (label !== null && !/\d/u.test(label[0])) return ' '.repeat(label[0].length) + line.slice(label[0].length);
      return line;
    })
    .join('\n');
}

/**
 * A tool output's SQL statement and what follows it: the statement runs from
 * its first line to a line that ends it (";") or to the first line of a
 * result (a header row, a table line, a blank line).
 */
function splitQuery(text: string): { query: string; rest: string } {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => SQL_START.test(line));
  if (start < 0) return { query: text, rest: '' };
  let end = start + 1;
  if (!/;\s*$/u.test(lines[start]!)) {
    // A line of aligned columns (two spaces or a tab between values) is a result row, not more of the statement.
    while (end < lines.length && lines[end]!.trim() !== '' && !isHeaderRow(lines[end]!) && !/^\s*[|+]/u.test(lines[end]!) && !/\S(?: {2,}|\t)\S/u.test(lines[end]!) && !/;\s*$/u.test(lines[end - 1]!)) end++;
  }
  return { query: lines.slice(0, end).join('\n'), rest: lines.slice(end).join('\n') };
}

function trimValue(value: string): string {
  // A company suffix keeps its dot: "Marmara Bank A.Ş." at the end of a sentence is still "A.Ş.".
  if (/ (?:A\.Ş|Ltd|Şti|Inc|Co|Corp|S\.A|B\.V|N\.V|LTD|ŞTİ|INC|CO|CORP|Cad|Cd|Sok|Sk|Mah|Mh|Bul|Blv|Malz)\.$/u.test(value)) return value;
  let v = value;
  // Closing punctuation ends the sentence, not the identifier; an opening bracket inside keeps its pair.
  for (;;) {
    const next = v.replace(TRAILING_PUNCTUATION, '');
    const restored = /[(\[]/u.test(next) && v.endsWith(')') && !next.endsWith(')') ? `${next})` : next;
    if (restored === v) return v;
    v = restored;
  }
}

export function extractIdentifiers(text: string, options: ExtractOptions = {}): string[] {
  if (!COMBINING_MARK.test(text)) return identifiersOf(text, options);
  // Decomposed text (NFD: "ş" as "s" and a combining cedilla, as some systems store file names): every pattern reads a
  // mark as the end of a word, so names, paths and codes would be cut at it. Read the text with each letter composed,
  // and hand back each identifier as the text writes it, sliced from where its composed form was found.
  const { composed, origin } = composedWithOrigins(text);
  let from = 0;
  return identifiersOf(composed, options).map((id) => {
    let at = composed.indexOf(id, from);
    if (at < 0) at = composed.indexOf(id);
    if (at < 0) return id;
    from = at + id.length;
    return text.slice(origin[at], origin[at + id.length]);
  });
}

/** A combining mark: the text holds a letter written decomposed. */
const COMBINING_MARK = /\p{M}/u;

/**
 * The text with each letter and the marks after it composed (NFC, one letter at a time, so no composition reaches
 * across letters), and for each unit of it the offset in `text` where its letter starts (one more entry: the end).
 */
function composedWithOrigins(text: string): { composed: string; origin: number[] } {
  const origin: number[] = [];
  let composed = '';
  for (const m of text.matchAll(/\P{M}\p{M}*|\p{M}+/gsu)) {
    const letter = m[0].normalize('NFC');
    for (let k = 0; k < letter.length; k++) origin.push(m.index);
    composed += letter;
  }
  origin.push(text.length);
  return { composed, origin };
}

/** `extractIdentifiers` of a text whose letters are composed. */
function identifiersOf(text: string, options: ExtractOptions): string[] {
  const source = options.source ?? 'user';
  const tool = source === 'tool';
  // Headings, labels and table headers are blanked, not cut, so every offset stays the text's own.
  // A string escape of tool output ("…failed.\\nInstall …") is a line break, not letters: two blanks, so offsets stay.
  const sentence = blankLayout(tool && text.includes('\\') ? text.replace(/\\[nrt]/gu, '  ') : text, tool);
  if (sentence.trim() === '') return [];
  // SQL in a call's arguments names columns and tables by the dozen: only its literals and codes are data.
  // A result printed under its query ("-- sorgu: SELECT …" then the rows) is data again after the statement.
  if (tool && SQL_START.test(sentence) && SQL_CLAUSE.test(sentence)) {
    const { query, rest } = splitQuery(sentence);
    const literals = [...query.matchAll(/'([^'\n]{2,80})'/gu)].map((m) => m[1]!).join(' ; ');
    const fromQuery = extractIdentifiers(literals, { source: 'tool' }).filter((id) => /\p{N}/u.test(id));
    return rest.trim() === '' ? fromQuery : [...fromQuery, ...extractIdentifiers(rest, { source: 'tool' }).filter((id) => !fromQuery.includes(id))];
  }
  const taken: Span[] = [];
  const diff = /^(?:diff --git|---|\+\+\+) a?b?\//mu.test(sentence) || sentence.includes('diff --git ');
  // Which characters a span already holds: a lookup per character, not a scan of every span so far.
  const used = new Uint8Array(sentence.length);
  const overlaps = (start: number, end: number): boolean => {
    for (let i = start; i < end; i++) if (used[i] === 1) return true;
    return false;
  };
  const mark = (start: number, end: number): void => {
    used.fill(1, start, end);
  };
  const take = (start: number, raw: string): void => {
    // A suffix may stand before the sentence's punctuation ("s3://…/’nin,"): punctuation, suffix, punctuation again.
    const value = trimValue(stripSuffix(trimValue(raw)));
    if (value === '' || overlaps(start, start + value.length)) return;
    // A command's option (`--skip-existing`, `--dry-run`) and a standard's name (`utf-8`, `x86_64`): vocabulary; one
    // unit of a currency ("1 EUR = 36,40 TL") is a rate's unit, not an amount.
    if ((start >= 2 && sentence.slice(start - 2, start) === '--') || VOCABULARY_CODES.has(foldCase(value)) || /^(?:1 ?(?:TL|TRY|EUR|USD|GBP|€|₺)|[€$£₺] ?1)$/u.test(value)) {
      mark(start, start + value.length);
      return;
    }
    // A diff names one file by its two sides (`a/src/app.ts`, `b/src/app.ts`): the file is the identifier.
    if (diff && /^[ab]\/[^/]/u.test(value)) {
      taken.push({ start: start + 2, end: start + value.length, value: value.slice(2) });
      mark(start, start + value.length);
      return;
    }
    taken.push({ start, end: start + value.length, value });
    mark(start, start + value.length);
  };
  const consume = (pattern: RegExp): void => {
    for (const m of matchesOf(pattern, sentence)) mark(m.index, m.index + m[0].length);
  };
  const all = (pattern: RegExp, accept: (value: string, index: number) => boolean = () => true): void => {
    for (const m of matchesOf(pattern, sentence)) if (accept(m[0], m.index)) take(m.index, m[0]);
  };

  // Each pattern runs only when the sentence has the character it needs: most sentences need few of them.
  const digits = /\d/u.test(sentence);
  const has = (c: string): boolean => sentence.includes(c);
  // The program's own code in tool output — a traceback's frames, a logger's {file.py:93}, a stack frame, an
  // exception's class — is the system's vocabulary, not a record.
  if (tool) {
    if (has('File "')) consume(CODE_FRAME_PY);
    // A logger's frame closes on its line number (`:93}`).
    if (has('{') && /:\d+\}/u.test(sentence)) consume(CODE_LOGGER);
    if (has('at ')) consume(CODE_FRAME_AT);
    if (has('Error') || has('Exception')) consume(EXCEPTION_CLASS);
  }
  if (tool && (has('"') || has('='))) {
    for (const m of matchesOf(FIELD, sentence)) {
      const key = foldCase(m[1]!);
      const value = m[2]!;
      const at = m.index + m[0].lastIndexOf(value);
      if (STATE_FIELD.test(key) && /^[\p{Lu}_]+$/u.test(value)) mark(at, at + value.length);
      else if (PERSON_FIELD.test(key) && HANDLE_VALUE.test(value) && !NOT_HANDLES.has(value)) take(at, value);
      else if (ID_FIELD.test(key) && !NOISE_WORDS.has(value) && (/^\d{4,}$/u.test(value) || (/[\p{L}]/u.test(value) && /[\d_-]/u.test(value) && !/^\d{4}-\d{2}-\d{2}/u.test(value)))) take(at, value);
    }
  }
  if (tool && has('"') && has('[')) {
    for (const m of matchesOf(/"([\p{L}_]+)"\s*:\s*\[([^\]\n]{3,400})\]/gu, sentence)) {
      if (!PERSON_FIELD.test(foldCase(m[1]!))) continue;
      const base = m.index + m[0].indexOf(m[2]!);
      for (const v of m[2]!.matchAll(/"([^"]{3,31})"/gu)) if (HANDLE_VALUE.test(v[1]!) && !NOT_HANDLES.has(v[1]!)) take(base + v.index + 1, v[1]!);
    }
  }
  if (has('__')) all(AIRFLOW_RUN);
  if (digits && /[Aa]da:? \d/u.test(sentence)) all(LAND_PARCEL);
  if (/\p{Lu}{2} (?:LTD|LIMITED|A\.Ş|GMBH|INC|LLC|PLC|CORP)/u.test(sentence)) all(CAPITAL_COMPANY);
  if (has('BIC') || has('SWIFT')) for (const m of matchesOf(BIC, sentence)) take(m.index + m[0].length - m[1]!.length, m[1]!);
  if (has('arn:')) all(ARN);
  // A plan's block names its resource in two strings (`resource "aws_s3_bucket" "scans"`) under the comment that spells
  // its address whole (`# aws_s3_bucket.scans will be created`): the strings are pieces of it.
  if (tool && has('resource "')) consume(/(?<=(?:resource|data) "[a-z0-9_]+" )"[\p{L}\p{N}_-]+"/gu);
  if (has('://')) all(URI);
  if (has('10.') && has('/')) all(DOI);
  if (has('?') && has('=') && !tool) all(QUERY);
  if (has('@') && has('<')) all(MESSAGE_ID);
  if (has('@')) all(EMAIL);
  if (has('@')) all(AT_HANDLE, (v) => !NOT_HANDLE_WORDS.has(v));
  // An image before a digest: one pinned by its digest (`…/api@sha256:9f86…`, `…:2.3.1@sha256:1c9d…`) is one record.
  // Only an image with its tag (':') or its digest ('@') is taken: without either in the sentence none can be.
  if (has('/') && has('.') && (has(':') || has('@'))) all(IMAGE, (v) => /:[\p{L}\p{N}._-]+$/u.test(v) || /@sha256/u.test(v));
  if (has('sha')) all(DIGEST);
  // Every Hub image ends in ':' and a tag that is a version or `latest`.
  if (has('/') && /:(?:v?\d|latest)/u.test(sentence)) all(HUB_IMAGE, (v) => !/\.[a-z]{1,5}:\d+$/u.test(v));
  if (has('..')) {
    for (const m of matchesOf(GIT_RANGE, sentence)) {
      const sides: [number, string][] = [[m.index, m[1]!], [m.index + m[0].length - m[2]!.length, m[2]!]];
      // Both ends a ref (a digit, a slash, HEAD): "papers...and" is words.
      if (!sides.every(([, side]) => /[\p{N}/]/u.test(side) || side === 'HEAD')) continue;
      for (const [at, side] of sides) if (extractIdentifiers(side, { source }).includes(side)) take(at, side);
      mark(m.index, m.index + m[0].length);
    }
  }
  if (has('#')) all(QUEUE_HASH);
  // Before the numbers: an address's groups are no amount, and its prefix length no path's.
  if (digits && has('/')) all(SUBNET);
  if (digits) {
    if (/[A-Z]{2}\d{2}/.test(sentence)) all(IBAN, (v) => /\d{4}/u.test(v.slice(4)));
    if (/[A-Z]{3}[UJZ] ?\d{6}/u.test(sentence)) all(CONTAINER);
    if (/[*xX•]{4}/u.test(sentence)) {
      all(MASKED_CARD);
      all(MASKED_GROUPS);
    }
    // Timestamps, times and time ranges are read as numbers; status words next to a number are noise.
    // Both shapes hold a digit, a colon and a digit in a row (`\d{2}:\d{2}`, `\d{1,2}:\d{2}`).
    if (has(':') && /\d:\d/u.test(sentence)) {
      consume(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/gu);
      consume(/(?<![\p{L}\p{N}])\d{1,2}:\d{2}(?::\d{2})?(?:\s?[-–]\s?\d{1,2}:\d{2})?(?:\s?[ap]\.?m\.?(?![\p{L}\p{N}]))?(?![\p{L}\p{N}])/giu);
    }
    if (/\d{2}[A-Z]? (?:[NSEW]\.? )?[\p{Lu}\d]/u.test(sentence) && STREET_KIND_WORD.test(sentence)) all(STREET_ADDRESS);
    if (has(' ada ')) all(TR_PARCEL);
    if (has('No:') || has('No :')) all(TR_NUMBERED_STREET);
    // A plate's letters may spell a status word or a language code ("06 TR 4410"): plates first.
    if (/\d [A-Z]{1,3} \d/u.test(sentence)) all(PLATE);
    if (/[A-Z]{2}\d{2} [A-Z]{3}/u.test(sentence)) all(UK_PLATE, (v) => !NOISE_WORDS.has(v.slice(5)) && !/^(?:FY|CY|ISO|EN)/u.test(v));
    if (/[A-Z]\d[A-Z\d]? \d[A-Z]{2}/u.test(sentence)) all(UK_POSTCODE, (v) => !/ \d[KMGT]B$/u.test(v));
    // Both spellings group a digit and three more by a space (`\d{1,3}(?: \d{3})+`).
    if (!tool && /\d \d{3}/u.test(sentence)) all(CURRENCY_SPACED);
    if (!tool && CURRENCY_CODE.test(sentence)) all(CODE_BEFORE);
    // Every word of it is in capitals A–Z and a space and a digit follow it: without that, nothing to consume.
    if (/[A-Z]\s\d/u.test(sentence)) consume(STATUS_AND_NUMBER);
    if (/[1-5]\d\d \p{Lu}/u.test(sentence)) consume(HTTP_REASON);
    if (/\d{3}[-.]\d{4}(?![\p{N}])/u.test(sentence)) all(NA_PHONE);
    if (has('+') || /0\(?\d{2,4}\)? \d/u.test(sentence)) all(PHONE, (v) => (v.match(/\d/gu) ?? []).length >= 10);
    // A language level ("B2 16 kişi") and an imaging test ("MR 14 gün") have a flight's shape.
    if (/[A-Z][A-Z0-9] \d/.test(sentence)) all(FLIGHT, (v) => !NOISE_WORDS.has(v.slice(0, 2)) && !/^(?:[ABC][12]|MR) /u.test(v) && !/^(?:Q[1-4]|H[12]) (?:19|20)\d\d$/u.test(v) && !/^(?:NO|ON|AT|IN|IS|IT|TO|BY|OF|OR|AS|UP|US|WE|HE|ME|MY|SO|DO|GO|IF|AN|BE)$/u.test(v.slice(0, 2)));
    if (CURRENCY_SIGN.test(sentence)) all(CURRENCY_BEFORE);
    if (/TL|€|₺/u.test(sentence) || CURRENCY_CODE.test(sentence)) all(CURRENCY_AFTER);
    if (!tool && /\d{4} \d{4} \d{4}/u.test(sentence)) all(DIGIT_GROUPS, (v) => !/^(?:(?:19|20)\d\d ?)+$/u.test(v));
    // Both patterns start with a digit, a dot or a comma and three digits (`\d{1,3}[.,]\d{3}`): without one, nothing to read.
    if (/\d[.,]\d{3}/u.test(sentence)) {
      if (source === 'user') all(GROUPED, (v) => !v.startsWith('0'));
      // In tool output a grouped number is a count or a measurement unless it has cents: then it is an amount.
      else if (tool) all(GROUPED_CENTS);
    }
  }
  // A domain on its own (`github.com`, `status.ledgerline.io`) is a host in a link, not a file.
  if (has('\\')) all(WINDOWS_PATH);
  // A build version starts with its three numbers (`\d+\.\d+\.\d+`), or two and a revision (`\d+\.\d+-`), before the plus.
  if (has('+') && digits && /\d\.\d+[.-][\p{L}\p{N}]/u.test(sentence)) all(BUILD_VERSION);
  if (/\.(?:service|socket|timer|mount|target|slice)/u.test(sentence)) all(UNIT);
  if (/\.[a-z]/.test(sentence)) all(FILE, (v) => !/^\d+(?:\.\d+)*\.[a-z]+$/u.test(v) && !/\.(?:com|net|org|io|dev|app|co|uk|de|tr|fr|eu|ai|me|info|biz|gov|edu|internal|local)$/u.test(v));
  // An endpoint after its method (`GET /healthz 200`, "POST /refunds"): a path of one part is a route there.
  if (has(' /') && /(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \//u.test(sentence)) all(ENDPOINT);
  if (has('/')) {
    all(PATH, (v) => {
      // A path relative to here (`./charts/tide-gauge`, `../common/values.yaml`): the dots are no part of a name.
      const relative = /^\.{1,2}\//u.exec(v);
      if (relative !== null) return v.slice(relative[0].length).split('/').every((p) => p === '' || p.length >= 2) && !v.slice(relative[0].length).includes('..');
      const parts = v.split('/').filter((p) => p !== '');
      // A reference by year and number is a record (`SKP/2026/04419`): letters, then numbers only.
      // So is one of letters, then parts that each carry a digit (`EP/X012345/1`, `HC/2026B/0117`).
      if (/^\p{Lu}{2,6}(?:\/\d+){2,}$/u.test(v) || /^\p{Lu}{2,6}(?:\/[\p{Lu}\p{N}]*\p{N}[\p{Lu}\p{N}]*){2,}$/u.test(v)) return true;
      // A series and its number padded with zeros (`FTR2026/0183`): one record, not two references ("OPS-1182/1183").
      if (parts.length === 2 && /\p{Lu}/u.test(parts[0]!) && /^0\d{2,}$/u.test(parts[1]!)) return true;
      if (parts.length < 2 || parts.every((p) => /^[\p{Lu}\p{N}_]+$/u.test(p))) return false; // PRICE/PAX, 3/4
      if (parts.every((p) => /^[\d-]+$/u.test(p))) return false; // 2026-07-12/18
      if (v.includes('..') || parts.some((p) => p.length < 2) || parts.slice(1).every((p) => /^\d+$/u.test(p))) return false; // v1..main, 10/s, OPS-1182/1183
      return parts.length >= 3 || v.startsWith('/') || parts.some((p) => /[-_.\d*]/u.test(p)) || /^(?:feature|hotfix|release|bugfix|fix|chore|docs|src|charts|cron|refs|origin|upstream)$/u.test(parts[0]!);
    });
  }
  if (has('#')) all(HASHED, (v) => /\d/u.test(v) || /[-_]/u.test(v));

  // Names from tool-output fields: `"venue": "Armazém 22"`, `"yolcu": "AYŞE TUNÇ"`.
  if (tool && has('"')) {
    // A field whose whole value is a program or a service and its version (`"motor": "boya-hatti-api 2.9.3"`,
    // `"surum": "VetaSoft 5.3.2"`): one value, as the tool names what runs.
    if (digits) for (const m of matchesOf(NAMED_VERSION_FIELD, sentence)) take(m.index + m[0].lastIndexOf(m[1]!), m[1]!);
    for (const m of matchesOf(/"([\p{L}_]+)"\s*:\s*"([^"\n]{3,60})"/gu, sentence)) {
      const key = foldCase(m[1]!);
      const value = m[2]!;
      if (!NAME_KEYS.test(key) || !/^\p{Lu}/u.test(value) || value.trim().split(/\s+/u).length < 2) continue;
      take(m.index + m[0].lastIndexOf(value), value);
    }
    for (const m of matchesOf(/"([\p{L}_]+)"\s*:\s*\[([^\]\n]{3,400})\]/gu, sentence)) {
      if (!NAME_KEYS.test(foldCase(m[1]!))) continue;
      const list = m[2]!;
      const base = m.index + m[0].indexOf(list);
      for (const v of list.matchAll(/"([^"]{3,60})"/gu)) {
        if (/^\p{Lu}/u.test(v[1]!) && v[1]!.trim().split(/\s+/u).length >= 2) take(base + v.index + 1, v[1]!);
      }
    }
  }

  // A version right after a name of two capitalised words ("Payroll Suite v4.2.1") is the name's: left to the names, and
  // taken alone after them if no name takes it.
  const versions: { index: number; token: string }[] = [];
  // The sentence does not change: its code tokens are read once, here and for kebab and snake case below.
  const codeTokens = matchesOf(CODE_TOKEN, sentence);
  for (const match of codeTokens) {
    // A host and its port (`pg-payments-01:9187`): the host is the identifier.
    const token = match[0].replace(/:\d{2,5}$/u, '');
    // A door's number written without a space ("No:9", "No:7A") is the street's before it (`TR_STREET_NUMBER`), and
    // alone no record: a port's rule above leaves "No" of "No:14", so one digit or a letter must not make it a code.
    if (/^No:\d{1,4}[A-Z]?$/u.test(match[0])) continue;
    if (/^v\d+(?:\.\d+)+$/u.test(token) && /\p{Lu}[\p{L}\p{N}]* \p{Lu}[\p{L}\p{N}]* $/u.test(sentence.slice(Math.max(0, match.index - 60), match.index))) {
      versions.push({ index: match.index, token });
      continue;
    }
    // A function of SQL or a spreadsheet written in prose (`ROW_NUMBER()`, `DATE_TRUNC('day', …)`): vocabulary.
    if (sentence[match.index + match[0].length] === '(' && /^\p{Lu}+(?:_\p{Lu}+)+$/u.test(token)) continue;
    // A state or a setting a tool prints in capitals (`OOM_KILLED`, `DOCS_MISSING`, `NODE_ENV`) is its vocabulary, as a
    // state field's value is; named by someone in their own words it is taken there.
    if (tool && /^\p{Lu}{2,}(?:_\p{Lu}{2,})+$/u.test(token)) continue;
    if (isCode(token)) take(match.index, token);
  }
  // CamelCase (`MaxIdleConnsPerHost`, `acsClient.timeoutMs`) and dotted handles (`ozan.kilic`); not a system's states.
  // One inside a product's name ("Lenovo ThinkPad X1 Carbon"), between capitalised words, is left to the names.
  // Every CamelCase word has a lower-case letter before a capital; the test is the sentence's, read once for both passes.
  const camelCase = /\p{Ll}\p{Lu}/u.test(sentence);
  const camel = (inNames: boolean): void => {
    if (camelCase) for (const match of matchesOf(CAMEL, sentence)) {
      const end = match.index + match[0].length;
      const before = sentence.slice(Math.max(0, match.index - 30), match.index);
      if (!inNames && /\p{Lu}[\p{L}\p{N}]+ $/u.test(before) && /^ [\p{Lu}\p{N}]/u.test(sentence.slice(end, end + 2))) continue;
      // After a capitalised word that does not open the sentence ("Halvorsen DataDays", "Ege DeriTek") it is a name's
      // second word, left to the names; a program's own word after a verb ("Open PowerPoint") is not.
      if (!inNames && !SYSTEM_WORDS.has(match[0]) && /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+ $/u.test(before) && !SENTENCE_START.test(sentence.slice(0, match.index).replace(/\p{Lu}\p{Ll}+ $/u, ''))) continue;
      if (!SYSTEM_WORDS.has(match[0])) take(match.index, match[0]);
      else mark(match.index, end);
    }
  };
  camel(false);
  // An initial and a surname (`b.karabulut`) too: a surname of four letters or more, so "a.m." and "e.g." stay words.
  if (/\p{Ll}\.\p{Ll}/u.test(sentence)) for (const match of matchesOf(/(?<![\p{L}\p{N}_.@])(?:\p{Ll}{2,}(?:[._]\p{Ll}+)*\.\p{Ll}[\p{Ll}_]+|\p{Ll}\.\p{Ll}{4,})(?![\p{L}\p{N}_@]|\.\p{L})/gu, sentence)) {
    if (!/^(?:e\.g|i\.e|vs|etc)/u.test(match[0])) take(match.index, match[0]);
  }
  // Names before the numbers a word points at: an address's "No: 112" belongs to it.
  if (/\p{Lu}{2} /u.test(sentence)) all(ACRONYM_COMPANY, (v) => !NOISE_WORDS.has(v.slice(0, v.indexOf(' '))));
  if (/(?:MV|MT|RV|FV|HMS|M\/V|MS) \p{Lu}/u.test(sentence)) {
    for (const m of matchesOf(VESSEL, sentence)) {
      // The ship's name ends before a day, a month or a word of talk ("MV Arctic Plover Monday").
      const words = m[0].split(' ');
      let n = 1;
      while (n < words.length && !NOT_NAMES.has(wordKey(words[n]!))) n++;
      // "MS" before a program ("MS Word Online") is the company's product: vocabulary, no name of two words either.
      if (words[0] === 'MS' && MS_PROGRAMS.has(words[1]!)) mark(m.index, m.index + m[0].length);
      else if (n >= (words[0] === 'MS' ? 3 : 2)) take(m.index, words.slice(0, n).join(' '));
    }
  }
  if (has(' VD')) all(TAX_OFFICE);
  if (/\p{Lu}/u.test(sentence)) names(sentence, take, overlaps);
  for (const { index, token } of versions) take(index, token);
  camel(true);
  // Numbers the user points at: "amex ending 3008", "sipariş no 4609", "numarası 48213".
  if (!tool && digits) {
    for (const match of matchesOf(/(?<![\p{L}\p{N}.,])\d{3,}(?![\p{L}\p{N}]|[.,]\d)/gu, sentence)) {
      const before = foldCase(sentence.slice(Math.max(0, match.index - 24), match.index));
      if (match[0].length >= 5 || /(?:ending|ends in|last|no\.?|nr\.?|numara(?:si|li)?|number|#|kod|code|id|pin|hesap|account|card|kart)\s*:?\s*$/u.test(before)) {
        take(match.index, match[0]);
      }
    }
  }


  // kebab-case and snake_case names; not JSON keys (`"siparis_no":`), not everyday hyphenated words.
  if (/\p{Ll}[-_]\p{Ll}/u.test(sentence)) for (const match of codeTokens) {
    const token = match[0];
    const end = match.index + token.length;
    if (!/^\p{Ll}[\p{Ll}\p{N}]*(?:[-_][\p{Ll}\p{N}]+)+$/u.test(token) || token.length < 5) continue;
    // snake_case without a digit is a column, a setting or a metric (`merchant_id`, `lock_timeout`,
    // `http_requests_total`): the system's vocabulary, not one of its records.
    // Named in someone's words, a name of five parts or more is one a tool generated (a test's:
    // `not_null_dim_orders_shipped_at`); in tool output it is one more of its values.
    if (token.includes('_') && !/\p{N}/u.test(token) && (tool || token.split('_').length < 5) && !namedTable(sentence, match.index, end)) continue;
    if (RESOURCE_TYPE.test(token)) continue;
    if (sentence.slice(end, end + 2) === '":' || sentence[match.index - 1] === '=' && tool) continue;
    const parts = token.split(/[-_]/u);
    if (token.includes('-') && !token.includes('_') && (WORD_PREFIXES.has(parts[0]!) || WORD_SUFFIXES.has(parts[parts.length - 1]!))) continue;
    take(match.index, token);
  }

  return taken.sort((a, b) => a.start - b.start).map((s) => s.value);
}

/**
 * A table, a view or an index named as such (`FROM auction_lots`, "tablo stok_hareketleri", "indeks idx_silo_tarih",
 * "stok_hareketleri tablosunda"): a record of the database, though snake case without a digit is otherwise a column
 * or a setting. A system's own catalogue (`pg_stat_activity`, `information_schema.tables`) stays vocabulary.
 */
function namedTable(sentence: string, start: number, end: number): boolean {
  if (/^(?:pg|sys|information_schema)_/u.test(sentence.slice(start, end))) return false;
  return /(?<![\p{L}\p{N}_])(?:from|join|into|update|table|tablo|tablosu|view|index|indeks|relation)\s+["`]?$/iu.test(sentence.slice(Math.max(0, start - 14), start)) ||
    /^["`]?\s+(?:table|tablo)/iu.test(sentence.slice(end, end + 8));
}

/**
 * Text before a word that still counts as the start of a sentence: nothing, a sentence end, a line or list item, a
 * colon, an opening quote, or a table cell's start — two spaces or more, a tab, a bar — as a bank statement prints
 * its lines ("2027-01-04  Havale Lodos Denizcilik A.Ş.").
 */
const SENTENCE_START = /(?:^|[:;"“(\n|\t]|[.!?…]\s|\S {2,}|(?:^|\n)\s*(?:\d{1,3}[.)]|[-*•])|\*\*)\s*$/u;

/**
 * Runs of two or more capitalised words, with connectors inside and a
 * company suffix or a street number at the end. A one-word run is never a
 * name here: on its own a capitalised word is a sentence start, a city or a
 * first name as often as a record.
 */
function names(
  sentence: string,
  take: (start: number, value: string) => void,
  overlaps: (start: number, end: number) => boolean,
): void {
  const word = NAME_WORD;
  const tokens = matchesOf(word, sentence).filter((m) => !overlaps(m.index, m.index + m[0].length));
  // A given name hyphenated in lower case ("Min-jun Seo", "Hye-jin Kwon") is a name's word; a compound of everyday words
  // ("Check-in Desk", "Follow-up Call", "Pre-order Form") is not.
  const compound = (t: string): boolean => {
    const parts = /^(\p{Lu}\p{Ll}*)-(\p{Ll}+)$/u.exec(stripSuffix(t));
    return parts !== null && (parts[1]!.length < 2 || WORD_PREFIXES.has(wordKey(parts[1]!)) || WORD_SUFFIXES.has(parts[2]!) || /^(?:on|by|at|of|to)$/u.test(parts[2]!));
  };
  const isCapital = (t: string): boolean => /^(?:\p{Ll}{1,2}-)?\p{Lu}/u.test(t) && !compound(t);
  const allCaps = (t: string): boolean => /^\p{Lu}[\p{Lu}\p{N}]+$/u.test(stripSuffix(t));
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i]!;
    // A count in a series ("Ep1", "Ch12", `isCode`) opens no name: "Ep1 Kwame 14 Jan" lists an episode, not a record.
    if (!isCapital(first[0]) || NOT_NAMES.has(wordKey(stripSuffix(first[0]))) || SERIES_COUNT.test(stripSuffix(first[0]))) {
      i++;
      continue;
    }
    // All-capital words are acronyms and column names, unless a run of them is a person ("AYŞE TUNÇ") in a name field.
    if (allCaps(first[0])) {
      i++;
      continue;
    }
    const run = [first];
    // An institution's name joined by "ve" starts at its first word ("Sanayi ve Ticaret Odası"), whatever that ends in.
    let institution = false;
    let j = i + 1;
    while (j < tokens.length) {
      const previous = run[run.length - 1]!;
      const gap = sentence.slice(previous.index + previous[0].length, tokens[j]!.index);
      const t = tokens[j]![0];
      // A place or body named after someone goes on past the possessive ("St Anselm's Church", "King's College
      // London"); anything else of theirs ("Daniel Rossi's Slack message") ends the name there.
      if (APOSTROPHE_SUFFIX.test(previous[0]) && !(/['’]s$/u.test(previous[0]) && gap === ' ' && POSSESSED_PLACES.has(t))) break;
      if ((gap === ' ve ' || gap === ' and ') && !APOSTROPHE_SUFFIX.test(previous[0])) {
        let k = j;
        while (k < tokens.length && k - j < 4 && isCapital(tokens[k]![0]) && (k === j || sentence.slice(tokens[k - 1]!.index + tokens[k - 1]![0].length, tokens[k]!.index) === ' ')) k++;
        const end = k > j ? tokens[k - 1]![0] : '';
        if (k > j && (TR_INSTITUTION_END.test(stripSuffix(end)) || (gap === ' and ' && EN_INSTITUTION_START.test(run[0]![0])) || PARTNERS.test(stripSuffix(tokens[j]![0])))) {
          run.push(...tokens.slice(j, k));
          institution = true;
          j = k;
          continue;
        }
        break;
      }
      // A body named after many by their plural's possessive ("Harbour Pilots’ Association", "Founders' Guild"): the
      // apostrophe after the plural's "s" is the name's; anything else of theirs ("Lindholm Rowers' new boats") ends it.
      if ((gap === "' " || gap === '’ ') && /s$/u.test(previous[0]) && POSSESSED_PLACES.has(stripSuffix(t))) {
        run.push(tokens[j]!);
        j++;
        continue;
      }
      if (gap !== ' ') break;
      // An acronym between a name's words is the body's own ("Harrowgate NHS Trust", "Kadıköy SGK Müdürlüğü"); after a
      // person's name before talk ("Mehmet Yılmaz SGK belgesini") it is not.
      const next = tokens[j + 1];
      if (/^\p{Lu}{2,5}$/u.test(t) && !allCaps(first[0]) && !NOISE_WORDS.has(t) && next !== undefined && sentence.slice(tokens[j]!.index + t.length, next.index) === ' ' &&
        isCapital(next[0]) && !allCaps(next[0]) && !NOT_NAMES.has(wordKey(stripSuffix(next[0])))) {
        run.push(tokens[j]!, next);
        j += 2;
        continue;
      }
      // A model code joins a name in mixed case: "Lenovo ThinkPad X1 Carbon".
      if (isCapital(t) && !NOT_NAMES.has(wordKey(stripSuffix(t))) && (allCaps(t) === allCaps(first[0]) || (/\p{N}/u.test(t) && !allCaps(first[0])))) {
        run.push(tokens[j]!);
        j++;
        continue;
      }
      // A connector counts only with a capitalised word after it: "Casa do Rio", "Harbor & Pine"; two of them in a
      // row too ("Pieter van der Berg", "Palacio de los Duques").
      const spaced = (a: RegExpExecArray | RegExpMatchArray, b: RegExpExecArray | RegExpMatchArray): boolean => sentence.slice(a.index! + a[0].length, b.index) === ' ';
      const second = tokens[j + 1];
      const connectors = CONNECTORS.has(t) && second !== undefined && CONNECTORS.has(second[0]) && spaced(tokens[j]!, second) ? 2 : CONNECTORS.has(t) ? 1 : 0;
      const after = tokens[j + connectors];
      // Not before a day, a month or a pronoun: in Turkish "de"/"da" is also "too" ("Zeytin de Perşembe gelsin").
      if (connectors > 0 && after !== undefined && isCapital(after[0]) && !NOT_NAMES.has(wordKey(stripSuffix(after[0]))) && spaced(tokens[j + connectors - 1]!, after)) {
        run.push(...tokens.slice(j, j + connectors + 1));
        j += connectors + 1;
        continue;
      }
      break;
    }
    i = j;
    const capitals = run.filter((m) => isCapital(m[0])).length;
    if (capitals < 2) continue;
    if (run.every((m) => LABEL_WORDS.has(stripSuffix(m[0])))) continue;
    // A day named for what it marks ("Anneler Günü", "Kurban Bayramı", "Boxing Day", "New Year's") is a date.
    if (NAMED_DAY.test(run.map((m) => stripSuffix(m[0])).join(' '))) continue;
    // At the start of a sentence a capitalised common word may lead in ("Checking Casa do Rio"): names start after it.
    // A courtesy word before it ("Please Ask Daniel Rossi …", "Lütfen Ara …") leaves a lead-in at the start.
    const atStart = SENTENCE_START.test(sentence.slice(0, first.index).replace(/(?:Please|Pls|Kindly|Lütfen|Lutfen) $/u, ''));
    let from = run[0]!;
    // A lead-in is never a name's first word: with one capitalised word after it there is no name at all. A business
    // noun leads in only before a name of two words or a first name; before one other word it starts a name.
    const after = run.slice(1).filter((m) => isCapital(m[0]));
    // A first name before a form of address ("Randevu Zeynep Hanım'a") is one as surely as one with its case ending.
    const firstName = (m: RegExpExecArray | RegExpMatchArray): boolean =>
      NAME_CASE_ENDING.test(m[0]) || ADDRESS_FORM.test(sentence.slice(m.index! + m[0].length));
    const nounLeadIn = atStart && NOUN_LEAD_INS.has(wordKey(first[0])) && (after.length >= 2 || (after.length === 1 && firstName(after[0]!)));
    const leadIn = nounLeadIn || (atStart && (NOT_NAME_STARTS.has(wordKey(first[0])) || TR_POSSESSED_LEAD_IN.test(first[0]) || possessedNoun(stripSuffix(first[0])) || ((TR_PLACE_LEAD_IN.test(first[0]) || TR_ACCUSATIVE_LEAD_IN.test(first[0])) && TURKISH_LETTERS.test(sentence))));
    // A word that only ends like a lead-in ("Yıldızlar", "Rising") is a company's own when what would be left after it is a
    // trade and a legal form alone ("Gıda A.Ş.", "Foods Ltd"): no company is named by its trade alone.
    const tradeLeft = run.length === 3 && TRADES.has(wordKey(run[1]![0])) && LEGAL_FORM.test(stripSuffix(run[2]![0]));
    if (leadIn || (!institution && !tradeLeft && atStart && run.length > 2 && /(?:ing|ed|ly|l[ae]r\p{Ll}*|[ny][iu])$/u.test(first[0]))) from = run[1]!;
    if (from !== run[0] && after.length < 2) continue;
    const last = run[run.length - 1]!;
    let end = last.index + last[0].length;
    const rest = sentence.slice(end);
    const suffix = APOSTROPHE_SUFFIX.test(last[0]) ? null : / (A\.Ş\.|Ltd\. Şti\.|Ltd\.|Ltd|Şti\.|GmbH|AG|Lda|Inc\.|Inc|LLC|S\.A\.|B\.V\.|Co\.|Corp\.|Corp|Plc|PLC|plc|LLP|LP|ASA|AS|AB|A\/S|NV|BV|SA|KG|VD)(?![\p{L}\p{N}])/u.exec(rest);
    // "Gül Sokak No: 14, Bostanlı", "Atatürk Caddesi No: 112": the door number and the quarter belong to the street.
    const street = TR_STREET_KIND.test(last[0]) ? TR_STREET_NUMBER.exec(rest) : null;
    if (street !== null && !overlaps(end, end + street[0].length)) end += street[0].length;
    else if (suffix !== null && suffix.index === 0 && COMPANY_SUFFIX.test(suffix[1]!)) end += suffix[0].length;
    else if (/^Ltd$/u.test(last[0]) && rest.startsWith('. Şti.')) end += 6;
    // "Shenzhen Lianhua Electronics Co., Ltd.": a company's two forms with a comma between.
    else if (last[0] === 'Co' && /^\.?, ?Ltd\./u.test(rest)) end += /^\.?, ?Ltd\./u.exec(rest)![0].length;
    else if (/^(?:Ltd|Şti|Inc|Co|Corp)$/u.test(last[0]) && rest.startsWith('.')) end += 1;
    else if (TR_ABBREVIATION.test(last[0]) && (TR_COMPANY_TAIL.exec(rest) ?? TR_ADDRESS_TAIL.exec(rest)) !== null) {
      // "Kuzey Yıldızı Gıda San. ve Tic. A.Ş.", "Cihangir Mah. Akarsu Cad. No: 41 D: 3": the abbreviations and what follows them.
      end += (TR_COMPANY_TAIL.exec(rest) ?? TR_ADDRESS_TAIL.exec(rest))![0].length;
    } else if (TR_ABBREVIATION_END.test(last[0]) && /^\.(?![\p{L}\p{N}])/u.test(rest)) {
      end += 1;
    } else {
      // A model or street number belongs to the name: "Demlik Pro 2", "Rua de Miragaia 104", "Armazém 22"; a version
      // too ("Acrobat Reader 2024.003"), unless it is already a value of its own (an amount).
      // Not a date's day ("Selin Aksoy 14 Mart'ta", "Knight Frank 12 March"): that number is the date's; nor a count of
      // what follows it ("Kordon Bira Evi 20 koli", "Alder Ridge Lodge 14 boxes"): that number is the order's.
      const number = APOSTROPHE_SUFFIX.test(last[0]) || COUNTED.test(rest) ? null : /^ (?:\d{1,4}(?:\.\d{1,4}){0,3}|v\d{1,4}(?:\.\d{1,4}){1,3})(?![\p{L}\p{N}]|[.,:/-]\d| (?:Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)(?![\p{Ll}]))/u.exec(rest);
      if (number !== null && !overlaps(end, end + number[0].length)) end += number[0].length;
    }
    // A title inside a sentence keeps its article ("is called The Frozen Comet", "afişinde The Red Kite"); at a
    // sentence's start "The" may be a plain "the" ("The Kite Festival starts at 10").
    const article = from === run[0] && from.index >= 4 && sentence.slice(from.index - 4, from.index) === 'The ' &&
      !SENTENCE_START.test(sentence.slice(0, from.index - 4)) && !overlaps(from.index - 4, from.index);
    const start = article ? from.index - 4 : from.index;
    take(start, sentence.slice(start, end));
  }
}
