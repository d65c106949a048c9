import type { Profile, ProfileInput } from '../../core/profile.js';

/**
 * The reference model's reading of a profile, from its raw fields as the
 * README's "Profile options" table documents them, never from
 * `core/profile.ts`'s helpers.
 */

/** The output reserve: answer and reasoning tokens, taken off the window first. */
export function referenceOutputCap(profile: Profile): number {
  return profile.output.answer + profile.output.reasoning;
}

/** The prompt budget: the window less the output reserve. */
export function referenceBudget(profile: Profile): number {
  return profile.window - profile.output.answer - profile.output.reasoning;
}

/** A share of the prompt budget in whole tokens, rounded down (a share is a cap). */
export function referenceShare(profile: Profile, section: 'evidence' | 'history'): number {
  return Math.floor(referenceBudget(profile) * profile.shares[section]);
}

/** The chat template's overheads (OpenAI's published rule), or none for the text template. */
export interface ChatOverhead {
  perMessage: number;
  replyPrimer: number;
}

export function chatOverhead(profile: Profile): ChatOverhead | null {
  return profile.template.kind === 'chat'
    ? { perMessage: profile.template.perMessage, replyPrimer: profile.template.replyPrimer }
    : null;
}

/**
 * The complete profile a valid partial one stands for, every default filled
 * as documented: `o200k_base`; the chat template with 3 tokens a message and
 * 3 to prime the reply; no reasoning reserve; shares 0.4 (evidence) and 0.3
 * (history); threshold 0; 2 protected turns; 40 turns; `edges`; 120
 * metadata code points; no line limits; limits from the shares of the budget.
 * Only for inputs `resolveProfile` accepts.
 */
export function referenceProfile(input: ProfileInput): Profile {
  const answer = input.output.answer;
  const reasoning = input.output.reasoning ?? 0;
  const evidence = input.shares?.evidence ?? 0.4;
  const history = input.shares?.history ?? 0.3;
  const budget = input.window - answer - reasoning;
  const template = input.template;
  const chat = (perMessage = 3, replyPrimer = 3): Profile['template'] => ({ kind: 'chat', perMessage, replyPrimer });
  return {
    name: input.name ?? 'profile',
    window: input.window,
    encoding: input.encoding ?? 'o200k_base',
    template:
      template === undefined || template === 'chat'
        ? chat()
        : template === 'text' || template.kind === 'text'
          ? { kind: 'text' }
          : chat(template.perMessage, template.replyPrimer),
    output: { answer, reasoning },
    shares: { evidence, history },
    chunkThreshold: input.chunkThreshold ?? 0,
    protectedTurns: input.protectedTurns ?? 2,
    maxHistoryTurns: input.maxHistoryTurns ?? 40,
    chunkOrder: input.chunkOrder ?? 'edges',
    maxMetaChars: input.maxMetaChars ?? 120,
    maxLines: { chunks: input.maxLines?.chunks ?? null, toolResults: input.maxLines?.toolResults ?? null },
    limits: {
      longestTurn: input.limits?.longestTurn ?? Math.floor(budget * history),
      largestChunk: input.limits?.largestChunk ?? Math.floor(budget * evidence),
      // What the shares leave to the fixed part; floating point may put 1 − 0.8 − 0.2 a hair under 0.
      fixedTokens: input.limits?.fixedTokens ?? Math.max(0, Math.floor(budget * (1 - evidence - history))),
    },
  };
}
