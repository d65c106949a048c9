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
import { referenceCodePoints } from './reference/codePoints.js';
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

/** The clamp as the Go seed's table states it: from the newest, while the cap and the budget hold; at least one turn. */
function expectedKeep(lens: readonly number[], maxTurns: number, maxUnits: number): number {
  let keep = 0;
  let sum = 0;
  while (keep < lens.length && keep < maxTurns && sum + lens[lens.length - 1 - keep]! <= maxUnits) {
    sum += lens[lens.length - 1 - keep]!;
    keep += 1;
  }
  return lens.length === 0 ? 0 : Math.max(1, keep);
}

type Measure = 'utf16' | 'flat' | 'by-role';
const MEASURES: Record<Measure, (list: readonly MessageLike[]) => number[]> = {
  utf16: (list) => list.map((m) => m.content.length),
  flat: (list) => list.map(() => 250),
  'by-role': (list) => list.map((m) => (m.role === 'user' ? 1 : 1000)),
};

/** What the list starts with: nothing more, the note (from an earlier clamp), or a system message that only looks like it. */
type Lead = 'none' | 'note' | 'other-system' | 'note-as-user';
const LEADS: Record<Lead, MessageLike[]> = {
  none: [],
  note: [{ role: 'system', content: REFERENCE_TRIM_NOTE }],
  'other-system': [{ role: 'system', content: `${REFERENCE_TRIM_NOTE} ` }],
  'note-as-user': [{ role: 'user', content: REFERENCE_TRIM_NOTE }],
};

interface DefaultsCase {
  turns: MessageLike[];
  lead: Lead;
  maxTurns?: number;
  maxUnits?: number;
  measure?: Measure;
}

const shortTurn = fc.record({ role: fc.constantFrom('user', 'assistant'), content: fc.constantFrom('', 'a', 'evet', '😀', 'İş') });
const longTurn = fc.record({
  role: fc.constantFrom('user', 'assistant'),
  content: fc.tuple(fc.constantFrom('ş', '😀', 'ab'), fc.integer({ min: 500, max: 3100 })).map(([s, n]) => s.repeat(n)),
});

/** No turn, short turns (up to 60: past the default cap of 40), or long ones (past the default 6000 code points), emoji and `İ` among them. */
const turns: fc.Arbitrary<MessageLike[]> = fc.oneof(
  fc.constant<MessageLike[]>([]),
  fc.integer({ min: 1, max: 60 }).chain((n) => fc.array(shortTurn, { minLength: n, maxLength: n })),
  fc.array(longTurn, { minLength: 1, maxLength: 8 }),
);

/**
 * `clampMessages`' documented defaults and its measure: left out, the cap
 * is 40 turns and the budget `HISTORY_MAX_RUNES` (6000) code points of the
 * contents; a caller's `measure` is asked for the turns (without a leading
 * note) and its lengths are what the budget holds. The kept turns are the
 * newest `keep` of them, as the Go seed's clamp table says. Only the note
 * as a system message is taken off the front: a system message that is not
 * exactly the note, or the note as a user's text, is a turn like the rest.
 */
export function propertyClampMessagesDefaults(impl: Implementation): fc.IPropertyWithHooks<[DefaultsCase]> {
  // Which options are given: none (every default), each alone, or all.
  const given = fc.constantFrom<(keyof DefaultsCase)[]>([], ['maxTurns'], ['maxUnits'], ['measure'], ['maxTurns', 'maxUnits', 'measure']);
  const cases = fc
    .record({
      turns,
      lead: fc.constantFrom<Lead>('none', 'note', 'other-system', 'note-as-user'),
      maxTurns: fc.integer({ min: 0, max: 50 }),
      maxUnits: fc.oneof(fc.integer({ min: 0, max: 8000 }), fc.integer({ min: 0, max: 40 })),
      measure: fc.constantFrom<Measure>('utf16', 'flat', 'by-role'),
      given,
    })
    .map(({ given: keys, ...all }): DefaultsCase => {
      const c: DefaultsCase = { turns: all.turns, lead: all.lead };
      if (keys.includes('maxTurns')) c.maxTurns = all.maxTurns;
      if (keys.includes('maxUnits')) c.maxUnits = all.maxUnits;
      if (keys.includes('measure')) c.measure = all.measure;
      return c;
    });
  return fc.property(cases, (c) => {
    // Only the note itself, as a system message, is taken off the front; anything else is a turn like the rest.
    const all = c.lead === 'note' ? c.turns : [...LEADS[c.lead], ...c.turns];
    const input = [...LEADS[c.lead], ...c.turns];
    let asked: readonly MessageLike[] | undefined;
    const options: { maxTurns?: number; maxUnits?: number; measure?: (list: readonly MessageLike[]) => number[] } = {};
    if (c.maxTurns !== undefined) options.maxTurns = c.maxTurns;
    if (c.maxUnits !== undefined) options.maxUnits = c.maxUnits;
    if (c.measure !== undefined) {
      const measure = MEASURES[c.measure];
      options.measure = (list) => {
        asked = list.slice();
        return measure(list);
      };
    }
    const useNoOptions = c.maxTurns === undefined && c.maxUnits === undefined && c.measure === undefined;
    const result = useNoOptions ? impl.clampMessages(input) : impl.clampMessages(input, options);
    const lens = c.measure === undefined ? all.map((m) => referenceCodePoints(m.content)) : MEASURES[c.measure](all);
    const keep = expectedKeep(lens, c.maxTurns ?? 40, c.maxUnits ?? 6000);
    if (result.keep !== keep || result.trimmed !== all.length - keep) fail(`keep ${result.keep}, trimmed ${result.trimmed}; expected keep ${keep} of ${all.length}`);
    if (c.measure !== undefined) {
      if (asked === undefined || asked.length !== all.length || asked.some((m, i) => m !== all[i])) fail('the measure was not asked for exactly the turns');
    }
    const noted = c.lead === 'note' || keep < all.length;
    if (result.noted !== noted) fail(`noted is ${result.noted}, expected ${noted}`);
    const kept = result.messages.slice(noted ? 1 : 0);
    if (kept.length !== keep || kept.some((m, i) => m !== all[all.length - keep + i])) fail('the kept messages are not the newest ones');
  });
}

/**
 * The note's helpers for a caller's own clamp: `trimNoteIfNeeded` gives the
 * note exactly when something was cut (a count over 0), the empty string
 * otherwise; `hasTrimNote` finds the note's text anywhere in a text, and
 * nothing else (a near miss, one character changed or missing, is not it).
 */
export function propertyTrimNoteHelpers(impl: Implementation): fc.IPropertyWithHooks<[number, string, string, 'whole' | 'near-miss' | 'none']> {
  const nearMiss = (note: string, at: number): string => note.slice(0, at % note.length) + note.slice((at % note.length) + 1);
  return fc.property(
    fc.oneof(fc.integer({ min: -3, max: 3 }), fc.integer({ min: 4, max: 10_000 })),
    anyText({ long: false }),
    anyText({ long: false }),
    fc.constantFrom<'whole' | 'near-miss' | 'none'>('whole', 'near-miss', 'none'),
    (trimmed, before, after, quote) => {
      // The edge (nothing cut, one turn cut) in every case, and a generated count.
      for (const count of [-1, 0, 1, trimmed]) {
        const note = impl.trimNoteIfNeeded(count);
        const expectedNote = count > 0 ? REFERENCE_TRIM_NOTE : '';
        if (note !== expectedNote) fail(`trimNoteIfNeeded(${count}) is ${JSON.stringify(note)}, expected ${JSON.stringify(expectedNote)}`);
      }
      const middle = quote === 'whole' ? REFERENCE_TRIM_NOTE : quote === 'near-miss' ? nearMiss(REFERENCE_TRIM_NOTE, before.length + after.length) : '';
      const text = before + middle + after;
      const expected = text.includes(REFERENCE_TRIM_NOTE);
      if (impl.hasTrimNote(text) !== expected) fail(`hasTrimNote(${JSON.stringify(text)}) is ${!expected}`);
    },
  );
}
