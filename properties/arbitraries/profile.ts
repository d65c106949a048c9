import fc from 'fast-check';
import type { ProfileInput } from '../../core/profile.js';
import { SCORES } from './chunks.js';

/** Everything of a profile but its window, which a scenario sets relative to its request. */
export type ProfileShape = Omit<ProfileInput, 'window' | 'output'> & { output: { answer: number; reasoning: number } };

/** Shares that add up to at most 1, in steps of 5 %, plus the extremes 0 and 1. */
function shares(): fc.Arbitrary<{ evidence: number; history: number }> {
  return fc
    .tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }))
    .map(([e, h]) => (e + h > 20 ? { evidence: e / 20, history: (20 - e) / 20 } : { evidence: e / 20, history: h / 20 }));
}

/** Profiles of every kind the resolver accepts: both templates and encodings, odd overheads, zero and huge caps. */
export function profileShape(): fc.Arbitrary<ProfileShape> {
  return fc.record({
    encoding: fc.constantFrom('o200k_base', 'cl100k_base') as fc.Arbitrary<'o200k_base' | 'cl100k_base'>,
    template: fc.oneof(
      { weight: 3, arbitrary: fc.constant('chat' as const) },
      { weight: 2, arbitrary: fc.constant('text' as const) },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant('chat' as const), perMessage: fc.integer({ min: 0, max: 7 }), replyPrimer: fc.integer({ min: 0, max: 7 }) }),
      },
    ),
    output: fc.record({ answer: fc.integer({ min: 1, max: 4096 }), reasoning: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 8192 })) }),
    shares: shares(),
    chunkThreshold: fc.constantFrom(...SCORES, -5),
    protectedTurns: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(0, 1, 2, 2, 3) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 12 }) }),
    maxHistoryTurns: fc.oneof(fc.constantFrom(1, 2, 40), fc.integer({ min: 1, max: 30 })),
    chunkOrder: fc.constantFrom('edges', 'edges', 'score') as fc.Arbitrary<'edges' | 'score'>,
    maxMetaChars: fc.constantFrom(1, 8, 120),
    // Line limits are rare in production profiles: mostly none, sometimes tight enough to cut.
    maxLines: fc.record({ chunks: fc.constantFrom(null, null, null, 1, 2), toolResults: fc.constantFrom(null, null, null, 1, 3) }),
  });
}
