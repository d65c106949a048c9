import fc from 'fast-check';
import type { AssembleOptions, AssembledContext } from '../core/assemble.js';
import type { Profile } from '../core/profile.js';
import type { Encoding, Tokenizer } from '../core/tokenizer.js';
import { profileShape } from './arbitraries/profile.js';
import { budgetPlacement, profileFor, roughSizes, type Scenario } from './arbitraries/scenario.js';
import { assembleOutcome, type AssembleOutcome } from './assembleOutcome.js';
import { isBaglamError } from './errorShape.js';
import { smallRequest } from './everyBudget.js';
import type { Implementation } from './implementation.js';
import { chatOverhead } from './reference/profile.js';
import { referenceTokens } from './reference/tokens.js';

function fail(message: string): never {
  throw new Error(message);
}

/** Small requests under any profile, the budget from far too small to roomy (as `scenarios`, cheaper). */
export function smallScenarios(): fc.Arbitrary<Scenario> {
  return fc.tuple(smallRequest(), profileShape(), budgetPlacement()).map(([request, shape, [anchor, perMille]]) => {
    const rough = roughSizes(request, shape.encoding ?? 'o200k_base', shape.protectedTurns ?? 2)[anchor];
    return { request, profile: profileFor(shape, Math.floor((rough * perMille) / 1000)) };
  });
}

/** One JSON text per outcome: what a caller can see of it (an overflow by its code, numbers and drop log). */
function seen(outcome: AssembleOutcome): string {
  if (outcome.kind === 'assembled') return JSON.stringify(outcome.result);
  const e = outcome.error;
  return JSON.stringify({ code: e.code, tokens: e.tokens, budget: e.budget, overBy: e.overBy, sections: e.sections, dropLog: e.dropLog });
}

/**
 * A counter whose counts do not add up: js-tiktoken's count plus one for
 * every non-empty text, so a payload counted in pieces comes to more than
 * the same payload counted whole (a tokenizer a caller may pass, and what
 * `verify` is there to catch).
 */
export function skewedTokenizer(encoding: Encoding): Tokenizer {
  const count = (text: string): number => (text === '' ? 0 : referenceTokens(encoding, text) + 1);
  return { name: `${encoding}/skewed`, encoding, count, countWithin: (text) => count(text) };
}

/**
 * The payload as the API counts it, with `tokenizer`: a text payload is its
 * text; a chat payload adds the overhead the profile's template documents
 * (per message, and the reply primer), none under the text template.
 */
function wholeCount(result: AssembledContext, profile: Profile, tokenizer: Tokenizer): number {
  if (result.template === 'text') return tokenizer.count(result.text);
  const overhead = chatOverhead(profile) ?? { perMessage: 0, replyPrimer: 0 };
  return result.messages.reduce((n, m) => n + overhead.perMessage + tokenizer.count(m.role) + tokenizer.count(m.content), overhead.replyPrimer);
}

/**
 * `verify` does what `AssembleOptions.verify` says: it counts the finished
 * payload whole and refuses (`VERIFY_MISMATCH`) exactly when that differs
 * from the count `assemble` reports; otherwise the result is the one without
 * it. Checked with the profile's own counter (always equal) and with one
 * whose counts do not add up (`skewedTokenizer`, mostly unequal); without
 * `verify`, or with `verify: false`, nothing is checked. `countPayload`
 * gives the whole count, under the payload's own profile and under one of
 * the other template (whose overhead it then adds, or leaves out).
 */
export function propertyVerify(impl: Implementation): fc.IPropertyWithHooks<[Scenario, boolean]> {
  return fc.property(smallScenarios(), fc.boolean(), (scenario, skewed) => {
    const { profile } = scenario;
    const tokenizer = skewed ? skewedTokenizer(profile.encoding) : impl.tokenizer(profile.encoding);
    const plain = assembleOutcome(impl, scenario, { tokenizer });
    const off = assembleOutcome(impl, scenario, { tokenizer, verify: false });
    if (seen(off) !== seen(plain)) fail('verify: false changes the outcome');
    const checked = (): AssembleOutcome => assembleOutcome(impl, scenario, { tokenizer, verify: true });
    if (plain.kind === 'overflow') {
      // Nothing is sent, so nothing is verified: the same overflow.
      if (seen(checked()) !== seen(plain)) fail('verify: true changes an overflow');
      return;
    }
    const result = plain.result;
    const whole = wholeCount(result, profile, tokenizer);
    const counted = impl.countPayload(result, profile, tokenizer);
    if (counted !== whole) fail(`countPayload says ${counted}, the payload counts ${whole} whole`);
    const other: Profile = profile.template.kind === 'chat' ? { ...profile, template: { kind: 'text' } } : { ...profile, template: { kind: 'chat', perMessage: 5, replyPrimer: 2 } };
    const underOther = impl.countPayload(result, other, tokenizer);
    if (underOther !== wholeCount(result, other, tokenizer)) fail(`countPayload under the ${other.template.kind} template says ${underOther}, the payload counts ${wholeCount(result, other, tokenizer)}`);
    let outcome: AssembleOutcome;
    try {
      outcome = checked();
    } catch (error) {
      if (!isBaglamError(error) || error.code !== 'VERIFY_MISMATCH') throw error;
      if (whole === result.tokens) fail(`verify refused a payload that counts ${whole} whole, as assemble says (${error.message})`);
      return;
    }
    if (whole !== result.tokens) fail(`verify passed a payload that counts ${whole} whole though assemble says ${result.tokens}`);
    if (seen(outcome) !== seen(plain)) fail('verify: true changes a result it passes');
  });
}

/** One option with a value `assemble` must refuse, and the field its error must name. */
export type BadOption = { field: 'verify' | 'exactDropCounts' | 'cache'; value: unknown } | { field: 'tokenizer'; value: 'other encoding' };

function badOption(): fc.Arbitrary<BadOption> {
  const notAFlag = fc.constantFrom<unknown>('true', 1, 0, null, {}, []);
  return fc.oneof(
    notAFlag.map((value): BadOption => ({ field: 'verify', value })),
    notAFlag.map((value): BadOption => ({ field: 'exactDropCounts', value })),
    // Not an AssemblyCache: made by hand, or something else altogether.
    fc.constantFrom<unknown>({}, { validations: {}, requests: {} }, [], 'cache', 0, null).map((value): BadOption => ({ field: 'cache', value })),
    fc.constant<BadOption>({ field: 'tokenizer', value: 'other encoding' }),
  );
}

/**
 * `assemble`'s options are checked: a flag that is not true or false, a
 * cache that is not an `AssemblyCache`, a tokenizer of another encoding than
 * the profile's is refused with `INVALID_INPUT` naming that option (never
 * a crash, never ignored); and the defaults are what the documentation
 * says: the options spelled out (`verify: false`, `exactDropCounts: false`,
 * a fresh cache, the profile's tokenizer) give what no options give.
 */
export function propertyOptionsChecked(impl: Implementation): fc.IPropertyWithHooks<[Scenario, BadOption]> {
  return fc.property(smallScenarios(), badOption(), (scenario, bad) => {
    const { profile } = scenario;
    const defaults = assembleOutcome(impl, scenario);
    const spelled = assembleOutcome(impl, scenario, { verify: false, exactDropCounts: false, cache: impl.newCache(), tokenizer: impl.tokenizer(profile.encoding) });
    if (seen(spelled) !== seen(defaults)) fail('the documented defaults spelled out change the outcome');
    const value = bad.field === 'tokenizer' ? impl.tokenizer(profile.encoding === 'o200k_base' ? 'cl100k_base' : 'o200k_base') : bad.value;
    const options = { [bad.field]: value } as AssembleOptions;
    let error: unknown;
    try {
      impl.assemble(scenario.request, profile, options);
    } catch (thrown) {
      error = thrown;
    }
    if (error === undefined) fail(`options.${bad.field} = ${String(bad.value)} was accepted`);
    if (!isBaglamError(error) || error.code !== 'INVALID_INPUT') fail(`options.${bad.field} = ${String(bad.value)}: ${String(error)}, not an INVALID_INPUT error`);
    if (JSON.stringify(error.path) !== JSON.stringify([bad.field])) fail(`options.${bad.field} = ${String(bad.value)}: the error names ${JSON.stringify(error.path)}`);
  });
}
