import { extractSummary, type SummaryInput } from '../core/compact/index.js';

/**
 * Writes the summary of a range of turns (compaction's third step: a
 * separate, cheap call, told by a schema what to keep; docs/contracts.md,
 * K3).
 *
 * The result is checked before anything is written (`validateSummary`), so
 * an implementation may return what it got: a `SummaryContent`-shaped object,
 * or the JSON text of one. It should return only items from `input.turns`;
 * the earlier summary's items are merged in by `compactHistory` whatever the
 * summarizer repeats, so a constraint from turn 1 cannot be lost by a model
 * that chose not to copy it.
 *
 * `signal` aborts when `compactHistory` stops waiting (timeout); an
 * implementation that does I/O should pass it on.
 */
export interface Summarizer {
  /** For outcomes and logs: `extractive`, `http:gpt-4o-mini` … */
  readonly name: string;
  summarize(input: SummaryInput, signal: AbortSignal): Promise<unknown>;
}

/**
 * The embedded default: `extractSummary` (deterministic, no model, Turkish
 * and English). It keeps the user's clauses verbatim; see
 * `core/compact/extractSummary.ts` for what it keeps and misses, and
 * docs/compaction.md for what it was measured to keep.
 */
export const extractiveSummarizer: Summarizer = {
  name: 'extractive',
  summarize(input: SummaryInput): Promise<unknown> {
    return Promise.resolve(extractSummary(input));
  },
};
