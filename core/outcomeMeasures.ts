import { ContextOverflowError, type AssembledContext, type SectionTokens } from './assemble.js';
import type { DropReason, DropSection } from './dropLog.js';

/**
 * The numbers one `assemble` call contributes to a report or to telemetry:
 * the one place that says what the fixed part is and how drops are counted,
 * so `baglam report` and the OpenTelemetry instrumentation (`baglam/otel`)
 * cannot drift apart.
 */
export type OutcomeMeasures =
  | {
      outcome: 'assembled';
      sections: SectionTokens;
      /** rules + tools + examples + format: what every request repeats. */
      fixed: number;
      /** The whole prompt as sent. */
      total: number;
      droppedChunks: number;
      droppedTurns: number;
      /** Dropped items by section and reason, in the order first seen. */
      drops: { section: DropSection; reason: DropReason; count: number }[];
      trimNote: boolean;
      candidatesExhausted: boolean;
    }
  | {
      outcome: 'overflow';
      /** Tokens over the budget with everything droppable dropped. */
      overBy: number;
    };

export function fixedTokens(s: SectionTokens): number {
  return s.rules + s.tools + s.examples + s.format;
}

export function measureOutcome(outcome: AssembledContext | ContextOverflowError): OutcomeMeasures {
  if (outcome instanceof ContextOverflowError) return { outcome: 'overflow', overBy: outcome.overBy };
  const drops: { section: DropSection; reason: DropReason; count: number }[] = [];
  let droppedChunks = 0;
  let droppedTurns = 0;
  for (const entry of outcome.dropLog) {
    if (entry.section === 'chunks') droppedChunks++;
    else if (entry.section === 'history') droppedTurns++;
    const seen = drops.find((d) => d.section === entry.section && d.reason === entry.reason);
    if (seen === undefined) drops.push({ section: entry.section, reason: entry.reason, count: 1 });
    else seen.count++;
  }
  return {
    outcome: 'assembled',
    sections: outcome.sections,
    fixed: fixedTokens(outcome.sections),
    total: outcome.tokens,
    droppedChunks,
    droppedTurns,
    drops,
    trimNote: outcome.trimNote,
    candidatesExhausted: outcome.signals.candidatesExhausted,
  };
}
