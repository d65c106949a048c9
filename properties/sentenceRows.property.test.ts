import { describe, it } from 'vitest';
import { gappedPiece } from '../core/compact/gappedPiece.js';
import { quotedSpans, splitClauses, splitSentences } from '../core/compact/sentences.js';
import {
  propertyClauseRows,
  propertyClausesOfGeneratedSentence,
  propertyGappedRows,
  propertyQuoteRows,
  propertySentenceRows,
  propertySentencesOfGeneratedText,
} from './sentenceRows.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('sentences, clauses, quotations and gapped pieces, as documented', () => {
  // Read every way it is typed (32) in one case, which draws nothing else.
  it('each sentence row, however it is typed, gives exactly its sentences: holds on core/', () => expectHolds(propertySentenceRows(splitSentences), { numRuns: 1 }));
  it('a generated text gives back its words in order, in sentences that end where a piece ends or a line breaks and hold each quotation whole: holds on core/', () =>
    expectHolds(propertySentencesOfGeneratedText(splitSentences)));
  it('each clause row gives exactly its clauses, verbatim: holds on core/', () => expectHolds(propertyClauseRows(splitClauses)));
  it('a generated sentence gives itself back verbatim, cut exactly after ", ", "; " and spaced dashes and before "so", never inside a number, a bracket or a quotation: holds on core/', () =>
    expectHolds(propertyClausesOfGeneratedSentence(splitClauses)));
  it('each quotation row gives exactly its quotations: holds on core/', () => expectHolds(propertyQuoteRows(quotedSpans)));
  it('each gapped row gives its answer: holds on core/', () => expectHolds(propertyGappedRows(gappedPiece)));
});
