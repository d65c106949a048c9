import { describe, it } from 'vitest';
import { propertyCountCache, propertyCountCacheNotingHead } from './countCache.js';
import { coreImplementation } from './implementation.js';
import { propertyHeadCounts } from './headCounts.js';
import { propertyPieceCountsExact, propertyPieceCountsFillExactly, propertyPieceCountsRemember, propertyPieceHash } from './pieceCounts.js';
import { propertySurrogateTextCounts } from './preTokenSplit.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';
import { propertyCountWithin, propertyEdgeCodePointsCount, propertyOneUnitPieces, propertyTokenizerAgrees } from './tokenizer.js';
import { propertyTokenizerOptions } from './tokenizerOptions.js';
import { propertyUnitsAreAdditive } from './unitsAreAdditive.js';

describe('tokenizers', () => {
  it('the counter agrees with js-tiktoken, memoised or not: holds on core/', () => expectHolds(propertyTokenizerAgrees(coreImplementation)));
  it('code points at the edges of the UTF-8 and surrogate ranges, beside any neighbour: holds on core/', () => expectHolds(propertyEdgeCodePointsCount(coreImplementation)));
  it('countWithin is exact under the limit, above it otherwise: holds on core/', () => expectHolds(propertyCountWithin(coreImplementation)));
  // Ten times the runs (a case is a few short texts counted twice): a head noted at a whitespace pre-token, or a
  // floor equal to both the limit and the count, is reached in a few cases of a hundred.
  it('the head a count gives on the way (a chunk\u2019s opening tag) is the head\u2019s own count: holds on core/', () => expectHolds(propertyHeadCounts(coreImplementation), { numRuns: settings.numRuns * 10 }));
  // Here rather than with the split's properties: it needs both encodings' counters and js-tiktoken's, which this file builds anyway.
  it('text with surrogates, wherever they are, counts as js-tiktoken counts it (the split leaves it to the pattern): holds on core/', () =>
    expectHolds(propertySurrogateTextCounts(coreImplementation)));
});

describe('the tokenizer’s memos: what they remember, never an answer changed', () => {
  it('the count memo remembers and forgets as documented, over a counter whose calls are seen: holds on core/', () => expectHolds(propertyCountCache(coreImplementation)));
  it('the count memo with a head counter remembers a head given free, by the same generations; without one it is countWithin: holds on core/', () =>
    expectHolds(propertyCountCacheNotingHead(coreImplementation)));
  it('one-unit pieces, counted from a table by the unit, first and later: holds on core/', () => expectHolds(propertyOneUnitPieces(coreImplementation)));
  it('the piece memo’s hash is FNV-1a of the range: holds on core/', () => expectHolds(propertyPieceHash(coreImplementation)));
  it('the piece memo remembers and forgets as documented: holds on core/', () => expectHolds(propertyPieceCountsRemember(coreImplementation)));
  it('the piece memo answers only the count of the same units, whatever the hashes: holds on core/', () => expectHolds(propertyPieceCountsExact(coreImplementation)));
  it('the piece memo keeps what fills it exactly to a limit, and forgets it at the next piece: holds on core/', () => expectHolds(propertyPieceCountsFillExactly(coreImplementation)));
});

describe('createTokenizer', () => {
  it('defaults, names, one tokenizer per options, both backends as js-tiktoken: holds on core/', () => expectHolds(propertyTokenizerOptions(coreImplementation)));
});

describe('rendered units count additively (why incremental counting is exact)', () => {
  it('holds on core/', () => expectHolds(propertyUnitsAreAdditive(coreImplementation)));
});
