import fc from 'fast-check';
import type { Implementation } from './implementation.js';

function fail(message: string): never {
  throw new Error(message);
}

/**
 * The remembering policy `core/countCache.ts` documents, written as
 * numbered generations: a text remembered in the current generation or the
 * one before is known; remembering adds its length to the current
 * generation, which closes once its texts reach half the budget (the one
 * before is then two behind: forgotten); a text found in the generation
 * before is remembered again.
 */
class GenerationsModel {
  readonly #half: number;
  #generation = 0;
  #units = 0;
  readonly #entries = new Map<string, { count: number; generation: number }>();

  constructor(maxChars: number) {
    this.#half = maxChars / 2;
  }

  /** The count an answer may come from without counting, and the move a hit makes. */
  lookUp(text: string): number | undefined {
    const entry = this.#entries.get(text);
    if (entry === undefined || entry.generation < this.#generation - 1) return undefined;
    if (entry.generation === this.#generation - 1) this.#add(text, entry.count);
    return entry.count;
  }

  /** Whether the text is remembered (no move: the memo's own test before it remembers a head). */
  has(text: string): boolean {
    const entry = this.#entries.get(text);
    return entry !== undefined && entry.generation >= this.#generation - 1;
  }

  /** An exact count, just made. */
  counted(text: string, count: number): void {
    if (text.length <= this.#half) this.#add(text, count);
  }

  #add(text: string, count: number): void {
    this.#entries.set(text, { count, generation: this.#generation });
    this.#units += text.length;
    if (this.#units >= this.#half) {
      this.#generation += 1;
      this.#units = 0;
    }
  }
}

interface Step {
  /** `count`, or `countWithin` with a limit this far from the text's count. */
  within: number | null;
  text: number;
}

/**
 * A tokenizer's memo of counts (`core/countCache.ts`) over a counter whose
 * calls are recorded: every answer is the counter's (the exact count, or
 * for `countWithin` over its limit a number over it), and the counter is
 * asked exactly when the documented policy (`GenerationsModel`) has
 * forgotten the text or never remembered it — a text longer than half the
 * budget, an answer over its limit. So a memo that forgets what it should
 * keep, keeps what it should forget (the budget is a bound on memory), or
 * answers a text with another's count fails. Texts of every length around
 * half the budget, budgets from 0, a few hundred steps.
 */
export function propertyCountCache(impl: Implementation): fc.IPropertyWithHooks<[number, string[], Step[]]> {
  const step: fc.Arbitrary<Step> = fc.record({ within: fc.option(fc.integer({ min: -2, max: 2 }), { freq: 2 }), text: fc.nat() });
  return fc.property(
    fc.oneof(fc.integer({ min: 0, max: 24 }), fc.double({ min: 0, max: 24, noNaN: true })),
    fc.uniqueArray(fc.string({ unit: fc.constantFrom('a', 'b', 'ç'), maxLength: 13, size: 'max' }), { minLength: 1, maxLength: 12, size: 'max' }),
    fc.array(step, { minLength: 1, maxLength: 300, size: 'max' }),
    (maxChars, texts, steps) => {
      // Each text's count: distinct, so that an answer for another text shows.
      const counts = new Map(texts.map((text, i) => [text, 100 + 3 * i]));
      const calls: { text: string; limit: number }[] = [];
      const exact = (text: string, limit: number): number => {
        calls.push({ text, limit });
        const count = counts.get(text)!;
        return count <= limit ? count : limit + 1;
      };
      const memo = impl.countCache(exact, maxChars);
      const model = new GenerationsModel(maxChars);
      steps.forEach(({ within, text: at }, i) => {
        const text = texts[at % texts.length]!;
        const count = counts.get(text)!;
        const limit = within === null ? Number.POSITIVE_INFINITY : Math.max(0, count + within);
        const what = `step ${i} (budget ${maxChars}): ${within === null ? 'count' : `countWithin(limit ${limit})`} of ${JSON.stringify(text)}`;
        const known = model.lookUp(text);
        calls.length = 0;
        const answer = within === null ? memo.count(text) : memo.countWithin(text, limit);
        if (known !== undefined) {
          if (calls.length > 0) fail(`${what}: counted again, though remembered`);
          if (answer !== known) fail(`${what}: answered ${answer}, remembered ${known}`);
          return;
        }
        if (calls.length !== 1 || calls[0]!.text !== text || calls[0]!.limit !== limit) {
          fail(`${what}: not remembered, so the counter must be asked once with that limit; it was asked ${JSON.stringify(calls)}`);
        }
        const expected = count <= limit ? count : limit + 1;
        if (answer !== expected) fail(`${what}: answered ${answer}, the counter said ${expected}`);
        if (count <= limit) model.counted(text, count);
      });
    },
  );
}

interface HeadStep {
  /** `count`, `countWithin`, or `countWithinNotingHead`. */
  kind: 'count' | 'within' | 'head';
  /** The limit's distance from the text's count. */
  within: number;
  text: number;
  /** Where the text asked is cut from its base text (a prefix: the heads of other steps are asked too). */
  cut: number | null;
  at: number;
  /** Whether the head counter gives the head's count free. */
  free: boolean;
}

/** A count for every text, distinct for distinct texts of `a`, `b`, `ç` (their digits in base 4); the empty text 0. */
function countOf(text: string): number {
  let code = 0;
  for (const ch of text) code = code * 4 + (ch === 'a' ? 1 : ch === 'b' ? 2 : 3);
  return text === '' ? 0 : 100 + code;
}

/**
 * The count memo with a head counter (what the `fast` backend gives it):
 * `countWithinNotingHead(text, limit, at)` answers as `countWithin` does —
 * from the memo when the text is remembered, asking the head counter
 * nothing; otherwise asking it once — and remembers, as if counted next,
 * the head's count it gave for free (`text.slice(0, at)`, 0 for the empty
 * head) when the head is not remembered already, by the same documented
 * generations (`GenerationsModel`). Without a head counter (the
 * `js-tiktoken` backend) it is `countWithin`. Steps of all three calls on
 * texts and their prefixes, so the heads remembered are asked for later.
 */
export function propertyCountCacheNotingHead(impl: Implementation): fc.IPropertyWithHooks<[number, boolean, string[], HeadStep[]]> {
  const step: fc.Arbitrary<HeadStep> = fc.record({
    kind: fc.constantFrom<HeadStep['kind']>('count', 'within', 'head', 'head'),
    within: fc.integer({ min: -2, max: 2 }),
    text: fc.nat(),
    cut: fc.option(fc.nat(), { freq: 2 }),
    at: fc.nat(),
    free: fc.boolean(),
  });
  return fc.property(
    fc.oneof(fc.integer({ min: 0, max: 24 }), fc.double({ min: 0, max: 24, noNaN: true })),
    fc.boolean(),
    fc.uniqueArray(fc.string({ unit: fc.constantFrom('a', 'b', 'ç'), maxLength: 13, size: 'max' }), { minLength: 1, maxLength: 8, size: 'max' }),
    fc.array(step, { minLength: 1, maxLength: 300, size: 'max' }),
    (maxChars, withHead, texts, steps) => {
      const calls: { by: string; text: string; limit: number; at?: number }[] = [];
      let free = false;
      const exact = (text: string, limit: number): number => {
        calls.push({ by: 'exact', text, limit });
        const count = countOf(text);
        return count <= limit ? count : limit + 1;
      };
      const exactWithHead = (text: string, limit: number, at: number): [number, number] => {
        calls.push({ by: 'exactWithHead', text, limit, at });
        const count = countOf(text);
        return [count <= limit ? count : limit + 1, free ? countOf(text.slice(0, at)) : -1];
      };
      const memo = impl.countCacheNotingHead(exact, maxChars, withHead ? exactWithHead : undefined);
      const model = new GenerationsModel(maxChars);
      steps.forEach((s, i) => {
        const base = texts[s.text % texts.length]!;
        const text = s.cut === null ? base : base.slice(0, s.cut % (base.length + 1));
        const count = countOf(text);
        const limit = s.kind === 'count' ? Number.POSITIVE_INFINITY : Math.max(0, count + s.within);
        const at = s.at % (text.length + 1);
        free = s.free;
        const what = `step ${i} (budget ${maxChars}, ${withHead ? 'a head counter' : 'no head counter'}): ${s.kind === 'count' ? 'count' : s.kind === 'within' ? `countWithin(limit ${limit})` : `countWithinNotingHead(limit ${limit}, at ${at}${free ? ', the head free' : ''})`} of ${JSON.stringify(text)}`;
        const known = model.lookUp(text);
        calls.length = 0;
        const answer = s.kind === 'count' ? memo.count(text) : s.kind === 'within' ? memo.countWithin(text, limit) : memo.countWithinNotingHead(text, limit, at);
        if (known !== undefined) {
          if (calls.length > 0) fail(`${what}: counted again, though remembered`);
          if (answer !== known) fail(`${what}: answered ${answer}, remembered ${known}`);
          return;
        }
        const asked = s.kind === 'head' && withHead ? { by: 'exactWithHead', text, limit, at } : { by: 'exact', text, limit };
        if (calls.length !== 1 || JSON.stringify(calls[0]) !== JSON.stringify(asked)) {
          fail(`${what}: not remembered, so the counter must be asked once, ${JSON.stringify(asked)}; it was asked ${JSON.stringify(calls)}`);
        }
        const expected = count <= limit ? count : limit + 1;
        if (answer !== expected) fail(`${what}: answered ${answer}, the counter said ${expected}`);
        if (count <= limit) model.counted(text, count);
        if (s.kind === 'head' && withHead && free) {
          const head = text.slice(0, at);
          if (!model.has(head)) model.counted(head, countOf(head));
        }
      });
    },
  );
}
