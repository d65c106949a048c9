import fc from 'fast-check';
import type { Request } from '../core/request.js';
import { checkAgainstReference } from './agreesWithReference.js';
import { profileShape, type ProfileShape } from './arbitraries/profile.js';
import { request } from './arbitraries/request.js';
import { profileFor } from './arbitraries/scenario.js';
import type { Implementation } from './implementation.js';
import { referenceAssembly } from './reference/assembly.js';

/**
 * Small requests (short texts, a few turns and chunks), with a section left
 * out as often as it is there: the bare request (no rules, no tools, no
 * summary, nothing trimmed before) is where a message or a wrapper counted
 * for a part that is not sent shows.
 */
export function smallRequest(): fc.Arbitrary<Request> {
  return fc
    .tuple(request({ long: false, maxChunks: 3, maxEpisodes: 5 }), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean())
    .map(([r, rules, tools, summary, trimmed]) => {
      const out: Request = { ...r };
      if (!rules) delete out.rules;
      if (!tools) delete out.tools;
      if (!summary) delete out.summary;
      if (!trimmed) delete out.historyTrimmed;
      return out;
    });
}

/** The prompt's tokens under `shape` at a budget: the reference model's (an overflow gives the smallest prompt the ladder reached). */
function tokensAt(r: Request, shape: ProfileShape, budget: number): number {
  return referenceAssembly(r, profileFor(shape, budget), true).tokens;
}

/**
 * The budgets a request's answers can turn on: every one from two under the
 * smallest prompt the ladder can reach (everything droppable dropped) to two
 * over the whole request, each answer of the clamp, the ladder, the chunk
 * room and the shares changing at one of them.
 */
export function everyBudget(r: Request, shape: ProfileShape): number[] {
  const smallest = tokensAt(r, shape, 1);
  // Every section whole: shares and a budget that leave everything room (the turn cap still applies).
  const whole = tokensAt(r, { ...shape, shares: { evidence: 0.5, history: 0.5 } }, 100 * (smallest + 1_000_000));
  const budgets: number[] = [];
  for (let b = Math.max(1, smallest - 2); b <= whole + 2; b++) budgets.push(b);
  return budgets;
}

/**
 * `assemble` agrees with the reference model at every budget
 * (`everyBudget`) for one request and profile shape, and for the same
 * request bare (history, chunks and the question alone) under the chat
 * template, where a message counted for a part not sent shows; with `verify` on
 * (the payload, counted whole, must be what it says), `exactDropCounts`
 * either true or left out (its default), and every answer compared as
 * `checkAgainstReference` does — with, in the default mode, a bound for each
 * turn the clamp never reached. A random budget lands on an edge (a share
 * filled to the token, the ladder's last step fitting exactly, the room for
 * chunks equal to the evidence share) by chance; every budget lands on all
 * of them.
 */
export function propertyEveryBudget(impl: Implementation): fc.IPropertyWithHooks<[Request, ProfileShape, boolean, { history: number; protectedTurns: number; summary: boolean }]> {
  // The whole budget now and then (no evidence share then): the ladder's territory, every step of it inside the sweep.
  const historyShare = fc.constantFrom(0.35, 0.5, 0.65, 0.8, 1);
  const bareCase = fc.record({ history: historyShare, protectedTurns: fc.constantFrom(0, 1), summary: fc.boolean() });
  return fc.property(smallRequest(), profileShape(), fc.boolean(), bareCase, (r, shape, exactDropCounts, { history, protectedTurns, summary }) => {
    // The request as generated, and bare under the chat template (only
    // history, chunks and the question, the summary now and then), with a
    // history share large enough and few enough protected turns that the
    // clamp has turns to cut.
    const bare: Request = {
      question: r.question,
      ...(r.history === undefined ? {} : { history: r.history }),
      ...(r.chunks === undefined ? {} : { chunks: r.chunks }),
      ...(summary && r.summary !== undefined ? { summary: r.summary } : {}),
    };
    const bareShape: ProfileShape = { ...shape, template: 'chat', protectedTurns, shares: { history, evidence: Math.min(shape.shares?.evidence ?? 0.4, 1 - history) } };
    const cases: [string, Request, ProfileShape][] = [['the request', r, shape], ['the bare request (chat)', bare, bareShape]];
    for (const [what, request, s] of cases) {
      for (const budget of everyBudget(request, s)) {
        const scenario = { request, profile: profileFor(s, budget) };
        try {
          checkAgainstReference(impl, scenario, exactDropCounts, undefined, exactDropCounts ? { verify: true, exactDropCounts } : { verify: true });
        } catch (error) {
          throw new Error(`${what} at a prompt budget of ${budget}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  });
}

/**
 * Cases for `propertyEveryBudget`: each is two sweeps of a hundred or more
 * budgets, so `npm test`'s 100 cases would take minutes; 20 (the mutation
 * run's number) cover the edges, and a deep run (`BAGLAM_RUNS=5000`) still
 * gets a fifth of its cases.
 */
export function everyBudgetRuns(numRuns: number): number {
  return Math.max(Math.min(numRuns, 20), Math.floor(numRuns / 5));
}
