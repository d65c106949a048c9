import fc from 'fast-check';
import type { FieldPath } from '../core/errors.js';
import type { Encoding, Tokenizer, TokenizerBackend } from '../core/tokenizer.js';
import { isBaglamError } from './errorShape.js';
import type { Implementation } from './implementation.js';
import { referenceFieldPath, referencePlace } from './reference/fieldPath.js';
import { ledgerTokenizer } from './reportMeasures.js';

function fail(message: string): never {
  throw new Error(message);
}

/** One bad call: what it does, and the error docs/contracts.md promises for it. */
export interface BadCall {
  /** For the failure message: the call as it was made. */
  what: string;
  call: (impl: Implementation) => unknown;
  code: 'INVALID_INPUT' | 'INVALID_PROFILE' | 'CONTEXT_OVERFLOW';
  path: FieldPath;
  /** The error's class name: `BaglamError`, or `ContextOverflowError` for an overflow. */
  name: string;
}

/** A list with a hole at `at` (`[1, , 3]`): `forEach` skips it, a `for` loop reads `undefined`. */
function holed<T>(items: T[], at: number): T[] {
  const copy = items.slice();
  delete copy[at];
  return copy;
}

/** Values that are no list, no options object, no text: what a plain-JavaScript caller can hand over. */
const NOT_A_LIST: unknown[] = [null, undefined, 3, 'abc', { length: 1, 0: 'a' }, true];
const NOT_A_COUNT: unknown[] = [Number.NaN, -1, -0.5, Number.NEGATIVE_INFINITY, '4', null, undefined, true];
const NOT_A_LENGTH: unknown[] = [Number.NaN, -1, -0.5, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '3', null, undefined, [2]];
const NOT_TEXT: unknown[] = [null, undefined, 3, ['a'], { text: 'a' }, true];
/**
 * What a tokenizer is handed where a text is declared: `NOT_TEXT`, and a
 * `String` object, which acts like the text it wraps (`length`, `slice`,
 * `charCodeAt`) but is none, and answers as its class decides.
 */
const NOT_A_COUNTED_TEXT: unknown[] = [...NOT_TEXT, new String('merhaba')];
/** A limit to count within: any number but NaN is one (-1 and Infinity included); these are not. */
const NOT_A_LIMIT: unknown[] = [Number.NaN, '3', null, undefined, true, [2]];
const NOT_OPTIONS: unknown[] = [null, 5, 'maxTurns', [], true];
const NOT_A_MESSAGE: unknown[] = [
  null, undefined, 5, 'merhaba', ['user', 'merhaba'], {}, { role: 'user' }, { content: 'merhaba' },
  { role: 1, content: 'merhaba' }, { role: 'user', content: 5 }, { role: 'user', content: null },
  // A function is no message, whatever properties it carries.
  Object.assign(() => 0, { role: 'user', content: 'merhaba' }),
];
// A function is no object of sections either.
const NOT_SECTIONS: unknown[] = [null, undefined, 5, 'rules', ['a'], true, Object.assign(() => 0, { rules: 'a' })];
// undefined among them: a profile left out is no mapping either, not one whose `window` is missing.
const NOT_A_PROFILE: unknown[] = [undefined, null, 5, 'window: 8192', []];
const NOT_AN_ENCODING: unknown[] = ['p50k_base', 'O200K_BASE', '', null, 3];
const NOT_A_BACKEND: unknown[] = ['wasm', 'Fast', '', 3, true];
const NOT_A_CACHE_SIZE: unknown[] = [-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '5', true];
/** What a caller's tokenizer may answer that is no count: negative, not whole, past the safe integers, not a number. */
const NOT_A_TOKEN_COUNT: unknown[] = [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '3', null, undefined];

/**
 * Values that are no tokenizer: each one lacks exactly one of an object, not
 * null, `count` and `countWithin` as functions, `encoding` as a string (a
 * function carrying all three fails only the first).
 */
function notATokenizer(good: Tokenizer): [what: string, value: unknown][] {
  const { count, countWithin, encoding } = good;
  return [
    ['null', null],
    ['undefined', undefined],
    ['the encoding', 'o200k_base'],
    ['a function with encoding, count and countWithin', Object.assign(() => 0, { encoding, count, countWithin })],
    ['an object without count', { encoding, countWithin }],
    ['an object whose count is a number', { encoding, count: 5, countWithin }],
    ['an object without countWithin', { encoding, count }],
    ['an object without encoding', { count, countWithin }],
    ['an object whose encoding is a number', { encoding: 200, count, countWithin }],
  ];
}

/** Puts `value` at position `at` (modulo the length) of `items`: where a bad element sits. */
function withAt<T>(items: T[], at: number, value: unknown): [unknown[], number] {
  const i = at % items.length;
  const copy: unknown[] = items.slice();
  copy[i] = value;
  return [copy, i];
}

const show = (value: unknown): string => (value === undefined ? 'undefined' : Number.isNaN(value) ? 'NaN' : JSON.stringify(value) ?? String(value));

/** Where the bad calls put their faults: valid lists around them, the position of the bad element, the window an overflow gets. */
interface Layout {
  lens: number[];
  texts: string[];
  names: string[];
  at: number;
  window: number;
}

/**
 * Bad arguments of the history pieces, the budget report and
 * `createTokenizer` (`clampHistory`, `clampMessages`, `runeCount`,
 * `runeLens`, `budgetReport`; an encoding, a backend, a cache size or
 * options that are none), of the tokenizers it makes (`count` and
 * `countWithin` of a text that is no string, `countWithin` within a limit
 * that is NaN or no number) and of `referenceCount`, one fault per call, every listed bad value of every
 * argument in each case (the positions and the lists around them
 * generated); a profile that is no mapping and an overflow (errors tied to
 * no field).
 */
export function badCalls(layout: Layout): BadCall[] {
  const { lens, texts, names, at, window } = layout;
  const messages = texts.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));
  const calls: BadCall[] = [];
  const refused = (what: string, call: BadCall['call'], path: FieldPath): void => {
    calls.push({ what, call, path, name: 'BaglamError', code: 'INVALID_INPUT' });
  };
  const hole = at % lens.length;
  refused(`clampHistory(${show(lens)} with a hole at ${hole}, 2, 10)`, (impl) => impl.clampHistory(holed(lens, hole), 2, 10), ['lens', hole]);
  const holeText = at % texts.length;
  refused(`clampMessages(${show(messages)} with a hole at ${holeText})`, (impl) => impl.clampMessages(holed(messages, holeText)), ['messages', holeText]);
  refused(`runeLens(${show(texts)} with a hole at ${holeText})`, (impl) => impl.runeLens(holed(texts, holeText)), ['texts', holeText]);
  for (const v of NOT_A_LIST) {
    refused(`clampHistory(${show(v)}, 2, 10)`, (impl) => impl.clampHistory(v as number[], 2, 10), ['lens']);
    refused(`clampMessages(${show(v)})`, (impl) => impl.clampMessages(v as [], {}), ['messages']);
    refused(`runeLens(${show(v)})`, (impl) => impl.runeLens(v as string[]), ['texts']);
  }
  for (const v of NOT_A_LENGTH) {
    const [bad, i] = withAt(lens, at, v);
    refused(`clampHistory(${show(bad)}, 2, 10)`, (impl) => impl.clampHistory(bad as number[], 2, 10), ['lens', i]);
  }
  for (const v of NOT_A_COUNT) {
    refused(`clampHistory(${show(lens)}, ${show(v)}, 10)`, (impl) => impl.clampHistory(lens, v as number, 10), ['maxTurns']);
    refused(`clampHistory(${show(lens)}, 2, ${show(v)})`, (impl) => impl.clampHistory(lens, 2, v as number), ['maxUnits']);
  }
  for (const v of NOT_A_MESSAGE) {
    const [bad, i] = withAt(messages, at, v);
    refused(`clampMessages(${show(bad)})`, (impl) => impl.clampMessages(bad as []), ['messages', i]);
  }
  for (const v of NOT_OPTIONS) refused(`clampMessages(…, ${show(v)})`, (impl) => impl.clampMessages(messages, v as {}), ['options']);
  for (const v of NOT_TEXT) {
    refused(`runeCount(${show(v)})`, (impl) => impl.runeCount(v as string), ['text']);
    const [bad, i] = withAt(texts, at, v);
    refused(`runeLens(${show(bad)})`, (impl) => impl.runeLens(bad as string[]), ['texts', i]);
    const name = names[at % names.length]!;
    const sections: Record<string, unknown> = {};
    for (const n of names) Object.defineProperty(sections, n, { value: n === name ? v : 'metin', enumerable: true, writable: true, configurable: true });
    refused(`budgetReport(${show(sections)} with ${show(v)} at ${JSON.stringify(name)}, tokenizer)`, (impl) => impl.budgetReport(sections as Record<string, string>, ledgerTokenizer()), ['sections', name]);
  }
  for (const v of NOT_SECTIONS) refused(`budgetReport(${show(v)}, tokenizer)`, (impl) => impl.budgetReport(v as {}, ledgerTokenizer()), ['sections']);
  for (const v of NOT_AN_ENCODING) refused(`createTokenizer(${show(v)})`, (impl) => impl.createTokenizer(v as Encoding), ['encoding']);
  for (const v of NOT_A_BACKEND) refused(`createTokenizer('cl100k_base', { backend: ${show(v)} })`, (impl) => impl.createTokenizer('cl100k_base', { backend: v as TokenizerBackend }), ['backend']);
  for (const v of NOT_A_CACHE_SIZE) refused(`createTokenizer('o200k_base', { cacheChars: ${show(v)} })`, (impl) => impl.createTokenizer('o200k_base', { cacheChars: v as number }), ['cacheChars']);
  for (const v of NOT_OPTIONS) refused(`createTokenizer('o200k_base', ${show(v)})`, (impl) => impl.createTokenizer('o200k_base', v as {}), ['options']);
  // A tokenizer of baglam's own counts only a string, within a limit that is a number: `count(5)` must not be 0 tokens.
  const text = texts[at % texts.length]!;
  for (const backend of ['fast', 'js-tiktoken'] as const) {
    const made = (impl: Implementation): Tokenizer => impl.createTokenizer('cl100k_base', { backend });
    for (const v of NOT_A_COUNTED_TEXT) {
      refused(`createTokenizer('cl100k_base', { backend: '${backend}' }).count(${show(v)})`, (impl) => made(impl).count(v as string), ['text']);
      refused(`createTokenizer('cl100k_base', { backend: '${backend}' }).countWithin(${show(v)}, ${lens[0]})`, (impl) => made(impl).countWithin(v as string, lens[0]!), ['text']);
    }
    for (const v of NOT_A_LIMIT) {
      refused(`createTokenizer('cl100k_base', { backend: '${backend}' }).countWithin(${show(text)}, ${show(v)})`, (impl) => made(impl).countWithin(text, v as number), ['limit']);
    }
  }
  // `referenceCount` is public too: its encoding and its text are checked as `createTokenizer`'s and `count`'s are.
  for (const v of NOT_A_COUNTED_TEXT) refused(`referenceCount('o200k_base', ${show(v)})`, (impl) => impl.referenceCount('o200k_base', v as string), ['text']);
  for (const v of NOT_AN_ENCODING) refused(`referenceCount(${show(v)}, ${show(text)})`, (impl) => impl.referenceCount(v as Encoding, text), ['encoding']);
  const ledger = ledgerTokenizer();
  for (const [what, v] of notATokenizer(ledger)) refused(`budgetReport({ a: 'metin' }, ${what})`, (impl) => impl.budgetReport({ a: 'metin' }, v as Tokenizer), ['tokenizer']);
  // A caller's tokenizer whose count is no count is refused when it gives it, naming the tokenizer.
  for (const n of NOT_A_TOKEN_COUNT) {
    refused(`budgetReport({ a: 'metin' }, a tokenizer counting ${show(n)})`, (impl) => impl.budgetReport({ a: 'metin' }, { ...ledger, count: () => n as number }), ['tokenizer']);
  }
  // What `assemble` is handed as the request: nothing at all, and a fixed
  // part that is invalid (a lone surrogate in a rule) beside a tool schema of
  // another prototype, which the memo of fixed parts cannot copy, so only
  // validation stands between it and the prompt.
  const roomy = (impl: Implementation) => impl.resolveProfile({ name: 'geniş', window: 4000, output: { answer: 1 } });
  for (const v of [null, undefined]) {
    refused(`assemble(${show(v)})`, (impl) => impl.assemble(v as never, roomy(impl), { tokenizer: ledger, cache: impl.newCache() }), []);
  }
  const schema = Object.assign(new (class Schema {})(), { type: 'object' });
  refused(
    'assemble of a rule holding a lone surrogate beside a tool whose parameters are a class instance',
    (impl) => impl.assemble({ question: 'soru', rules: [{ id: 'r', text: 'kural \ud800' }], tools: [{ name: 'ara', parameters: schema }] }, roomy(impl), { tokenizer: ledger, cache: impl.newCache() }),
    ['rules', 0, 'text'],
  );
  for (const v of NOT_A_PROFILE) calls.push({ what: `resolveProfile(${show(v)})`, call: (impl) => impl.resolveProfile(v), name: 'BaglamError', code: 'INVALID_PROFILE', path: [] });
  // Not bad input, but an error all the same, tied to no field: a question larger than the window.
  calls.push({
    what: `assemble of a 60-word question in a window of ${window}`,
    // Counted by a caller's counter: no rank table is built for it.
    call: (impl) => impl.assemble({ question: `soru${' kelime'.repeat(60)}` }, impl.resolveProfile({ name: 'küçük', window, output: { answer: 1 } }), { tokenizer: ledgerTokenizer() }),
    name: 'ContextOverflowError', code: 'CONTEXT_OVERFLOW', path: [],
  });
  return calls;
}

const layouts: fc.Arbitrary<Layout> = fc.record({
  lens: fc.array(fc.nat({ max: 50 }), { minLength: 1, maxLength: 6 }),
  texts: fc.array(fc.constantFrom('', 'a', 'merhaba', '😀 ok', 'İş'), { minLength: 1, maxLength: 6 }),
  names: fc.uniqueArray(fc.constantFrom('rules', 'tools', 'history', 'chunks', '0', '', 'a b', '__proto__'), { minLength: 1, maxLength: 5 }),
  at: fc.nat(),
  window: fc.integer({ min: 3, max: 30 }),
});

/** A place in a file, as a loader names it. */
const place = fc.record({ file: fc.constantFrom('request.yaml', 'logs/2026-12-01.jsonl', 'a b.yml'), line: fc.integer({ min: 1, max: 9999 }), col: fc.integer({ min: 1, max: 400 }) });

/**
 * Bad input (docs/contracts.md#bad-input): a bad argument is refused with
 * a `BaglamError` whose `code` is the documented one and whose `path` names
 * the argument (the list position too, for an element), never a bare
 * `TypeError` from deep inside, never accepted. Its message is the field
 * as the contracts write it, then the detail (`lens[2]: …`; an error tied
 * to no field, such as an overflow, is the detail alone), `formatFieldPath`
 * writes the field the same way (the empty path as `(root)`), and the
 * same error placed in a file (`withSource`, as the loaders do) keeps its
 * code, field and detail and says `file:line:col (field): detail`. The
 * oracle is the path written out by `reference/fieldPath.ts`, not
 * `core/`'s formatter.
 */
export function propertyBadArgumentsRefused(impl: Implementation): fc.IPropertyWithHooks<[Layout, { file: string; line: number; col: number }]> {
  return fc.property(layouts, place, (layout, source) => {
    for (const bad of badCalls(layout)) checkRefusal(impl, bad, source);
  });
}

function checkRefusal(impl: Implementation, bad: BadCall, source: { file: string; line: number; col: number }): void {
  let error: unknown;
  try {
    bad.call(impl);
  } catch (e) {
    error = e;
  }
  if (error === undefined) fail(`${bad.what} was accepted`);
  if (!isBaglamError(error)) fail(`${bad.what} threw ${String(error)}, not a BaglamError`);
  if (error.code !== bad.code) fail(`${bad.what} was refused with ${error.code}, expected ${bad.code}`);
  if (JSON.stringify(error.path) !== JSON.stringify(bad.path)) fail(`${bad.what}: the error names ${JSON.stringify(error.path)}, expected ${JSON.stringify(bad.path)}`);
  if (error.name !== bad.name) fail(`${bad.what}: the error is named ${error.name}, expected ${bad.name}`);
  if (typeof error.detail !== 'string' || error.detail.trim() === '') fail(`${bad.what}: the error has no detail`);
  const field = referenceFieldPath(bad.path);
  const message = field === '' ? error.detail : `${field}: ${error.detail}`;
  if (error.message !== message) fail(`${bad.what}: the message is ${JSON.stringify(error.message)}, expected ${JSON.stringify(message)}`);
  const written = impl.formatFieldPath(bad.path);
  if (written !== (field === '' ? '(root)' : field)) fail(`formatFieldPath(${JSON.stringify(bad.path)}) is ${JSON.stringify(written)}, expected ${JSON.stringify(field === '' ? '(root)' : field)}`);
  if (error.source !== undefined) fail(`${bad.what}: an error of a call names a file (${JSON.stringify(error.source)})`);
  const placed = error.withSource(source);
  if (!isBaglamError(placed) || placed.name !== 'BaglamError') fail(`${bad.what}: the error placed in a file is not a BaglamError`);
  if (placed.code !== error.code || JSON.stringify(placed.path) !== JSON.stringify(error.path) || placed.detail !== error.detail) {
    fail(`${bad.what}: placed in a file, the error became ${placed.code} at ${JSON.stringify(placed.path)}: ${placed.detail}`);
  }
  if (JSON.stringify(placed.source) !== JSON.stringify(source)) fail(`${bad.what}: placed at ${JSON.stringify(source)}, the error says ${JSON.stringify(placed.source)}`);
  const placedMessage = `${referencePlace(source, bad.path)}: ${error.detail}`;
  if (placed.message !== placedMessage) fail(`${bad.what}: placed in a file, the message is ${JSON.stringify(placed.message)}, expected ${JSON.stringify(placedMessage)}`);
}
