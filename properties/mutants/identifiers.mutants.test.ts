import { describe, it } from 'vitest';
import { extractIdentifiers, splitSentences } from '../../core/compact/index.js';
import { propertyDiffNamesTheFile, propertyIdentifierRows, propertyGitRangeEnds, propertyMessageIdsKeepBrackets, propertyIdentifiersWhole, propertyNetworkAndBankNamesWhole, propertyNoiseIsNoIdentifier, propertyPeopleApart, propertyPlanAddresses, propertySentencesEndAtIdentifiers, propertyToolStatesAreVocabulary, type IdentifierParts } from '../identifiers.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken identifier extractors and sentence splitters, each a plausible
 * mistake: `core/compact/`'s own, with its answer changed the way the
 * mistake would change it.
 */
const core: IdentifierParts = { extractIdentifiers, splitSentences };
type Extract = IdentifierParts['extractIdentifiers'];

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/** Each identifier replaced as `change` says, given the text it came from. */
const mapIds = (change: (id: string, text: string) => string): Extract => (text, options) => extractIdentifiers(text, options).map((id) => change(id, text));
/** Whatever `pattern` finds added to the identifiers. */
const plus = (pattern: RegExp): Extract => (text, options) => [...extractIdentifiers(text, options), ...(text.match(pattern) ?? [])];

const wholeMutants: [string, Extract][] = [
  ['a Turkish suffix kept', mapIds((id, text) => new RegExp(`${escape(id)}['’]\\p{Ll}+`, 'u').exec(text)?.[0] ?? id)],
  ['closing punctuation kept', mapIds((id, text) => [',', '.', '?', '!', ':', ';'].map((p) => id + p).find((x) => text.includes(x)) ?? id)],
  ['a dotted value cut at its last dot', mapIds((id) => (/^[^\s]+\.[\p{L}\p{N}]+$/u.test(id) ? id.replace(/\.[\p{L}\p{N}]+$/u, '') : id))],
  ['groups after a space dropped', mapIds((id) => id.split(' ')[0]!)],
  ['a name of three words cut to two', mapIds((id) => (/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u.test(id) ? id.split(' ').slice(1).join(' ') : id))],
  ['a bracket kept', mapIds((id, text) => (text.includes(`(${id})`) ? `(${id})` : id))],
  ['a tariff code cut to a version', mapIds((id) => (/^\d{4}(?:\.\d{2}){4,}$/u.test(id) ? id.split('.').slice(0, 3).join('.') : id))],
  ["a container's owner code dropped", mapIds((id) => (/^[A-Z]{3}U \d{6} \d$/u.test(id) ? id.slice(5) : id))],
  ['a series and its number read as a range', mapIds((id) => (/^\d{2,4}-\d{6,}$/u.test(id) ? id.split('-')[1]! : id))],
  ["a landline's area code in brackets dropped", mapIds((id) => (/^\(0\d{3}\) /u.test(id) ? id.slice(7) : id))],
  ['"ve" ends an institution\'s name', mapIds((id) => (id.includes(' ve ') ? id.split(' ve ')[1]! : id))],
  ['an ARN cut at its resource', mapIds((id) => (id.startsWith('arn:') ? id.slice(id.lastIndexOf(':') + 1) : id))],
  ['a currency code left off', mapIds((id) => id.replace(/^(?:NOK|SEK|DKK|JPY|PLN|CHF) | (?:NOK|SEK|DKK|PLN|HUF)$/u, ''))],
  ['thousands and millions left off', mapIds((id) => id.replace(/^([£$€]\d+)(?:k|K|m|bn)$/u, '$1'))],
  ['an image and its digest apart', (text, options) => extractIdentifiers(text, options).flatMap((id) => (/@sha256:/u.test(id) ? id.split('@') : [id]))],
  ["a phone's area code in brackets dropped", mapIds((id) => (/^\(\d{3}\) /u.test(id) ? id.slice(6) : id))],
  ['a Windows path cut to its file', mapIds((id) => (/\\/u.test(id) ? id.slice(id.lastIndexOf('\\') + 1) : id))],
  ["a version's build metadata dropped", mapIds((id) => id.replace(/^(\d+\.\d+\.\d+(?:-[\w.]+)?)\+[\w.]+$/u, '$1'))],
  ["a short IBAN's last group dropped", mapIds((id) => (/^NO\d\d /u.test(id) ? id.replace(/ \d{3}$/u, '') : id))],
];

/** The seventeenth round's kinds (`propertyNetworkAndBankNamesWhole`), each cut the way the extractor cut it before the round. */
const networkAndBankMutants: [string, Extract][] = [
  ["a host cut at the first dash after a dot, read as a file's extension", mapIds((id) => (/^[\p{L}\p{N}-]+\.\p{Ll}+-/u.test(id) ? /^[\p{L}\p{N}-]+\.\p{Ll}+/u.exec(id)![0] : id))],
  ["a subnet's prefix length dropped", mapIds((id) => id.replace(/^(\d{1,3}(?:\.\d{1,3}){3})\/\d{1,2}$/u, '$1'))],
  ["an acronym cut off a bank's name", mapIds((id) => id.replace(/^(?:\p{Lu}{2,5} ){1,2}(?=\p{Lu}\p{Ll})/u, ''))],
];

const noiseMutants: [string, Extract][] = [
  ['upper-case words kept', plus(/(?<![\p{L}\p{N}])\p{Lu}{3,}(?![\p{L}\p{N}])/gu)],
  ['a status word with its number kept', plus(/(?<![\p{L}])(?:FAILED|PASSED|OK|ERROR|WARN|PENDING|DONE|HTTP) \d+/gu)],
  ['dates kept', plus(/\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4}/gu)],
  ['hyphenated words kept', plus(/(?<![\p{L}])\p{Ll}+-\p{Ll}+(?:-\p{Ll}+)*/gu)],
  ["a command's option kept", plus(/(?<=--)\p{Ll}+-\p{Ll}+/gu)],
  ['standards written as codes kept', plus(/utf-8|UTF-8|x86_64|COVID-19|Wi-Fi/gu)],
  ['times with am or pm kept', plus(/\d{1,2}:\d{2} ?(?:am|pm|a\.m\.)/gu)],
  ['Unix times kept', plus(/1[6-8]\d{8}\.\d+/gu)],
  ['scientific notation kept', plus(/\d\.\d[eE][-+]?\d+/gu)],
  ['a count of a model kept', plus(/\d+x[A-Z]\d+/gu)],
  ['one unit of a currency kept', plus(/1 (?:EUR|USD|TL)|[$€]1(?!\d)/gu)],
  ['a connector joins a name and a day', plus(/\p{Lu}\p{Ll}+ (?:de|da|of) (?:Cuma|Salı|Pazartesi|Monday|Friday|Mart)/gu)],
];

/** Each file of a diff given by its sides, as a reader of paths that knows no diff would. */
const sidesKept: Extract = (text, options) => [...extractIdentifiers(text, options), ...(text.match(/(?<= )[ab]\/[^\s]+/gu) ?? [])];
/** The file dropped where its sides were found. */
const fileDropped: Extract = (text, options) => extractIdentifiers(text, options).filter((id) => !text.includes(`a/${id}`));

/** The sentence's first word glued to the name after it, when the name comes right after it. */
const leadInKept: Extract = (text, options) =>
  extractIdentifiers(text, options).map((id) => {
    const first = /^\p{Lu}\p{Ll}+ /u.exec(text)?.[0];
    return first !== undefined && text.startsWith(first + id) ? first + id : id;
  });
/** Two capitalised names joined by "ve" or "and" read as one. */
const joinedKept: Extract = (text, options) => {
  const out = extractIdentifiers(text, options);
  const pair = out.flatMap((a) => out.flatMap((b) => [`${a} ve ${b}`, `${a} and ${b}`])).find((x) => text.includes(x));
  return pair === undefined ? out : [pair];
};
/** A name with the day of the date right after it, as a model number would be. */
const dayKept: Extract = (text, options) => extractIdentifiers(text, options).map((id) => new RegExp(`${escape(id)} \\d{1,2}(?= \\p{Lu})`, 'u').exec(text)?.[0] ?? id);
const peopleMutants: [string, Extract][] = [
  ["a date's day kept as a name's number", dayKept],
  ['a lead-in word kept with the name', leadInKept],
  ['"ve"/"and" joins two people', joinedKept],
];

/** Broken the way a reader of the kinds' shapes would break them, each against one rule of `IDENTIFIER_ROWS`. */
const rowMutants: [string, Extract][] = [
  ["a link's angle bracket kept", mapIds((id, text) => (text.includes(`<${id}>`) ? `${id}>` : id))],
  ['a scheme of one letter read as a link', plus(/(?<![\p{L}])\p{Ll}:\/\/\S+/gu)],
  ['a query string taken whole in tool output too', (text, options) => [...extractIdentifiers(text, options), ...(options?.source === 'tool' ? (text.match(/\/\S+\?\S+/gu) ?? []) : [])]],
  ["a handle's at sign dropped", mapIds((id) => id.replace(/^@/u, ''))],
  ['a call to everyone kept as a handle', plus(/@(?:here|channel|everyone)/gu)],
  ["a package's scope read as a handle", plus(/@[a-z]+(?=\/)/gu)],
  ["a package revision's build dropped", mapIds((id) => id.replace(/^(\d+\.\d+-[\w.]+)\+\w+$/u, '$1'))],
  ['a sum read as a version with its build', plus(/\d+\.\d+\+\d+/gu)],
  ["a title's article left off", mapIds((id) => id.replace(/^The /u, ''))],
  ['a sign of a currency other than the euro, the dollar, the pound and the lira dropped', mapIds((id) => id.replace(/^(?:R\$|[¥₹₩₽]) ?/u, ''))],
  ["a business noun, bare or with 'its', kept before the name it opens", mapIds((id, text) => /^(?:Havale|Faturası|Delivery) /u.exec(text) !== null && text.includes(` ${id}`) && text.indexOf(id) === text.indexOf(' ') + 1 ? text.slice(0, text.indexOf(' ') + 1 + id.length) : id)],
  ['a word that only starts like a business noun cut off the name', mapIds((id) => id.replace(/^Mesajlaşma /u, ''))],
  ["a business noun at a table cell's start kept before the name", mapIds((id, text) => (text.includes(`  Havale ${id}`) ? `Havale ${id}` : id))],
  ["a body named by a plural's possessive cut at the apostrophe", mapIds((id) => id.replace(/s['’] (?:Association|Cooperative|Union|Guild)$/u, 's'))],
  ["anything after a plural's possessive kept with the name", mapIds((id, text) => new RegExp(`${escape(id)}['’] \\p{L}+`, 'u').exec(text)?.[0] ?? id)],
  ["an article at a sentence's start kept", mapIds((id, text) => (text.startsWith(`The ${id}`) ? `The ${id}` : id))],
  ['an elided digest cut at its dots', mapIds((id) => id.replace(/(?:\.\.\.|…)[0-9a-f]+$/u, ''))],
  ["a Docker Hub image's tag dropped", mapIds((id) => (/^[a-z]+\/[a-z-]+:/u.test(id) ? id.slice(0, id.indexOf(':')) : id))],
  ["a file's line kept", mapIds((id, text) => new RegExp(`${escape(id)}:\\d+`, 'u').exec(text)?.[0] ?? id)],
  ["an unspaced IBAN's check digits taken for its country", mapIds((id) => (/^[A-Z]{2}\d{24}$/u.test(id) ? id.slice(4) : id))],
  ['a card masked with bullets dropped', (text, options) => extractIdentifiers(text, options).filter((id) => !id.includes('•'))],
  ['five digits after an airline code read as a flight', mapIds((id, text) => new RegExp(`[A-Z]{2} ${escape(id)}`, 'u').exec(text)?.[0] ?? id)],
  ["a container's check digit after a dash dropped", mapIds((id) => id.replace(/^([A-Z]{4} \d{6})-\d$/u, '$1'))],
  ['two groups of four digits read as a tracking number', plus(/(?<!\d )(?<!\d)\d{4} \d{4}(?! ?\d)/gu)],
  ['a list of years read as a tracking number', plus(/(?:20\d\d ){2}20\d\d/gu)],
  ['a per-unit amount cut at its slash', mapIds((id) => (/^[$£€₺][\d.,]+\/\p{L}+$/u.test(id) ? id.slice(0, id.indexOf('/')) : id))],
  ["a range's spaces around the dash cut it", mapIds((id) => (/ - /u.test(id) ? id.split(' - ')[1]! : id))],
  ['a code before one digit read as an amount', plus(/(?:USD|EUR|TRY) \d(?!\d)/gu)],
  ['grouped numbers without cents kept in tool output', (text, options) => [...extractIdentifiers(text, options), ...(options?.source === 'tool' ? (text.match(/(?<![\d.,])\d{1,3}(?:[.,]\d{3})+(?![\d.,])/gu) ?? []) : [])]],
  ['measurements with cents and a unit read as amounts', plus(/\d{1,3}(?:[.,]\d{3})+[.,]\d{2}(?= ?(?:ms|s|%))/gu)],
  ['four digits after a dot taken for a thousand group', plus(/(?<![\d.])\d{1,3}\.\d{4}(?![\d.])/gu)],
  ['a house number of one digit read as an address', mapIds((id, text) => new RegExp(`(?<!\\d)\\d ${escape(id)}`, 'u').exec(text)?.[0] ?? id)],
  ["an address's suite or flat dropped", mapIds((id) => id.replace(/,? (?:Suite|Flat) \w+$| #\d+$/u, ''))],
  ["a Turkish street's quarter dropped", mapIds((id) => id.replace(/(No: ?[\dA-Z/]+), \p{Lu}\p{Ll}+$/u, '$1'))],
  ["a parcel's colons lost", (text, options) => extractIdentifiers(text.replace(/(ada|parsel): /giu, '$1 '), options)],
  ["a network share's leading backslashes dropped", mapIds((id) => id.replace(/^\\\\/u, ''))],
  ['a build after a plus dropped from a version with a v', mapIds((id) => id.replace(/^(v\d+\.\d+\.\d+)\+.*$/u, '$1'))],
  ['short acronyms with a digit kept', plus(/(?<![\p{L}\p{N}])(?:SOC2|3DS)(?![\p{L}\p{N}])/gu)],
  ['a word with a number kept', plus(/(?<![\p{L}\p{N}])(?:last4|rc1|P1)(?![\p{L}\p{N}])/gu)],
  ['a hash of letters and digits dropped', (text, options) => extractIdentifiers(text, options).filter((id) => !/^[0-9a-f]{6,12}$/u.test(id) || /^\d+$/u.test(id))],
  ['dates read as versions', plus(/(?<![\d.])\d{1,2}\.\d{2}\.\d{2,4}(?![\d.])/gu)],
  ['measurements with units kept', plus(/(?<![\p{L}\p{N}])\d+(?:\.\d+)?(?:gb|dk|h|M)(?![\p{L}\p{N}])/gu)],
  ['a count in a series kept as the first word of a name', mapIds((id, text) => new RegExp(`(?:Ep|Ch|Vol|Pt)\\d{1,3} ${escape(id)}`, 'u').exec(text)?.[0] ?? id)],
  ['a count in a series and the word after it read as a name', plus(/(?<![\p{L}\p{N}])(?:Ep|Ch|Vol|Pt)\d{1,3} \p{Lu}\p{Ll}+(?![\p{L}])/gu)],
  ['a series with a short number read as a record', plus(/(?<![\d-])\d{2}-\d{4}(?![\d-])/gu)],
  ['a postcode cut to its district', mapIds((id) => (/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/u.test(id) ? id.slice(0, id.indexOf(' ')) : id))],
  ['a time or a size in bytes read as a postcode', plus(/(?<![\p{L}\p{N}])[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}(?![\p{L}\p{N}])/gu)],
  ['a capital and three digits dropped as an acronym', (text, options) => extractIdentifiers(text, options).filter((id) => !/^\p{Lu}\d{3}$/u.test(id))],
  ['a capital or two and two digits read as a room', plus(/(?<![\p{L}\p{N}])\p{Lu}{1,2}\d{2}(?![\p{L}\p{N}])/gu)],
  ['a language tag dropped as a hyphenated word', (text, options) => extractIdentifiers(text, options).filter((id) => !/^[a-z]{2}-[A-Z]{2}$/u.test(id))],
  ['an English prefix before capitals read as a language tag', plus(/(?<![\p{L}\p{N}-])(?:ex|co)-[A-Z]{2,3}(?![\p{L}\p{N}])/gu)],
  ['a citation key dropped as a word with a number', (text, options) => extractIdentifiers(text, options).filter((id) => !/^\p{Ll}{3,}(?:19|20)\d\d\p{Ll}?$/u.test(id))],
  ['a word with two digits read as a citation key', plus(/(?<![\p{L}\p{N}])\p{Ll}{3,}\d{2}(?![\p{L}\p{N}])/gu)],
  ["a queue's hash dropped", mapIds((id) => id.replace(/^\p{Lu}+#/u, ''))],
  ['a hash and one digit kept', plus(/#\d(?!\d)/gu)],
  ['a handle behind its directory cut to the handle', mapIds((id) => id.replace(/^(?:okta|ldap):/u, ''))],
  ['a column name in capitals kept', plus(/(?<![\p{L}_])\p{Lu}+_ID(?![\p{L}_])/gu)],
  ['states in capitals kept in tool output', (text, options) => [...extractIdentifiers(text, options), ...(options?.source === 'tool' ? (text.match(/(?<![\p{L}_])\p{Lu}{2,}_\p{Lu}{2,}(?![\p{L}_])/gu) ?? []) : [])]],
  ['bare numbers kept in tool output', (text, options) => [...extractIdentifiers(text, options), ...(options?.source === 'tool' ? (text.match(/(?<![\d.,])\d{5,}(?![\d.,])/gu) ?? []) : [])]],
  ['a resource type alone kept', plus(/(?<![\p{L}_.])aws_[a-z0-9_]+(?![\p{L}_.])/gu)],
  ["a subnet's prefix dropped", mapIds((id) => id.replace(/\/\d{1,2}$/u, ''))],
  ['snake case without a digit kept', plus(/(?<![\p{L}_])\p{Ll}+_\p{Ll}+(?![\p{L}_])/gu)],
  ["a generated test's name dropped", (text, options) => extractIdentifiers(text, options).filter((id) => (id.match(/_/gu) ?? []).length < 4)],
  ["a state field's value kept", plus(/(?<="(?:durum|sonuc)": ")[A-Z_]+/gu)],
  ["an Airflow run's offset dropped", mapIds((id) => id.replace(/(?:[+-]\d{2}:\d{2}|Z)$/u, ''))],
  ['nobody assigned taken for a handle', plus(/(?<=": ")unassigned/gu)],
  ['a handle of two letters kept', plus(/(?<==)\p{Ll}{2}(?![\p{L}])/gu)],
  ['a header row kept', plus(/^[A-Z_]+(?= {2})/gmu)],
  ['a heading kept', (text, options) => extractIdentifiers(text.replace(/^#+ /gmu, ''), options)],
  ["a table's header row kept", plus(/(?<=^\| )[^|\n]+?(?= \|[^\n]*\n\|-)/gmu)],
  ['a bold label kept', (text, options) => extractIdentifiers(text.replace(/\*\*/gu, ''), options)],
  ["a capital company's ampersand ends it", mapIds((id) => (/^[A-Z]+ & /u.test(id) ? id.slice(id.indexOf('& ') + 2) : id))],
  ["a bank's acronym cut off", mapIds((id) => id.replace(/^\p{Lu}{2,5} (?=\p{Lu}\p{Ll})/u, ''))],
  ["a BIC's label kept", mapIds((id, text) => new RegExp(`(?:BIC|SWIFT)[^A-Z]*${escape(id)}`, 'u').exec(text)?.[0] ?? id)],
  ["a company's trades cut off", mapIds((id) => id.replace(/^.* ve Tic\. /u, ''))],
  ["a company's last dot at a sentence's end dropped", mapIds((id, text) => (text.endsWith(`${id}`) && id.endsWith('.') ? id.slice(0, -1) : id))],
  ['a surname read as a pronoun', (text, options) => extractIdentifiers(text, options).filter((id) => !/ (?:Şen|Su) /u.test(`${id} `))],
  ["a first name's case ending after a document read as a name", plus(/^Teklif Burak/gu)],
  ["a compound's case ending taken for a first name's", (text, options) => extractIdentifiers(text, options).filter((id) => !id.endsWith('Sistemi'))],
  ['a place at the start kept with the name', mapIds((id, text) => (text.includes(`Muhasebeden ${id}`) ? `Muhasebeden ${id}` : id))],
  ['a first name ending like a possessed noun dropped', (text, options) => extractIdentifiers(text, options).filter((id) => !id.startsWith('Deniz') || text.includes(`Müşterimiz ${id}`))],
  ["'ve' ends a chamber's name", mapIds((id) => (id.includes(' ve ') ? id.split(' ve ')[1]! : id))],
  ["'and' ends an English body's name", mapIds((id) => (id.startsWith('Office of') ? id.split(' and ')[1]! : id))],
  ["an apostrophe's 's cut", mapIds((id) => id.replace(/['’]s /u, ' '))],
  ["an Irish name's apostrophe cut", mapIds((id) => id.replace(/^\p{Lu}['’]/u, ''))],
  ['a hyphenated first name cut', mapIds((id) => id.replace(/^\p{Lu}\p{Ll}+-/u, ''))],
  ['initials dropped', mapIds((id) => id.replace(/^(?:\p{Lu}\.)+ /u, ''))],
  ['a lower-case particle dropped', mapIds((id) => id.replace(/^\p{Ll}+-/u, ''))],
  ["a name's connector ends it", mapIds((id) => id.replace(/^.* (?:da|das) /u, ''))],
  ["a product's plus dropped", mapIds((id) => id.replace(/\+$/u, ''))],
  ["a trace's source file kept", plus(/(?<=File ")[^"]+|(?<=\()\/[^:)]+/gu)],
  ["an exception's class kept", plus(/(?<![\p{L}.])(?:\p{Ll}+\.)+\p{Lu}\p{L}+Error/gu)],
  ["a query's quoted state kept", plus(/(?<=durum = ')[A-Z]+/gu)],
  ['a Portuguese legal form dropped', mapIds((id) => id.replace(/ Lda$/u, ''))],
  ["a street's floor dropped", mapIds((id) => id.replace(/, Kat: \d+$/u, ''))],
  ["a ship's prefix dropped", mapIds((id) => id.replace(/^(?:MV|MT|MS) /u, ''))],
  ['"MS" before one word read as a ship', plus(/(?<![\p{L}])MS \p{Lu}\p{Ll}+(?= \p{Ll})/gu)],
  ['a program after "MS" read as a name', plus(/(?<=MS )Word Online/gu)],
  ['a legal form in capitals cut off', mapIds((id) => id.replace(/ (?:AS|AB)$/u, ''))],
  ["SQL's AS kept", plus(/(?<=kolonlar )AS/gu)],
  ["an acronym inside a name ends it", mapIds((id) => id.replace(/ \p{Lu}{2,5} .*$/u, ''))],
  ["an acronym after a person read as the name's", mapIds((id, text) => (text.includes(`${id} SGK belgesini`) ? `${id} SGK` : id))],
  ['"and Partners" ends a firm\'s name', mapIds((id) => id.replace(/ (?:and|ve) (?:Partners|Ortakları).*$/u, ''))],
  ['"ve" between two people read as a firm', (text, options) => (text.includes(' ve Emre') ? ['Selin Koç ve Emre Aydın'] : extractIdentifiers(text, options))],
  ["a tax office's abbreviation dropped", mapIds((id) => id.replace(/ VD$/u, ''))],
  ['a tax office\'s abbreviation kept alone', plus(/(?<=formda )VD/gu)],
  ['a given name hyphenated in lower case cut', mapIds((id) => id.replace(/^\p{Lu}\p{Ll}+-\p{Ll}+ /u, ''))],
  ['a compound of everyday words read as a given name', plus(/Check-in Desk/gu)],
  ["a CamelCase word after a name's word taken alone", mapIds((id) => id.replace(/^\p{Lu}\p{Ll}+ (?=\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+$)/u, ''))],
  ["a program after a sentence's first word read as a name", mapIds((id, text) => (text.startsWith(`Run ${id}`) ? `Run ${id}` : id))],
  ["a service's version cut off in a tool field", mapIds((id) => id.replace(/ \d+\.\d+\.\d+$/u, ''))],
  ['a version of two parts kept with its service', mapIds((id, text) => (text.includes(`"${id} 2.9"`) ? `${id} 2.9` : id))],
];

type Split = IdentifierParts['splitSentences'];
/** Sentences glued back where `glue` says the first did not end. */
const glued = (glue: (sentence: string) => boolean): Split => (text) =>
  splitSentences(text).reduce<string[]>((out, s) => (out.length > 0 && glue(out[out.length - 1]!) ? [...out.slice(0, -1), `${out[out.length - 1]} ${s}`] : [...out, s]), []);

const splitMutants: [string, Split][] = [
  ['no sentence ends after a number', glued((s) => /\d[.!?]$/u.test(s))],
  ['no sentence ends after an apostrophe suffix', glued((s) => /['’]\p{Ll}+[.!?]$/u.test(s))],
  ['only a full stop ends a sentence', glued((s) => /[?!]$/u.test(s))],
  ['"no." always an abbreviation', glued((s) => /(?<![\p{L}])no\.$/u.test(s))],
  ['every dot ends a sentence', (text) => text.split(/(?<=\.)(?=\S)|(?<=[.!?])\s+/u).map((s) => s.trim()).filter((s) => s !== '')],
];

describe('the identifier properties catch broken extractors and splitters', () => {
  for (const [name, extract] of wholeMutants) it(`catches: ${name}`, () => expectCaught(propertyIdentifiersWhole({ ...core, extractIdentifiers: extract })));
  for (const [name, extract] of networkAndBankMutants) it(`catches: ${name}`, () => expectCaught(propertyNetworkAndBankNamesWhole({ ...core, extractIdentifiers: extract })));
  it('catches: a git range read whole', () =>
    expectCaught(propertyGitRangeEnds({ ...core, extractIdentifiers: (text, options) => [...extractIdentifiers(text, options), ...(text.match(/\S+\.\.\.?\S+/gu) ?? [])] })));
  it("catches: a range's end with a slash cut at it, as a file", () =>
    expectCaught(propertyGitRangeEnds({ ...core, extractIdentifiers: (text, options) => extractIdentifiers(text, options).map((id) => (text.includes(`..${id}`) && id.includes('/') ? id.slice(0, id.indexOf('/')) : id)) })));
  it("catches: a message id's brackets dropped", () =>
    expectCaught(propertyMessageIdsKeepBrackets({ ...core, extractIdentifiers: mapIds((id) => id.replace(/^<(.*)>$/u, '$1')) })));
  it("catches: only a message id's documented headers and fields read (its brackets dropped after any other id field)", () =>
    expectCaught(propertyMessageIdsKeepBrackets({
      ...core,
      extractIdentifiers: mapIds((id, text) => (/(?:Message-ID|In-Reply-To|"message_id"|"messageId")"?\s*[:=]\s*"?</u.test(text) ? id : id.replace(/^<(.*)>$/u, '$1'))),
    })));
  it("catches: a sender's address kept in brackets", () =>
    expectCaught(propertyMessageIdsKeepBrackets({ ...core, extractIdentifiers: mapIds((id, text) => (text.includes(`<${id}>`) ? `<${id}>` : id)) })));
  for (const [name, extract] of noiseMutants) it(`catches: ${name}`, () => expectCaught(propertyNoiseIsNoIdentifier({ ...core, extractIdentifiers: extract })));
  it("catches: a plan's comment lines read as headings", () =>
    expectCaught(propertyPlanAddresses({ ...core, extractIdentifiers: (text, options) => extractIdentifiers(text.replace(/^ {2}# .*$/gmu, ''), options) })));
  it("catches: a resource's type and name kept as pieces", () =>
    expectCaught(propertyPlanAddresses({ ...core, extractIdentifiers: (text, options) => [...extractIdentifiers(text, options), ...[...text.matchAll(/resource "([a-z_]+)" "([a-z0-9_]+)"/gu)].map((m) => m[2]!)] })));
  it("catches: a tool's states in capitals kept", () =>
    expectCaught(propertyToolStatesAreVocabulary({ ...core, extractIdentifiers: plus(/(?<![\p{L}_])\p{Lu}{2,}(?:_\p{Lu}{2,})+(?![\p{L}_])/gu) })));
  it("catches: a record's number dropped beside its states", () =>
    expectCaught(propertyToolStatesAreVocabulary({ ...core, extractIdentifiers: (text, options) => (/_/u.test(text) ? [] : extractIdentifiers(text, options)) })));
  it('catches: the sides of a diff kept', () => expectCaught(propertyDiffNamesTheFile({ ...core, extractIdentifiers: sidesKept })));
  it('catches: the file of a diff dropped', () => expectCaught(propertyDiffNamesTheFile({ ...core, extractIdentifiers: fileDropped })));
  for (const [name, extract] of peopleMutants) it(`catches: ${name}`, () => expectCaught(propertyPeopleApart({ ...core, extractIdentifiers: extract })));
  for (const [name, extract] of rowMutants) it(`catches: ${name}`, () => expectCaught(propertyIdentifierRows({ ...core, extractIdentifiers: extract })));
  for (const [name, split] of splitMutants) it(`catches: ${name}`, () => expectCaught(propertySentencesEndAtIdentifiers({ ...core, splitSentences: split })));
});
