import fc from 'fast-check';
import type { Encoding, TokenizerBackend, TokenizerOptions } from '../core/tokenizer.js';
import type { Implementation } from './implementation.js';
import { referenceTokens } from './reference/tokens.js';
import { astralText } from './arbitraries/astralText.js';
import { loneSurrogateText } from './arbitraries/loneSurrogateText.js';
import { fragment } from './arbitraries/text.js';

function fail(message: string): never {
  throw new Error(message);
}

/** `TokenizerOptions.cacheChars`' documented default: 32 Mi UTF-16 units. */
const DEFAULT_CACHE_CHARS = 33_554_432;

/** The cache size of the tokenizer asked only about the empty text below a limit of 0: one no choice below draws. */
const OVERSPENT_CACHE_CHARS = 0.25;

interface Choice {
  encoding: Encoding;
  backend: TokenizerBackend | undefined;
  cacheChars: number | undefined;
}

/**
 * js-tiktoken's backend under cl100k_base only: its encoder for o200k_base
 * takes seconds to build, and the backend does nothing by encoding.
 */
const choices: fc.Arbitrary<Choice> = fc
  .record({
    encoding: fc.constantFrom<Encoding>('o200k_base', 'cl100k_base'),
    backend: fc.constantFrom<TokenizerBackend | undefined>('fast', 'js-tiktoken', undefined),
    cacheChars: fc.oneof(fc.constant(undefined), fc.constant(0), fc.constant(DEFAULT_CACHE_CHARS), fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0.5, max: 99.5, noNaN: true })),
  })
  .map((choice) => (choice.backend === 'js-tiktoken' ? { ...choice, encoding: 'cl100k_base' } : choice));

/** A word, a number, a mark or two: text whose count its characters alone can prove (the counter's shortcut then decides). */
const wordText = fc.constantFrom('a', 'ok', 'merhaba', ' the', '2026', '7', '.', '!?', '\n', ' ', 'İş', 'x y');

function optionsOf(choice: Choice): TokenizerOptions {
  const options: TokenizerOptions = {};
  if (choice.backend !== undefined) options.backend = choice.backend;
  if (choice.cacheChars !== undefined) options.cacheChars = choice.cacheChars;
  return options;
}

/**
 * `createTokenizer` as docs/api documents it: the encoding defaults to
 * o200k_base, the backend to `fast`, `cacheChars` to 32 Mi; the name is
 * `encoding/backend`; one tokenizer per (encoding, backend, cache size),
 * so that equal options share one cache (the same object back), and
 * different ones do not. Both backends count what js-tiktoken counts
 * (special-token look-alikes as plain text; text with surrogates, which
 * the fast counter splits another way); over its limit `countWithin`
 * says `limit + 1` with the fast backend (it stops there) and the whole
 * count with js-tiktoken's — with nothing remembered (`cacheChars: 0`),
 * since a remembered count is answered as it is —, a limit below 0 (a room
 * already overspent) included, where even the empty text is over it and
 * `fast` says `limit + 1`. The oracle is js-tiktoken
 * with the reference's own encoders.
 */
export function propertyTokenizerOptions(impl: Implementation): fc.IPropertyWithHooks<[Choice, Choice, string, number]> {
  return fc.property(choices, choices, fc.oneof({ weight: 2, arbitrary: fragment({ long: false }) }, { weight: 1, arbitrary: astralText() }, { weight: 1, arbitrary: loneSurrogateText() }, { weight: 1, arbitrary: wordText }), fc.integer({ min: -3, max: 3 }), (choice, other, text, offset) => {
    const what = `createTokenizer(${JSON.stringify(choice.encoding)}, ${JSON.stringify(optionsOf(choice))})`;
    const tokenizer = impl.createTokenizer(choice.encoding, optionsOf(choice));
    const backend = choice.backend ?? 'fast';
    if (tokenizer.name !== `${choice.encoding}/${backend}`) fail(`${what} is named ${JSON.stringify(tokenizer.name)}`);
    if (tokenizer.encoding !== choice.encoding) fail(`${what} says its encoding is ${tokenizer.encoding}`);
    if (impl.createTokenizer(choice.encoding, { ...optionsOf(choice) }) !== tokenizer) fail(`${what} twice gave two tokenizers`);
    if (impl.createTokenizer(choice.encoding, { backend, cacheChars: choice.cacheChars ?? DEFAULT_CACHE_CHARS }) !== tokenizer) {
      fail(`${what} is not the tokenizer of the same options written out (backend ${backend}, cacheChars ${choice.cacheChars ?? DEFAULT_CACHE_CHARS})`);
    }
    if (choice.encoding === 'o200k_base' && impl.createTokenizer(undefined, optionsOf(choice)) !== tokenizer) fail(`${what} is not the tokenizer of the default encoding`);
    const same = choice.encoding === other.encoding && backend === (other.backend ?? 'fast') && (choice.cacheChars ?? DEFAULT_CACHE_CHARS) === (other.cacheChars ?? DEFAULT_CACHE_CHARS);
    const otherTokenizer = impl.createTokenizer(other.encoding, optionsOf(other));
    if ((otherTokenizer === tokenizer) !== same) {
      fail(`${what} and createTokenizer(${JSON.stringify(other.encoding)}, ${JSON.stringify(optionsOf(other))}) ${same ? 'are two tokenizers' : 'are one tokenizer'}`);
    }

    const exact = referenceTokens(choice.encoding, text);
    const where = `${what}, ${JSON.stringify(text.slice(0, 120))}`;
    const counted = tokenizer.count(text);
    if (counted !== exact) fail(`${where}: counts ${counted}, js-tiktoken ${exact}`);
    const limit = Math.max(0, exact + offset);
    const within = tokenizer.countWithin(text, limit);
    if (exact <= limit ? within !== exact : !(within > limit)) fail(`${where}: countWithin(limit ${limit}) gave ${within}; the text has ${exact} tokens`);
    const forgetful = impl.createTokenizer(choice.encoding, { backend, cacheChars: 0 });
    // The limit drawn, the count itself, and two under it (where limit + 1 and the count differ).
    for (const at of [limit, exact, Math.max(0, exact - 2)]) {
      const over = forgetful.countWithin(text, at);
      const expected = exact <= at || backend === 'js-tiktoken' ? exact : at + 1;
      if (over !== expected) fail(`${where}, nothing remembered: countWithin(limit ${at}) gave ${over}, expected ${expected} (${exact} tokens)`);
    }
    // A room already overspent, a limit below 0: every text is over it, the empty text too (0 tokens), and
    // the fast backend says limit + 1 there as anywhere. Asked of a tokenizer of its own, whose cache size
    // nothing else asks for: the empty text fits any cache, and a count of it remembered would be answered.
    if (backend === 'fast') {
      const overspent = impl.createTokenizer(choice.encoding, { cacheChars: OVERSPENT_CACHE_CHARS }).countWithin('', -2);
      if (overspent !== -1) fail(`${choice.encoding}/fast: countWithin('', -2) gave ${overspent}, expected -1 (limit + 1: the empty text's 0 tokens are over a limit below 0)`);
    }
  });
}
