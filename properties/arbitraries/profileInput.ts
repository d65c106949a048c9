import fc from 'fast-check';
import type { ProfileInput } from '../../core/profile.js';

/** Shares in steps of 5 % (some pairs over 1 in total: the refusals). */
const share = fc.integer({ min: 0, max: 20 }).map((n) => n / 20);

/**
 * What a person writes in a profile file: `window` and `output.answer`, and
 * any subset of the other options, each left out now and then so every
 * default is exercised. Not always valid: a reserve may reach the window,
 * shares may add up to more than 1 (`propertyProfileResolves` knows which).
 */
export function profileInput(): fc.Arbitrary<ProfileInput> {
  return fc
    .record(
      {
        name: fc.constantFrom('destek', 'ops copilot'),
        window: fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200_000 })),
        encoding: fc.constantFrom('o200k_base', 'cl100k_base') as fc.Arbitrary<'o200k_base' | 'cl100k_base'>,
        template: fc.oneof(
          fc.constantFrom('chat' as const, 'text' as const, { kind: 'text' as const }),
          fc.record({ kind: fc.constant('chat' as const), perMessage: fc.integer({ min: 0, max: 9 }), replyPrimer: fc.integer({ min: 0, max: 9 }) }, { requiredKeys: ['kind'] }),
        ),
        output: fc.record({ answer: fc.integer({ min: 1, max: 50_000 }), reasoning: fc.integer({ min: 0, max: 50_000 }) }, { requiredKeys: ['answer'] }),
        shares: fc.record({ evidence: share, history: share }, { requiredKeys: [] }),
        chunkThreshold: fc.constantFrom(-1, 0, 0.35, 2),
        protectedTurns: fc.integer({ min: 0, max: 12 }),
        maxHistoryTurns: fc.integer({ min: 1, max: 60 }),
        chunkOrder: fc.constantFrom('edges', 'score') as fc.Arbitrary<'edges' | 'score'>,
        maxMetaChars: fc.integer({ min: 1, max: 300 }),
        maxLines: fc.record({ chunks: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }), toolResults: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }) }, { requiredKeys: [] }),
        limits: fc.record({ longestTurn: fc.nat({ max: 9000 }), largestChunk: fc.nat({ max: 9000 }), fixedTokens: fc.nat({ max: 9000 }) }, { requiredKeys: [] }),
      },
      { requiredKeys: ['window', 'output'] },
    );
}
