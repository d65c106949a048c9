import { describe, expect, it } from 'vitest';
import { BaglamError } from '../errors.js';
import { decodeText, type DecodeOptions } from './decodeText.js';

/**
 * What decodeText's refusals say, byte by byte: which encoding a byte-order
 * mark tells, which byte is not UTF-8 and at which offset, when a character
 * is only cut short by the end, and where (line and column in characters).
 * Each expectation is written out by hand from the UTF-8 rules (RFC 3629).
 */
function refusal(bytes: number[], options: DecodeOptions = {}): BaglamError {
  try {
    decodeText(Uint8Array.from(bytes), 'f.yaml', options);
  } catch (error) {
    if (error instanceof BaglamError) return error;
    throw error;
  }
  throw new Error('expected the bytes to be refused');
}

const A = 0x41;

describe('decodeText: byte-order marks', () => {
  it.each<[string, number[], string, string]>([
    ['UTF-16 little-endian', [0xff, 0xfe, A, 0], 'UTF-16', '0xFF 0xFE'],
    ['UTF-16 big-endian', [0xfe, 0xff, 0, A], 'UTF-16', '0xFE 0xFF'],
    ['UTF-32 little-endian', [0xff, 0xfe, 0, 0, A, 0, 0, 0], 'UTF-32', '0xFF 0xFE 0x00 0x00'],
    ['UTF-32 big-endian', [0, 0, 0xfe, 0xff, 0, 0, 0, A], 'UTF-32', '0x00 0x00 0xFE 0xFF'],
  ])('refuses %s by its mark, at the start of the file', (_name, bytes, encoding, mark) => {
    const error = refusal(bytes);
    expect(error.code).toBe('PARSE_ERROR');
    expect(error.path).toEqual([]);
    expect(error.source).toEqual({ file: 'f.yaml', line: 1, col: 1 });
    expect(error.detail).toContain(`${encoding} `);
    expect(error.detail).toContain(`mark ${mark})`);
    expect(error.detail).toContain('UTF-8');
  });

  // Bytes that only look like part of a mark are what they are: a byte that is not UTF-8, or a NUL.
  it.each<[number[], string]>([
    [[0xff, A], 'byte 0xFF at byte offset 0'],
    [[A, 0xfe], 'byte 0xFE at byte offset 1'],
    [[A, 0xff], 'byte 0xFF at byte offset 1'],
    [[0xfe, A], 'byte 0xFE at byte offset 0'],
    [[A, 0x42, 0x43, 0xff, A], 'byte 0xFF at byte offset 3'],
    [[A, 0x42, 0xfe, 0xff], 'byte 0xFE at byte offset 2'],
    [[0, A, 0xfe, 0xff], 'byte 0xFE at byte offset 2'],
    [[A, 0, 0xfe, 0xff], 'byte 0xFE at byte offset 2'],
    [[0, 0, A, 0xff, A], 'byte 0xFF at byte offset 3'],
    [[0, 0, 0xfe, A], 'byte 0xFE at byte offset 2'],
  ])('%j is no mark: %s', (bytes, words) => {
    expect(refusal(bytes).detail).toContain(`invalid UTF-8: ${words}`);
  });

  it('reads a mark only at the start of the file', () => {
    expect(refusal([0xff, 0xfe, A], { byteOffset: 10 }).detail).toContain('byte 0xFF at byte offset 10');
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, A]), 'f', { byteOffset: 10 })).toBe('\uFEFFA');
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, A]), 'f')).toBe('A');
  });
});

describe('decodeText: bytes that are not UTF-8', () => {
  it.each<[string, number[], string]>([
    ['a lead byte never used (0xF5)', [A, 0xf5, A], 'byte 0xF5 at byte offset 1'],
    ['a continuation byte alone', [A, 0x80, A], 'byte 0x80 at byte offset 1'],
    ['an overlong three-byte form', [0xe0, 0x80, 0x80, A], 'byte 0xE0 at byte offset 0'],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80, A], 'byte 0xED at byte offset 0'],
    ['an overlong four-byte form', [0xf0, 0x8f, 0x80, 0x80, A], 'byte 0xF0 at byte offset 0'],
    ['beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80, A], 'byte 0xF4 at byte offset 0'],
    // The characters before the bad byte are well-formed; the offset names the bad one.
    ['after U+100000 (0xF4 0x80 …)', [0xf4, 0x80, 0x80, 0x80, 0xff], 'byte 0xFF at byte offset 4'],
    ['after U+10000 (0xF0 0x90 …)', [0xf0, 0x90, 0x80, 0x80, 0xff], 'byte 0xFF at byte offset 4'],
    ['after U+40000 (0xF1 0x80 …)', [0xf1, 0x80, 0x80, 0x80, 0xff], 'byte 0xFF at byte offset 4'],
    ['a lead byte followed by one that is not a continuation', [A, 0xc3, 0x28], 'byte 0xC3 at byte offset 1'],
    ['a lead byte followed by another lead byte', [A, 0xc3, 0xc3], 'byte 0xC3 at byte offset 1'],
    ['a three-byte lead with one continuation, then text', [A, 0xe2, 0x82, A], 'byte 0xE2 at byte offset 1'],
    ['0xFF at the end', [A, 0xff], 'byte 0xFF at byte offset 1'],
    ['0x80 at the end', [A, 0x80], 'byte 0x80 at byte offset 1'],
    ['0xF5 at the end', [A, 0xf5], 'byte 0xF5 at byte offset 1'],
    ['0xC2 cut by the end', [A, 0xc2], 'a character cut short at byte offset 1'],
    ['0xF4 cut by the end', [A, 0xf4], 'a character cut short at byte offset 1'],
    ['0xE2 0x80 cut by the end', [A, 0xe2, 0x80], 'a character cut short at byte offset 1'],
    ['0xE2 0xBF cut by the end', [A, 0xe2, 0xbf], 'a character cut short at byte offset 1'],
  ])('%s', (_name, bytes, words) => {
    const error = refusal(bytes);
    expect(error.code).toBe('PARSE_ERROR');
    expect(error.path).toEqual([]);
    expect(error.detail).toBe(`invalid UTF-8: ${words}; save the file as UTF-8`);
  });

  it('names no offset for bytes of a later line whose place in the file is not known, and names it when it is', () => {
    expect(refusal([0x7b, 0xc3, 0x28], { line: 7 }).detail).toBe('invalid UTF-8: byte 0xC3; save the file as UTF-8');
    expect(refusal([0x7b, 0xc3, 0x28], { line: 7, byteOffset: 100 }).detail).toBe('invalid UTF-8: byte 0xC3 at byte offset 101; save the file as UTF-8');
  });

  it('places a NUL byte, with its offset', () => {
    const error = refusal([A, 0x0a, A, A, 0]);
    expect([error.code, error.path, error.source]).toEqual(['PARSE_ERROR', [], { file: 'f.yaml', line: 2, col: 3 }]);
    expect(error.detail).toContain('a NUL byte at byte offset 4');
  });
});
