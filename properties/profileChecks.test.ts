import { describe, expect, it } from 'vitest';
import { resolveProfile } from '../core/profile.js';
import { CONTRACTS, PROFILE_CONTRACTS } from './contracts.js';
import { mutant } from './mutants/mutantImplementation.js';
import { mutantSelectChunks, type SelectionDefect } from './mutants/mutantSelection.js';
import { profileChecks } from './profileChecks.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';

/** A user's profile with its own threshold, metadata and line limits. */
const profile = resolveProfile({
  window: 8192, output: { answer: 1024 }, chunkThreshold: 0.5, maxMetaChars: 8, maxLines: { chunks: 2 },
});

describe('baglam check runs every contract it names', () => {
  it('C1–C13 each have at least one property under a profile', () => {
    const run = new Set(profileChecks(profile).flatMap((c) => c.contracts));
    expect(PROFILE_CONTRACTS).toEqual(Object.keys(CONTRACTS).filter((id) => id !== 'C14'));
    for (const id of PROFILE_CONTRACTS) expect(run.has(id), `${id} ${CONTRACTS[id]} is never run`).toBe(true);
  });

  const selection = (impl = profileChecks(profile)): (typeof impl)[number] => impl.find((c) => c.id === 'selection')!;

  it('C8 under the profile: holds on core/', () => expectHolds(selection().property));

  const defects: SelectionDefect[] = ['breaks-instead-of-skipping', 'dedup-lowercases', 'threshold-exclusive', 'ties-by-input-order', 'exhausted-ignores-skips'];
  for (const defect of defects) {
    it(`C8 under the profile: catches the mutant ${defect}`, () =>
      expectCaught(selection(profileChecks(profile, mutant(defect, { selectChunks: mutantSelectChunks(defect) }))).property));
  }
});
