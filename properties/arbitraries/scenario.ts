import fc from 'fast-check';
import { resolveProfile, type Profile } from '../../core/profile.js';
import type { Request } from '../../core/request.js';
import { createTokenizer, type Encoding } from '../../core/tokenizer.js';
import { profileShape, type ProfileShape } from './profile.js';
import { request, type RequestConstraints } from './request.js';

/** A request and the profile it is assembled under. */
export interface Scenario {
  request: Request;
  profile: Profile;
}

/** A source of scenarios: the suite's own, or a user's profile (`baglam check`). */
export type ScenarioSource = fc.Arbitrary<Scenario>;

/** The texts of the fixed part, the history (oldest first, one list per turn) and the chunks: budgets are placed around each. */
function requestTexts(r: Request): { fixed: string[]; history: string[][]; chunks: string[] } {
  const fixed = [r.question, r.summary ?? '', r.format ?? ''];
  for (const item of [...(r.rules ?? []), ...(r.examples ?? [])]) fixed.push(item.text);
  for (const tool of r.tools ?? []) fixed.push(tool.description ?? '', JSON.stringify(tool.parameters ?? null));
  const history = (r.history ?? []).map((turn) => [turn.content, ...(turn.role === 'assistant' ? (turn.toolCalls ?? []).map((c) => c.arguments) : [])]);
  const chunks: string[] = [];
  for (const chunk of r.chunks ?? []) chunks.push(chunk.text, chunk.source ?? '', ...Object.values(chunk.meta ?? {}));
  return { fixed, history, chunks };
}

/**
 * About how many tokens the smallest prompt (the fixed part and the
 * protected turns), the fixed part with all the history, and the whole
 * request take.
 */
export function roughSizes(r: Request, encoding: Encoding, protectedTurns: number): [smallest: number, withHistory: number, whole: number] {
  const tokenizer = createTokenizer(encoding);
  const size = (texts: string[]): number => texts.reduce((sum, text) => sum + tokenizer.count(text) + 12, 0);
  const texts = requestTexts(r);
  const fixed = 40 + size(texts.fixed);
  const protectedTexts = texts.history.slice(texts.history.length - Math.min(texts.history.length, Math.max(1, protectedTurns)));
  const withHistory = fixed + size(texts.history.flat());
  return [fixed + size(protectedTexts.flat()), withHistory, withHistory + size(texts.chunks)];
}

/** Which rough size a budget is placed around: the smallest prompt, the fixed part with the history, or everything. */
export type BudgetAnchor = 0 | 1 | 2;

/**
 * Where the prompt budget sits, as per mille of one of the request's rough
 * sizes: around the smallest prompt the ladder can reach (its territory:
 * history and examples go), below the fixed part with the history (history and chunks
 * compete), around everything (chunks are chosen), and now and then far
 * too small (overflow) or huge (nothing dropped).
 */
export function budgetPlacement(): fc.Arbitrary<[BudgetAnchor, number]> {
  const at = (anchor: BudgetAnchor, min: number, max: number): fc.Arbitrary<[BudgetAnchor, number]> =>
    fc.integer({ min, max }).map((perMille) => [anchor, perMille]);
  return fc.oneof(
    { weight: 1, arbitrary: at(2, 0, 300) },
    { weight: 3, arbitrary: at(0, 700, 1500) },
    { weight: 2, arbitrary: at(1, 400, 1200) },
    { weight: 3, arbitrary: at(2, 300, 1300) },
    { weight: 1, arbitrary: at(2, 1300, 100_000) },
  );
}

export function profileFor(shape: ProfileShape, promptBudget: number): Profile {
  return resolveProfile({ ...shape, window: shape.output.answer + shape.output.reasoning + Math.max(1, promptBudget) });
}

/** The suite's scenarios: any request, any profile, a budget from tiny to huge relative to the request. */
export function scenarios(constraints: RequestConstraints = {}): ScenarioSource {
  return fc.tuple(request(constraints), profileShape(), budgetPlacement()).map(([r, shape, [anchor, perMille]]) => ({
    request: r,
    profile: profileFor(shape, Math.floor((roughSizes(r, shape.encoding ?? 'o200k_base', shape.protectedTurns ?? 2)[anchor]! * perMille) / 1000)),
  }));
}

/** `times` copies of `text` joined by spaces: a longer text of the same kind (and, normalised, the same for near copies). */
export function stretch(text: string, times: number): string {
  return times <= 1 || text === '' ? text : Array(times).fill(text).join(' ');
}

/**
 * Scenarios under one fixed profile (a user's, in `baglam check`): the
 * request's turns and chunks are stretched so their sizes range up to the
 * profile's own budget, whatever its window.
 */
export function scenariosUnder(profile: Profile, constraints: RequestConstraints = {}): ScenarioSource {
  const budget = profile.window - profile.output.answer - profile.output.reasoning;
  const maxTimes = Math.max(1, Math.ceil(budget / 60));
  return fc
    // Length comes from stretching; generated long texts on top would only slow the oracle down.
    .tuple(request({ long: false, ...constraints }), fc.array(fc.integer({ min: 1, max: maxTimes }), { minLength: 1, maxLength: 8 }))
    .map(([r, times]) => {
      const at = (i: number): number => times[i % times.length]!;
      const out: Request = { ...r };
      if (r.history !== undefined) out.history = r.history.map((turn, i) => ({ ...turn, content: stretch(turn.content, at(i)) }));
      if (r.chunks !== undefined) out.chunks = r.chunks.map((chunk, i) => ({ ...chunk, text: stretch(chunk.text, at(i + 3)) }));
      return { request: out, profile };
    });
}
