import fc from 'fast-check';
import {
  EVIDENCE_CLOSE, EVIDENCE_OPEN, EXAMPLES_CLOSE, EXAMPLES_OPEN, TRIM_NOTE_UNIT,
  chunkUnit, exampleUnit, formatUnit, questionUnit, rulesUnit, summaryUnit, toolsUnit, turnUnit,
} from '../core/render.js';
import type { Chunk, Turn } from '../core/request.js';
import { createTokenizer, referenceCount, type Encoding } from '../core/tokenizer.js';
import { chunks } from './arbitraries/chunks.js';
import { history } from './arbitraries/history.js';
import { anyText, requiredText } from './arbitraries/text.js';

/** One piece of a text-template payload, before rendering. */
export type UnitSpec =
  | { kind: 'rules' | 'summary' | 'format' | 'question' | 'example'; text: string }
  | { kind: 'tools'; description: string }
  | { kind: 'turn'; turn: Turn; n: number; maxLines: number | null }
  | { kind: 'chunk'; chunk: Chunk; maxMetaChars: number; maxLines: number | null }
  | { kind: 'examples-open' | 'examples-close' | 'evidence-open' | 'evidence-close' | 'trim-note' };

/** How a renderer turns a spec into the string that goes into the payload. */
export type UnitRenderer = (spec: UnitSpec) => string;

/** `core/render.ts`. */
export const coreRenderer: UnitRenderer = (spec) => {
  switch (spec.kind) {
    case 'rules':
      return rulesUnit([{ id: 'r', text: spec.text }]);
    case 'summary':
      return summaryUnit(spec.text);
    case 'format':
      return formatUnit(spec.text);
    case 'question':
      return questionUnit(spec.text);
    case 'example':
      return exampleUnit({ id: 'ex', text: spec.text });
    case 'tools':
      return toolsUnit([{ name: 'tool', description: spec.description }]);
    case 'turn':
      return turnUnit(spec.turn, spec.n, spec.maxLines);
    case 'chunk':
      return chunkUnit(spec.chunk, spec.maxMetaChars, spec.maxLines);
    case 'examples-open':
      return EXAMPLES_OPEN;
    case 'examples-close':
      return EXAMPLES_CLOSE;
    case 'evidence-open':
      return EVIDENCE_OPEN;
    case 'evidence-close':
      return EVIDENCE_CLOSE;
    case 'trim-note':
      return TRIM_NOTE_UNIT;
  }
};

const LINES = fc.constantFrom<number | null>(null, 1, 2);

function unitSpec(): fc.Arbitrary<UnitSpec> {
  const text = requiredText();
  return fc.oneof(
    fc.record({ kind: fc.constantFrom('rules', 'summary', 'format', 'question', 'example') as fc.Arbitrary<'rules'>, text }),
    fc.record({ kind: fc.constant('tools' as const), description: anyText({ long: false }) }),
    fc.tuple(history({ maxEpisodes: 2 }), fc.nat({ max: 120 }), LINES).filter(([h]) => h.length > 0).map(([h, n, maxLines]) => ({ kind: 'turn' as const, turn: h[h.length - 1]!, n, maxLines })),
    fc.tuple(chunks({ maxChunks: 1 }), fc.constantFrom(3, 120), LINES).filter(([c]) => c.length > 0).map(([c, m, maxLines]) => ({ kind: 'chunk' as const, chunk: c[0]!, maxMetaChars: m, maxLines })),
    fc.constantFrom('examples-open', 'examples-close', 'evidence-open', 'evidence-close', 'trim-note').map((kind) => ({ kind }) as UnitSpec),
  );
}

/**
 * Why incremental counting is exact (`core/render.ts`): rendered units,
 * joined in any order, count as the sum of their counts, with the real
 * tokenizers, whatever the text inside them. Checked with js-tiktoken and
 * with the fast counter, both encodings.
 */
export function propertyUnitsAreAdditive(render: UnitRenderer): fc.IPropertyWithHooks<[Encoding, UnitSpec[]]> {
  return fc.property(fc.constantFrom<Encoding>('o200k_base', 'cl100k_base'), fc.array(unitSpec(), { minLength: 2, maxLength: 6 }), (encoding, specs) => {
    const units = specs.map(render);
    const sum = units.reduce((n, u) => n + referenceCount(encoding, u), 0);
    const whole = referenceCount(encoding, units.join(''));
    if (whole !== sum) throw new Error(`${encoding}: the units count ${sum} apart and ${whole} joined: ${JSON.stringify(units.join('').slice(0, 300))}`);
    const fast = createTokenizer(encoding).count(units.join(''));
    if (fast !== whole) throw new Error(`${encoding}: the fast counter says ${fast} for the joined units, js-tiktoken ${whole}`);
  });
}
