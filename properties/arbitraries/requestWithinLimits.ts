import fc from 'fast-check';
import type { Profile } from '../../core/profile.js';
import type { Chunk, Request, Turn } from '../../core/request.js';
import { referenceAssembly } from '../reference/assembly.js';
import { referenceShare } from '../reference/profile.js';
import { NOTE_UNIT } from '../reference/prompt.js';
import { referenceTokens } from '../reference/tokens.js';
import { englishText } from './englishText.js';
import { textOfTokens } from './sizedText.js';
import { turkishText } from './turkishText.js';

/**
 * The fixed part's size as `limits.fixedTokens` means it: the prompt that
 * rules, tools, examples, format and question make on their own under the
 * profile's template (its overhead included), with nothing dropped, as the
 * reference model counts it.
 */
export function fixedPartTokens(request: Request, profile: Profile): number {
  const fixed: Request = { question: request.question };
  if (request.rules !== undefined) fixed.rules = request.rules;
  if (request.tools !== undefined) fixed.tools = request.tools;
  if (request.examples !== undefined) fixed.examples = request.examples;
  if (request.format !== undefined) fixed.format = request.format;
  const roomy: Profile = { ...profile, window: profile.window + 10_000_000 };
  return referenceAssembly(fixed, roomy, true).tokens;
}

export interface LimitedRequestOptions {
  /** More turns than the turn cap: the clamp must cut (default: a few turns). */
  longHistory?: boolean;
  /** Sizes near every limit at once: the worst request the profile claims to handle. */
  worstCase?: boolean;
  /**
   * Keep the protected (newest) turns small enough to fit in the history
   * share together. Protected turns outrank the share by design (C5, C6), so
   * whether history crowds out evidence is a question about the others.
   */
  protectedWithinShare?: boolean;
}

/** Generous per-turn wrapper cost: a chat message's overhead, or a text-template `<turn n=… role=…>` unit's tags. */
const TURN_WRAPPER = 24;

/** The largest text a protected turn may have so that all of them, and the trim note, fit in the history share. */
function protectedTurnCap(profile: Profile): number {
  const share = referenceShare(profile, 'history');
  const note = referenceTokens(profile.encoding, NOTE_UNIT) + TURN_WRAPPER;
  const p = Math.max(1, profile.protectedTurns);
  return Math.min(profile.limits.longestTurn, Math.floor((share - note) / p) - TURN_WRAPPER);
}

const phrase = fc.oneof({ weight: 3, arbitrary: turkishText(6) }, { weight: 1, arbitrary: englishText(6) });

/** Per mille of a limit: anywhere, or in the worst case within the last 5 %. */
function fraction(worstCase: boolean): fc.Arbitrary<number> {
  return worstCase
    ? fc.integer({ min: 950, max: 1000 })
    : fc.oneof({ weight: 2, arbitrary: fc.integer({ min: 0, max: 1000 }) }, { weight: 1, arbitrary: fc.integer({ min: 900, max: 1000 }) });
}

/**
 * Requests inside the limits a profile declares (`limits.longestTurn`,
 * `limits.largestChunk` as tokens of a turn's or chunk's text,
 * `limits.fixedTokens` as `fixedPartTokens`), sized relative to the profile
 * so a 128k window gets 128k-sized requests. No summary: the limits say
 * nothing about it.
 */
export function requestWithinLimits(profile: Profile, options: LimitedRequestOptions = {}): fc.Arbitrary<Request> {
  const worst = options.worstCase === true;
  const protectedCount = Math.max(1, profile.protectedTurns);
  const maxTurns = options.longHistory === true ? Math.min(60, profile.maxHistoryTurns + 6) : Math.min(60, protectedCount + 4);
  const minTurns = options.longHistory === true || worst ? Math.min(maxTurns, protectedCount + 2) : 0;
  const score = fc.constantFrom(profile.chunkThreshold, profile.chunkThreshold + 0.1, profile.chunkThreshold + 0.5);
  return fc
    .record({
      question: phrase,
      rules: fc.array(phrase, { minLength: 1, maxLength: 3 }),
      ballast: fraction(worst),
      turns: fc.array(fc.tuple(phrase, fraction(worst)), { minLength: minTurns, maxLength: maxTurns }),
      chunks: fc.array(fc.tuple(phrase, fraction(worst), score), { maxLength: options.longHistory === true ? 12 : 6 }),
    })
    .map(({ question, rules, ballast, turns, chunks }) => {
      const { encoding, limits } = profile;
      const base: Request = { question, rules: rules.map((text, i) => ({ id: `rule-${i + 1}`, text })) };
      // Grow one rule until the fixed part reaches its share of the limit.
      const room = limits.fixedTokens - fixedPartTokens(base, profile);
      let request: Request = base;
      if (room > 0) {
        let target = Math.floor((room * ballast) / 1000);
        for (;;) {
          const grown: Request = { ...base, rules: [...base.rules!, { id: 'ballast', text: textOfTokens(rules[0]!, target, encoding) || 'x' }] };
          if (fixedPartTokens(grown, profile) <= limits.fixedTokens || target <= 0) {
            request = fixedPartTokens(grown, profile) <= limits.fixedTokens ? grown : base;
            break;
          }
          target = Math.floor(target * 0.9) - 1;
        }
      }
      // A limit under one token admits no turn or chunk at all; 'a' is one token in both encodings.
      const firstProtected = turns.length - protectedCount;
      const limitOf = (i: number): number =>
        options.protectedWithinShare === true && i >= firstProtected ? protectedTurnCap(profile) : limits.longestTurn;
      const history: Turn[] = limits.longestTurn < 1 ? [] : turns.map(([text, perMille], i) => ({
        role: i % 2 === 0 ? 'user' : 'assistant',
        content: textOfTokens(text, Math.floor((limitOf(i) * perMille) / 1000), encoding) || 'a',
      }));
      const candidates: Chunk[] = limits.largestChunk < 3 ? [] : chunks.map(([text, perMille, s], i) => {
        // The number keeps chunk texts distinct (dedup would merge repeats) and costs at most two tokens.
        const body = textOfTokens(text, Math.floor((limits.largestChunk * perMille) / 1000) - 2, encoding);
        return { id: `kb-${i + 1}`, text: body === '' ? `${i + 1}` : `${i + 1} ${body}`, score: s };
      });
      return { ...request, history, chunks: candidates };
    });
}
