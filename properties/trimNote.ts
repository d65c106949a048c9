import fc from 'fast-check';
import type { AssembledContext } from '../core/assemble.js';
import type { MessageLike } from '../core/history.js';
import type { Request, Turn } from '../core/request.js';
import { noteTurn } from './arbitraries/history.js';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import { anyText } from './arbitraries/text.js';
import { assembleOutcome, payloadText } from './assembleOutcome.js';
import type { Implementation } from './implementation.js';
import { isNoteTurn } from './reference/noteTurn.js';
import { NOTE_UNIT, REFERENCE_TRIM_NOTE } from './reference/prompt.js';
import { referenceTokens } from './reference/tokens.js';
import { countTags } from './tagCount.js';
import { plural } from '../cli/plural.js';

function fail(message: string): never {
  throw new Error(message);
}


function handedTrimmed(request: Request): boolean {
  return request.historyTrimmed === true || (request.history ?? []).some(isNoteTurn);
}

/**
 * C7: the trim note is in the prompt iff history was cut (now or, as the
 * request says, before), exactly once, and its tokens are counted. Text that
 * quotes the note (generated into turns and chunks) neither suppresses nor
 * doubles it: the note is recognised by its tag, which untrusted text cannot
 * write.
 */
export function propertyTrimNoteHonest(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario]> {
  return fc.property(scenarios, (scenario) => {
    const outcome = assembleOutcome(impl, scenario);
    if (outcome.kind === 'overflow') return;
    const r = outcome.result;
    const cut = r.dropLog.some((e) => e.section === 'history');
    const expected = cut || handedTrimmed(scenario.request);
    if (r.trimNote !== expected) fail(`trimNote is ${r.trimNote} but history was ${cut ? '' : 'not '}cut${handedTrimmed(scenario.request) ? ' (and handed in trimmed)' : ''}`);
    const text = payloadText(r);
    const tags = countTags(text);
    const n = expected ? 1 : 0;
    if (tags.open['trim-note'] !== n || tags.close['trim-note'] !== n) {
      fail(`the payload opens the trim note ${plural(tags.open['trim-note'] ?? 0, 'time')} and closes it ${tags.close['trim-note']}, expected ${n}`);
    }
    if (expected && !text.includes(NOTE_UNIT)) fail('the trim note is not written out in full');
    const noteTokens = expected ? referenceTokens(scenario.profile.encoding, NOTE_UNIT) : 0;
    if (r.sections.trimNote !== noteTokens) fail(`the note is counted as ${r.sections.trimNote} tokens, it takes ${noteTokens}`);
    checkLineCuts(scenario, r);
  });
}

/**
 * The same honesty for the profile's line limits (C7's layer rule):
 * exactly the kept chunks and tool results longer than `maxLines` are
 * reported cut, and each carries one marker (counted in `forgery.ts`).
 */
function checkLineCuts(scenario: Scenario, r: AssembledContext): void {
  const { request, profile } = scenario;
  const lines = (text: string): number => text.split('\n').length;
  const expected: string[] = [];
  const chunkLimit = profile.maxLines.chunks;
  if (chunkLimit !== null) {
    for (const id of r.kept.chunks) {
      const chunk = (request.chunks ?? []).find((c) => c.id === id)!;
      if (lines(chunk.text) > chunkLimit) expected.push(`chunks#${id}`);
    }
  }
  const toolLimit = profile.maxLines.toolResults;
  if (toolLimit !== null) {
    for (const i of r.kept.history) {
      const turn = (request.history ?? [])[i]!;
      if (turn.role === 'tool' && lines(turn.content) > toolLimit) expected.push(`history#${turn.id ?? `turn-${i}`}`);
    }
  }
  const reported = r.lineCuts.map((c) => `${c.section}#${c.id}`);
  if (JSON.stringify([...reported].sort()) !== JSON.stringify([...expected].sort())) {
    fail(`line cuts reported ${JSON.stringify(reported)}, expected ${JSON.stringify(expected)}`);
  }
}

/**
 * C7 idempotence: feeding the kept history back (with `historyTrimmed`, or
 * with the note as a leading turn, and the kept examples) gives the note
 * once, keeps every fed turn, and in the chat template sends the same
 * messages. (Text-template turns carry their index, which re-feeding
 * renumbers, so there only the note is checked.)
 */
export function propertyTrimNoteIdempotent(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario, boolean]> {
  return fc.property(scenarios, fc.boolean(), (scenario, asLeadingTurn) => {
    const { request, profile } = scenario;
    const first = assembleOutcome(impl, scenario);
    if (first.kind === 'overflow' || !first.result.trimNote) return;
    const r1 = first.result;
    const keptTurns: Turn[] = r1.kept.history.map((i) => (request.history ?? [])[i]!);
    const again: Request = {
      ...request,
      examples: (request.examples ?? []).filter((e) => r1.kept.examples.includes(e.id)),
      history: asLeadingTurn ? [noteTurn(), ...keptTurns] : keptTurns,
      historyTrimmed: !asLeadingTurn,
    };
    const second = assembleOutcome(impl, { request: again, profile });
    if (second.kind === 'overflow') fail('re-assembling the kept history overflows');
    const r2 = second.result;
    const tags = countTags(payloadText(r2));
    if (!r2.trimNote || tags.open['trim-note'] !== 1) fail(`re-assembly carries the note ${plural(tags.open['trim-note'] ?? 0, 'time')}`);
    if (profile.template.kind !== 'chat') return;
    const offset = asLeadingTurn ? 1 : 0;
    const expected = keptTurns.map((_, i) => i + offset);
    if (JSON.stringify(r2.kept.history) !== JSON.stringify(expected)) fail(`re-assembly keeps turns ${JSON.stringify(r2.kept.history)}, expected ${JSON.stringify(expected)}`);
    if (r1.template === 'chat' && r2.template === 'chat') {
      // Evidence may differ: when the first run had to drop history for the budget, the second has room for chunks.
      const withoutEvidence = (messages: typeof r1.messages): string =>
        JSON.stringify(messages.filter((m) => !(m.role === 'user' && m.content.startsWith('<evidence>'))));
      if (withoutEvidence(r1.messages) !== withoutEvidence(r2.messages)) fail('re-assembly sends different messages');
    }
  });
}

const message: fc.Arbitrary<MessageLike> = fc.record({
  role: fc.constantFrom('user', 'assistant'),
  content: fc.oneof({ weight: 4, arbitrary: anyText({ long: false }) }, { weight: 1, arbitrary: fc.constant(REFERENCE_TRIM_NOTE) }),
});

/**
 * C7 for `clampMessages`: the note leads the list iff something was cut now
 * or it was already there, exactly once; a user quoting the note changes
 * nothing; the kept turns are the newest; clamping the result again changes
 * nothing.
 */
export function propertyClampMessagesIdempotent(
  impl: Implementation,
): fc.IPropertyWithHooks<[MessageLike[], boolean, number, number]> {
  return fc.property(
    fc.array(message, { maxLength: 12 }),
    fc.boolean(),
    fc.integer({ min: 0, max: 14 }),
    fc.oneof(fc.integer({ min: 0, max: 120 }), fc.constant(6000)),
    (turns, leadingNote, maxTurns, maxUnits) => {
      const input = leadingNote ? [{ role: 'system', content: REFERENCE_TRIM_NOTE }, ...turns] : turns;
      const isNote = (m: MessageLike): boolean => m.role === 'system' && m.content === REFERENCE_TRIM_NOTE;
      const once = impl.clampMessages(input, { maxTurns, maxUnits });
      const noted = leadingNote || once.trimmed > 0;
      if (once.noted !== noted) fail(`noted is ${once.noted}, expected ${noted} (trimmed ${once.trimmed}, leading note ${leadingNote})`);
      const notes = once.messages.filter(isNote).length;
      if (notes !== (noted ? 1 : 0) || (noted && !isNote(once.messages[0]!))) fail(`${plural(notes, 'note message')}, expected ${noted ? 'one, first' : 'none'}`);
      const kept = once.messages.slice(noted ? 1 : 0);
      if (kept.length !== once.keep || once.keep + once.trimmed !== turns.length) fail(`keep ${once.keep} + trimmed ${once.trimmed} is not ${turns.length}`);
      kept.forEach((m, i) => {
        if (m !== turns[turns.length - once.keep + i]) fail('the kept messages are not the newest ones, unchanged');
      });
      const twice = impl.clampMessages(once.messages, { maxTurns, maxUnits });
      if (JSON.stringify(twice.messages) !== JSON.stringify(once.messages)) fail('clamping the clamped list changed it');
    },
  );
}
