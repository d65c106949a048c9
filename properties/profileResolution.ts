import fc from 'fast-check';
import { isBaglamError } from './errorShape.js';
import type { ProfileInput } from '../core/profile.js';
import { profileInput } from './arbitraries/profileInput.js';
import type { Implementation } from './implementation.js';
import { referenceProfile } from './reference/profile.js';

function fail(message: string): never {
  throw new Error(message);
}

/** Why a profile must be refused, from the documented rules, or undefined when it is valid. */
function refusal(input: ProfileInput): readonly string[] | undefined {
  if (input.output.answer + (input.output.reasoning ?? 0) >= input.window) return ['output'];
  if ((input.shares?.evidence ?? 0.4) + (input.shares?.history ?? 0.3) > 1) return ['shares'];
  return undefined;
}

/**
 * A profile is read as documented: every option left out gets its
 * documented default (the reference model's `referenceProfile`: the chat
 * template's 3 + 3 overhead, shares 0.4 and 0.3, 2 protected turns, 40
 * turns, 120 metadata characters, limits from the shares …), every option
 * given is kept as given, and resolving a resolved profile changes nothing.
 * An impossible budget (a reserve that leaves no prompt, shares over the
 * whole) is refused with `INVALID_PROFILE` naming `output` or `shares`.
 */
export function propertyProfileResolves(impl: Implementation): fc.IPropertyWithHooks<[ProfileInput]> {
  return fc.property(profileInput(), (input) => {
    const refused = refusal(input);
    let resolved;
    try {
      resolved = impl.resolveProfile(structuredClone(input));
    } catch (error) {
      if (refused === undefined) throw error;
      if (!isBaglamError(error) || error.code !== 'INVALID_PROFILE') fail(`refused with ${String(error)}, not INVALID_PROFILE`);
      if (JSON.stringify(error.path) !== JSON.stringify(refused)) fail(`refused at ${JSON.stringify(error.path)}, the problem is ${JSON.stringify(refused)}`);
      return;
    }
    if (refused !== undefined) fail(`accepted, though ${refused.join('.')} makes the budget impossible`);
    const expected = referenceProfile(input);
    if (JSON.stringify(resolved) !== JSON.stringify(expected)) fail(`resolved to ${JSON.stringify(resolved)}, documented ${JSON.stringify(expected)}`);
    const again = impl.resolveProfile(resolved);
    if (JSON.stringify(again) !== JSON.stringify(resolved)) fail(`resolving the resolved profile gave ${JSON.stringify(again)}`);
  });
}
