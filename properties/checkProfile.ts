import type { Profile } from '../core/profile.js';
import type { ContractId } from './contracts.js';
import { profileChecks } from './profileChecks.js';
import { DEFAULT_SHRINK_SECONDS } from './runDefaults.js';
import { checkProperty, type PropertyOutcome, type RunSettings } from './runner.js';

export interface ProfileCheckResult {
  id: string;
  contract: string;
  /** The contracts the property checks; empty for a profile-health property. */
  contracts: readonly ContractId[];
  title: string;
  outcome: PropertyOutcome;
}

export interface CheckProfileOptions {
  /** Only these property ids (as `profileChecks` names them); unknown ids are refused. */
  only?: readonly string[];
  /** Stop shrinking a counterexample after this long (default `DEFAULT_SHRINK_SECONDS`). */
  shrinkTimeLimitMs?: number;
}

/**
 * Runs every profile-dependent property (or the `only` ones) under one
 * profile: what `baglam check` and the gate's property step report.
 */
export function checkProfile(profile: Profile, settings: RunSettings, options: CheckProfileOptions = {}): ProfileCheckResult[] {
  const all = profileChecks(profile);
  const unknown = (options.only ?? []).filter((id) => !all.some((c) => c.id === id));
  if (unknown.length > 0) {
    throw new RangeError(`unknown property ${unknown.join(', ')}; expected one of ${all.map((c) => c.id).join(', ')}`);
  }
  const selected = options.only === undefined ? all : all.filter((c) => options.only!.includes(c.id));
  const shrinkTimeLimitMs = options.shrinkTimeLimitMs ?? DEFAULT_SHRINK_SECONDS * 1000;
  return selected.map((c) => ({
    id: c.id,
    contract: c.contract,
    contracts: c.contracts,
    title: c.title,
    outcome: checkProperty(c.property, settings, { shrinkTimeLimitMs }),
  }));
}
