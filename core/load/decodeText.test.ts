import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { settings } from '../../properties/test-helpers/expectProperty.js';
import { BaglamError } from '../errors.js';
import { decodeText, firstInvalidUtf8 } from './decodeText.js';

/** Bytes that are mostly UTF-8 text with, now and then, a byte or sequence that breaks it. */
const bytes = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }).map((s) => [...Buffer.from(s.replace(/\0/g, ''), 'utf8')]) },
      { weight: 1, arbitrary: fc.array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 3 }) },
      { weight: 1, arbitrary: fc.constantFrom([0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x0a]) },
    ),
    { maxLength: 20 },
  )
  .map((parts) => Uint8Array.from(parts.flat()));

describe('decodeText', () => {
  test('accepts exactly the byte strings Node calls UTF-8, and names the first bad byte', () => {
    fc.assert(
      fc.property(bytes, (b) => {
        const valid = isUtf8(b);
        expect(firstInvalidUtf8(b) === -1).toBe(valid);
        if (valid) {
          expect(decodeText(b, 'f')).toBe(new TextDecoder().decode(b));
          return;
        }
        const at = firstInvalidUtf8(b);
        // Everything before it is valid; it cannot start a well-formed character there.
        expect(isUtf8(b.subarray(0, at))).toBe(true);
        expect(() => decodeText(b, 'f')).toThrow(BaglamError);
      }),
      { seed: settings.seed, numRuns: 20 * settings.numRuns },
    );
  });

  test('places an invalid byte at its line and column (in characters) and byte offset', () => {
    const text = Buffer.concat([Buffer.from('a: 1\nname: ölç'), Buffer.from([0xff]), Buffer.from('\n')]);
    expect(() => decodeText(text, 'p.yaml')).toThrow(expect.objectContaining({
      code: 'PARSE_ERROR', source: { file: 'p.yaml', line: 2, col: 10 }, detail: expect.stringContaining('byte 0xFF at byte offset 16'),
    }));
    // A sequence cut short by the end of the file.
    expect(() => decodeText(Buffer.from([0x61, 0xe2, 0x82]), 'f')).toThrow(expect.objectContaining({ detail: expect.stringContaining('a character cut short') }));
    // A line of a log: positions from that line on, and no file offset it cannot know.
    const line = decodeError(Buffer.from([0x7b, 0xc3, 0x28]), { line: 7 });
    expect(line.source).toEqual({ file: 'f', line: 7, col: 2 });
    expect(line.detail).not.toContain('offset');
  });

  test('refuses UTF-16 and UTF-32 by their byte-order mark, and NUL bytes', () => {
    expect(decodeError(Buffer.from('\uFEFFa: 1', 'utf16le')).detail).toMatch(/UTF-16 .*0xFF 0xFE/);
    expect(decodeError(Buffer.from('\uFEFFa: 1', 'utf16le').swap16()).detail).toMatch(/UTF-16 .*0xFE 0xFF/);
    expect(decodeError(Buffer.from([0xff, 0xfe, 0, 0, 0x61, 0, 0, 0])).detail).toMatch(/UTF-32/);
    expect(decodeError(Buffer.from('a\0b')).source).toEqual({ file: 'f', line: 1, col: 2 });
  });

  test('drops a UTF-8 byte-order mark at the start only', () => {
    expect(decodeText(Buffer.from('\uFEFFa: 1'), 'f')).toBe('a: 1');
    expect(decodeText(Buffer.from('\uFEFFa'), 'f', { line: 3 })).toBe('\uFEFFa');
  });
});

function decodeError(b: Uint8Array, options = {}): BaglamError {
  try {
    decodeText(b, 'f', options);
  } catch (error) {
    return error as BaglamError;
  }
  throw new Error('expected a refusal');
}
