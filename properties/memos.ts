import fc from 'fast-check';
import type { Profile } from '../core/profile.js';
import type { Request } from '../core/request.js';
import { attributeText } from './arbitraries/attributeText.js';
import { score } from './arbitraries/chunks.js';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import { requiredText } from './arbitraries/text.js';
import { checkAgainstReference } from './agreesWithReference.js';
import type { Implementation } from './implementation.js';

/**
 * An edit a caller may make in place, on the very objects an earlier call
 * saw: every memo keyed by object (validation, renderings, prepared
 * candidates) must notice it. Positions are taken modulo the list's length.
 */
export type Edit =
  | { kind: 'chunk-text'; at: number; text: string }
  | { kind: 'chunk-score'; at: number; score: number }
  | { kind: 'chunk-meta'; at: number; key: string; value: string }
  | { kind: 'chunk-source'; at: number; source: string | undefined }
  | { kind: 'chunk-ids-swapped'; at: number; with: number }
  | { kind: 'chunk-pushed'; text: string; score: number }
  | { kind: 'chunk-removed'; at: number }
  | { kind: 'chunks-reversed' }
  | { kind: 'turn-content'; at: number; text: string }
  | { kind: 'turn-pushed'; text: string }
  | { kind: 'history-trimmed-toggled' }
  | { kind: 'question'; text: string }
  | { kind: 'rule-text'; at: number; text: string }
  | { kind: 'example-removed' }
  | { kind: 'profile-line-limits'; chunks: number | null; toolResults: number | null }
  | { kind: 'profile-meta-chars'; max: number }
  | { kind: 'profile-threshold'; threshold: number }
  | { kind: 'profile-template'; template: Profile['template'] };

export function edit(): fc.Arbitrary<Edit> {
  const at = fc.nat({ max: 20 });
  const text = requiredText({ long: false });
  return fc.oneof(
    fc.record({ kind: fc.constant('chunk-text' as const), at, text }),
    fc.record({ kind: fc.constant('chunk-score' as const), at, score: score() }),
    fc.record({ kind: fc.constant('chunk-meta' as const), at, key: fc.constantFrom('date', 'title', 'z_9'), value: attributeText() }),
    fc.record({ kind: fc.constant('chunk-source' as const), at, source: fc.option(fc.constantFrom('kb/yeni.md', 'a"b.md'), { nil: undefined }) }),
    fc.record({ kind: fc.constant('chunk-ids-swapped' as const), at, with: at }),
    fc.record({ kind: fc.constant('chunk-pushed' as const), text, score: score() }),
    fc.record({ kind: fc.constant('chunk-removed' as const), at }),
    fc.constant({ kind: 'chunks-reversed' as const }),
    fc.record({ kind: fc.constant('turn-content' as const), at, text }),
    fc.record({ kind: fc.constant('turn-pushed' as const), text }),
    fc.constant({ kind: 'history-trimmed-toggled' as const }),
    fc.record({ kind: fc.constant('question' as const), text }),
    fc.record({ kind: fc.constant('rule-text' as const), at, text }),
    fc.constant({ kind: 'example-removed' as const }),
    fc.record({ kind: fc.constant('profile-line-limits' as const), chunks: fc.constantFrom(null, 1, 2), toolResults: fc.constantFrom(null, 1, 3) }),
    fc.record({ kind: fc.constant('profile-meta-chars' as const), max: fc.constantFrom(1, 8, 120) }),
    fc.record({ kind: fc.constant('profile-threshold' as const), threshold: fc.constantFrom(-1, 0, 0.5, 0.9) }),
    fc.record({
      kind: fc.constant('profile-template' as const),
      template: fc.constantFrom<Profile['template']>({ kind: 'text' }, { kind: 'chat', perMessage: 3, replyPrimer: 3 }, { kind: 'chat', perMessage: 5, replyPrimer: 1 }),
    }),
  );
}

/** Applies an edit in place; the result is a valid request and profile. */
export function applyEdit(request: Request, profile: Profile, e: Edit): void {
  const chunks = request.chunks ?? [];
  const history = request.history ?? [];
  const pick = <T>(list: readonly T[], at: number): T | undefined => (list.length === 0 ? undefined : list[at % list.length]);
  switch (e.kind) {
    case 'chunk-text': {
      const chunk = pick(chunks, e.at);
      if (chunk !== undefined) chunk.text = e.text;
      return;
    }
    case 'chunk-score': {
      const chunk = pick(chunks, e.at);
      if (chunk !== undefined) chunk.score = e.score;
      return;
    }
    case 'chunk-meta': {
      const chunk = pick(chunks, e.at);
      if (chunk === undefined) return;
      if (chunk.meta === undefined) chunk.meta = {};
      chunk.meta[e.key] = e.value;
      return;
    }
    case 'chunk-source': {
      const chunk = pick(chunks, e.at);
      if (chunk === undefined) return;
      if (e.source === undefined) delete chunk.source;
      else chunk.source = e.source;
      return;
    }
    case 'chunk-ids-swapped': {
      const a = pick(chunks, e.at);
      const b = pick(chunks, e.with + 1);
      if (a !== undefined && b !== undefined) [a.id, b.id] = [b.id, a.id];
      return;
    }
    case 'chunk-pushed':
      if (request.chunks === undefined) request.chunks = [];
      request.chunks.push({ id: `pushed-${request.chunks.length}`, text: e.text, score: e.score });
      return;
    case 'chunk-removed':
      if (chunks.length > 0) chunks.splice(e.at % chunks.length, 1);
      return;
    case 'chunks-reversed':
      chunks.reverse();
      return;
    case 'turn-content': {
      const turn = pick(history, e.at);
      // A note turn edited stops being a note: that is an edit too.
      if (turn !== undefined) turn.content = e.text;
      return;
    }
    case 'turn-pushed':
      if (request.history === undefined) request.history = [];
      request.history.push({ role: 'user', content: e.text });
      return;
    case 'history-trimmed-toggled':
      request.historyTrimmed = request.historyTrimmed !== true;
      return;
    case 'question':
      request.question = e.text;
      return;
    case 'rule-text': {
      const rule = pick(request.rules ?? [], e.at);
      if (rule !== undefined) rule.text = e.text;
      return;
    }
    case 'example-removed':
      request.examples?.pop();
      return;
    case 'profile-line-limits':
      profile.maxLines.chunks = e.chunks;
      profile.maxLines.toolResults = e.toolResults;
      return;
    case 'profile-meta-chars':
      profile.maxMetaChars = e.max;
      return;
    case 'profile-threshold':
      profile.chunkThreshold = e.threshold;
      return;
    case 'profile-template':
      profile.template = e.template;
      return;
  }
}

/**
 * Memos change speed, never an answer. The same request and profile objects
 * are assembled cold, then warm (again and again, with the memoised and the
 * unmemoised tokenizer), then edited in place and assembled again: every
 * answer is the reference model's for the input as it is at that call, as a
 * first call on a fresh copy would give it. Both `exactDropCounts` modes,
 * switched between calls.
 */
export function propertyMemosChangeNoAnswer(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario, Edit[], boolean[]]> {
  return fc.property(scenarios, fc.array(edit(), { minLength: 1, maxLength: 3 }), fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }), (scenario, edits, modes) => {
    const request = structuredClone(scenario.request);
    const profile = structuredClone(scenario.profile);
    const live: Scenario = { request, profile };
    const unmemoised = impl.unmemoisedTokenizer(profile.encoding);
    checkAgainstReference(impl, live, modes[0]!);
    checkAgainstReference(impl, live, modes[1]!, unmemoised);
    checkAgainstReference(impl, live, modes[1]!);
    for (const e of edits) applyEdit(request, profile, e);
    const warm = (): void => checkAgainstReference(impl, live, modes[2]!);
    try {
      warm();
    } catch (error) {
      throw new Error(`after the edits ${JSON.stringify(edits)}: ${(error as Error).message}`);
    }
  });
}
