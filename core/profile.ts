import { invalidProfile, type FieldPath } from './errors.js';
import { describeType, describeValue } from './load/describeValue.js';
import { ENCODINGS, type Encoding } from './tokenizer.js';

/**
 * A profile is everything baglam needs to know about one model and one
 * product: the window, how it counts, how much it must leave for the answer,
 * and how the prompt budget is shared. Teams write a partial profile (YAML);
 * `resolveProfile` turns it into this complete, validated object once, and no
 * other code checks for missing values again.
 */
export interface Profile {
  /** Default `"profile"`. */
  name: string;
  /** The model's context window in tokens (prompt + output). Required. */
  window: number;
  /** The model's tokenizer. Default `o200k_base`. */
  encoding: Encoding;
  /** How the payload is sent. Default `chat` with OpenAI's overheads. */
  template: Template;
  /**
   * The output reserve, taken off the window before anything else: input and
   * output share the window, and an answer squeezed by a large prompt shows
   * up as a half-finished answer, the hardest failure to notice.
   */
  output: OutputReserve;
  /** Caps per growing section, as fractions of the prompt budget (window − reserve). */
  shares: Shares;
  /** Chunks scoring below this never enter, even with room to spare: noise dilutes evidence. Default 0. */
  chunkThreshold: number;
  /** The newest turns the drop ladder never removes (`this`, `that` lean on them). Default 2. */
  protectedTurns: number;
  /** The turn cap: even with tokens to spare, 40 short turns blur a small model's focus. Default 40. */
  maxHistoryTurns: number;
  /** `edges`: strongest chunks at both ends ("lost in the middle"); `score`: plain score order. Default `edges`. */
  chunkOrder: 'edges' | 'score';
  /** Chunk metadata values longer than this many code points are shortened (the source never is). Default 120. */
  maxMetaChars: number;
  /** Per-item line limits ("≤ N lines + a marker", contract C7); `null`: no limit. Default none. */
  maxLines: MaxLines;
  /** What the team expects of its requests; `baglam check` tests the profile against these. */
  limits: Limits;
}

export interface MaxLines {
  /** Lines of one chunk's text. */
  chunks: number | null;
  /** Lines of one tool result in the history. */
  toolResults: number | null;
}

export type Template =
  | {
      kind: 'chat';
      /** Tokens each message costs besides its role and content (OpenAI: 3). */
      perMessage: number;
      /** Tokens that prime the reply (OpenAI: 3). */
      replyPrimer: number;
    }
  | { kind: 'text' };

export interface OutputReserve {
  /** Tokens for the visible answer. Structured output wants a generous number: a half JSON document cannot be parsed, a half paragraph can still be read. */
  answer: number;
  /** Tokens a reasoning model spends before answering; they come out of the same reserve. Default 0. */
  reasoning: number;
}

export interface Shares {
  /** Cap on the evidence (chunks), default 0.4. */
  evidence: number;
  /** Cap on the history (summary, trim note and turns), default 0.3. */
  history: number;
}

export interface Limits {
  /** Longest single history turn, in tokens. */
  longestTurn: number;
  /** Largest chunk, in tokens. */
  largestChunk: number;
  /** Size of the fixed part (rules, tools, examples, format, question), in tokens. */
  fixedTokens: number;
}

/** What a person writes: every field but `window` and `output.answer` may be left out. */
export interface ProfileInput {
  name?: string;
  window: number;
  encoding?: Encoding;
  template?: 'chat' | 'text' | { kind: 'chat'; perMessage?: number; replyPrimer?: number } | { kind: 'text' };
  output: { answer: number; reasoning?: number };
  shares?: Partial<Shares>;
  chunkThreshold?: number;
  protectedTurns?: number;
  maxHistoryTurns?: number;
  chunkOrder?: 'edges' | 'score';
  maxMetaChars?: number;
  maxLines?: Partial<MaxLines>;
  limits?: Partial<Limits>;
}

/** The budget left for the prompt: the window less the output reserve. */
export function promptBudget(profile: Profile): number {
  return profile.window - maxOutputTokens(profile);
}

/** The output cap the caller passes to the model (`max_tokens`): one place, never per call site. */
export function maxOutputTokens(profile: Profile): number {
  return profile.output.answer + profile.output.reasoning;
}

const TOP_KEYS = [
  'name', 'window', 'encoding', 'template', 'output', 'shares', 'chunkThreshold',
  'protectedTurns', 'maxHistoryTurns', 'chunkOrder', 'maxMetaChars', 'maxLines', 'limits',
];

/**
 * A mapping: a plain object (or a class instance) of this realm or another,
 * not an array, nor a boxed number, a date or a map, whose keys a profile
 * would otherwise read as absent and fill with defaults.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}


function record(value: unknown, path: FieldPath, keys: readonly string[]): Record<string, unknown> {
  if (value === undefined) return {};
  if (!isRecord(value)) throw invalidProfile(path, `must be a mapping, got ${describeType(value)}`);
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) throw invalidProfile([...path, key], `unknown key; expected one of ${keys.join(', ')}`);
  }
  return value;
}

/*
 * Absent (`undefined`) is the only value a default stands for: `null`, a
 * string, `NaN` are refused naming the field, as any other wrong value.
 * `Number.isInteger`, `Number.isFinite` and `includes` are false for
 * anything of another type, so they need no `typeof` test before them.
 */

/** A whole number of tokens in [min, max]. */
function tokens(value: unknown, path: FieldPath, fallback: number | undefined, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) {
    if (fallback === undefined) throw invalidProfile(path, 'is required');
    return fallback;
  }
  const n = value as number;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw invalidProfile(path, `must be a whole number from ${min} to ${max}, got ${describeValue(value)}`);
  }
  return n;
}

function fraction(value: unknown, path: FieldPath, fallback: number): number {
  if (value === undefined) return fallback;
  const n = value as number;
  if (!Number.isFinite(n) || n < 0 || n > 1) {
    throw invalidProfile(path, `must be a number from 0 to 1 (a fraction of the prompt budget), got ${describeValue(value)}`);
  }
  return n;
}

function oneOf<T extends string>(value: unknown, path: FieldPath, options: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!options.includes(value as T)) {
    throw invalidProfile(path, `must be one of ${options.join(', ')}, got ${describeValue(value)}`);
  }
  return value as T;
}

function resolveTemplate(value: unknown): Template {
  if (value === undefined || value === 'chat') return { kind: 'chat', perMessage: 3, replyPrimer: 3 };
  if (value === 'text') return { kind: 'text' };
  const input = record(value, ['template'], ['kind', 'perMessage', 'replyPrimer']);
  const kind = oneOf(input.kind, ['template', 'kind'], ['chat', 'text'] as const, 'chat');
  if (kind === 'text') {
    if (input.perMessage !== undefined || input.replyPrimer !== undefined) {
      throw invalidProfile(['template', 'kind'], 'a text template has no per-message overhead');
    }
    return { kind: 'text' };
  }
  return {
    kind: 'chat',
    perMessage: tokens(input.perMessage, ['template', 'perMessage'], 3, 0, 1000),
    replyPrimer: tokens(input.replyPrimer, ['template', 'replyPrimer'], 3, 0, 1000),
  };
}

/**
 * Validates a partial profile and fills every default. Errors name the field
 * (`shares.history`); loaders turn that into `file:line:col`.
 *
 * Impossible budgets are refused here, not discovered per request: a reserve
 * that leaves no prompt budget, or shares that add up to more than the whole.
 */
export function resolveProfile(input: unknown): Profile {
  if (!isRecord(input)) throw invalidProfile([], `a profile must be a mapping, got ${describeType(input)}`);
  const top = record(input, [], TOP_KEYS);
  if (top.name !== undefined && (typeof top.name !== 'string' || top.name.trim() === '')) {
    throw invalidProfile(['name'], `must be a non-empty string, got ${describeValue(top.name)}`);
  }
  const window = tokens(top.window, ['window'], undefined, 1);
  const outputInput = record(top.output, ['output'], ['answer', 'reasoning']);
  if (top.output === undefined) throw invalidProfile(['output'], 'is required (output: { answer: N })');
  const output: OutputReserve = {
    answer: tokens(outputInput.answer, ['output', 'answer'], undefined, 1),
    reasoning: tokens(outputInput.reasoning, ['output', 'reasoning'], 0),
  };
  if (output.answer + output.reasoning >= window) {
    throw invalidProfile(
      ['output'],
      `the output reserve (${output.answer + output.reasoning} tokens) leaves no room for a prompt in a ${window}-token window`,
    );
  }
  const sharesInput = record(top.shares, ['shares'], ['evidence', 'history']);
  const shares: Shares = {
    evidence: fraction(sharesInput.evidence, ['shares', 'evidence'], 0.4),
    history: fraction(sharesInput.history, ['shares', 'history'], 0.3),
  };
  if (shares.evidence + shares.history > 1) {
    throw invalidProfile(
      ['shares'],
      `evidence (${shares.evidence}) and history (${shares.history}) add up to more than the whole prompt budget`,
    );
  }
  // Not `?? 0`: a `null` threshold is a mistake to name, not the default.
  const threshold = top.chunkThreshold === undefined ? 0 : (top.chunkThreshold as number);
  if (!Number.isFinite(threshold)) {
    throw invalidProfile(['chunkThreshold'], `must be a finite number, got ${describeValue(threshold)}`);
  }
  const limitsInput = record(top.limits, ['limits'], ['longestTurn', 'largestChunk', 'fixedTokens']);
  const maxLinesInput = record(top.maxLines, ['maxLines'], ['chunks', 'toolResults']);
  const lineLimit = (key: 'chunks' | 'toolResults'): number | null =>
    maxLinesInput[key] === undefined || maxLinesInput[key] === null
      ? null
      : tokens(maxLinesInput[key], ['maxLines', key], undefined, 1, 1_000_000);
  const budget = window - output.answer - output.reasoning;
  return {
    name: top.name === undefined ? 'profile' : (top.name as string),
    window,
    encoding: oneOf(top.encoding, ['encoding'], ENCODINGS, 'o200k_base'),
    template: resolveTemplate(top.template),
    output,
    shares,
    chunkThreshold: threshold,
    protectedTurns: tokens(top.protectedTurns, ['protectedTurns'], 2, 0, 10_000),
    maxHistoryTurns: tokens(top.maxHistoryTurns, ['maxHistoryTurns'], 40, 1, 1_000_000),
    chunkOrder: oneOf(top.chunkOrder, ['chunkOrder'], ['edges', 'score'] as const, 'edges'),
    maxMetaChars: tokens(top.maxMetaChars, ['maxMetaChars'], 120, 1, 100_000),
    maxLines: { chunks: lineLimit('chunks'), toolResults: lineLimit('toolResults') },
    // Unset limits default to what the budget itself allows, so `check` has a bound to test.
    // (Shares of 0.8 + 0.2 leave 1 − 0.8 − 0.2 = −5.6e-17 in floating point: never a negative default.)
    limits: {
      longestTurn: tokens(limitsInput.longestTurn, ['limits', 'longestTurn'], Math.floor(budget * shares.history), 0),
      largestChunk: tokens(limitsInput.largestChunk, ['limits', 'largestChunk'], Math.floor(budget * shares.evidence), 0),
      fixedTokens: tokens(limitsInput.fixedTokens, ['limits', 'fixedTokens'], Math.max(0, Math.floor(budget * (1 - shares.evidence - shares.history))), 0),
    },
  };
}
