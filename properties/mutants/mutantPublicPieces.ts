import type { AssembledContext, ContextOverflowError } from '../../core/assemble.js';
import type { FieldPath } from '../../core/errors.js';
import { HISTORY_TRIM_NOTE } from '../../core/history.js';
import { measureOutcome, type OutcomeMeasures } from '../../core/outcomeMeasures.js';
import { runeCount } from '../../core/runes.js';
import type { Tokenizer } from '../../core/tokenizer.js';
import { coreImplementation } from '../implementation.js';

/**
 * Broken versions of the pieces a caller uses beside `assemble` (the budget
 * report, the outcome measures, the field path, the note's helpers, the
 * code-point lists), each with one defect.
 */

/** The report built by assignment: a section named `__proto__` sets the prototype and is lost. */
export function reportByAssignment(sections: Readonly<Record<string, string>>, tokenizer: Tokenizer): Record<string, number> {
  const report: Record<string, number> = {};
  for (const [name, text] of Object.entries(sections)) report[name] = tokenizer.count(text);
  return report;
}

/** A section that is not text counted as its `String(…)`: nothing refused. */
export function reportOfAnything(sections: Readonly<Record<string, string>>, tokenizer: Tokenizer): Record<string, number> {
  if (typeof sections !== 'object' || sections === null) throw Object.assign(new Error('sections: must be an object'), { code: 'INVALID_INPUT', path: ['sections'], detail: 'must be an object' });
  return Object.fromEntries(Object.entries(sections).map(([name, text]) => [name, tokenizer.count(String(text))]));
}

/** Drops counted by reason alone: the chunks' `budget` and the history's `budget` are one row. */
export function measuresByReason(outcome: AssembledContext | ContextOverflowError): OutcomeMeasures {
  const measures = measureOutcome(outcome);
  if (measures.outcome !== 'assembled') return measures;
  const drops: typeof measures.drops = [];
  for (const d of measures.drops) {
    const seen = drops.find((e) => e.reason === d.reason);
    if (seen === undefined) drops.push({ ...d });
    else seen.count += d.count;
  }
  return { ...measures, drops };
}

/** The fixed part without the examples. */
export function measuresFixedWithoutExamples(outcome: AssembledContext | ContextOverflowError): OutcomeMeasures {
  const measures = measureOutcome(outcome);
  return measures.outcome === 'assembled' ? { ...measures, fixed: measures.fixed - measures.sections.examples } : measures;
}

/** A field path with every name after a dot: `.chunks[3].score`. */
export function dottedFieldPath(path: FieldPath): string {
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('') || '(root)';
}

/** The note for a count of 0 too. */
export function noteAtZero(trimmed: number): string {
  return trimmed >= 0 ? HISTORY_TRIM_NOTE : '';
}

/** The note recognised by its first half. */
export function noteByPrefix(text: string): boolean {
  return text.includes(HISTORY_TRIM_NOTE.slice(0, 40));
}

/** Only lone high halves found: a low half alone passes. */
export function loneHighOnly(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return i;
    }
  }
  return -1;
}

/** Lengths in UTF-16 units. */
export function unitLens(texts: readonly string[]): number[] {
  return texts.map((t) => t.length);
}

/** The last text left out. */
export function lensButLast(texts: readonly string[]): number[] {
  return texts.slice(0, -1).map(runeCount);
}

/** `clampHistory` that takes any length, `NaN` and negative ones included. */
export const clampAnyLength: typeof coreImplementation.clampHistory = (lens, maxTurns, maxUnits) =>
  coreImplementation.clampHistory(lens.map((l) => (Number.isFinite(l) && l >= 0 ? l : 0)), maxTurns, maxUnits);
