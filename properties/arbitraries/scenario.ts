import fc from 'fast-check';
import type { Profile } from '../../core/profile.js';
import type { Request } from '../../core/request.js';
import { createTokenizer, type Encoding } from '../../core/tokenizer.js';
import { referenceAssembly, referenceCosts } from '../reference/assembly.js';
import { referenceProfile } from '../reference/profile.js';
import { rankOrder } from '../reference/selection.js';
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
  // The profile as documented (the reference model's reading), not core/'s: a default core/ got wrong
  // would otherwise reach the implementation and the reference alike.
  return referenceProfile({ ...shape, window: shape.output.answer + shape.output.reasoning + Math.max(1, promptBudget) });
}

/**
 * The limit a budget is placed against (named, so that the documentation prints the name: an inline union's members
 * come out in the order the type checker first met them, which moves when a module is added).
 */
export type BudgetEdge = 'history-share' | 'turn-cap' | 'evidence-share' | 'without-chunks' | 'everything';

/**
 * A profile placed exactly at an edge a decision turns on, give or take one
 * token, from the reference model's own item costs:
 *
 * - `history-share`: the history share equal to what the newest `pick`
 *   turn groups cost with their head (fewer protected turns than that, and
 *   room for everything else);
 * - `turn-cap`: the turn cap at `pick` groups (the share no limit);
 * - `evidence-share`: the evidence share, less its wrapper, equal to what the
 *   best `pick` eligible chunks cost (room for everything else);
 * - `without-chunks`: the budget equal to the prompt with all history and no
 *   chunks (the ladder's threshold); `everything`: to the whole request.
 *
 * Off-by-one mistakes in a share, a cap, a wrapper or a comparison show only
 * there: a budget placed by rough size hits them by chance.
 */
export interface EdgePlacement {
  edge: BudgetEdge;
  pick: number;
  delta: -1 | 0 | 1;
}

export function edgePlacement(): fc.Arbitrary<EdgePlacement> {
  return fc.record({
    edge: fc.constantFrom('history-share', 'history-share', 'turn-cap', 'evidence-share', 'evidence-share', 'without-chunks', 'everything') as fc.Arbitrary<BudgetEdge>,
    pick: fc.nat({ max: 20 }),
    delta: fc.constantFrom(-1, 0, 1) as fc.Arbitrary<-1 | 0 | 1>,
  });
}

/** What is left of the whole beside `share`, a hair under so the two never add up past 1 in floating point. */
function besides(share: number): number {
  return Math.max(0, 1 - share - 1e-9);
}

/** The fraction of `budget` whose share (⌊budget × fraction⌋) is `target`: its middle, clear of rounding. */
function fractionFor(target: number, budget: number): number {
  return Math.min(1, Math.max(0, (target + 0.5) / budget));
}

/** The profile an edge placement stands for, or undefined when the request has no such edge. */
export function edgeProfile(r: Request, shape: ProfileShape, placement: EdgePlacement): Profile | undefined {
  const probe = profileFor(shape, 1_000_000);
  // Placing a budget needs costs near the truth, not a proof: the fast counter (cached) keeps generation cheap.
  const tokenizer = createTokenizer(probe.encoding);
  const count = (text: string): number => tokenizer.count(text);
  const costs = referenceCosts(r, probe, count);
  const { groups } = costs;
  const G = groups.length;
  const withHead = (k: number): number => costs.head(costs.handedTrimmed || k < G) + groups.slice(G - k).reduce((n, g) => n + costs.groupCost(g), 0);
  // The fixed part: every message but the history and the evidence, with its overhead.
  const bare: Request = { ...r, history: [], chunks: [], historyTrimmed: false };
  delete bare.summary;
  const fixed = referenceAssembly(bare, probe, true, count).tokens;
  const chunks = r.chunks ?? [];
  const evidence = chunks.length === 0 ? 0 : costs.evidenceWrap + chunks.reduce((n, _, i) => n + costs.chunkCost(i), 0);
  const everything = fixed + withHead(G) + evidence;
  // Room for everything twice over: only the edge placed can bind.
  const roomy = 2 * everything + 10;
  const { delta } = placement;
  const shares = { evidence: shape.shares?.evidence ?? 0.4, history: shape.shares?.history ?? 0.3 };
  switch (placement.edge) {
    case 'history-share': {
      if (G === 0) return undefined;
      const k = 1 + (placement.pick % G);
      const history = fractionFor(withHead(k) + delta, roomy);
      return profileFor({ ...shape, protectedTurns: Math.min(shape.protectedTurns ?? 2, k - 1), shares: { history, evidence: Math.min(shares.evidence, besides(history)) } }, roomy);
    }
    case 'turn-cap': {
      if (G === 0) return undefined;
      const k = Math.max(1, 1 + (placement.pick % G) + delta);
      return profileFor({ ...shape, maxHistoryTurns: k, protectedTurns: Math.min(shape.protectedTurns ?? 2, k - 1), shares: { history: besides(shares.evidence), evidence: shares.evidence } }, roomy);
    }
    case 'evidence-share': {
      const eligible = rankOrder(chunks).filter((i) => chunks[i]!.score >= probe.chunkThreshold);
      if (eligible.length === 0) return undefined;
      const m = 1 + (placement.pick % eligible.length);
      const used = eligible.slice(0, m).reduce((n, i) => n + costs.chunkCost(i), 0);
      const share = fractionFor(used + costs.evidenceWrap + delta, roomy);
      return profileFor({ ...shape, shares: { evidence: share, history: Math.min(shares.history, besides(share)) } }, roomy);
    }
    case 'without-chunks':
      return profileFor(shape, fixed + withHead(G) + delta);
    case 'everything':
      return profileFor(shape, everything + delta);
  }
}

/**
 * The suite's scenarios: any request, any profile, a budget from tiny to
 * huge relative to the request, or exactly at one of its edges.
 */
export function scenarios(constraints: RequestConstraints = {}): ScenarioSource {
  return fc
    .tuple(request(constraints), profileShape(), fc.oneof({ weight: 1, arbitrary: budgetPlacement() }, { weight: 1, arbitrary: edgePlacement() }))
    .map(([r, shape, placement]) => {
      const rough = (anchor: BudgetAnchor, perMille: number): number =>
        Math.floor((roughSizes(r, shape.encoding ?? 'o200k_base', shape.protectedTurns ?? 2)[anchor]! * perMille) / 1000);
      const profile = Array.isArray(placement) ? undefined : edgeProfile(r, shape, placement);
      return { request: r, profile: profile ?? profileFor(shape, rough(Array.isArray(placement) ? placement[0] : 2, Array.isArray(placement) ? placement[1] : 1000)) };
    });
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
