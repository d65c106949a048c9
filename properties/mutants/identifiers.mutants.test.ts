import { describe, it } from 'vitest';
import { extractIdentifiers, splitSentences } from '../../core/compact/index.js';
import { propertyIdentifiersWhole, propertyNoiseIsNoIdentifier, propertySentencesEndAtIdentifiers, type IdentifierParts } from '../identifiers.js';
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
];

const noiseMutants: [string, Extract][] = [
  ['upper-case words kept', plus(/(?<![\p{L}\p{N}])\p{Lu}{3,}(?![\p{L}\p{N}])/gu)],
  ['a status word with its number kept', plus(/(?<![\p{L}])(?:FAILED|PASSED|OK|ERROR|WARN|PENDING|DONE|HTTP) \d+/gu)],
  ['dates kept', plus(/\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4}/gu)],
  ['hyphenated words kept', plus(/(?<![\p{L}])\p{Ll}+-\p{Ll}+(?:-\p{Ll}+)*/gu)],
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
  for (const [name, extract] of noiseMutants) it(`catches: ${name}`, () => expectCaught(propertyNoiseIsNoIdentifier({ ...core, extractIdentifiers: extract })));
  for (const [name, split] of splitMutants) it(`catches: ${name}`, () => expectCaught(propertySentencesEndAtIdentifiers({ ...core, splitSentences: split })));
});
