import type { Profile, Request, SectionTokens, SourcePosition } from '../core/index.js';
import type { PriceTable } from './answerAssertions.js';
import type { OutputAssertion } from './outputAssertion.js';
import type { PartRule } from './promptParts.js';
import type { GraderSpec, ProviderSpec } from './providerSpec.js';

/**
 * A suite after loading: every path resolved, every request read and
 * validated, every reference checked. The runner never meets a bad input.
 */
export interface Suite {
  /** As the user named it (relative paths stay relative): what reports show. */
  file: string;
  name: string;
  description: string | null;
  profile: Profile;
  /** The profile as written, for experiments and cases that change a value of it. */
  profileInput: Record<string, unknown>;
  requests: LoadedRequest[];
  /** How the addressable parts inside rule texts are delimited (`promptParts:`); empty when none are declared. */
  promptParts: PartRule[];
  cases: CaseSpec[];
  experiments: ExperimentSpec[];
  /** The provider this run asks: the suite's `provider:`, or one of its `providers:` (see `suiteForProvider`). */
  provider: ProviderSpec | null;
  /** Every provider the suite names (`provider:` or `providers:`): each runs every case and experiment. */
  providers: ProviderSpec[];
  /** The model that judges `graded:` assertions; null when the suite has none. */
  grader: GraderSpec | null;
  /** US dollars per million tokens, per model, for `cost:` assertions (`prices:`); empty when none. */
  prices: PriceTable;
  /** How sampled answers are judged (`verdict:` in the suite). */
  verdict: VerdictSettings;
}

/**
 * The verdict rule's settings. With sampled answers, `safe` means: the exact
 * non-inferiority test rejects "the experiment's pass rate is `delta` or more
 * below the baseline's" at level α / 2^look; `unsafe` means a significant
 * drop at level `alpha` (Holm-corrected across cells).
 */
export interface VerdictSettings {
  /** Default 0.05. */
  alpha: number;
  /** Default 0.10. */
  delta: number;
}

export interface LoadedRequest {
  id: string;
  request: Request;
  at: SourcePosition;
}

/** A section total, or `total` for the whole payload. */
export type TokenTarget = keyof SectionTokens | 'total';

/** Inclusive bounds; at least one is set. */
export interface Bounds {
  min: number | null;
  max: number | null;
}

export type IdSection = 'chunks' | 'examples' | 'turns';

/** One marker of the payload an order check can name (see `markers.ts`). */
export type OrderItem =
  | { kind: 'section'; section: MarkerSection }
  | { kind: 'chunk'; id: string }
  | { kind: 'example'; id: string };

export type MarkerSection = 'rules' | 'tools' | 'examples' | 'summary' | 'trim-note' | 'history' | 'evidence' | 'format' | 'question';

/** One expectation about an assembled context. `label` is how reports name it. */
export type Expectation = { label: string; at: SourcePosition } & (
  | { kind: 'fits'; value: boolean }
  | { kind: 'overBy'; bounds: Bounds }
  | { kind: 'tokens'; target: TokenTarget; bounds: Bounds }
  | { kind: 'contains'; text: string }
  | { kind: 'notContains'; text: string }
  | { kind: 'kept'; section: IdSection; id: string }
  | { kind: 'dropped'; section: IdSection; id: string }
  | { kind: 'trimNote'; value: boolean }
  | { kind: 'order'; items: OrderItem[] }
  | { kind: 'first'; item: OrderItem }
  | { kind: 'last'; item: OrderItem }
  | { kind: 'maxOutputTokens'; value: number }
  | { kind: 'candidatesExhausted'; value: boolean }
);

export interface ModelCheck {
  /** Calls per request: noisy models are judged on a pass rate, not one answer. */
  repeat: number;
  /**
   * Whether the answers vary: anything but `repeat: 1` at temperature 0.
   * Sampled answers are judged by the exact tests; deterministic ones by
   * comparing the one answer before and after.
   */
  sampled: boolean;
  /** Fraction of the calls that must pass every assertion. */
  passRate: number;
  assertions: OutputAssertion[];
  at: SourcePosition;
}

export interface CaseSpec {
  id: string;
  description: string | null;
  at: SourcePosition;
  /** The requests the case runs on, in suite order. */
  requestIds: string[];
  /** The suite's profile, or the suite's with this case's values changed. */
  profile: Profile;
  profileInput: Record<string, unknown>;
  expectations: Expectation[];
  model: ModelCheck | null;
}

export type FixedSection = 'rules' | 'examples' | 'tools';

export type Replacement =
  /** The text of one rule or example, by id. */
  | { kind: 'item'; section: 'rules' | 'examples'; id: string; text: string; at: SourcePosition }
  /** A phrase, wherever it occurs in the fixed part (rules, examples, tool descriptions, format). */
  | { kind: 'phrase'; find: string; with: string; at: SourcePosition };

export interface ExperimentSpec {
  id: string;
  description: string | null;
  at: SourcePosition;
  removals: { section: FixedSection; id: string; at: SourcePosition }[];
  replacements: Replacement[];
  /** Profile values this experiment changes, as written; null when none. */
  profilePatch: Record<string, unknown> | null;
  profilePatchAt: SourcePosition | null;
  /** The suite's profile under this experiment, and each case's (checked when the suite loads). */
  profile: Profile;
  caseProfiles: ReadonlyMap<string, Profile>;
  /**
   * `verdict` is what the provider this run asks should give; `verdicts`,
   * per provider id, as written (`verdict: {gpt-4o: safe, small: unsafe}`),
   * is what sets it for each (null when one verdict is written for all).
   */
  expect: {
    verdict: 'safe' | 'unsafe' | null; verdicts: Readonly<Record<string, 'safe' | 'unsafe'>> | null; savedMedian: Bounds | null; at: SourcePosition;
  } | null;
}
