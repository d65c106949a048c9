import fc from 'fast-check';
import type { Turn } from '../../core/request.js';
import { REFERENCE_TRIM_NOTE } from '../reference/prompt.js';
import { anyText, requiredText, type TextConstraints } from './text.js';
import { adversarialText } from './adversarialText.js';

/**
 * One step of a conversation. A tool exchange is an assistant turn with one
 * or two calls, their results, and possibly a user turn between them (the
 * ladder must keep all of that together).
 */
type Episode =
  | { kind: 'user' | 'assistant' | 'system'; text: string }
  | { kind: 'quote-note' }
  | { kind: 'tools'; say: string; calls: { name: string; args: string; result: string }[]; interleaved: string | undefined };

/** A tool call's arguments: the model's output, which echoes what it read, tags and look-alikes included. */
export function toolArguments(): fc.Arbitrary<string> {
  return fc.oneof(fc.json({ maxDepth: 1 }), anyText({ long: false }), adversarialText());
}

function episode(constraints: TextConstraints): fc.Arbitrary<Episode> {
  const call = fc.record({
    name: fc.constantFrom('search_kb', 'get_order', 'restart_service'),
    args: toolArguments(),
    result: anyText(constraints),
  });
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constantFrom('user', 'assistant') as fc.Arbitrary<'user' | 'assistant'>, text: requiredText(constraints) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('system' as const), text: requiredText({ long: false }) }) },
    // A user who pastes the trim note must neither suppress nor fake the real one.
    { weight: 1, arbitrary: fc.constant({ kind: 'quote-note' as const }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('tools' as const),
        say: anyText({ long: false }),
        calls: fc.array(call, { minLength: 1, maxLength: 2 }),
        interleaved: fc.option(requiredText({ long: false }), { nil: undefined }),
      }),
    },
  );
}

function toTurns(episodes: readonly Episode[], withIds: boolean): Turn[] {
  const turns: Turn[] = [];
  let callId = 0;
  for (const e of episodes) {
    switch (e.kind) {
      case 'user':
      case 'assistant':
      case 'system':
        turns.push({ role: e.kind, content: e.text });
        break;
      case 'quote-note':
        turns.push({ role: 'user', content: `Sen şöyle yazdın: ${REFERENCE_TRIM_NOTE}` });
        break;
      case 'tools': {
        const ids = e.calls.map(() => `call_${callId++}`);
        turns.push({
          role: 'assistant',
          content: e.say,
          toolCalls: e.calls.map((c, i) => ({ id: ids[i]!, name: c.name, arguments: c.args })),
        });
        e.calls.forEach((c, i) => {
          turns.push({ role: 'tool', toolCallId: ids[i]!, content: c.result });
          if (i === 0 && e.interleaved !== undefined) turns.push({ role: 'user', content: e.interleaved });
        });
        break;
      }
    }
  }
  return withIds ? turns.map((turn, i) => ({ ...turn, id: `h${i}` })) : turns;
}

export interface HistoryConstraints extends TextConstraints {
  maxEpisodes?: number;
}

/** Where a history handed back after an earlier clamp carries the note as a turn. */
type NotePlace = 'none' | 'leading' | 'inside' | 'both';

function withNotes(turns: Turn[], place: NotePlace, at: number): Turn[] {
  if (place === 'none') return turns;
  // Anywhere among the turns, even between a call and its result: a note is structure, not a turn.
  const inside = turns.length === 0 ? 0 : at % (turns.length + 1);
  const out = [...turns];
  if (place === 'inside' || place === 'both') out.splice(inside, 0, noteTurn());
  if (place === 'leading' || place === 'both') out.unshift(noteTurn());
  return out;
}

/**
 * A valid history: tool results follow their calls, ids (when present)
 * unique; now and then carrying an earlier clamp's trim note as a turn, at
 * the head or among the turns (a note is structure, never a turn).
 */
export function history(constraints: HistoryConstraints = {}): fc.Arbitrary<Turn[]> {
  return fc
    .tuple(
      fc.array(episode(constraints), { maxLength: constraints.maxEpisodes ?? 14 }),
      fc.boolean(),
      fc.constantFrom<NotePlace>('none', 'none', 'none', 'none', 'leading', 'inside', 'both'),
      fc.nat(),
    )
    .map(([episodes, withIds, place, at]) => withNotes(toTurns(episodes, withIds), place, at));
}

/** The earlier clamp's note as a history turn (how a caller may feed a clamped history back). */
export function noteTurn(): Turn {
  return { role: 'system', content: REFERENCE_TRIM_NOTE };
}
