import { describe, it } from 'vitest';
import { gappedPiece } from '../../core/compact/gappedPiece.js';
import { quotedSpans, splitClauses, splitSentences } from '../../core/compact/sentences.js';
import {
  propertyClauseRows,
  propertyClausesOfGeneratedSentence,
  propertyGappedRows,
  propertyQuoteRows,
  propertySentenceRows,
  propertySentencesOfGeneratedText,
  SENTENCE_ROWS,
  typed,
  TYPINGS,
} from '../sentenceRows.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken splitters and readers, each a plausible mistake: a naive cut at
 * every mark, or the real function with one of its documented duties left
 * out (its input or answer changed the way the mistake would change it).
 */

// A cut after every mark and space: ordinals, titles, abbreviations and quotations unread.
const cutAtEveryMark = (text: string): string[] =>
  text
    .split(/\r?\n/u)
    .flatMap((line) => line.split(/(?<=[.!?…]["'”’)\]]*)\s+/u))
    .map((s) => s.trim().replace(/^[-*•]\s+/u, ''))
    .filter((s) => s !== '');

// Quotations unseen: the quote marks read as letters of no kind.
const quotesUnseen = (text: string): string[] => splitSentences(text.replace(/"/gu, '\u0001')).map((s) => s.replace(/\u0001/gu, '"'));

// Line breaks read as spaces.
const linesJoined = (text: string): string[] => splitSentences(text.replace(/\r?\n/gu, ' '));

// A list marker kept on its sentence.
const markersKept = (text: string): string[] => {
  const marked = new Set(text.split(/\r?\n/u).map((l) => l.trim()).filter((l) => /^[-*•]\s/u.test(l)));
  return splitSentences(text).map((s) => [...marked].find((l) => l.slice(1).trim() === s) ?? s);
};

// A word lost: the last word of a sentence of more than three words dropped.
const wordLost = (text: string): string[] => splitSentences(text).map((s) => (s.split(' ').length > 3 ? s.slice(0, s.lastIndexOf(' ')) : s));

// A cut at every comma, inside numbers and brackets too.
const cutAtEveryComma = (sentence: string): string[] => sentence.split(/(?<=,)/u).filter((c) => c !== '');

// Clauses trimmed: no longer the sentence verbatim.
const clausesTrimmed = (sentence: string): string[] => splitClauses(sentence).map((c) => c.trim()).filter((c) => c !== '');

// No cut before "so".
const soUnread = (sentence: string): string[] => splitClauses(sentence.replace(/ so(?=\s)/gu, ' s\u0001')).map((c) => c.replace(/s\u0001/gu, 'so'));

// Every quote mark read as a quotation's, apostrophes of suffixes and contractions too: marks paired in order.
const everyMarkQuotes = (text: string): [number, number][] => {
  const marks = [...text.matchAll(/["'“”‘’]/gu)].map((m) => m.index);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < marks.length; i += 2) out.push([marks[i]!, marks[i + 1]!]);
  return out;
};

// A quotation's close not found by its own mark: a straight quote never closes a typographic one.
const strictClose = (text: string): [number, number][] => quotedSpans(text).filter(([a, b]) => text[a] === text[b] || (text[a] === '“' && text[b] === '”'));

describe('the sentence rows catch broken splitters and readers', () => {
  it('a cut after every mark', () => expectCaught(propertySentenceRows(cutAtEveryMark)));
  it('quotations unseen', () => expectCaught(propertySentenceRows(quotesUnseen)));
  it('line breaks read as spaces', () => expectCaught(propertySentenceRows(linesJoined)));
  it('a list marker kept', () => expectCaught(propertySentenceRows(markersKept)));
  it('a cut after every mark, in generated texts', () => expectCaught(propertySentencesOfGeneratedText(cutAtEveryMark)));
  it('a word lost, in generated texts', () => expectCaught(propertySentencesOfGeneratedText(wordLost)));
  it('a cut at every comma', () => expectCaught(propertyClauseRows(cutAtEveryComma)));
  it('clauses trimmed', () => expectCaught(propertyClauseRows(clausesTrimmed)));
  it('a cut at every comma, in generated sentences', () => expectCaught(propertyClausesOfGeneratedSentence(cutAtEveryComma)));
  it('no cut before "so", in generated sentences', () => expectCaught(propertyClausesOfGeneratedSentence(soUnread)));
  it('every quote mark read as a quotation', () => expectCaught(propertyQuoteRows(everyMarkQuotes)));
  it('a straight quote never closing a typographic one', () => expectCaught(propertyQuoteRows(strictClose)));
  it('no piece gapped', () => expectCaught(propertyGappedRows(() => false)));
  it('every piece gapped', () => expectCaught(propertyGappedRows(() => true)));
  it('the languages swapped', () => expectCaught(propertyGappedRows((before, piece, turkish) => gappedPiece(before, piece, !turkish))));
  // One row cut wrong typed one way only (as written; every choice made), caught at one case: the one case reads
  // every way.
  for (const way of [TYPINGS[0]!, TYPINGS[TYPINGS.length - 1]!]) {
    const row = SENTENCE_ROWS.find((r) => TYPINGS.every((t) => t === way || typed(r, t)[0] !== typed(r, way)[0]))!;
    const text = typed(row, way)[0];
    it(`catches at one case: ${JSON.stringify(row.text)} cut wrong typed ${JSON.stringify(way)} only`, () =>
      expectCaught(propertySentenceRows((t) => (t === text ? [...splitSentences(t), 'x'] : splitSentences(t))), { numRuns: 1 }));
  }
});
