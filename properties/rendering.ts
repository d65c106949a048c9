import fc from 'fast-check';
import { adversarialText } from './arbitraries/adversarialText.js';
import { attributeText } from './arbitraries/attributeText.js';
import { lookAlikeText } from './arbitraries/lookAlikes.js';
import { toolArguments } from './arbitraries/history.js';
import { anyText, requiredText } from './arbitraries/text.js';
import { unitSpec, type UnitSpec } from './arbitraries/unitSpec.js';
import type { Turn } from '../core/request.js';
import type { Implementation } from './implementation.js';
import { referenceEscapeAttribute, referenceEscapeText } from './reference/escape.js';
import { shortened, sortedJson } from './reference/prompt.js';
import { referenceRender } from './reference/renderSpec.js';

function differs(what: string, input: unknown, got: string, want: string): never {
  throw new Error(`${what}(${JSON.stringify(input).slice(0, 300)}) wrote ${JSON.stringify(got).slice(0, 400)}; the documented format is ${JSON.stringify(want).slice(0, 400)}`);
}

/**
 * Every piece of the prompt is written in the documented format, byte for
 * byte as the reference renderer writes it: tags, attributes and their
 * order, escaping on every path (rules, tool JSON, examples, turns, tool
 * calls, chunk metadata), line cuts and their markers, metadata shortening.
 */
export function propertyRenderingAgrees(impl: Implementation): fc.IPropertyWithHooks<[UnitSpec[]]> {
  // Several units a case: a unit renders in microseconds, and one kind of
  // unit a case left the rarer paths (a tool call's arguments, a quote in an
  // attribute) to one case in ten or fewer, too few at the mutation run's 20
  // cases. A failure still shrinks to the one unit that differs.
  const specs = fc.tuple(callingTurns(), fc.array(unitSpec(), { minLength: 1, maxLength: 16 })).map(([calling, drawn]) => [...calling, ...drawn]);
  return fc.property(specs, (specs) => {
    for (const spec of specs) {
      const got = impl.renderUnit(spec);
      const want = referenceRender(spec);
      if (got !== want) differs(`render ${spec.kind}`, spec, got, want);
    }
  });
}

/**
 * An assistant turn that calls tools, once with no text and once with some,
 * each in both templates. The drawn units reach such a turn in about one case
 * in ten, and one with no text far more rarely: too few at the mutation
 * run's 20 cases to tell a blank line written before the calls, or the text
 * lost in front of them.
 */
function callingTurns(): fc.Arbitrary<UnitSpec[]> {
  const calls = fc.array(fc.tuple(fc.constantFrom('search_kb', 'get_order'), toolArguments()), { minLength: 1, maxLength: 2 });
  // Text that is only a space or a line break is still text: the calls come after a line break.
  const text = fc.oneof(requiredText({ long: false }), fc.constantFrom(' ', '\n'));
  const assistant = (content: string, drawn: [string, string][]): Turn => ({
    role: 'assistant',
    content,
    toolCalls: drawn.map(([name, args], i) => ({ id: `call_${i}`, name, arguments: args })),
  });
  return fc
    .tuple(calls, text, calls, fc.nat({ max: 120 }), fc.constantFrom<number | null>(null, 1, 2))
    .map(([silent, content, spoken, n, maxLines]) =>
      [assistant('', silent), assistant(content, spoken)].flatMap((turn): UnitSpec[] => [
        { kind: 'turn', turn, n, maxLines },
        { kind: 'turn-content', turn, maxLines },
      ]),
    );
}

/** Untrusted text: ours in any case, look-alikes, and everything else. */
function untrusted(): fc.Arbitrary<string> {
  return fc.oneof(anyText({ long: false }), adversarialText(), lookAlikeText(), fc.string({ unit: 'grapheme', maxLength: 30 }));
}

/**
 * C13 at the source: `escapeText` turns the `<` of exactly the would-be tags
 * (ours, in any case, and the Kelvin-sign and long-s look-alikes that fold to
 * them) into `&lt;` and changes nothing else; `escapeAttribute` writes
 * `& " < >` and line breaks as entities.
 */
export function propertyEscapingAgrees(impl: Implementation): fc.IPropertyWithHooks<[string, string]> {
  return fc.property(untrusted(), fc.oneof(attributeText(), untrusted()), (text, value) => {
    const escaped = impl.escapeText(text);
    const want = referenceEscapeText(text);
    if (escaped !== want) differs('escapeText', text, escaped, want);
    const attribute = impl.escapeAttribute(value);
    const wantAttribute = referenceEscapeAttribute(value);
    if (attribute !== wantAttribute) differs('escapeAttribute', value, attribute, wantAttribute);
  });
}

/**
 * Metadata values are shortened to `max` code points, the last one `…`,
 * never splitting a surrogate pair; values that fit are left alone.
 */
export function propertyShorteningAgrees(impl: Implementation): fc.IPropertyWithHooks<[string, number]> {
  const value = fc.oneof(attributeText(), anyText({ long: false }), fc.string({ unit: 'binary', maxLength: 20 }));
  return fc.property(value, fc.integer({ min: 1, max: 14 }), (text, max) => {
    const got = impl.shortenValue(text, max);
    const want = shortened(text, max);
    if (got !== want) differs(`shortenValue(…, ${max})`, text, got, want);
  });
}

const HOLE = Symbol('hole');

/** An array whose slots are JSON values, `undefined` or holes. */
function arrayWithGaps(): fc.Arbitrary<unknown[]> {
  return fc.array(fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined), fc.constant(HOLE)), { maxLength: 6 }).map((slots) => {
    const out: unknown[] = [];
    out.length = slots.length;
    slots.forEach((slot, i) => {
      if (slot !== HOLE) out[i] = slot;
    });
    return out;
  });
}

/**
 * `canonicalJson` (the tool schemas in the prompt, and the keys baglam
 * hashes) writes what the reference writes: object keys in code-unit order
 * at every level, whatever order they were given in; in an array,
 * `undefined` as `null` and a hole as nothing.
 */
export function propertyCanonicalJsonAgrees(impl: Implementation): fc.IPropertyWithHooks<[unknown]> {
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    arrayWithGaps(),
    fc.dictionary(fc.string({ maxLength: 4 }), arrayWithGaps(), { maxKeys: 4 }),
  );
  return fc.property(value, (v) => {
    const got = impl.canonicalJson(v);
    const want = sortedJson(v);
    if (got !== want) differs('canonicalJson', v, got, want);
  });
}
