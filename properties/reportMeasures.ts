import fc from 'fast-check';
import type { AssembledContext, ContextOverflowError, SectionTokens } from '../core/assemble.js';
import type { DropEntry, DropReason, DropSection } from '../core/dropLog.js';
import type { Encoding, Tokenizer } from '../core/tokenizer.js';
import { isOverflow } from './errorShape.js';
import type { Implementation } from './implementation.js';
import { referenceCodePoints } from './reference/codePoints.js';
import { anyText } from './arbitraries/text.js';

function fail(message: string): never {
  throw new Error(message);
}

/** The reasons each section's items are dropped for (`DropReason`'s documented rules). */
const REASONS: Record<DropSection, DropReason[]> = {
  chunks: ['below-threshold', 'duplicate', 'evidence-share', 'budget'],
  history: ['history-share', 'max-turns', 'budget'],
  examples: ['budget'],
};

const dropEntry: fc.Arbitrary<DropEntry> = fc
  .constantFrom<DropSection>('chunks', 'history', 'examples')
  .chain((section) =>
    fc.record({
      section: fc.constant(section),
      id: fc.constantFrom('c1', 'c2', 'turn-0', 'ex-3'),
      index: fc.nat({ max: 20 }),
      tokens: fc.nat({ max: 900 }),
      exact: fc.boolean(),
      reason: fc.constantFrom(...REASONS[section]),
    }),
  );

const sectionTokens: fc.Arbitrary<SectionTokens> = fc.record({
  rules: fc.nat({ max: 3000 }), tools: fc.nat({ max: 3000 }), examples: fc.nat({ max: 3000 }), summary: fc.nat({ max: 3000 }),
  trimNote: fc.constantFrom(0, 31), history: fc.nat({ max: 3000 }), evidence: fc.nat({ max: 3000 }), evidenceMetadata: fc.nat({ max: 300 }),
  format: fc.nat({ max: 3000 }), question: fc.nat({ max: 3000 }), template: fc.nat({ max: 40 }),
});

/**
 * An assembled context as `measureOutcome` reads it: sections, total, a
 * drop log of every section and reason in any order (the same pair
 * repeated, pairs interleaved), the note and the exhaustion signal.
 */
const assembled: fc.Arbitrary<AssembledContext> = fc
  .record({ sections: sectionTokens, dropLog: fc.array(dropEntry, { maxLength: 14 }), trimNote: fc.boolean(), exhausted: fc.boolean(), slack: fc.nat({ max: 500 }) })
  .map(({ sections, dropLog, trimNote, exhausted, slack }) => {
    const tokens = Object.values(sections).reduce((a, b) => a + b, 0);
    return {
      template: 'chat', messages: [], tokens, budget: tokens + slack, window: tokens + slack + 512, maxOutputTokens: 512, sections, dropLog, trimNote,
      kept: { examples: [], chunks: [], history: [] }, signals: { candidatesExhausted: exhausted }, lineCuts: [],
    };
  });

/** What `baglam report` and the telemetry read from an assembled context, as `OutcomeMeasures` documents each field. */
function expectedMeasures(r: AssembledContext): unknown {
  const drops: { section: DropSection; reason: DropReason; count: number }[] = [];
  for (const { section, reason } of r.dropLog) {
    const at = drops.findIndex((d) => d.section === section && d.reason === reason);
    if (at < 0) drops.push({ section, reason, count: 1 });
    else drops[at]!.count += 1;
  }
  const s = r.sections;
  return {
    outcome: 'assembled',
    sections: s,
    fixed: s.rules + s.tools + s.examples + s.format,
    total: r.tokens,
    droppedChunks: r.dropLog.filter((e) => e.section === 'chunks').length,
    droppedTurns: r.dropLog.filter((e) => e.section === 'history').length,
    drops,
    trimNote: r.trimNote,
    candidatesExhausted: r.signals.candidatesExhausted,
  };
}

/** A request whose question alone overflows a small window: the overflow `assemble` really raises. */
function overflowOf(impl: Implementation, words: number, window: number, encoding: Encoding): ContextOverflowError {
  const profile = impl.resolveProfile({ name: 'küçük', window, output: { answer: 1 }, encoding });
  try {
    // Counted by a caller's counter of the profile's encoding: no rank table is built for it.
    impl.assemble({ question: `soru ${'kelime '.repeat(words)}`.trim() }, profile, { tokenizer: { ...ledgerTokenizer(), encoding } });
  } catch (error) {
    if (isOverflow(error)) return error;
    throw error;
  }
  return fail(`a question of ${words} words fit a window of ${window}`);
}

/**
 * The numbers `baglam report` and the OpenTelemetry instrumentation read
 * from one assembly (`measureOutcome`): the fixed part is rules + tools +
 * examples + format, the total is the payload's tokens, dropped chunks and
 * turns are the drop log's entries of those sections, the drops are
 * counted by section and reason in the order each pair is first logged;
 * an overflow gives tokens − budget over. The oracle reads the context's
 * own fields as `OutcomeMeasures` documents them.
 */
export function propertyOutcomeMeasures(impl: Implementation): fc.IPropertyWithHooks<[AssembledContext | { words: number; window: number; encoding: Encoding }]> {
  const overflow = fc.record({ words: fc.integer({ min: 40, max: 120 }), window: fc.integer({ min: 3, max: 30 }), encoding: fc.constantFrom<Encoding>('o200k_base', 'cl100k_base') });
  return fc.property(fc.oneof({ weight: 3, arbitrary: assembled }, { weight: 1, arbitrary: overflow }), (input) => {
    if ('words' in input) {
      const error = overflowOf(impl, input.words, input.window, input.encoding);
      const got = JSON.stringify(impl.measureOutcome(error));
      const expected = JSON.stringify({ outcome: 'overflow', overBy: error.tokens - error.budget });
      if (got !== expected || error.tokens <= error.budget) fail(`an overflow of ${error.tokens} tokens over a budget of ${error.budget} is measured as ${got}`);
      return;
    }
    const got = JSON.stringify(impl.measureOutcome(input));
    const expected = JSON.stringify(expectedMeasures(input));
    if (got !== expected) fail(`measured as ${got}, expected ${expected}`);
  });
}

const sectionName = fc.oneof(fc.constantFrom('rules', 'tools', 'history', '0', '10', '2', '', 'a b', '__proto__', 'constructor', 'toString'), fc.string({ maxLength: 6 }));

/**
 * A counter a caller hands in (any object with `encoding`, `count` and
 * `countWithin`): a count the property knows without js-tiktoken, different
 * for most texts (code points, and each line break as two more).
 */
export function ledgerTokenizer(): Tokenizer {
  const count = (text: string): number => referenceCodePoints(text) + 2 * text.split('\n').length - 2;
  return { name: 'ledger', encoding: 'o200k_base', count, countWithin: (text) => count(text) };
}

/**
 * The budget report (`budgetReport`, what the per-section table reads):
 * one entry per section the caller named, in the order the caller's
 * object lists them (`__proto__` and `constructor` are names like any
 * other), each the section's text counted alone by the tokenizer handed
 * in (a caller's counter whose counts the property knows).
 */
export function propertyBudgetReport(impl: Implementation): fc.IPropertyWithHooks<[[string, string][]]> {
  const tokenizer = ledgerTokenizer();
  return fc.property(fc.uniqueArray(fc.tuple(sectionName, anyText({ long: false })), { selector: ([name]) => name, maxLength: 6 }), (entries) => {
    const sections: Record<string, string> = {};
    for (const [name, text] of entries) Object.defineProperty(sections, name, { value: text, enumerable: true, writable: true, configurable: true });
    const report = impl.budgetReport(sections, tokenizer);
    const keys = Object.keys(report);
    if (JSON.stringify(keys) !== JSON.stringify(Object.keys(sections))) fail(`the report names ${JSON.stringify(keys)}, the sections were ${JSON.stringify(Object.keys(sections))}`);
    for (const name of keys) {
      const text = Object.getOwnPropertyDescriptor(sections, name)!.value as string;
      const got = Object.getOwnPropertyDescriptor(report, name)?.value;
      const expected = tokenizer.count(text);
      if (got !== expected) fail(`section ${JSON.stringify(name)} (${JSON.stringify(text)}) is reported as ${String(got)} tokens, the tokenizer counts ${expected}`);
    }
  });
}
