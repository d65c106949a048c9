import type { Profile } from '../core/profile.js';
import { profileChecks } from './profileChecks.js';
import { checkProperty, type PropertyOutcome, type RunSettings } from './runner.js';

export interface ProfileCheckResult {
  id: string;
  contract: string;
  title: string;
  outcome: PropertyOutcome;
}

/**
 * Runs every profile-dependent property (or the `only` ones) under one
 * profile: what `baglam check` and the gate's property step print.
 */
export function checkProfile(profile: Profile, settings: RunSettings, only?: readonly string[]): ProfileCheckResult[] {
  const checks = profileChecks(profile).filter((c) => only === undefined || only.includes(c.id));
  return checks.map((c) => ({ id: c.id, contract: c.contract, title: c.title, outcome: checkProperty(c.property, settings) }));
}
