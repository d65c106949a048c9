import { describe, it } from 'vitest';
import type { TiktokenBPE } from 'js-tiktoken/lite';
import cl100kRanks from 'js-tiktoken/ranks/cl100k_base';
import type { UnitSpec } from '../arbitraries/unitSpec.js';
import { coreImplementation } from '../implementation.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { propertyCountWithin, propertyEdgeCodePointsCount, propertyTokenizerAgrees } from '../tokenizer.js';
import { propertyUnitsAreAdditive } from '../unitsAreAdditive.js';
import { propertyLongRunsAgree, propertyMergeOrderAgrees } from '../longRuns.js';
import { propertyCountCache, propertyCountCacheNotingHead } from '../countCache.js';
import { propertyPieceCountsExact, propertyPieceCountsFillExactly, propertyPieceCountsRemember, propertyPieceHash } from '../pieceCounts.js';
import { propertyTokenizerOptions } from '../tokenizerOptions.js';
import { propertyHeadCounts } from '../headCounts.js';
import { propertyBadArgumentsRefused } from '../badArguments.js';
import { forgetsAtTheLimit, freshTokenizers, hashWithoutLastUnit, headsNeverNoted, keepsEverything, neverForgets, oneBackend, trustsTheHash, withinNeverRemembered } from './mutantCounterMemos.js';
import { mutant } from './mutantImplementation.js';
import { tokenizerMutants } from './mutantPieces.js';
import { mutantTokenizer, type TokenizerDefect } from './mutantTokenizers.js';
import { createTokenizer, referenceCount, type Encoding, type Tokenizer, type TokenizerOptions } from '../../core/tokenizer.js';

/** Gives, for `at`, the tokens up to the first pre-token end at or after it: wrong wherever `at` falls inside a pre-token. */
const headAtNextEnd = (ranks: TiktokenBPE) => {
  const real = coreImplementation.bpeCounter(ranks);
  const encoding = ranks.pat_str === cl100kRanks.pat_str ? 'cl100k_base' : 'o200k_base';
  return {
    count: (text: string, limit?: number) => real.count(text, limit),
    countWithHead: (text: string, limit: number, at: number): [number, number] => {
      const next = coreImplementation.preTokenEnds(encoding, text).find((end) => end >= at) ?? at;
      const [total, head] = real.countWithHead(text, limit, next);
      return [total, at === 0 ? 0 : head];
    },
  };
};
/** Gives the head wherever a pre-token ends at `at`, whitespace or not: wrong for a whitespace run given back before it (\t\t before a mark). */
const headAtAnyEnd = (ranks: TiktokenBPE) => {
  const real = coreImplementation.bpeCounter(ranks);
  const encoding = ranks.pat_str === cl100kRanks.pat_str ? 'cl100k_base' : 'o200k_base';
  return {
    count: (text: string, limit?: number) => real.count(text, limit),
    countWithHead: (text: string, limit: number, at: number): [number, number] => {
      const ends = [0, ...coreImplementation.preTokenEnds(encoding, text)];
      const k = ends.indexOf(at);
      let head = -1;
      if (k >= 0) {
        head = 0;
        for (let i = 1; i <= k; i++) head += real.count(text.slice(ends[i - 1], ends[i]));
      }
      return [real.count(text, limit), head];
    },
  };
};
/** Correct but useless: the head never comes free. */
const headNeverFree = (ranks: TiktokenBPE) => {
  const real = coreImplementation.bpeCounter(ranks);
  return { count: (text: string, limit?: number) => real.count(text, limit), countWithHead: (text: string, limit: number): [number, number] => [real.count(text, limit), -1] };
};

const withTokenizer = (defect: TokenizerDefect) => mutant(defect, { tokenizer: (encoding) => mutantTokenizer(encoding, defect) });

describe('tokenizers', () => {
  for (const defect of ['undercounts-long-text', 'skips-lone-surrogates', 'common-spaces-only', 'marks-not-letters'] as TokenizerDefect[]) {
    it(`agreement: catches the mutant ${defect}`, () => expectCaught(propertyTokenizerAgrees(withTokenizer(defect))));
  }
  for (const [name, impl] of Object.entries(tokenizerMutants)) {
    it(`agreement: catches the mutant ${name}`, () => expectCaught(propertyTokenizerAgrees(impl)));
  }
  it('edge code points: catches the mutant skips-lone-surrogates', () => expectCaught(propertyEdgeCodePointsCount(withTokenizer('skips-lone-surrogates'))));
  it('head counts: catches the mutant that gives the head up to the first pre-token end at or after it', () =>
    expectCaught(propertyHeadCounts(mutant('head-at-next-end', { bpeCounter: headAtNextEnd }))));
  it('head counts: catches the mutant that gives the head after a whitespace run too', () =>
    expectCaught(propertyHeadCounts(mutant('head-at-any-end', { bpeCounter: headAtAnyEnd }))));
  it('head counts: catches the mutant that never gives the head', () =>
    expectCaught(propertyHeadCounts(mutant('head-never-free', { bpeCounter: headNeverFree }))));
  for (const defect of ['count-within-clamps', 'caches-early-exit'] as TokenizerDefect[]) {
    it(`countWithin: catches the mutant ${defect}`, () => expectCaught(propertyCountWithin(withTokenizer(defect))));
  }
});

/** Units that end at their closing tag, without the newline that keeps a `>` from merging with what follows. */
const withoutTrailingNewline = mutant('units-without-trailing-newline', { renderUnit: (spec: UnitSpec) => coreImplementation.renderUnit(spec).replace(/\n$/, '') });
/** The question as bare text (as the chat template sends it) inside a text payload. */
const bareQuestion = mutant('bare-question-unit', { renderUnit: (spec: UnitSpec) => (spec.kind === 'question' ? spec.text : coreImplementation.renderUnit(spec)) });

describe('rendered units count additively', () => {
  it('catches the mutant renderer without trailing newlines', () => expectCaught(propertyUnitsAreAdditive(withoutTrailingNewline)));
  it('catches the mutant renderer with a bare-text question', () => expectCaught(propertyUnitsAreAdditive(bareQuestion)));
});

describe('long runs', () => {
  it('catches the mutant undercounts-long-text', () => expectCaught(propertyLongRunsAgree(withTokenizer('undercounts-long-text')), { numRuns: 20 }));
  it('merge order: catches the mutant ties-rightmost-in-long-pieces', () => expectCaught(propertyMergeOrderAgrees(withTokenizer('ties-rightmost-in-long-pieces'))));
});

describe('the tokenizer’s memos', () => {
  it('count memo: catches the mutant that keeps every count', () => expectCaught(propertyCountCache(mutant('keeps-everything', { countCache: keepsEverything }))));
  it('count memo: catches the mutant whose countWithin never remembers', () => expectCaught(propertyCountCache(mutant('within-never-remembered', { countCache: withinNeverRemembered }))));
  it('count memo with a head counter: catches the mutant that never notes a head', () => expectCaught(propertyCountCacheNotingHead(mutant('heads-never-noted', { countCacheNotingHead: headsNeverNoted }))));
  it('piece hash: catches the mutant that leaves out the last unit', () => expectCaught(propertyPieceHash(mutant('hash-without-last-unit', { pieceHash: hashWithoutLastUnit }))));
  it('piece memo: catches the mutant that never forgets', () => expectCaught(propertyPieceCountsRemember(mutant('never-forgets', { pieceCounts: neverForgets }))));
  it('piece memo: catches the mutant that trusts a hash and a length', () => expectCaught(propertyPieceCountsExact(mutant('trusts-the-hash', { pieceCounts: trustsTheHash }))));
  it('piece memo: catches the mutant that forgets when a piece reaches maxUnits', () => expectCaught(propertyPieceCountsFillExactly(mutant('forgets-at-the-limit', { pieceCounts: forgetsAtTheLimit }))));
});

describe('createTokenizer', () => {
  it('catches the mutant that makes a new tokenizer at every call', () => expectCaught(propertyTokenizerOptions(mutant('fresh-tokenizers', { createTokenizer: freshTokenizers }))));
  it('catches the mutant with one backend', () => expectCaught(propertyTokenizerOptions(mutant('one-backend', { createTokenizer: oneBackend }))));
  it('bad arguments: catches the mutant that takes any cache size', () =>
    expectCaught(propertyBadArgumentsRefused(mutant('any-cache-size', { createTokenizer: (encoding, options) => oneBackend(encoding, { ...options, cacheChars: 0 }) }))));
  // A tokenizer that reads whatever it is handed as a text (the one before the check at the door: `count(5)` was 0),
  // and one that takes a limit of NaN (no count is within it or over it).
  const unchecked = (encoding?: Encoding, options?: TokenizerOptions): Tokenizer => {
    const t = createTokenizer(encoding, options);
    return { name: t.name, encoding: t.encoding, count: (text) => (typeof text === 'string' ? t.count(text) : 0), countWithin: (text, limit) => t.countWithin(String(text), limit) };
  };
  it('bad arguments: catches the mutant that counts a text of another type', () =>
    expectCaught(propertyBadArgumentsRefused(mutant('counts-anything', { createTokenizer: unchecked }))));
  const nanLimit = (encoding?: Encoding, options?: TokenizerOptions): Tokenizer => {
    const t = createTokenizer(encoding, options);
    return { ...t, countWithin: (text, limit) => (Number.isNaN(limit) ? t.count(text) : t.countWithin(text, limit)) };
  };
  it('bad arguments: catches the mutant that counts within a limit of NaN', () =>
    expectCaught(propertyBadArgumentsRefused(mutant('nan-limit', { createTokenizer: nanLimit }))));
  it('bad arguments: catches the reference count that reads any text as a string', () =>
    expectCaught(propertyBadArgumentsRefused(mutant('reference-counts-anything', { referenceCount: (encoding, text) => referenceCount(encoding, String(text)) }))));
});
