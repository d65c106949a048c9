import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BaglamError } from '../core/index.js';
import { expectCaught, expectHolds } from '../properties/test-helpers/expectProperty.js';
import { batchLines, decodeBatch, type JsonlBatch } from './jsonlLines.js';

/** Lines of mostly UTF-8 text with, now and then, a byte or sequence that breaks it, a NUL, a BOM or a CR. */
const batchBytes = fc
  .array(
    fc.oneof(
      { weight: 8, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }).map((s) => [...Buffer.from(s.replace(/\0/g, ''), 'utf8')]) },
      { weight: 2, arbitrary: fc.constantFrom([0x0a], [0x0d, 0x0a], [0xef, 0xbb, 0xbf], [0x20, 0x0a]) },
      { weight: 1, arbitrary: fc.array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 3 }) },
      { weight: 1, arbitrary: fc.constantFrom([0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x00]) },
    ),
    { maxLength: 30 },
  )
  .map((parts) => Uint8Array.from(parts.flat()));

/**
 * What a batch must decode to, from the platform alone: the text of a
 * fatal decoder (a BOM dropped at the start of the file only), or, for
 * invalid UTF-8 or a NUL, the line and column (UTF-16 units) of the first
 * bad byte: the end of the longest valid prefix, or the first NUL.
 */
function expected(bytes: Uint8Array, firstLine: number): { text: string } | { line: number; col: number } {
  let bad = -1;
  if (!isUtf8(bytes)) {
    for (let k = bytes.length; k >= 0; k--) {
      if (isUtf8(bytes.subarray(0, k))) {
        bad = k;
        break;
      }
    }
  } else bad = bytes.indexOf(0);
  if (bad < 0) {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return { text: firstLine === 1 && text.startsWith('\uFEFF') ? text.slice(1) : text };
  }
  const before = bytes.subarray(0, bad);
  const lineStart = before.lastIndexOf(0x0a) + 1;
  const line = firstLine + before.filter((b) => b === 0x0a).length;
  return { line, col: new TextDecoder().decode(bytes.subarray(lineStart, bad)).length + 1 };
}

function decodesLikeThePlatform(decode: (batch: JsonlBatch) => string) {
  return fc.property(batchBytes, fc.constantFrom(1, 2, 40), (bytes, firstLine) => {
    const want = expected(bytes, firstLine);
    let got: string | BaglamError;
    try {
      got = decode({ file: 'log.jsonl', firstLine, bytes });
    } catch (error) {
      if (!(error instanceof BaglamError)) throw error;
      got = error;
    }
    if ('text' in want) {
      expect(got).toBe(want.text);
      return;
    }
    expect(got).toBeInstanceOf(BaglamError);
    expect((got as BaglamError).source).toEqual({ file: 'log.jsonl', ...want });
  });
}

describe('decodeBatch', () => {
  it('gives the fatal decoder\'s text, or the line and column of the first invalid byte or NUL', () => {
    expectHolds(decodesLikeThePlatform(decodeBatch), { numRuns: 2000 });
  });

  it('the property catches a fast path that skips validation or the NUL check', () => {
    const unchecked = (batch: JsonlBatch): string => Buffer.from(batch.bytes).toString('utf8');
    expectCaught(decodesLikeThePlatform(unchecked), { numRuns: 2000 });
    const noNulCheck = (batch: JsonlBatch): string => (batch.bytes.includes(0) ? Buffer.from(batch.bytes).toString('utf8') : decodeBatch(batch));
    expectCaught(decodesLikeThePlatform(noNulCheck), { numRuns: 2000 });
  });

  it('names the line and column of an invalid byte in a later line of a later batch, and no file offset', () => {
    const bytes = Buffer.concat([Buffer.from('{"a":1}\n{"b":"ölç'), Buffer.from([0xc3, 0x28]), Buffer.from('"}\n')]);
    expect(() => batchLines({ file: 'log.jsonl', firstLine: 41, bytes })).toThrow(expect.objectContaining({
      code: 'PARSE_ERROR', source: { file: 'log.jsonl', line: 42, col: 10 }, detail: expect.not.stringContaining('offset'),
    }));
  });
});
