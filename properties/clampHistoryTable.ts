import fc from 'fast-check';
import { clampCase } from './noSpuriousOverflow.js';
import type { Implementation } from './implementation.js';

function fail(message: string): never {
  throw new Error(message);
}

/**
 * The corners of the Go seed's `ClampHistory` table (docs/contracts.md#where-the-ideas-come-from)
 * as one property: empty
 * history keeps nothing; otherwise at least one turn (the newest); never more
 * than `maxTurns` unless that one; the kept (newest) turns fit in `maxUnits`
 * unless it is that one; and the clamp is greedy from the newest end, so the
 * next older turn would break the turn cap or the budget; `trimmed` is the rest.
 */
export function propertyClampHistoryTable(impl: Implementation): fc.IPropertyWithHooks<[{ lens: number[]; maxTurns: number; maxUnits: number }]> {
  return fc.property(clampCase(), ({ lens, maxTurns, maxUnits }) => {
    const { keep, trimmed } = impl.clampHistory(lens, maxTurns, maxUnits);
    const n = lens.length;
    if (keep + trimmed !== n || keep < 0 || trimmed < 0) fail(`keep ${keep} + trimmed ${trimmed} ≠ ${n}`);
    if (n === 0) {
      if (keep !== 0) fail(`an empty history keeps ${keep}`);
      return;
    }
    if (keep < 1) fail('no turn kept: the newest turn is the live question');
    const newest = (k: number): number => lens.slice(n - k).reduce((a, b) => a + b, 0);
    if (keep > 1) {
      if (keep > maxTurns) fail(`keeps ${keep} turns, over the cap of ${maxTurns}`);
      if (newest(keep) > maxUnits) fail(`keeps ${newest(keep)} units, over the budget of ${maxUnits}`);
    }
    if (keep < n && keep < maxTurns && newest(keep + 1) <= maxUnits) fail(`stops at ${keep} turns though the next one fits`);
  });
}
