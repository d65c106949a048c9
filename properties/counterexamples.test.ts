import { describe, expect, it } from 'vitest';
import { resolveProfile } from '../core/profile.js';

/**
 * Counterexamples the properties found in `core/`, kept as plain examples so
 * they stay fixed whatever seed a later run uses.
 */
describe('counterexamples found by the property suite', () => {
  it('shares of 0.8 + 0.2 resolve (the default fixed-part limit was −1 from floating-point rounding)', () => {
    const profile = resolveProfile({ window: 25, output: { answer: 1 }, shares: { evidence: 0.8, history: 0.2 } });
    expect(profile.limits.fixedTokens).toBe(0);
  });
});
