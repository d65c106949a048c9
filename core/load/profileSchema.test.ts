import { describe, expect, it } from 'vitest';
import schema from '../../schemas/profile.schema.json' with { type: 'json' };
import { BaglamError } from '../errors.js';
import { resolveProfile, type ProfileInput } from '../profile.js';

/**
 * The editor schema and `resolveProfile` must accept the same keys, or an
 * editor would complete keys baglam refuses (or flag keys it needs).
 */

// Compile time: the schema's property names are exactly `ProfileInput`'s (tsc fails otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Props<T extends { properties: object }> = keyof T['properties'];
const sameTop: Same<Props<typeof schema>, keyof ProfileInput> = true;
const sameOutput: Same<Props<typeof schema.properties.output>, keyof ProfileInput['output']> = true;
const sameShares: Same<Props<typeof schema.properties.shares>, keyof NonNullable<ProfileInput['shares']>> = true;
const sameLimits: Same<Props<typeof schema.properties.limits>, keyof NonNullable<ProfileInput['limits']>> = true;
const sameMaxLines: Same<Props<typeof schema.properties.maxLines>, keyof NonNullable<ProfileInput['maxLines']>> = true;
const sameTemplate: Same<Props<typeof schema.$defs.chatTemplate>, keyof Extract<ProfileInput['template'], { kind: 'chat' }>> = true;

interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  properties?: Record<string, PropertySchema>;
  oneOf?: PropertySchema[];
  additionalProperties?: boolean;
  required?: string[];
}

/** A value the schema allows for a property, built from its type and bounds. */
function sample(property: PropertySchema): unknown {
  if (property.enum !== undefined) return property.enum[property.enum.length - 1];
  if (property.oneOf !== undefined) return sample(property.oneOf[0]!);
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  switch (type) {
    case 'integer':
      // Large enough that the window leaves a prompt budget, within every maximum.
      return Math.min(property.maximum ?? 1000, Math.max(property.minimum ?? 0, 1000));
    case 'number':
      return 0.25;
    case 'string':
      return 'x';
    case 'object':
      return Object.fromEntries((property.required ?? []).map((key) => [key, sample(property.properties![key]!)]));
    default:
      throw new Error(`no sample for ${JSON.stringify(property)}`);
  }
}

const BASE = { window: 100_000, output: { answer: 1 } };
const top = schema.properties as Record<string, PropertySchema>;

/** The keys an unknown-key error says `resolveProfile` accepts at `path` — the only runtime list of them. */
function acceptedKeys(input: unknown): string[] {
  try {
    resolveProfile(input);
  } catch (error) {
    if (error instanceof BaglamError) return error.detail.split('expected one of ')[1]!.split(', ').sort();
    throw error;
  }
  throw new Error('expected the unknown key to be refused');
}

describe('schemas/profile.schema.json', () => {
  it('names the same keys as ProfileInput (checked by tsc)', () => {
    expect([sameTop, sameOutput, sameShares, sameLimits, sameMaxLines, sameTemplate]).toEqual([true, true, true, true, true, true]);
  });

  it('has every property resolveProfile accepts, and no other', () => {
    expect(Object.keys(top).sort()).toEqual(acceptedKeys({ ...BASE, zzz: 1 }));
    expect(Object.keys(top.output!.properties!).sort()).toEqual(acceptedKeys({ ...BASE, output: { answer: 1, zzz: 1 } }));
    expect(Object.keys(top.shares!.properties!).sort()).toEqual(acceptedKeys({ ...BASE, shares: { zzz: 1 } }));
    expect(Object.keys(top.limits!.properties!).sort()).toEqual(acceptedKeys({ ...BASE, limits: { zzz: 1 } }));
    expect(Object.keys(top.maxLines!.properties!).sort()).toEqual(acceptedKeys({ ...BASE, maxLines: { zzz: 1 } }));
    expect(Object.keys(schema.$defs.chatTemplate.properties).sort()).toEqual(acceptedKeys({ ...BASE, template: { zzz: 1 } }));
  });

  it('describes values resolveProfile accepts, key by key', () => {
    for (const [key, property] of Object.entries(top)) {
      expect(() => resolveProfile({ ...BASE, [key]: sample(property) }), key).not.toThrow();
      for (const [inner, innerProperty] of Object.entries(property.properties ?? {})) {
        const value = key === 'output' ? { answer: 1, [inner]: sample(innerProperty) } : { [inner]: sample(innerProperty) };
        expect(() => resolveProfile({ ...BASE, [key]: value }), `${key}.${inner}`).not.toThrow();
      }
    }
  });

  it('refuses unknown keys at every level, as baglam does', () => {
    expect(schema.additionalProperties).toBe(false);
    for (const property of Object.values(top)) {
      if (property.type === 'object') expect(property.additionalProperties).toBe(false);
    }
  });
});
