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
  return fc.property(profileInput(), (input) => checkResolution(impl, input));
}

/** The profile `input` stands for, or the budget refusal it calls for, and nothing else. */
function checkResolution(impl: Implementation, input: ProfileInput, what = 'the profile'): void {
  const refused = refusal(input);
  let resolved;
  try {
    resolved = impl.resolveProfile(structuredClone(input));
  } catch (error) {
    if (refused === undefined) throw error;
    if (!isBaglamError(error) || error.code !== 'INVALID_PROFILE') fail(`${what}: refused with ${String(error)}, not INVALID_PROFILE`);
    if (JSON.stringify(error.path) !== JSON.stringify(refused)) fail(`${what}: refused at ${JSON.stringify(error.path)}, the problem is ${JSON.stringify(refused)}`);
    return;
  }
  if (refused !== undefined) fail(`${what}: accepted, though ${refused.join('.')} makes the budget impossible`);
  const expected = referenceProfile(input);
  if (JSON.stringify(resolved) !== JSON.stringify(expected)) fail(`${what}: resolved to ${JSON.stringify(resolved)}, documented ${JSON.stringify(expected)}`);
  const again = impl.resolveProfile(resolved);
  if (JSON.stringify(again) !== JSON.stringify(resolved)) fail(`${what}: resolving the resolved profile gave ${JSON.stringify(again)}`);
}

/** Profiles `resolveProfile` must accept: the budget possible. */
function validProfileInput(): fc.Arbitrary<ProfileInput> {
  return profileInput().filter((input) => refusal(input) === undefined);
}

/** A copy of `input` with the value at `path` replaced (`undefined`: the key removed), parents created as needed. */
function withValue(input: ProfileInput, path: readonly string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(input) as unknown as Record<string, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) {
    const next = parent[key];
    parent[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {};
    parent = parent[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** One field of a valid profile set to `value`, and the path the refusal must name (`undefined`: accepted as documented). */
interface FieldEdit {
  path: readonly string[];
  value: unknown;
  refusedAt?: readonly string[];
}

const NOT_A_NUMBER: unknown[] = ['5', null, true, Number.NaN, Number.POSITIVE_INFINITY, new Number(5)];
/** A boxed number, a date, a map: objects, but no mapping a profile could read keys from. */
const NOT_A_MAPPING: unknown[] = [5, null, [], 'x', new Number(5), new Date(0), new Map([['evidence', 0.5]])];
const BEYOND_SAFE = 2 ** 53;

/**
 * Every option's documented range (`schemas/profile.schema.json`, the
 * library guide's profile options): a whole number of tokens from its
 * minimum to its maximum, a fraction from 0 to 1, one of a list, a mapping
 * with only its own keys, a name that is not blank. Values just outside are
 * refused naming the field; values at the edges are read as given.
 */
function fieldEdits(): FieldEdit[] {
  const edits: FieldEdit[] = [];
  const refuse = (path: readonly string[], values: unknown[], refusedAt = path): void => {
    for (const value of values) edits.push({ path, value, refusedAt });
  };
  const accept = (path: readonly string[], values: unknown[]): void => {
    for (const value of values) edits.push({ path, value });
  };
  // Every value of another type for every field: one field's check may be
  // written apart from the others' (a `?? 0` lets `null` through as the default).
  const anotherType = (min: number): unknown[] => [min + 0.5, ...NOT_A_NUMBER];
  /** A whole number from `min` to `max` (the safe integers when no maximum is documented). */
  const whole = (path: readonly string[], min: number, max = Number.MAX_SAFE_INTEGER): void => {
    refuse(path, [min - 1, max === Number.MAX_SAFE_INTEGER ? BEYOND_SAFE : max + 1, ...anotherType(min)]);
    accept(path, [min, max]);
  };
  const mapping = (path: readonly string[]): void => {
    refuse(path, NOT_A_MAPPING);
    refuse([...path, 'extra'], [1]);
  };
  refuse(['extra'], [1]);
  refuse(['name'], ['', ' \t', 5, null]);
  accept(['name'], [' destek ']);
  whole(['window'], 1);
  refuse(['window'], [undefined]);
  refuse(['output'], [undefined, ...NOT_A_MAPPING]);
  refuse(['output', 'extra'], [1]);
  whole(['output', 'answer'], 1);
  refuse(['output', 'answer'], [undefined]);
  whole(['output', 'reasoning'], 0);
  refuse(['encoding'], ['gpt2', 5, null, new String('o200k_base')]);
  accept(['encoding'], ['o200k_base', 'cl100k_base']);
  refuse(['template'], ['json', 5, null, []]);
  refuse(['template', 'extra'], [1]);
  refuse(['template', 'kind'], ['json', 5, null]);
  accept(['template'], [{}, { kind: 'chat' }, { kind: 'text' }, 'chat', 'text']);
  for (const field of ['perMessage', 'replyPrimer']) {
    // Set with the kind: a text template has no overhead to set.
    for (const value of [-1, 1001, ...anotherType(0)]) edits.push({ path: ['template'], value: { kind: 'chat', [field]: value }, refusedAt: ['template', field] });
    refuse(['template'], [{ [field]: 1001 }], ['template', field]);
    accept(['template'], [{ kind: 'chat', [field]: 0 }, { kind: 'chat', [field]: 1000 }]);
    refuse(['template'], [{ kind: 'text', [field]: 3 }], ['template', 'kind']);
  }
  mapping(['shares']);
  accept(['shares'], [{}, { evidence: 0.8, history: 0.2 }, { evidence: 1, history: 0 }, { evidence: 0, history: 1 }]);
  for (const field of ['evidence', 'history']) {
    refuse(['shares', field], [-0.05, 1.05, ...NOT_A_NUMBER]);
    accept(['shares', field], [0, 1]);
  }
  refuse(['chunkThreshold'], [...NOT_A_NUMBER, Number.NEGATIVE_INFINITY]);
  accept(['chunkThreshold'], [-5, 0.5]);
  whole(['protectedTurns'], 0, 10_000);
  whole(['maxHistoryTurns'], 1, 1_000_000);
  refuse(['chunkOrder'], ['random', 5, null, Number.NaN, new String('edges')]);
  accept(['chunkOrder'], ['edges', 'score']);
  whole(['maxMetaChars'], 1, 100_000);
  mapping(['maxLines']);
  for (const field of ['chunks', 'toolResults']) {
    // null is no limit here, documented.
    refuse(['maxLines', field], [0, 1_000_001, ...anotherType(1).filter((v) => v !== null)]);
    accept(['maxLines', field], [1, 1_000_000, null]);
  }
  mapping(['limits']);
  for (const field of ['longestTurn', 'largestChunk', 'fixedTokens']) whole(['limits', field], 0);
  return edits;
}

/**
 * What a person can get wrong in a profile is refused, by field: one option
 * of a valid profile set just outside its documented range (the schema's),
 * to another type, a blank name, or a key no mapping has, fails with `INVALID_PROFILE`
 * naming that option; set to the edge of its range, it is read as given
 * (the reference model's reading, or the budget refusal when the edit makes
 * the budget impossible). A reserve that fills the window exactly is refused,
 * one token less is a prompt budget of 1.
 */
export function propertyProfileRefusesBadValues(impl: Implementation): fc.IPropertyWithHooks<[ProfileInput]> {
  const edits = fieldEdits();
  return fc.property(validProfileInput(), (base) => {
    const reasoning = base.output.reasoning ?? 0;
    const cases: FieldEdit[] = [
      ...edits,
      { path: ['output'], value: { answer: base.window - reasoning, reasoning }, refusedAt: ['output'] },
      { path: ['output'], value: { answer: base.window, reasoning: 0 }, refusedAt: ['output'] },
      { path: ['output'], value: { answer: base.window - 1 }, refusedAt: base.window > 1 ? undefined : ['output', 'answer'] },
    ];
    for (const { path, value, refusedAt } of cases) {
      const input = withValue(base, path, value);
      const what = `${path.join('.')} = ${value === undefined ? 'left out' : JSON.stringify(value) ?? String(value)}`;
      if (refusedAt === undefined) {
        checkResolution(impl, input as unknown as ProfileInput, what);
        continue;
      }
      let resolved;
      try {
        resolved = impl.resolveProfile(input);
      } catch (error) {
        if (!isBaglamError(error) || error.code !== 'INVALID_PROFILE') fail(`${what}: refused with ${String(error)}, not INVALID_PROFILE`);
        if (JSON.stringify(error.path) !== JSON.stringify(refusedAt)) fail(`${what}: refused at ${JSON.stringify(error.path)}, the problem is ${JSON.stringify(refusedAt)}`);
        continue;
      }
      fail(`${what}: accepted as ${JSON.stringify(resolved)}, outside the documented range`);
    }
  });
}
