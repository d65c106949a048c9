import fc from 'fast-check';
import type { Profile } from '../core/profile.js';
import type { Request } from '../core/request.js';
import { requestWithinLimits } from './arbitraries/requestWithinLimits.js';
import { assembleOutcome } from './assembleOutcome.js';
import type { Implementation } from './implementation.js';
import { chatOverhead, referenceBudget, referenceShare } from './reference/profile.js';
import { EVIDENCE_BEGIN, EVIDENCE_END } from './reference/prompt.js';
import { referenceTokens } from './reference/tokens.js';

/**
 * Profile health: properties of a *profile*, not of `core/` — settings a
 * team can get wrong even when the assembler is right. `baglam check` runs
 * them against the profile a team ships.
 */

function fail(message: string): never {
  throw new Error(message);
}

/** For any request within the declared limits, nothing overflows. */
export function propertyWithinLimitsFits(impl: Implementation, profile: Profile): fc.IPropertyWithHooks<[Request]> {
  return fc.property(requestWithinLimits(profile), (request) => {
    const outcome = assembleOutcome(impl, { request, profile });
    if (outcome.kind === 'overflow') {
      fail(`a request within the limits overflows by ${outcome.error.overBy} tokens (budget ${outcome.error.budget})`);
    }
  });
}

/**
 * The protected turns fit beside the fixed part: a fixed part at its limit
 * and the newest turns near `limits.longestTurn` (the protected ones are
 * never dropped) still fit the budget.
 */
export function propertyProtectedTurnsFit(impl: Implementation, profile: Profile): fc.IPropertyWithHooks<[Request]> {
  return fc.property(requestWithinLimits(profile, { worstCase: true }), (request) => {
    const outcome = assembleOutcome(impl, { request, profile });
    if (outcome.kind === 'overflow') {
      const protectedTurns = Math.max(1, profile.protectedTurns);
      fail(
        `${protectedTurns} protected turn${protectedTurns === 1 ? '' : 's'} of up to ${profile.limits.longestTurn} tokens beside a fixed part of up to ` +
          `${profile.limits.fixedTokens} overflow the budget of ${outcome.error.budget} by ${outcome.error.overBy}`,
      );
    }
  });
}

/** Tokens the evidence section costs around its chunks: its message (chat) and its wrapper tags. */
function evidenceWrap(profile: Profile): number {
  const overhead = chatOverhead(profile);
  const message = overhead === null ? 0 : overhead.perMessage + referenceTokens(profile.encoding, 'user');
  return message + referenceTokens(profile.encoding, EVIDENCE_BEGIN) + referenceTokens(profile.encoding, EVIDENCE_END);
}

/**
 * History cannot crowd out evidence: with a long history (more turns than
 * the cap, each within `limits.longestTurn`) and a fixed part within its
 * limit, the room left for evidence is at least the evidence share. The
 * protected turns are kept small enough to share the history share: they
 * outrank it by design (C5, C6), and whether they fit at all is
 * `propertyProtectedTurnsFit`'s question.
 */
export function propertyEvidenceKeepsItsShare(impl: Implementation, profile: Profile): fc.IPropertyWithHooks<[Request]> {
  const budget = referenceBudget(profile);
  const share = referenceShare(profile, 'evidence');
  const wrap = evidenceWrap(profile);
  return fc.property(requestWithinLimits(profile, { longHistory: true, protectedWithinShare: true }), (request) => {
    const outcome = assembleOutcome(impl, { request, profile });
    if (outcome.kind === 'overflow') fail(`a request within the limits overflows by ${outcome.error.overBy} tokens`);
    const r = outcome.result;
    const withoutEvidence = r.tokens - r.sections.evidence - (r.kept.chunks.length > 0 ? wrap : 0);
    const room = budget - withoutEvidence;
    if (room < share) {
      fail(
        `the evidence has ${room} tokens of room, less than its share of ${share}: history takes ${r.sections.history + r.sections.trimNote}` +
          ` (share ${referenceShare(profile, 'history')}), the rest of the prompt ${withoutEvidence - r.sections.history - r.sections.trimNote}`,
      );
    }
  });
}

/** The history share is not larger than the evidence share (docs/contracts.md#profile-health). */
export function propertyHistoryShareNotAboveEvidence(profile: Profile): fc.IPropertyWithHooks<[Profile]> {
  return fc.property(fc.constant(profile), (p) => {
    if (p.shares.history > p.shares.evidence) fail(`shares.history (${p.shares.history}) is larger than shares.evidence (${p.shares.evidence})`);
  });
}
