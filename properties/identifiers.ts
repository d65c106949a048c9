import fc from 'fast-check';
import { IDENTIFIER_ROWS, type IdentifierRow } from './identifierRows.js';

/**
 * The compaction summary's identifier extractor and sentence splitter
 * (`core/compact/identifiers.ts`, `core/compact/sentences.ts`; docs/compaction.md),
 * specified against identifiers generated from their own grammars, here:
 * record numbers, versions, branches, e-mail addresses, storage URIs, image
 * references, internal hosts, spaced IBANs, amounts with thousand separators
 * and names of two or three words, each embedded in Turkish or English talk
 * with a Turkish case suffix after an apostrophe, closing punctuation, or the
 * end of a sentence. Nothing here reads how the extractor works: the
 * expectations are the generated values themselves.
 */
export interface IdentifierParts {
  extractIdentifiers(text: string, options?: { source?: 'user' | 'assistant' | 'tool' }): string[];
  splitSentences(text: string): string[];
}

function fail(message: string): never {
  throw new Error(message);
}

// ---------------------------------------------------------------- the grammars (short letter runs throughout)

const LOWER = 'abcdefghijklmnoprstuvyz';
const UPPER = 'ABCDEFGHKLMNOPRSTUVYZ';
const DIGIT = '0123456789';

const chars = (alphabet: string, min: number, max: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((a) => a.join(''));
/** A lower-case word of three to six letters that is no word of the prose around it (it has a digit-free made-up shape). */
const label = chars(LOWER, 3, 6);
const digits = (min: number, max: number): fc.Arbitrary<string> => fc.tuple(fc.constantFrom(...'123456789'), chars(DIGIT, min - 1, max - 1)).map(([a, b]) => a + b);

/** `OPS-4471`: a queue of capitals, a hyphen, a number. */
const ticket = fc.tuple(chars(UPPER, 2, 5), digits(2, 6)).map(([q, n]) => `${q}-${n}`);
/**
 * `v2.14.3`, `10.4.1`: three or four parts of one or two digits, with or without a `v`; without it, not in the shape
 * of a date (`03.12.26`, the documented noise).
 */
const version = fc
  .tuple(fc.boolean(), fc.array(fc.integer({ min: 0, max: 29 }), { minLength: 3, maxLength: 4 }))
  .map(([v, parts]) => `${v ? 'v' : ''}${Math.max(1, parts[0]!)}.${parts.slice(1).join('.')}`)
  .filter((v) => !/^\d\d\.\d\d\.\d\d$/u.test(v));
/** `feature/pay-311-retry`: a branch's kind, a slash, hyphenated words and maybe a ticket's number. */
const branch = fc
  .tuple(fc.constantFrom('feature', 'fix', 'hotfix', 'release', 'bugfix'), fc.array(label, { minLength: 1, maxLength: 3 }), fc.option(digits(2, 4), { nil: undefined }))
  .map(([kind, words, n]) => `${kind}/${[...words, ...(n === undefined ? [] : [n])].join('-')}`);
/** `ayse.kaya@kuzey.com.tr`. */
const email = fc
  .tuple(label, fc.option(label, { nil: undefined }), label, fc.constantFrom('com', 'io', 'com.tr', 'co.uk', 'net'))
  .map(([a, b, host, tld]) => `${a}${b === undefined ? '' : `.${b}`}@${host}.${tld}`);
/** `s3://bucket-name/path/file.csv`, `gs://bucket/path/`. */
const storage = fc
  .tuple(fc.constantFrom('s3', 'gs'), label, label, fc.array(label, { minLength: 1, maxLength: 2 }), fc.constantFrom('/', '.csv', '.json.gz', '/part-0007.parquet'))
  .map(([scheme, a, b, path, end]) => `${scheme}://${a}-${b}/${path.join('/')}${end}`);
/** `registry.acme.io/team/app:v1.4.2`. */
const image = fc
  .tuple(label, fc.constantFrom('io', 'dev', 'local'), label, label, version)
  .map(([reg, tld, team, app, tag]) => `registry.${reg}.${tld}/${team}/${app}:${tag}`);
/** `db-main-02.prod.internal`. */
const host = fc
  .tuple(label, label, fc.integer({ min: 1, max: 99 }), fc.constantFrom('prod', 'staging', 'eu1'), fc.constantFrom('internal', 'local', 'lan'))
  .map(([a, b, n, env, zone]) => `${a}-${b}-${String(n).padStart(2, '0')}.${env}.${zone}`);
/** `TR33 0006 1005 1978 6457 8413 26`: a country, two check digits, groups of four, the last shorter. */
const iban = fc
  .tuple(fc.constantFrom('TR', 'DE', 'NL', 'GB'), chars(DIGIT, 2, 2), fc.array(chars(DIGIT, 4, 4), { minLength: 4, maxLength: 5 }), chars(DIGIT, 2, 2))
  .map(([country, check, groups, last]) => `${country}${check} ${groups.join(' ')} ${last}`);
/** `1.800 TL`, `48.250,00 TL`, `€12,400`, `$1,800.50`: thousands grouped, the currency beside them. */
const amount = fc
  .tuple(digits(1, 3), fc.array(chars(DIGIT, 3, 3), { minLength: 1, maxLength: 2 }), fc.boolean(), fc.constantFrom('TL', '€', '$', '£'))
  .map(([head, groups, cents, currency]) =>
    currency === 'TL' ? `${head}.${groups.join('.')}${cents ? ',50' : ''} TL` : `${currency}${head},${groups.join(',')}${cents ? '.50' : ''}`,
  );
/** A person of two or three names, Turkish or English. */
const GIVEN = ['Ayşe', 'Mehmet', 'Elif', 'Burak', 'Zeynep', 'Okan', 'Selin', 'Priya', 'Daniel', 'Maren', 'Tomasz', 'Grace', 'Nur', 'Can'];
const FAMILY = ['Yıldırım', 'Kaya', 'Öztürk', 'Demir', 'Çelik', 'Aksoy', 'Whitfield', 'Okafor', 'Albrecht', 'Nowak', 'Pryce', 'Şahin'];
const name = fc
  .tuple(fc.constantFrom(...GIVEN), fc.option(fc.constantFrom(...GIVEN), { nil: undefined }), fc.constantFrom(...FAMILY))
  .filter(([a, b]) => a !== b)
  .map(([a, b, c]) => [a, ...(b === undefined ? [] : [b]), c].join(' '));

/** `8471.30.00.00.00`: a customs tariff code, a heading of four digits and four to five pairs. */
const tariff = fc.tuple(digits(4, 4), fc.array(chars(DIGIT, 2, 2), { minLength: 4, maxLength: 5 })).map(([head, pairs]) => `${head}.${pairs.join('.')}`);
/** `MSCU 472913 6`: a freight container, its owner's three capitals and `U`, six digits and a check digit, spaced. */
const container = fc.tuple(chars(UPPER, 3, 3), chars(DIGIT, 6, 6), chars(DIGIT, 1, 1)).map(([owner, serial, check]) => `${owner}U ${serial} ${check}`);
/** `235-2145678901`, `24-118903`: a series of two to four digits, a hyphen, a number of six to ten (an e-ticket, a listing). */
const series = fc.tuple(digits(2, 4), digits(6, 10)).map(([a, b]) => `${a}-${b}`);
/** `(0216) 345 12 34`: a Turkish landline with its area code in brackets. */
const landline = fc.tuple(chars(DIGIT, 3, 3), digits(3, 3), chars(DIGIT, 2, 2), chars(DIGIT, 2, 2)).map(([area, a, b, c]) => `(0${area}) ${a} ${b} ${c}`);
/** `Gümrük ve Ticaret Bakanlığı`: a Turkish institution of two fields joined by "ve", what it is last. */
const FIELDS = ['Gümrük', 'Ticaret', 'Sanayi', 'Tarım', 'Orman', 'Çevre', 'Enerji', 'Ulaştırma', 'Aile', 'Sağlık'];
const institution = fc
  .tuple(fc.constantFrom(...FIELDS), fc.constantFrom(...FIELDS), fc.constantFrom('Bakanlığı', 'Odası', 'Müdürlüğü', 'Başkanlığı', 'Derneği'))
  .filter(([a, b]) => a !== b)
  .map(([a, b, what]) => `${a} ve ${b} ${what}`);

/** `arn:aws:iam::123456789012:role/ci-deployer`, `arn:aws:kms:eu-west-1:111122223333:key/7f1e-4c2a`. */
const arn = fc
  .tuple(fc.constantFrom('iam', 'kms', 'sqs', 'lambda'), fc.constantFrom('', 'eu-west-1', 'us-east-2'), chars(DIGIT, 12, 12), fc.constantFrom('role', 'key', 'function'), label, label)
  .map(([service, region, account, kind, a, b]) => `arn:aws:${service}:${service === 'iam' ? '' : region}:${account}:${kind}/${a}-${b}`);
/** `NOK 48,250.00`, `2.480,00 DKK`, `£350k`, `$1.2m`: amounts with a code of a currency the others do not draw, or in thousands and millions. */
const moreAmounts = fc.oneof(
  fc.tuple(fc.constantFrom('NOK', 'SEK', 'DKK', 'JPY', 'PLN', 'CHF'), digits(1, 3), chars(DIGIT, 3, 3)).map(([code, a, b]) => `${code} ${a},${b}.00`),
  fc.tuple(digits(1, 3), chars(DIGIT, 3, 3), fc.constantFrom('NOK', 'SEK', 'DKK', 'PLN', 'HUF')).map(([a, b, code]) => `${a}.${b},00 ${code}`),
  fc.tuple(fc.constantFrom('£', '$', '€'), digits(1, 3), fc.constantFrom('k', 'K', 'm', 'bn')).map(([c, n, x]) => `${c}${n}${x}`),
);
/** `NO93 8601 1117 947`: Norway's IBAN, two groups of four after the country and a last of three. */
const ibanNo = fc.tuple(chars(DIGIT, 2, 2), chars(DIGIT, 4, 4), chars(DIGIT, 4, 4), chars(DIGIT, 3, 3)).map(([c, a, b, d]) => `NO${c} ${a} ${b} ${d}`);

/** `(415) 555-0132`, `+1 415-555-0132`, `020 7946 0958`: phones as North America and London write them. */
const phone = fc.oneof(
  fc.tuple(digits(3, 3), digits(3, 3), chars(DIGIT, 4, 4), fc.constantFrom('(a) b-c', '+1 a-b-c', 'a.b.c')).map(([a, b, c, form]) => form.replace('a', a).replace('b', b).replace('c', c)),
  fc.tuple(chars(DIGIT, 2, 2), digits(4, 4), chars(DIGIT, 4, 4)).map(([a, b, c]) => `0${a} ${b} ${c}`),
);
/** `C:\\Users\\ayse\\rapor_2026.xlsx`, `\\\\fs01\\customs\\2026`: a Windows path or a network share. */
const windowsPath = fc
  .tuple(fc.boolean(), label, fc.array(label, { minLength: 1, maxLength: 3 }), fc.option(fc.constantFrom('.xlsx', '.pdf', '.docx'), { nil: undefined }))
  .map(([share, root, parts, ext]) => `${share ? `\\\\${root}01` : 'C:'}\\${parts.join('\\')}${ext ?? ''}`);
/** `1.2.3-beta.4+build.5`: a version with its build metadata. */
const buildVersion = fc.tuple(version, fc.option(label, { nil: undefined }), label, fc.integer({ min: 1, max: 99 })).map(([v, pre, b, n]) => `${v.replace(/^v/u, '').split('.').slice(0, 3).join('.')}${pre === undefined ? '' : `-${pre}.1`}+${b}.${n}`);
/** `TL 4.500`, `TL 12.750,50`: lira written before the amount. */
const liraFirst = fc.tuple(digits(1, 3), chars(DIGIT, 3, 3), fc.boolean()).map(([a, b, cents]) => `TL ${a}.${b}${cents ? ',50' : ''}`);

/** `registry.acme.io/team/app@sha256:9f86…`, `…/app:v1.4.2@sha256:1c9d…`: an image pinned by its digest, with or without its tag. */
const pinned = fc
  .tuple(label, fc.constantFrom('io', 'dev', 'local'), label, label, fc.option(version, { nil: undefined }), chars('0123456789abcdef', 64, 64))
  .map(([reg, tld, team, app, tag, digest]) => `registry.${reg}.${tld}/${team}/${app}${tag === undefined ? '' : `:${tag}`}@sha256:${digest}`);

/** `edge-rtr-02.ist-dc-3.netops.internal`: a host whose labels have dashes and numbers, as a network's devices are named. */
const dashedHost = fc
  .tuple(label, label, digits(1, 2), label, label, fc.integer({ min: 1, max: 9 }), label, fc.constantFrom('internal', 'local', 'lan'))
  .map(([a, b, n, c, d, m, e, zone]) => `${a}-${b}-${n.padStart(2, '0')}.${c}-${d}-${m}.${e}.${zone}`);
/** `10.40.128.0/17`: a subnet, an IPv4 address and its prefix length. */
const subnet = fc
  .tuple(fc.constantFrom(10, 172, 192), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 8, max: 30 }))
  .map(([a, b, c, prefix]) => `${a}.${b}.${c}.0/${prefix}`);
/** `ING Bank A.Ş.`, `HSBC UK Bank plc`, `DNB Kredi Bankası ASA`: a bank or a company named by its acronym, its name and its legal form. */
const acronymBank = fc
  .tuple(fc.constantFrom('ING', 'HSBC', 'DNB', 'QNB', 'BNP', 'UBS', 'TSKB', 'ABN'), fc.option(fc.constantFrom('UK', 'Nordic'), { nil: undefined }), fc.constantFrom('Bank', 'Finansbank', 'Kredi Bankası', 'Capital Markets'), fc.constantFrom('A.Ş.', 'plc', 'ASA', 'AG', 'N.V.', 'GmbH'))
  .map(([acronym, country, nameWords, form]) => `${acronym}${country === undefined ? '' : ` ${country}`} ${nameWords} ${form}`);

export const KINDS = { ticket, version, branch, email, storage, image, host, iban, amount, name, tariff, container, series, landline, institution, arn, moreAmounts, ibanNo, phone, windowsPath, buildVersion, liraFirst, pinned, dashedHost, subnet, acronymBank } as const;
export type Kind = keyof typeof KINDS;

/** The seventeenth round's kinds: hosts whose labels have dashes, subnets, banks named by their acronym. */
const NETWORK_AND_BANK_KINDS: Kind[] = ['dashedHost', 'subnet', 'acronymBank'];
/**
 * The kinds `propertyIdentifiersWhole` draws: every kind up to the sixteenth round's, as when its mutants were
 * recorded (a kind more changes every case it draws, and two of them went uncaught under the pinned seed);
 * the seventeenth round's are `propertyNetworkAndBankNamesWhole`'s.
 */
const identifier = fc.constantFrom(...(Object.keys(KINDS) as Kind[]).filter((kind) => !NETWORK_AND_BANK_KINDS.includes(kind))).chain((kind) => KINDS[kind].map((value) => ({ kind, value })));
const networkOrBank = fc.constantFrom(...NETWORK_AND_BANK_KINDS).chain((kind) => KINDS[kind].map((value) => ({ kind, value })));
/**
 * The kinds the sentence splitter's property draws: the first ten, as when its mutants were recorded (a kind more
 * changes every case it draws, and with them which mutant a seed corners).
 */
const SENTENCE_KINDS: Kind[] = ['ticket', 'version', 'branch', 'email', 'storage', 'image', 'host', 'iban', 'amount', 'name'];
const sentenceIdentifier = fc.constantFrom(...SENTENCE_KINDS).chain((kind) => KINDS[kind].map((value) => ({ kind, value })));

// ---------------------------------------------------------------- the talk around them

/** Lower-case filler words of both languages: no capital, no digit, no separator inside. */
const FILLER_TR = ['lütfen', 'bunu', 'şimdi', 'kontrol', 'et', 'için', 'yarın', 'sabah', 'hemen', 'bakar', 'mısın', 'tamam', 'sonra', 'konuşuruz'];
const FILLER_EN = ['please', 'check', 'this', 'now', 'for', 'tomorrow', 'morning', 'then', 'we', 'talk', 'again', 'it', 'looks', 'fine'];
/** Turkish case suffixes as written after an apostrophe. */
const SUFFIXES = ["'e", "'ye", "'a", "'ya", "'ı", "'i", "'ü", "'u", "'da", "'de", "'den", "'ta", "'nın", "'in", "'le", "'la", '’e', '’nin'];

const words = (list: readonly string[], min: number, max: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...list), { minLength: min, maxLength: max }).map((w) => w.join(' '));

/** What stands right after an identifier: nothing, a suffix, closing punctuation, or both. */
const after = fc.tuple(fc.option(fc.constantFrom(...SUFFIXES), { nil: undefined }), fc.constantFrom('', '', ',', '?', '!', ':', ';')).map(([s, p]) => (s ?? '') + p);

export interface Embedded {
  text: string;
  ids: { kind: Kind; value: string }[];
}

/**
 * One to three identifiers in a sentence of filler words, each maybe in
 * brackets and followed by a suffix or punctuation, the sentence maybe ended
 * by the last of them ("… to OPS-4471. Then …").
 */
export function embedded(draw: fc.Arbitrary<{ kind: Kind; value: string }> = identifier): fc.Arbitrary<Embedded> {
  return fc
    .tuple(
      fc.boolean(),
      fc.array(fc.tuple(draw, after, fc.boolean()), { minLength: 1, maxLength: 3 }),
      fc.constantFrom('', '.', '?', '!'),
      fc.boolean(),
    )
    .chain(([turkish, items, end, more]) => {
      const filler = turkish ? FILLER_TR : FILLER_EN;
      return fc.tuple(fc.array(words(filler, 1, 3), { minLength: items.length, maxLength: items.length }), words(filler, 1, 4)).map(([gaps, tail]) => {
        let text = '';
        items.forEach(([id, next, bracketed], k) => {
          text += `${gaps[k]} ${bracketed ? `(${id.value})` : id.value}${next} `;
        });
        text = text.trimEnd() + end + (more ? ` ${tail}.` : '');
        return { text, ids: items.map(([id]) => id) };
      });
    })
    .filter(({ ids }) => ids.every((a) => ids.every((b) => a === b || a.value === b.value || !(a.value.includes(b.value) || b.value.includes(a.value)))));
}

/** Every generated identifier comes out whole and exactly: nothing cut from it, nothing glued to it. */
export function propertyIdentifiersWhole(parts: IdentifierParts): fc.IPropertyWithHooks<[Embedded, 'user' | 'assistant']> {
  return wholeIn(parts, embedded());
}

/**
 * The same for the seventeenth round's kinds, what a network's and a bank's tools print: a host whose labels have
 * dashes and numbers (`edge-rtr-02.ist-dc-3.netops.internal`), a subnet with its prefix length, a bank named by its
 * acronym, its name and its legal form (`HSBC UK Bank plc`, `QNB Finansbank A.Ş.`).
 */
export function propertyNetworkAndBankNamesWhole(parts: IdentifierParts): fc.IPropertyWithHooks<[Embedded, 'user' | 'assistant']> {
  return wholeIn(parts, embedded(networkOrBank));
}

/** A ref git names in a range: a tag (a version), a branch behind its remote or kind, or a short commit hash. */
const ref = fc.oneof(
  version.map((v) => (v.startsWith('v') ? v : `v${v}`)),
  fc.tuple(fc.constantFrom('origin', 'upstream', 'release', 'hotfix'), fc.oneof(label, version.map((v) => v.replace(/^v/u, '')))).map(([a, b]) => `${a}/${b}`),
  // Letters and digits mixed (`e4c1fa3`), as a short hash is written: all letters or all digits would be a word or a number.
  fc.tuple(chars('abcdef', 1, 1), chars('123456789', 1, 1), chars('0123456789abcdef', 3, 5), chars('abcdef', 1, 1), chars('0123456789', 1, 1)).map((p) => p.join('')),
);

/**
 * A range of commits or refs as git writes it (`v3.8.2..origin/main`, `release/4.1...release/4.2`), in talk or a
 * tool's output: both ends come out whole, each alone, and the range itself, or a piece across its dots, does not.
 */
export function propertyGitRangeEnds(parts: IdentifierParts): fc.IPropertyWithHooks<[string, string, string, boolean, 'user' | 'assistant' | 'tool']> {
  return fc.property(
    ref,
    ref,
    fc.constantFrom('..', '...'),
    fc.boolean(),
    fc.constantFrom('user' as const, 'assistant' as const, 'tool' as const),
    (from, to, dots, turkish, source) => {
      fc.pre(from !== to);
      const range = `${from}${dots}${to}`;
      const text = turkish ? `${range} arasındaki farka bak` : `git log ${range} shows what changed`;
      const out = parts.extractIdentifiers(text, { source });
      for (const end of [from, to]) if (!out.includes(end)) fail(`${JSON.stringify(end)} not whole in ${JSON.stringify(out)} from ${JSON.stringify(text)}`);
      const across = out.filter((o) => o.includes(dots.slice(0, 2)) || (o !== from && o !== to && range.includes(o) && !from.includes(o) && !to.includes(o)));
      if (across.length > 0) fail(`a piece across the range's dots: ${JSON.stringify(across)} from ${JSON.stringify(text)}`);
    },
  );
}

/**
 * A message's id after its header or in a tool's id field of any name and language keeps its angle brackets
 * (`Message-ID: <5f2c91@relay.example.com>`, `"message_id": "<…>"`, `"msg_id"`, `"mailId"`, `"mesaj_id"`,
 * `ileti_id=<…>`); a sender's address in brackets after a name (`"Billing" <no-reply@example.com>`) comes out bare.
 */
const MESSAGE_ID_KEYS = ['message_id', 'msg_id', 'mailId', 'messageId', 'mesaj_id', 'iletiId', 'outbox_id', 'eposta_id'];
export function propertyMessageIdsKeepBrackets(parts: IdentifierParts): fc.IPropertyWithHooks<[string, string, number, string]> {
  const local = fc.tuple(chars('0123456789abcdef', 4, 8), fc.option(fc.tuple(chars(DIGIT, 2, 4), label), { nil: undefined })).map(([a, more]) => (more === undefined ? a : `${a}.${more[0]}.${more[1]}`));
  const domain = fc.tuple(fc.option(fc.constantFrom('mail', 'mx', 'relay'), { nil: undefined }), label, fc.constantFrom('com', 'io', 'com.tr', 'no', 'co.uk')).map(([sub, host, tld]) => `${sub === undefined ? '' : `${sub}.`}${host}.${tld}`);
  return fc.property(local, domain, fc.integer({ min: 0, max: 4 }), fc.constantFrom(...MESSAGE_ID_KEYS), (id, host, form, key) => {
    const address = `${id}@${host}`;
    const text = [
      `Message-ID: <${address}>\nSubject: Re: fatura`,
      `{"${key}": "<${address}>", "status": "bounced"}`,
      `In-Reply-To: <${address}>`,
      `From: "Kuzey Billing" <${address}>`,
      `queued ${key}=<${address}> for delivery`,
    ][form]!;
    const out = parts.extractIdentifiers(text, { source: 'tool' });
    const want = form === 3 ? address : `<${address}>`;
    if (!out.includes(want)) fail(`${JSON.stringify(want)} not in ${JSON.stringify(out)} from ${JSON.stringify(text)}`);
    const other = out.filter((o) => o !== want && (o.includes(address) || address.includes(o)));
    if (other.length > 0) fail(`${JSON.stringify(want)} also as ${JSON.stringify(other)} from ${JSON.stringify(text)}`);
  });
}

function wholeIn(parts: IdentifierParts, talk: fc.Arbitrary<Embedded>): fc.IPropertyWithHooks<[Embedded, 'user' | 'assistant']> {
  return fc.property(talk, fc.constantFrom('user' as const, 'assistant' as const), ({ text, ids }, source) => {
    const out = parts.extractIdentifiers(text, { source });
    for (const { kind, value } of ids) {
      if (!out.includes(value)) fail(`${kind} ${JSON.stringify(value)} not whole in ${JSON.stringify(out)} from ${JSON.stringify(text)}`);
      const pieces = out.filter((o) => o !== value && (value.includes(o) || o.includes(value)) && !ids.some((x) => x.value === o));
      if (pieces.length > 0) fail(`${kind} ${JSON.stringify(value)} cut or glued: ${JSON.stringify(pieces)} from ${JSON.stringify(text)}`);
    }
  });
}

// ---------------------------------------------------------------- noise

/** Words the documented noise list names (docs/compaction.md): none is an identifier, in any talk. */
const SQL = ['SELECT', 'WHERE', 'ORDER BY', 'GROUP BY', 'FROM', 'LIMIT', 'JOIN', 'DESC'];
const STATUS = ['FAILED', 'PASSED', 'OK', 'ERROR', 'WARN', 'PENDING', 'DONE', 'HTTP'];
const ACRONYMS = ['SLA', 'PDF', 'UTC', 'KDV', 'CPU', 'API', 'FYI', 'ETA'];
const HYPHENATED = ['non-refundable', 'follow-up', 'check-in', 'end-to-end', 'self-service', 'long-term', 'drop-off'];
const SINGLE_CAPITALS = ['Monday', 'Friday', 'Pazartesi', 'Cuma', 'Porto', 'Ankara', 'English', 'Türkçe'];

const noiseWord = fc.oneof(
  fc.constantFrom(...SQL),
  // A status word next to a number: "FAILED 3", "HTTP 503".
  fc.tuple(fc.constantFrom(...STATUS), fc.integer({ min: 0, max: 999 })).map(([w, n]) => `${w} ${n}`),
  fc.constantFrom(...ACRONYMS),
  fc.constantFrom(...HYPHENATED),
  fc.constantFrom(...SINGLE_CAPITALS),
  // Dates, times, durations and percentages.
  fc.tuple(fc.integer({ min: 2020, max: 2029 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })).map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.tuple(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2020, max: 2029 })).map(([d, m, y]) => `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`),
  fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  fc.tuple(fc.integer({ min: 1, max: 500 }), fc.constantFrom('ms', 's', 'sn', 'dk', 'h', 'gb', 'mb', '%')).map(([n, u]) => `${n}${u}`),
  // A small number on its own.
  fc.integer({ min: 0, max: 999 }).map(String),
  // A command's option, and standards written as codes.
  fc.tuple(label, label).map(([a, b]) => `--${a}-${b}`),
  fc.constantFrom('utf-8', 'UTF-8', 'x86_64', 'COVID-19', 'Wi-Fi'),
  // Times with am or pm, a Unix time with its fraction, scientific notation, a count of a model, one unit of a currency.
  fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 59 }), fc.constantFrom('am', 'pm', ' pm', 'a.m.')).map(([h, m, x]) => `${h}:${String(m).padStart(2, '0')}${x}`),
  fc.tuple(fc.integer({ min: 1_600_000_000, max: 1_899_999_999 }), chars(DIGIT, 1, 6)).map(([t, f]) => `${t}.${f}`),
  fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 9 }), fc.constantFrom('e-', 'e', 'E+', 'e-0')).map(([a, b, e]) => `${a}.${b}${e}${b + 1}`),
  fc.tuple(fc.integer({ min: 1, max: 16 }), fc.constantFrom('A100', 'H100', 'L4', 'T4', 'V100')).map(([n, m]) => `${n}x${m}`),
  fc.constantFrom('1 EUR', '1 USD', '1 TL', '$1', '€1'),
  // A first name and a day joined by a connector's word: Turkish "too" ("Ayşe de Cuma"), "Maren of Monday".
  fc.tuple(fc.constantFrom(...GIVEN), fc.constantFrom('de', 'da', 'of'), fc.constantFrom('Cuma', 'Salı', 'Pazartesi', 'Monday', 'Friday', 'Mart')).map(([a, c, d]) => `${a} ${c} ${d}`),
);

/** Filler talk with documented noise in it, in both languages, with suffixes and punctuation: nothing comes out. */
export function propertyNoiseIsNoIdentifier(parts: IdentifierParts): fc.IPropertyWithHooks<[string[], string[], 'user' | 'assistant' | 'tool']> {
  return fc.property(
    fc.array(noiseWord, { minLength: 1, maxLength: 4 }),
    fc.array(fc.oneof(words(FILLER_TR, 1, 3), words(FILLER_EN, 1, 3)), { minLength: 4, maxLength: 4 }),
    fc.constantFrom('user' as const, 'assistant' as const, 'tool' as const),
    (noise, gaps, source) => {
      const text = noise.map((n, k) => `${gaps[k]} ${n}${k % 2 === 1 ? "'de" : k === noise.length - 1 ? '.' : ','}`).join(' ');
      const out = parts.extractIdentifiers(text, { source });
      if (out.length > 0) fail(`noise came out: ${JSON.stringify(out)} from ${JSON.stringify(text)}`);
    },
  );
}

// ---------------------------------------------------------------- sentences

export interface Sentences {
  sentences: string[];
  ids: string[];
}

/**
 * A short answer that ends a sentence: "no." and "nr." stand for "number" only before one (docs/compaction.md), so
 * "the answer is no. then …" is two sentences.
 */
const ANSWERS = ['no', 'yes', 'fine', 'evet', 'hayır', 'yok', 'nope'];

/**
 * Two to four sentences of filler talk, each ending in an identifier (or,
 * now and then, a short answer) and a full stop (or a question or
 * exclamation mark), the next one starting with a lower-case or capitalised
 * word.
 */
export function sentences(): fc.Arbitrary<Sentences> {
  const last = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(sentenceIdentifier, fc.option(fc.constantFrom(...SUFFIXES), { nil: undefined })).map(([id, suffix]) => ({ word: id.value + (suffix ?? ''), id: id.value })) },
    { weight: 1, arbitrary: fc.constantFrom(...ANSWERS).map((word) => ({ word, id: undefined })) },
  );
  const one = fc.tuple(fc.boolean(), last, fc.constantFrom('.', '.', '?', '!'), fc.boolean()).chain(([turkish, { word, id }, end, capital]) =>
    words(turkish ? FILLER_TR : FILLER_EN, 1, 4).map((w) => ({ text: `${capital ? w[0]!.toUpperCase() + w.slice(1) : w} ${word}${end}`, id })),
  );
  return fc.array(one, { minLength: 2, maxLength: 4 }).map((list) => ({ sentences: list.map((s) => s.text), ids: list.flatMap((s) => (s.id === undefined ? [] : [s.id])) }));
}

/** A sentence that ends in an identifier or a short answer ends there: the split gives back the sentences as written, none cut inside an identifier. */
export function propertySentencesEndAtIdentifiers(parts: IdentifierParts): fc.IPropertyWithHooks<[Sentences]> {
  return fc.property(sentences(), ({ sentences: written, ids }) => {
    const text = written.join(' ');
    const split = parts.splitSentences(text);
    for (const id of ids) if (!split.some((s) => s.includes(id))) fail(`${JSON.stringify(id)} cut apart: ${JSON.stringify(split)}`);
    if (JSON.stringify(split) !== JSON.stringify(written)) fail(`split ${JSON.stringify(split)}, expected ${JSON.stringify(written)}`);
  });
}

// ---------------------------------------------------------------- who a sentence names

/**
 * Words that open a sentence before a person's name without being part of it: a document or a thing sent
 * ("Teklif", "Contract"), and a Turkish noun with "your" or "our" ("Başvurunuz", "Siparişiniz", "Müşterimiz").
 */
const LEAD_INS = ['Teklif', 'Sözleşme', 'Rapor', 'Randevu', 'Kargo', 'Belge', 'Proposal', 'Contract', 'Report', 'Quote'];
const POSSESSED = ['Başvurunuz', 'Siparişiniz', 'Hesabınız', 'Talebiniz', 'Müşterimiz', 'Dosyanız', 'Faturanız'];

export interface People {
  text: string;
  names: string[];
}

/**
 * A sentence that opens with a lead-in word before a person, or names two people joined by "ve" or "and": each person
 * comes out as one name, never glued to the lead-in or to the other person.
 */
export function people(): fc.Arbitrary<People> {
  const person = name;
  const leadIn = fc
    .tuple(fc.constantFrom(...LEAD_INS, ...POSSESSED), person, fc.option(fc.constantFrom(...SUFFIXES), { nil: undefined }), words(FILLER_TR, 1, 3))
    .map(([lead, who, suffix, rest]) => ({ text: `${lead} ${who}${suffix ?? ''} ${rest}.`, names: [who] }));
  const two = fc
    .tuple(person, person, fc.constantFrom(' ve ', ' and '), fc.boolean(), fc.array(fc.constantFrom(...FILLER_EN), { minLength: 1, maxLength: 3 }))
    .filter(([a, b]) => a !== b && !a.includes(b) && !b.includes(a))
    .map(([a, b, joint, first, rest]) => ({ text: first ? `${a}${joint}${b} ${rest.join(' ')}.` : `${rest.join(' ')} ${a}${joint}${b}.`, names: [a, b] }));
  // A person right before a date: the day is the date's, not a number of the name ("Selin Aksoy 14 Mart'ta").
  const dated = fc
    .tuple(person, fc.integer({ min: 1, max: 28 }), fc.constantFrom('Mart', 'Kasım', 'Ocak', 'March', 'November', 'Jan'), fc.constantFrom("'ta", "'da", '', ','), words(FILLER_EN, 1, 3))
    .map(([who, day, month, end, rest]) => ({ text: `${rest} ${who} ${day} ${month}${end} ${rest}.`, names: [who] }));
  return fc.oneof(leadIn, two, dated);
}

/** Each person of the sentence comes out whole, and nothing of the sentence holds two of them or a lead-in word. */
export function propertyPeopleApart(parts: IdentifierParts): fc.IPropertyWithHooks<[People, 'user' | 'assistant']> {
  return fc.property(people(), fc.constantFrom('user' as const, 'assistant' as const), ({ text, names }, source) => {
    const out = parts.extractIdentifiers(text, { source });
    for (const who of names) {
      if (!out.includes(who)) fail(`${JSON.stringify(who)} not whole in ${JSON.stringify(out)} from ${JSON.stringify(text)}`);
      const glued = out.filter((o) => o !== who && o.includes(who));
      if (glued.length > 0) fail(`${JSON.stringify(who)} glued: ${JSON.stringify(glued)} from ${JSON.stringify(text)}`);
    }
  });
}

// ---------------------------------------------------------------- a diff

/** A path of two to four parts with a file's extension: `src/billing/invoice.ts`. */
const sourcePath = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), label, fc.constantFrom('ts', 'go', 'py', 'yaml', 'sql'))
  .map(([dirs, file, ext]) => `${dirs.join('/')}/${file}.${ext}`);

/** A diff's header names each file by its two sides (`a/…`, `b/…`): what comes out is the file, not a side of it. */
export function propertyDiffNamesTheFile(parts: IdentifierParts): fc.IPropertyWithHooks<[string[], 'user' | 'assistant' | 'tool']> {
  return fc.property(
    fc.array(sourcePath, { minLength: 1, maxLength: 3 }).filter((paths) => paths.every((a) => paths.every((b) => a === b || !(a.includes(b) || b.includes(a))))),
    fc.constantFrom('user' as const, 'assistant' as const, 'tool' as const),
    (paths, source) => {
      const text = paths.map((p) => `diff --git a/${p} b/${p}\nindex 3f9a1c2..41d02f3 100644\n--- a/${p}\n+++ b/${p}\n@@ -1,3 +1,4 @@`).join('\n');
      const out = parts.extractIdentifiers(text, { source });
      for (const p of paths) {
        if (!out.includes(p)) fail(`${JSON.stringify(p)} not in ${JSON.stringify(out)}`);
        const sides = out.filter((o) => o !== p && o.includes(p));
        if (sides.length > 0) fail(`a side of ${JSON.stringify(p)} came out: ${JSON.stringify(sides)}`);
      }
    },
  );
}

// ---------------------------------------------------------------- a Terraform plan

/** `aws_s3_bucket.scans_euc1`, `module.eks.aws_eks_node_group.batch`: a resource's address, maybe inside a module. */
const address = fc
  .tuple(fc.option(label, { nil: undefined }), fc.constantFrom('aws_s3_bucket', 'aws_iam_role', 'google_storage_bucket', 'azurerm_key_vault'), label, fc.option(chars(DIGIT, 1, 2), { nil: undefined }))
  .map(([module, type, name, n]) => ({ type, name: `${name}${n === undefined ? '' : `_${n}`}`, module }))
  .map(({ type, name, module }) => ({ type, name, address: `${module === undefined ? '' : `module.${module}.`}${type}.${name}` }));

/** A plan's comment lines spell each resource's address; its blocks name it in two strings. */
export function propertyPlanAddresses(parts: IdentifierParts): fc.IPropertyWithHooks<[{ type: string; name: string; address: string }[]]> {
  return fc.property(
    fc.array(address, { minLength: 1, maxLength: 3 }).filter((list) => list.every((a) => list.every((b) => a === b || (!a.address.includes(b.address) && !b.address.includes(a.address) && !a.name.includes(b.name) && !b.name.includes(a.name))))),
    (list) => {
      const text = `Terraform will perform the following actions:\n${list.map((r) => `\n  # ${r.address} will be created\n  + resource "${r.type}" "${r.name}" {\n      + id = (known after apply)\n    }`).join('\n')}\n\nPlan: ${list.length} to add, 0 to change, 0 to destroy.`;
      const out = parts.extractIdentifiers(text, { source: 'tool' });
      for (const r of list) {
        if (!out.includes(r.address)) fail(`${JSON.stringify(r.address)} not in ${JSON.stringify(out)}`);
        const pieces = out.filter((o) => o !== r.address && r.address.includes(o));
        if (pieces.length > 0) fail(`pieces of ${JSON.stringify(r.address)}: ${JSON.stringify(pieces)}`);
      }
    },
  );
}

// ---------------------------------------------------------------- states a tool prints

const STATE_WORDS = ['DOCS', 'MISSING', 'AWAIT', 'BROKER', 'RETRY', 'LIMIT', 'REACHED', 'OOM', 'KILLED', 'HOLD', 'EVRAK', 'EKSIK', 'ONAY', 'BEKLIYOR'];
/** `DOCS_MISSING`, `RETRY_LIMIT_REACHED`: a state or a setting in capitals, words joined by underscores. */
const state = fc.array(fc.constantFrom(...STATE_WORDS), { minLength: 2, maxLength: 3 }).map((w) => w.join('_'));

/** A tool's record with states and settings in capitals beside its number: the number comes out, no state does. */
export function propertyToolStatesAreVocabulary(parts: IdentifierParts): fc.IPropertyWithHooks<[string, string[], boolean]> {
  return fc.property(ticket, fc.array(state, { minLength: 1, maxLength: 3 }), fc.boolean(), (id, states, json) => {
    const text = json
      ? `{"id": "${id}", ${states.map((s, k) => `"f${k}": "${s}"`).join(', ')}}`
      : `job ${id} exited: ${states.join(' after ')}`;
    const out = parts.extractIdentifiers(text, { source: 'tool' });
    if (!out.includes(id)) fail(`${JSON.stringify(id)} not in ${JSON.stringify(out)} from ${JSON.stringify(text)}`);
    const kept = out.filter((o) => states.includes(o));
    if (kept.length > 0) fail(`states came out: ${JSON.stringify(kept)} from ${JSON.stringify(text)}`);
  });
}

// ---------------------------------------------------------------- the documented kinds and noise, row by row

/** A sentence of lower-case talk before or after a row's text: it ends with a full stop and names nothing. */
const BEFORE = ['', 'tamam. ', 'ok so. ', 'şimdi bakıyorum, sonra konuşuruz. '];
const AFTER = ['', ' sonra konuşuruz.', ' thanks a lot.'];

/**
 * Every row of `IDENTIFIER_ROWS` (properties/identifierRows.ts): its text as written, and between sentences of talk that
 * name nothing, gives exactly the row's identifiers, each whole, and nothing else. Every case reads every row, so a
 * few cases suffice (`identifierRowRuns`).
 */
export const identifierRowRuns = { numRuns: 6 };
export function propertyIdentifierRows(parts: IdentifierParts, rows: readonly IdentifierRow[] = IDENTIFIER_ROWS): fc.IPropertyWithHooks<[string, string]> {
  return fc.property(fc.constantFrom(...BEFORE), fc.constantFrom(...AFTER), (before, after) => {
    for (const row of rows) {
      for (const text of row.alone === true || before + after === '' ? [row.text] : [row.text, before + row.text + after]) {
        // A row with no source is someone's words: read as the extractor's default, which must be the user's.
        const out = row.source === undefined ? parts.extractIdentifiers(text) : parts.extractIdentifiers(text, { source: row.source });
        const missing = row.want.filter((w) => !out.includes(w));
        const extra = out.filter((o) => !row.want.includes(o));
        if (missing.length > 0 || extra.length > 0) fail(`${row.why}: ${JSON.stringify(text)} gave ${JSON.stringify(out)}, expected ${JSON.stringify(row.want)}`);
      }
    }
  });
}
