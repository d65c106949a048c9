import { ContextOverflowError, type AssembledContext, type Profile, type SectionTokens } from '../../core/index.js';
import { IntegerHistogram, type Percentiles } from './histogram.js';
import type { LogResponse } from './logEntry.js';

/**
 * Folds assembled requests into the report's numbers one at a time, so a log
 * of any length runs in memory bounded by the window (see `IntegerHistogram`):
 * no request is kept once it has been counted.
 */

/** The rows of the section table, in prompt order; `fixed` and `total` are derived. */
export const SECTION_KEYS = [
  'rules', 'tools', 'examples', 'summary', 'trimNote', 'history', 'evidence', 'evidenceMetadata',
  'format', 'question', 'template',
] as const satisfies readonly (keyof SectionTokens)[];

export type SectionKey = (typeof SECTION_KEYS)[number];
export type RowKey = SectionKey | 'fixed' | 'total';

export interface ReportSummary {
  log: string;
  profile: {
    name: string;
    window: number;
    budget: number;
    maxOutputTokens: number;
    encoding: string;
    template: string;
  };
  /** Non-blank lines read. */
  requests: number;
  /** Requests that fit (the section percentiles are over these). */
  assembled: number;
  overflow: { count: number; rate: number; overBy: Percentiles | null };
  /** Tokens per section of the assembled prompts; `fixed` = rules + tools + examples + format. */
  sections: Record<RowKey, Percentiles | null>;
  droppedChunks: { perRequest: Percentiles | null; total: number; byReason: Record<string, number> };
  droppedTurns: { perRequest: Percentiles | null; total: number };
  trimNote: { count: number; rate: number };
  candidatesExhausted: { count: number; rate: number };
  output: {
    /** Lines with a response. */
    responses: number;
    completionTokens: Percentiles | null;
    /** completion tokens ÷ the profile's output cap (maxOutputTokens), as fractions. */
    reserveUsed: Percentiles | null;
    truncated: { count: number; rate: number };
    finishReasons: Record<string, number>;
  };
}

function rate(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/** Keys in code-unit order: the JSON output does not depend on the log's order. */
function sortedRecord(map: ReadonlyMap<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of [...map.keys()].sort()) out[key] = map.get(key)!;
  return out;
}

function scale(p: Percentiles | undefined, by: number): Percentiles | null {
  if (p === undefined) return null;
  const f = (v: number): number => v / by;
  return { min: f(p.min), p25: f(p.p25), p50: f(p.p50), p75: f(p.p75), p90: f(p.p90), p99: f(p.p99), max: f(p.max) };
}

export class ReportAccumulator {
  readonly #profile: Profile;
  readonly #log: string;
  readonly #sections = new Map<RowKey, IntegerHistogram>();
  readonly #overBy = new IntegerHistogram();
  readonly #droppedChunks = new IntegerHistogram();
  readonly #droppedTurns = new IntegerHistogram();
  readonly #completion = new IntegerHistogram();
  readonly #dropReasons = new Map<string, number>();
  readonly #finish = new Map<string, number>();
  #requests = 0;
  #assembled = 0;
  #overflows = 0;
  #trimmed = 0;
  #exhausted = 0;
  #chunksDropped = 0;
  #turnsDropped = 0;

  constructor(profile: Profile, log: string) {
    this.#profile = profile;
    this.#log = log;
    for (const key of [...SECTION_KEYS, 'fixed', 'total'] as const) this.#sections.set(key, new IntegerHistogram());
  }

  /** One request's outcome: its assembled context or the overflow it raised, and the logged response. */
  add(outcome: AssembledContext | ContextOverflowError, response: LogResponse | undefined): void {
    this.#requests++;
    if (outcome instanceof ContextOverflowError) {
      this.#overflows++;
      this.#overBy.add(outcome.overBy);
    } else {
      this.#assembled++;
      const s = outcome.sections;
      for (const key of SECTION_KEYS) this.#sections.get(key)!.add(s[key]);
      this.#sections.get('fixed')!.add(s.rules + s.tools + s.examples + s.format);
      this.#sections.get('total')!.add(outcome.tokens);
      let chunks = 0;
      let turns = 0;
      for (const entry of outcome.dropLog) {
        if (entry.section === 'chunks') {
          chunks++;
          this.#dropReasons.set(entry.reason, (this.#dropReasons.get(entry.reason) ?? 0) + 1);
        } else if (entry.section === 'history') turns++;
      }
      this.#droppedChunks.add(chunks);
      this.#droppedTurns.add(turns);
      this.#chunksDropped += chunks;
      this.#turnsDropped += turns;
      if (outcome.trimNote) this.#trimmed++;
      if (outcome.signals.candidatesExhausted) this.#exhausted++;
    }
    if (response !== undefined) {
      this.#completion.add(response.completionTokens);
      this.#finish.set(response.finishReason, (this.#finish.get(response.finishReason) ?? 0) + 1);
    }
  }

  summary(): ReportSummary {
    const profile = this.#profile;
    const maxOutput = profile.output.answer + profile.output.reasoning;
    const sections = {} as Record<RowKey, Percentiles | null>;
    for (const [key, histogram] of this.#sections) sections[key] = histogram.summary() ?? null;
    const responses = this.#completion.count;
    const truncated = this.#finish.get('length') ?? 0;
    return {
      log: this.#log,
      profile: {
        name: profile.name,
        window: profile.window,
        budget: profile.window - maxOutput,
        maxOutputTokens: maxOutput,
        encoding: profile.encoding,
        template: profile.template.kind,
      },
      requests: this.#requests,
      assembled: this.#assembled,
      overflow: { count: this.#overflows, rate: rate(this.#overflows, this.#requests), overBy: this.#overBy.summary() ?? null },
      sections,
      droppedChunks: { perRequest: this.#droppedChunks.summary() ?? null, total: this.#chunksDropped, byReason: sortedRecord(this.#dropReasons) },
      droppedTurns: { perRequest: this.#droppedTurns.summary() ?? null, total: this.#turnsDropped },
      trimNote: { count: this.#trimmed, rate: rate(this.#trimmed, this.#assembled) },
      candidatesExhausted: { count: this.#exhausted, rate: rate(this.#exhausted, this.#assembled) },
      output: {
        responses,
        completionTokens: this.#completion.summary() ?? null,
        reserveUsed: scale(this.#completion.summary(), maxOutput),
        truncated: { count: truncated, rate: rate(truncated, responses) },
        finishReasons: sortedRecord(this.#finish),
      },
    };
  }
}
