import { invalidInput } from '../errors.js';
import type { SummaryLanguage } from './summary.js';

/** What a caller may set; every field has a default (below). */
export interface CompactionOptionsInput {
  /**
   * The newest turns that always stay raw, at least 2 (default 2): "this"
   * and "that" in the next question lean on them. Rounded up to whole tool
   * groups, and never fewer groups than the profile's `protectedTurns`.
   */
  keepRawTurns?: number;
  /**
   * The first attempt keeps as many newest turns raw as fit in this fraction
   * of the history share and of the turn cap (default 0.35), leaving the rest
   * for the summary and for the turns to come, so the next compaction is many
   * turns away. If summary and tail do not fit, the second attempt compacts
   * everything but the `keepRawTurns`.
   */
  tailShare?: number;
  /**
   * The summary may take at most this fraction of the history share (default
   * 0.5); a longer one shrinks from the bottom of its priority order
   * (`fitSummary`). With the tail's 0.35, that leaves some of the share for
   * the turns to come, so the next compaction is turns away. Only what must
   * not be lost — the words of the turns the plain clamp would have kept,
   * then the live rules and decisions of older turns — may take it past
   * this, never past what the raw tail leaves.
   */
  summaryShare?: number;
  /** Language of the summary's headings. Default `auto`: the earlier summary's, else Turkish when the turns are. */
  language?: 'auto' | SummaryLanguage;
}

export interface CompactionOptions {
  keepRawTurns: number;
  tailShare: number;
  summaryShare: number;
  language: 'auto' | SummaryLanguage;
}

export function resolveCompactionOptions(input: CompactionOptionsInput = {}): CompactionOptions {
  const keepRawTurns = input.keepRawTurns ?? 2;
  if (!Number.isInteger(keepRawTurns) || keepRawTurns < 2) {
    throw invalidInput(['keepRawTurns'], `must be a whole number ≥ 2 (the newest turns stay raw), got ${String(keepRawTurns)}`);
  }
  const tailShare = input.tailShare ?? 0.35;
  if (typeof tailShare !== 'number' || !Number.isFinite(tailShare) || tailShare <= 0 || tailShare >= 1) {
    throw invalidInput(['tailShare'], `must be a fraction between 0 and 1 (exclusive), got ${String(tailShare)}`);
  }
  const summaryShare = input.summaryShare ?? 0.5;
  if (typeof summaryShare !== 'number' || !Number.isFinite(summaryShare) || summaryShare <= 0 || summaryShare >= 1) {
    throw invalidInput(['summaryShare'], `must be a fraction between 0 and 1 (exclusive), got ${String(summaryShare)}`);
  }
  const language = input.language ?? 'auto';
  if (language !== 'auto' && language !== 'tr' && language !== 'en') {
    throw invalidInput(['language'], `must be auto, tr or en, got ${String(language)}`);
  }
  return { keepRawTurns, tailShare, summaryShare, language };
}
