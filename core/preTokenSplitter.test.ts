import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { describe, expect, test } from 'vitest';
import { anyText } from '../properties/arbitraries/text.js';
import { expectCaught, expectHolds, settings } from '../properties/test-helpers/expectProperty.js';
import { CL100K_PATTERN, CLASS_BITS, HAS_SURROGATE, O200K_PATTERN, classTable, preTokenSplitter, type PreTokenEnd } from './preTokenSplitter.js';
import { ENCODINGS, type Encoding } from './tokenizer.js';

/**
 * The hand-written split must cut text exactly where the encoding's own
 * pattern cuts it: the oracle is the pattern as js-tiktoken ships it, run by
 * the engine (`String.prototype.match`).
 */

const PATTERNS: Record<Encoding, string> = { o200k_base: o200kBase.pat_str, cl100k_base: cl100kBase.pat_str };
const regexes: Record<Encoding, RegExp> = {
  o200k_base: new RegExp(o200kBase.pat_str, 'gu'),
  cl100k_base: new RegExp(cl100kBase.pat_str, 'gu'),
};

function splitters(): Record<Encoding, PreTokenEnd> {
  return { o200k_base: preTokenSplitter(PATTERNS.o200k_base)!, cl100k_base: preTokenSplitter(PATTERNS.cl100k_base)! };
}

function splitWith(end: PreTokenEnd, text: string): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < text.length; ) {
    const stop = end(text, start);
    if (!(stop > start && stop <= text.length)) throw new Error(`end ${stop} after ${start} in ${JSON.stringify(text)}`);
    pieces.push(text.slice(start, stop));
    start = stop;
  }
  return pieces;
}

/** The first text (without surrogates) `end` splits differently from the pattern, or undefined. */
function firstDifference(encoding: Encoding, end: PreTokenEnd, texts: Iterable<string>): string | undefined {
  for (const text of texts) {
    if (HAS_SURROGATE.test(text)) continue;
    const expected = text.match(regexes[encoding]) ?? [];
    const got = splitWith(end, text);
    if (got.length !== expected.length || got.some((piece, i) => piece !== expected[i])) {
      return `${encoding} splits ${JSON.stringify(text)} as ${JSON.stringify(got)}, the pattern as ${JSON.stringify(expected)}`;
    }
  }
  return undefined;
}

/**
 * One character of every class combination the table holds (the first and
 * the last of each), and every character the patterns name on its own.
 */
function alphabet(): string[] {
  const table = classTable();
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  for (let c = 0; c < 0x10000; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    if (!first.has(table[c]!)) first.set(table[c]!, c);
    last.set(table[c]!, c);
  }
  const named = [..."'sStTrReEvVmMlLdD /\r\n\t\u00a0\u0301", 'a', 'Z', '0', '\u0130', '\u0131'];
  const chars = new Set<string>(named);
  for (const c of [...first.values(), ...last.values()]) chars.add(String.fromCharCode(c));
  return [...chars];
}

/** Every string of one to three characters over `chars`. */
function* allStrings(chars: readonly string[]): Generator<string> {
  for (const a of chars) {
    yield a;
    for (const b of chars) {
      yield a + b;
      for (const c of chars) yield a + b + c;
    }
  }
}

describe('preTokenSplitter', () => {
  test('knows the patterns js-tiktoken ships, and no other', () => {
    expect(PATTERNS.o200k_base).toBe(O200K_PATTERN);
    expect(PATTERNS.cl100k_base).toBe(CL100K_PATTERN);
    expect(preTokenSplitter('\\w+|\\s+')).toBeUndefined();
  });

  test('classes every BMP character as the patterns\' properties do', () => {
    const table = classTable();
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      let bits = 0;
      if (c < 0xd800 || c > 0xdfff) for (const [pattern, bit] of CLASS_BITS) if (pattern.test(ch)) bits |= bit;
      if (table[c] !== bits) expect.fail(`U+${c.toString(16)}: table ${table[c]}, properties ${bits}`);
    }
  });

  test('splits every string of up to three characters of every class as the pattern does', () => {
    const chars = alphabet();
    const split = splitters();
    for (const encoding of ENCODINGS) expect(firstDifference(encoding, split[encoding], allStrings(chars))).toBeUndefined();
  });

  test('splits the bundled logs\' texts as the pattern does', () => {
    const split = splitters();
    const texts: string[] = [];
    for (const product of ['en-support', 'tr-ops-copilot']) {
      const lines = readFileSync(new URL(`../fixtures/products/${product}/requests.jsonl`, import.meta.url), 'utf8').split('\n');
      for (const line of lines.slice(0, 20)) if (line !== '') texts.push(line, ...JSON.stringify(JSON.parse(line)).split('\\n'));
    }
    for (const encoding of ENCODINGS) expect(firstDifference(encoding, split[encoding], texts)).toBeUndefined();
  });

  const chars = alphabet();
  /** Runs where the alternatives meet: contractions, digit runs, punctuation tails, whitespace before text. */
  const seams = ["'s", "'LL", "'re", 'don\'t', '1234567', '.\n/', ';\r\n//', '!\n\n', '  ', ' \t\n ', '\n\n  x', 'ABCdef', 'e\u0301\u0301'];
  const texts = fc.oneof(
    fc.array(fc.constantFrom(...chars, ...seams), { maxLength: 40 }).map((parts) => parts.join('')),
    anyText({ long: false }),
  );
  const agrees = (encoding: Encoding, end: PreTokenEnd): fc.IPropertyWithHooks<[string]> =>
    fc.property(texts, (text) => {
      const difference = firstDifference(encoding, end, [text]);
      if (difference !== undefined) throw new Error(difference);
    });
  const runs = { numRuns: 10 * settings.numRuns };

  test('splits generated text as the pattern does', () => {
    const split = splitters();
    for (const encoding of ENCODINGS) expectHolds(agrees(encoding, split[encoding]), runs);
  });

  test('catches splitters that cut elsewhere: each mutant is found', () => {
    const split = splitters();
    const o200k = split.o200k_base;
    const cl100k = split.cl100k_base;
    const isSpace = (ch: string | undefined): boolean => ch !== undefined && /\s/u.test(ch);
    const mutants: [Encoding, string, PreTokenEnd][] = [
      // A whitespace run before text keeps its last character (`\s+(?!\S)` not given back).
      ['o200k_base', 'keeps the last space', (t, s) => {
        let e = o200k(t, s);
        if (/^[ \t]+$/u.test(t.slice(s, e)) && isSpace(t[e])) while (isSpace(t[e]) && !/[\r\n]/u.test(t[e]!)) e++;
        return e;
      }],
      // No contractions: `don't` splits before the apostrophe.
      ['o200k_base', 'ignores contractions', (t, s) => {
        const e = o200k(t, s);
        const piece = t.slice(s, e);
        return /\p{L}'\p{L}+$/u.test(piece) ? s + piece.lastIndexOf("'") : e;
      }],
      ['cl100k_base', 'ignores contractions', (t, s) => {
        const word = t[s] === "'" ? /^\p{L}+/u.exec(t.slice(s + 1)) : null;
        return word === null ? cl100k(t, s) : s + 1 + word[0].length;
      }],
      // A mark read as a plain symbol: never part of a word.
      ['o200k_base', 'marks are not letters', (t, s) => {
        const e = o200k(t, s);
        const piece = t.slice(s, e);
        const at = piece.search(/(?<=.)\p{M}/u);
        return at > 0 ? s + at : e;
      }],
      // Digits taken four at a time.
      ['cl100k_base', 'four digits', (t, s) => (/^[0-9]{4}/.test(t.slice(s)) ? s + 4 : cl100k(t, s))],
      // Slashes after newlines are not part of cl100k's punctuation tail, only o200k's.
      ['cl100k_base', 'o200k\'s slash tail', (t, s) => {
        const e = cl100k(t, s);
        return /[^\s\p{L}\p{N}][\r\n]$/u.test(t.slice(s, e)) && t[e] === '/' ? e + 1 : e;
      }],
    ];
    for (const [encoding, name, end] of mutants) {
      try {
        expectCaught(agrees(encoding, end), runs);
      } catch (error) {
        throw new Error(`the mutant "${name}" (${encoding}) survived`, { cause: error });
      }
    }
  });
});
