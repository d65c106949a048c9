import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chunks } from '../properties/arbitraries/chunks.js';
import { history } from '../properties/arbitraries/history.js';
import { tokenFloor } from './tokenFloor.js';
import { chunkUnitFloor, turnFloor } from './unitFloor.js';
import { chunkUnit, turnContent, turnUnit } from './render.js';
import { createTokenizer, referenceCount, type Encoding } from './tokenizer.js';

const words = (n: number): string => Array.from({ length: n }, (_, i) => `kelime${i}`).join(' ');

describe('chunkUnitFloor', () => {
  test('is a proof: never above the tokens of the unit as rendered (both encodings, hostile text, cuts, any room)', () => {
    fc.assert(
      fc.property(
        chunks({ long: false, maxChunks: 4 }),
        fc.constantFrom<Encoding>('o200k_base', 'cl100k_base'),
        fc.constantFrom(null, 0, 1, 2, 5),
        fc.constantFrom(4, 120),
        fc.integer({ min: 0, max: 200 }),
        (candidates, encoding, maxLines, maxMetaChars, room) => {
          const tokenizer = createTokenizer(encoding);
          for (const chunk of candidates) {
            const floor = chunkUnitFloor(chunk, maxMetaChars, maxLines, room);
            const tokens = tokenizer.count(chunkUnit(chunk, maxMetaChars, maxLines));
            // Over the room it may stop early; at or under it, it read everything,
            // and stays under the count (see the next test).
            if (floor > room) expect(tokens).toBeGreaterThan(room);
            else expect(floor).toBeLessThan(tokens);
          }
        },
      ),
      { seed: 20260401, numRuns: 300 },
    );
  });

  test('is never the count: `<chunk` is two tokens in both encodings, and one pre-token of the floor', () => {
    // The unit always starts with the pre-token `<chunk` (a space follows it),
    // so it costs one token more than the floor's argument gives the rest.
    // The lazy selection relies on nothing here, but its `floor > room` and
    // `floor >= room` are then the same test (docs/mutation.md, select shard).
    for (const encoding of ['o200k_base', 'cl100k_base'] as const) expect(createTokenizer(encoding).count('<chunk')).toBe(2);
    expect(tokenFloor('<chunk')).toBe(1);
  });

  test('the header counts: a one-word chunk is proven over a room its words alone could not exceed', () => {
    const chunk = { id: 'kb-0001', text: 'kısa', score: 1, source: 'postmortem/INC-9100.md', meta: { updated: '2024-03-04' } };
    const tokens = referenceCount('o200k_base', chunkUnit(chunk, 120));
    const floor = chunkUnitFloor(chunk, 120, null, Number.POSITIVE_INFINITY);
    expect(floor).toBeGreaterThan(15);
    expect(floor).toBeLessThanOrEqual(tokens);
    expect(chunkUnitFloor(chunk, 120, null, 15)).toBeGreaterThan(15);
  });

  test('stops at the room, and reads only the lines that will be shown', () => {
    const long = { id: 'a', text: words(1_000), score: 1 };
    expect(chunkUnitFloor(long, 120, null, 50)).toBe(51);
    const cut = { id: 'a', text: `${words(3)}\n${words(3)}\n${words(100)}`, score: 1 };
    const twoLines = chunkUnitFloor(cut, 120, 2, Number.POSITIVE_INFINITY);
    expect(twoLines).toBeLessThan(30);
    expect(chunkUnitFloor(cut, 120, 3, Number.POSITIVE_INFINITY)).toBeGreaterThan(twoLines + 100);
    expect(chunkUnitFloor(cut, 120, 0, Number.POSITIVE_INFINITY)).toBe(chunkUnitFloor({ id: 'a', text: '', score: 1 }, 120, null, Number.POSITIVE_INFINITY));
  });
});

describe('turnFloor', () => {
  test('is a proof: never above the tokens of the turn as sent, in either template (tool results cut or not)', () => {
    fc.assert(
      fc.property(
        history({ long: false }),
        fc.constantFrom<Encoding>('o200k_base', 'cl100k_base'),
        fc.constantFrom(null, 0, 1, 3),
        (turns, encoding, toolLines) => {
          const tokenizer = createTokenizer(encoding);
          turns.forEach((turn, i) => {
            const floor = turnFloor(turn, toolLines);
            expect(floor).toBeLessThanOrEqual(tokenizer.count(turnContent(turn, toolLines)));
            expect(floor).toBeLessThanOrEqual(tokenizer.count(turnUnit(turn, i, toolLines)));
          });
        },
      ),
      { seed: 20260401, numRuns: 200 },
    );
  });

  test('reads only the lines of a tool result that are shown', () => {
    const tool = { role: 'tool' as const, toolCallId: 'c1', content: `a b\n${'x y z '.repeat(100)}` };
    expect(turnFloor(tool, 1)).toBeLessThan(5);
    expect(turnFloor(tool, null)).toBeGreaterThan(200);
    expect(turnFloor({ role: 'user', content: tool.content }, 1)).toBeGreaterThan(200);
  });
});
